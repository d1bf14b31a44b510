import type { AirdropTexts } from './zh-CN'

export const jaJP: AirdropTexts = {
  title: 'デイリーエアドロップ',
  rules: 'ルール',
  rulesTitle: 'エアドロップのルール',
  gdtBalance: 'GDT 残高',
  walletGdt: '報酬ウォレットの GDT',
  claimCount: '受け取り回数',
  todayCoin: '本日の通貨',
  todayAmount: '本日の数量',
  claim: '受け取る',
  claimed: '本日受け取り済み',
  connect: 'ウォレットを接続',
  noReward: '報酬はありません',
  belowStandard: '評価基準に達していません',
  close: '閉じる',
  items: {
    r1: '{{hold}} GDT 以上（報酬ウォレットとオンチェーンの両方で）保有すると 1 日 1 回受け取れます',
    r2: '受け取りは 1 日 1 回（UTC 0 時起算）で、受け取らなかった日は累積しません',
    r3: '本日の通貨と数量は運営が設定し、プールがなくなり次第終了します',
    r4: '受け取りにはウォレットの署名が必要で、報酬は報酬ウォレットに入ります',
  },
}
