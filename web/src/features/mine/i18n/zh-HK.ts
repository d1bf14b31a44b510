import type { MineTexts } from './zh-CN'

export const zhHK: MineTexts = {
  tabs: { PHO: 'PHO', GDT: 'GDT', VGT: 'VGT' },
  pho: {
    star: '星級',
    noStar: '暫無星級',
    validDirect: '有效直推',
    teamValid: '團隊有效地址',
    balance: 'PHO 餘額',
    distribution: '累計分紅',
  },
  rules: {
    title: '說明',
    items: {
      r1: '有效地址：自身流動性（我方交易對 LP 與礦池質押，按當前儲備折算 USDT）達到 {{valid}} USDT。',
      r2: '所有數據由鏈上讀取並按推薦關係計算，瀏覽器上報只會讓伺服器更快重新讀取。',
      r3: '1 星：自身流動性 {{own}} USDT，團隊流動性 {{team}} USDT，{{direct}} 個有效直推，{{teamValid}} 個團隊有效地址且至少 {{lines}} 條線每條 100 個。',
      r4: '2 至 5 星：自身流動性 {{upperOwn}} USDT，團隊流動性 {{upperTeam}} USDT，團隊有效地址 {{upperTeamValid}} 個，有效直推 {{upperDirect}} 個，線數 {{upperLines}} 條。',
      r5: '星級隨條件自動升降；全球最多 1680 張星卡。',
      r6: '每個星級禮包（1000、2000、5000、10000、50000 GDT）每人每級僅發放一次。',
    },
  },
  gate: { connect: '連接錢包後查看您的星級與獎勵', signIn: '登入後查看您的星級與獎勵' },
  loading: '載入中…',
}
