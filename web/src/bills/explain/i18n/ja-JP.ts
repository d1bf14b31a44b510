import type { ExplainTexts } from './zh-CN'

export const jaJP: ExplainTexts = {
  title: 'この金額の理由',
  loading: '説明を読み込み中…',
  failed: '説明を読み込めませんでした',
  retry: '再試行',
  run: '{{job}}、期間 {{period}}（UTC）',
  action: 'あなたの操作、{{period}}（UTC）',
  jobs: {
    'gdt-rewards': 'GDT 報酬の日次精算',
    'asset-packs': 'アセットパックの日次精算',
    'star-cards': 'スターカードの日次精算',
    equity: '株式配当の日次精算',
    'groups-expire': '共同購入の締切処理',
    'star-cards-refresher': 'チーム数値の変化によるスターカード更新',
  },
  rule: 'ルール {{rule}}、バージョン {{version}}',
  result: '結果',
  checked: 'ブラウザで同じルールにより再計算しました：一致しています',
  mismatch: 'ブラウザで再計算した結果が記帳額と一致しません',
  inputs: '計算の根拠',
  chainTx: 'チェーン上の取引',
  rules: {
    airdrop_claim:
      'その日の 0 時に {{held}} GDT を保有し、エアドロップの条件 {{hold}} GDT を満たしたため、{{amount}} {{coin}} を受け取りました。',
    'asset-pack_day':
      'パック #{{pack}} の 1 日分：静的報酬は 1 日 {{daily}}（残り {{remaining}} を超えない）、動的報酬は直接招待したユーザーの静的報酬の {{level1}}、その招待先の {{level2}} で、古いパックから支払われます。',
    gdt_trade:
      'その日に当サイトのルーターで取引した {{volume}} USDT × 報酬率 {{rate}} = {{raw}} GDT、1 日の上限は {{cap}} GDT。',
    gdt_share: '直接招待したユーザーのその日の取引報酬の合計 {{sum}} GDT × シェア率 {{rate}}。',
    gdt_mining: 'その日に当サイトのファームで収穫した {{amount}} PHO × マイニング報酬率 {{rate}}。',
    'gdt_white-list': '運営者によるホワイトリスト付与 {{count}} 件、それぞれ 1 回全額支払い。',
    genesis_claim: 'ジェネシスカードの未受取の付与 {{count}} 件を全額受け取りました。',
    star_gift: 'スター {{level}} カードのギフト：{{gift}} GDT、レベルごとに 1 回のみ。',
    equity_split:
      '株式プールに入った税 {{arrived}} PHO を 5 つのスターレベルに分け、各レベルの分をそのレベルの保有者 {{holders}} 人で分けます（あなたはスター {{level}}）。',
    group_refund: 'グループ #{{group}} は締切までに満員にならなかったため、席の代金を返金します。',
    group_settle: 'グループ #{{group}} が満員になりました：{{seats}} 席の代金が販売プールへ。',
    fixed_amount: '期間ごとの定額：{{amount}}。',
  },
  items: {
    swap: '{{amount}} USDT のスワップ',
    harvest: '{{amount}} PHO の収穫',
    arrival: '{{amount}} PHO の税の到着',
    grant: '付与 #{{id}}：{{amount}} {{coin}}',
    invitee: '{{level}} 代目 {{address}}：静的 {{amount}} {{coin}}',
    inviteeTrade: '{{address}}：取引報酬 {{amount}} GDT',
    pack: 'パック #{{id}}：1 日 {{daily}}、残り {{remaining}}',
    seat: '席の代金 {{amount}} {{coin}}',
  },
}
