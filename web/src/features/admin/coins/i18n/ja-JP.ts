import type { CoinsTexts } from './zh-CN'

export const jaJP: CoinsTexts = {
  title: 'コイン手数料',
  intro:
    '送金手数料と出金手数料はパーセントで入力し、横に ppm 値を表示します（1000000 = 100%）。変更はウォレットで署名します。',
  coin: 'コイン',
  decimals: '小数桁数',
  fee: '送金手数料',
  withdrawFee: '出金手数料',
  edit: '手数料を変更',
  editNamed: '{{coin}} の手数料を変更',
  review: '変更を確認',
  cancel: 'キャンセル',
  reviewTitle: '{{coin}} の手数料を変更',
  unchanged: '手数料は現在と同じです',
  empty: 'コインがありません',
}
