import type { EquityTexts } from './zh-CN'

export const zhHK: EquityTexts = {
  total: '累計分紅（PHO）',
  usable: '可領取 PHO',
  claim: '領取到獎勵錢包',
  claimed: '已領取 {{amount}} PHO',
  connect: '連接錢包',
  star: '星級',
  noStar: '暫無星卡',
  starConnect: '連接錢包查看您的星級',
  ownTvl: '個人流動性（USDT）',
  teamTvl: '團隊流動性（USDT）',
  phoBalance: '獎勵錢包 PHO',
  bills: '分紅賬單',
  billsEmpty: '暫無分紅：持有星卡後，每日結算的分紅計入這裏。',
  rulesTitle: '規則說明',
  rules: {
    r1: 'PHO 每筆買入和賣出的稅費中，0.5% 進入股權池（鏈上股權地址）。',
    r2: '星級 1 至 5 各分享稅費的 0.1%：每天到賬的股權 PHO 均分為五份，每份由該星級的持卡人平分。',
    r3: '全球最多 1680 張星卡；達標人數超過時，最早達標者保留星卡，同時達標者按團隊流動性從大到小。',
    r4: '一星：個人流動性 {{own}} USDT、團隊流動性 {{team}} USDT、直推有效地址 {{direct}} 個、團隊有效地址 {{teamValid}} 個且至少 {{lines}} 條線各 100 個。',
    r5: '二至五星：個人流動性 {{ownFrom}} 至 {{ownTo}} USDT，團隊流動性 {{teamFrom}} 至 {{teamTo}} USDT，團隊有效地址 {{validFrom}} 至 {{validTo}} 個。',
    r6: '每個星級的禮包只發一次：1000、2000、5000、10000、50000 GDT，發放到獎勵錢包。',
    r7: '星卡按條件自動升降級；降級後再次達到同一星級，不會重複發放禮包。',
    r8: '分紅按 UTC 日結算，只分配鏈上實際到賬的 PHO；無人持有的星級份額與除不盡的餘數留在股權池。領取需錢包簽名。',
  },
}
