import type { LiabilitiesTexts } from './zh-CN'

export const zhHK: LiabilitiesTexts = {
  verify: {
    button: '驗證我的餘額',
    buttonLabel: '驗證我的餘額：{{coin}}',
    title: '驗證我的 {{coin}} 餘額',
    intro: '瀏覽器用您的葉子和路徑重新計算根，並直接從鏈上讀取營運方公佈的根和金庫持有量，不經過我們的伺服器。',
    steps: {
      proof: '獲取您的葉子和路徑',
      recompute: '重新計算根',
      event: '從鏈上讀取公佈的根',
      vault: '讀取快照區塊時的金庫持有量',
    },
    state: {
      waiting: '等待',
      running: '進行中',
      passed: '通過',
      failed: '失敗',
    },
    balance: '快照時您的餘額',
    included: '已包含',
    total: '總負債',
    vault: '金庫持有量',
    covered: '已覆蓋',
    yes: '是',
    no: '否',
    snapshot: '快照 {{id}}，區塊 {{block}}',
    publishedIn: '公佈交易',
    notIncluded: '您的賬戶不在此快照中：快照區塊時該幣種餘額為 0。',
    failedAt: '驗證失敗，步驟：{{step}}',
    again: '重新驗證',
  },
}
