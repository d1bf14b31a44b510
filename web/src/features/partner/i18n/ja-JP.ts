import type { PartnerTexts } from './zh-CN'

export const jaJP: PartnerTexts = {
  title: 'パートナー',
  vote: {
    title: 'Good 投票',
    text: 'Good をステークして 50 日間で 500 Good を分け合う',
    button: '投票する',
  },
  product: {
    title: 'パートナー製品',
    text: 'エコシステムパートナーの製品',
    button: '開く',
  },
  flywheel: {
    title: 'フライホイールプロトコル',
    text: 'フライホイールプロトコルについて',
    button: '開く',
  },
  airdrop: {
    title: 'デイリーエアドロップ',
    text: 'GDT を保有して毎日エアドロップを受け取る',
    button: '受け取る',
  },
  external: '外部サイトが新しいタブで開きます',
}
