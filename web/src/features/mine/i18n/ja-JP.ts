import type { MineTexts } from './zh-CN'

export const jaJP: MineTexts = {
  tabs: { PHO: 'PHO', GDT: 'GDT', VGT: 'VGT' },
  pho: {
    star: 'スターランク',
    noStar: 'まだランクはありません',
    validDirect: '有効な直接紹介',
    teamValid: 'チームの有効アドレス',
    balance: 'PHO 残高',
    distribution: '累計配当',
  },
  rules: {
    title: '説明',
    items: {
      r1: '有効アドレス：自身の流動性（当方ペアの LP とファームのステーク、現在のリザーブで USDT 換算）が {{valid}} USDT 以上。',
      r2: 'すべての数値はチェーンから読み取り紹介ツリーで計算します。ブラウザの報告はサーバーの再読み取りを早めるだけです。',
      r3: '1 つ星：自身の流動性 {{own}} USDT、チーム流動性 {{team}} USDT、有効な直接紹介 {{direct}}、100 人以上のライン {{lines}} 本以上でチーム有効アドレス {{teamValid}}。',
      r4: '2〜5 つ星：自身の流動性 {{upperOwn}} USDT、チーム流動性 {{upperTeam}} USDT、チーム有効アドレス {{upperTeamValid}}、有効な直接紹介 {{upperDirect}}、ライン {{upperLines}} 本。',
      r5: 'ランクは条件に応じて自動で上下し、スターカードは世界で最大 1680 枚です。',
      r6: '各ランクのギフト（1000、2000、5000、10000、50000 GDT）はユーザーとランクごとに一度だけ支払われます。',
    },
  },
  gate: {
    connect: 'ウォレットを接続するとスターランクと報酬が表示されます',
    signIn: 'サインインするとスターランクと報酬が表示されます',
  },
  loading: '読み込み中…',
}
