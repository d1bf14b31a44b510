import type { PartnerTexts } from './zh-CN'

export const jaJP: PartnerTexts = {
  title: 'パートナー',
  vote: {
    title: 'Good 投票',
    text: 'Good をステークして 50 日間で 500 Good を分け合う',
    button: '投票する',
    figure: '全ユーザー合計：{{amount}} {{symbol}} 投票済み',
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
    figure: '全体：買い戻し {{usdt}} USDT · エコシステム配分 {{give}} USDT',
  },
  airdrop: {
    title: 'デイリーエアドロップ',
    text: 'GDT を保有して毎日エアドロップを受け取る',
    button: '受け取る',
    figure: '全ユーザーの本日の受け取り {{claims}} 回',
  },
  external: '外部サイトが新しいタブで開きます',
}
