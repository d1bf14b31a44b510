import type { FlashTexts } from './zh-CN'

export const koKR: FlashTexts = {
  flash: {
    title: '플래시 교환',
    record: '교환',
    balance: '잔액',
    amount: '교환할 수량',
    receive: '받게 될 수량',
    rate: '비율',
    reserve: '교환 가능 준비금',
    paused: '이 교환은 일시 중지되었습니다',
    underfunded: '교환 준비금이 지금 이 수량을 지급할 수 없습니다',
    tooSmall: '수량이 너무 작아 받을 수 있는 것이 없습니다',
    approve: '{{symbol}} 승인',
    exchange: '교환',
    max: '최대',
    noContract: '이 네트워크에는 플래시 교환이 없습니다',
    txApprove: '플래시 교환에 {{symbol}} 승인',
    txExchange: '{{amountIn}} {{symbolIn}}을(를) {{amountOut}} {{symbolOut}}(으)로 플래시 교환',
  },
}
