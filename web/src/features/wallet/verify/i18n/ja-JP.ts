import type { LiabilitiesTexts } from './zh-CN'

export const jaJP: LiabilitiesTexts = {
  verify: {
    button: '残高を検証',
    buttonLabel: '残高を検証：{{coin}}',
    title: '{{coin}} の残高を検証',
    intro:
      'ブラウザがあなたのリーフとパスからルートを再計算し、運営者が公開したルートと金庫の保有量を当社サーバーを通さずチェーンから直接読み取ります。',
    steps: {
      proof: 'リーフとパスを取得',
      recompute: 'ルートを再計算',
      event: '公開されたルートをチェーンから読み取る',
      vault: 'スナップショットのブロックでの金庫保有量を読み取る',
    },
    state: {
      waiting: '待機中',
      running: '実行中',
      passed: '合格',
      failed: '失敗',
    },
    balance: 'スナップショット時の残高',
    included: '含まれている',
    total: '負債総額',
    vault: '金庫保有量',
    covered: '充足',
    yes: 'はい',
    no: 'いいえ',
    snapshot: 'スナップショット {{id}}、ブロック {{block}}',
    publishedIn: '公開トランザクション',
    notIncluded: 'アカウントはこのスナップショットに含まれていません：そのブロックでこのコインの残高は 0 でした。',
    failedAt: '検証に失敗した手順：{{step}}',
    again: 'もう一度検証',
  },
}
