export const zhCN = {
  title: '币种费率',
  intro: '转账手续费和提现手续费按百分比输入，右侧为 ppm 数值（1000000 = 100%）。修改须用钱包签名。',
  coin: '币种',
  decimals: '精度',
  fee: '转账手续费',
  withdrawFee: '提现手续费',
  edit: '修改费率',
  editNamed: '修改 {{coin}} 的费率',
  review: '检查修改',
  cancel: '取消',
  reviewTitle: '修改 {{coin}} 的费率',
  unchanged: '费率没有变化',
  empty: '暂无币种',
}

export type CoinsTexts = typeof zhCN
