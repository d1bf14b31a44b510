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
  belowStandard: '評価基準に達していません：本日 00:00 (UTC) 時点の GDT 保有量が必要量に足りません',
  heldAtOpen: '00:00 (UTC) 時点の保有',
  heldOfRequired: '{{held}} / {{hold}} GDT',
  snapshotPending: 'チェーンで確認中',
  snapshotUnavailable: '現在確認できません',
  snapshotNote:
    '本日の受け取りは 00:00 (UTC) 時点の GDT 保有量（オンチェーンと報酬ウォレットの合計）が {{hold}} 以上かで判定します。その後受け取った GDT は明日から数えます。',
  pendingToast: '本日 00:00 (UTC) 時点の保有量はまだチェーン上で確定していません。数分後に再度お受け取りください',
  close: '閉じる',
  items: {
    r1: '毎日 00:00 (UTC) 時点で {{hold}} GDT 以上（オンチェーンと報酬ウォレットの合計）を保有していれば、その日に 1 回受け取れます。日中に受け取った GDT は翌日から数えます',
    r2: '受け取りは 1 日 1 回（UTC 0 時起算）で、受け取らなかった日は累積しません',
    r3: '本日の通貨と数量は運営が設定し、プールがなくなり次第終了します',
    r4: '受け取りにはウォレットの署名が必要で、報酬は報酬ウォレットに入ります',
  },
}
