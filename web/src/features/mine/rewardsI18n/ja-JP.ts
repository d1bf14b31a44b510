import type { MineRewardTexts } from './zh-CN'

export const jaJP: MineRewardTexts = {
  gdt: {
    total: '累計報酬',
    share: 'シェア報酬',
    trade: '取引報酬',
    addition: '直近日 +{{amount}}',
    assetPack: 'アセットパック',
    hashEntry: '取引ハッシュを入力',
    nothing:
      'GDT 報酬はまだありません。当サービスのルーターで USDT ペアをスワップすると取引報酬、招待した友達の取引でシェア報酬が得られます。',
    genesis: 'GDT ジェネシスカード',
    rewardPage: 'GDT 報酬',
  },
  vgt: {
    total: 'VGT 累計報酬',
    nothing:
      'VGT 報酬はまだありません。VGT は VGT アセットパックと VGT ジェネシスカードから支払われ、取引とシェアでは支払われません。',
    genesis: 'VGT ジェネシスカード',
  },
  rules: {
    title: '報酬ルール',
    trade:
      '取引報酬：1 日 1 回精算し、当サービスのルーターを通したスワップの USDT 側の金額 × {{rate}} を GDT で支払います。1 アドレス 1 日最大 {{cap}} GDT。',
    share: 'シェア報酬：直接招待した友達の当日の取引報酬の {{rate}}、毎日精算。',
    mining: 'マイニング報酬：当サービスのファームで収穫した PHO × {{rate}} を GDT で支払い、毎日精算します。',
    pool: '各報酬はそれぞれのプールから支払われます。プールが 1 日分を支払えない場合は入金されるまで精算せず、不足や二重払いはありません。',
    wallet: '報酬は報酬ウォレットに獲得分として入り、GDT 報酬ページで受け取ると利用できます。',
  },
  hash: {
    title: '取引ハッシュを入力',
    label: '取引ハッシュ',
    placeholder: '0x…',
    check: '確認する',
    address: 'アドレス',
    acquirable: '獲得可能数量',
    confirm: '確定',
    other: 'このスワップはあなたのものではないため、報酬はありません。',
    pending: 'ブロックが確定すると計上されます。',
    settled: '{{day}} に精算済みです。',
  },
  genesis: {
    reward: '受け取れる報酬',
    addition: '最新の追加',
    claimed: '受取済み',
    claim: '受け取る',
    nothing: 'ジェネシスカード報酬はありません。運営が名簿の創設メンバーに付与し、受け取ると報酬ウォレットに入ります。',
  },
  reward: {
    whiteList: 'ホワイトリスト報酬',
    starCard: 'スターカード報酬',
    mining: 'マイニング報酬',
    increment: '+{{amount}}',
    claimable: '受取待ち',
    claim: '報酬ウォレットに受け取る',
    starCardNote:
      'スターカードの GDT は到達した各スターレベルごとに一度だけ贈られるギフトで、報酬ウォレットの利用可能 GDT に直接入ります（受取待ちには含まれません）。マイニング報酬は当サービスのファームでの収穫から支払われます。',
  },
  business: {
    totalShare: 'シェア報酬（累計）',
    yesterdayShare: '昨日のシェア報酬',
    totalBuy: '購入報酬（累計）',
    yesterdayBuy: '昨日の購入報酬',
    usable: '利用可能 GDT',
    withdraw: '出金',
    verify: '取引ハッシュを確認',
    note: '購入報酬は当サービスのルーターを通したスワップの取引報酬です。利用可能 GDT はウォレットの出金タブで署名して出金します。',
    nothing: 'ビジネス報酬はまだありません。当サービスのルーターでスワップするか、取引する友達を招待してください。',
  },
  connect: 'ウォレットを接続すると報酬が表示されます',
  connectButton: 'ウォレットを接続',
}
