import type { MemberTexts } from './zh-CN'

export const jaJP: MemberTexts = {
  myLevel: '私の会員レベル',
  myTvl: '私の流動性価値',
  none: 'なし',
  levelsTitle: '会員レベル',
  levels: { bronze: 'ブロンズ', silver: 'シルバー', gold: 'ゴールド', diamond: 'ダイヤモンド' },
  stake: 'ステークして会員を受け取る',
  buy: '受け取る / アップグレード',
  connect: 'ウォレットを接続',
  notOpen: 'メンバーシップの購入はまだ開始していません。レベルは案内として表示しています。',
}
