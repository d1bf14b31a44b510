import type { CoinsTexts } from './zh-CN'

export const zhHK: CoinsTexts = {
  title: '幣種費率',
  intro: '轉賬手續費和提現手續費按百分比輸入，右側為 ppm 數值（1000000 = 100%）。修改須用錢包簽名。',
  coin: '幣種',
  decimals: '精度',
  fee: '轉賬手續費',
  withdrawFee: '提現手續費',
  edit: '修改費率',
  editNamed: '修改 {{coin}} 的費率',
  review: '檢查修改',
  cancel: '取消',
  reviewTitle: '修改 {{coin}} 的費率',
  unchanged: '費率沒有變化',
  empty: '暫無幣種',
}
