import type { CommunityTexts } from './zh-CN'

export const jaJP: CommunityTexts = {
  figures: {
    locked: 'ロック中 {{symbol}}',
    released: '解放済み {{symbol}}',
    total: '全体のコンセンサス',
    mine: '私のコンセンサス',
  },
  stake: 'ステーク',
  claim: '受け取る',
  claimAmount: '{{amount}} を受け取る',
  connect: 'ウォレットを接続',
  unavailable: 'このネットワークにはコミュニティステークがありません',
  closed: 'ステークは締め切りました。解放が始まると受け取れます',
  popup: {
    title: '{{symbol}} をステーク',
    available: 'ウォレット残高',
    max: '最大',
    note: 'ステークしたトークンはロックされ、解放開始後に線形で解放されます',
    cancel: 'キャンセル',
    confirm: '確認',
  },
  record: {
    approve: '{{symbol}} を承認',
    stake: '{{amount}} {{symbol}} をステーク',
    claim: '解放された {{symbol}} を受け取る',
  },
  rules: {
    title: 'ルール',
    items: {
      r1: '{{symbol}} をステークしてコミュニティのコンセンサスに参加します。あなたのステークがあなたのコンセンサスで、全体のコンセンサスは全員のステークの合計です。',
      r2: 'ステークは解放開始（{{date}}）まで受け付け、それまでにステークした分はすべてロックされます。',
      r3: '{{date}} から、あなたのステークは {{days}} 日間で毎秒均等に解放されます。',
      r4: '解放された分はいつでも受け取れます。解放された分がない間は受け取りボタンは無効です。',
    },
  },
  review: {
    title: '{{symbol}} ステークの確認',
    amount: 'ステーク数量',
    balanceAfter: 'ステーク後のウォレット残高',
    release: '解放',
    releaseValue: '{{date}} から {{days}} 日かけて均等に',
    warning:
      'ステークしたトークンはロックされ、取り戻せません。解放が始まると時間に応じて少しずつ受け取ります。確定したステークは取り消せません。',
    confirm: 'ステークを確定',
  },
}
