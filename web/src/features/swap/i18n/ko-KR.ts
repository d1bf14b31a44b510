import type { SwapTexts } from './zh-CN'

export const koKR: SwapTexts = {
  box: {
    from: '보내는 토큰',
    to: '받는 토큰',
    estimated: '예상',
    balance: '잔액: {{amount}}',
    select: '선택',
    reverse: '토큰 바꾸기',
  },
  info: {
    price: '가격',
    slippage: '슬리피지 허용치',
    route: '경로',
    minReceived: '최소 수령액',
    maxSold: '최대 판매액',
    priceImpact: '가격 영향',
    fee: '유동성 공급자 수수료 ({{pairFee}})',
    tax: '{{symbol}} 세금 (매수/매도마다 {{rate}})',
    flip: '가격 방향 전환',
  },
  block: '최신 블록 {{number}}',
  icons: { chart: '차트' },
  confirm: {
    title: '스왑 확인',
    outputEstimated: '출력은 예상치입니다. 최소 {{amount}} {{symbol}}를 받거나 거래가 취소됩니다.',
    inputEstimated: '입력은 예상치입니다. 최대 {{amount}} {{symbol}}를 판매하거나 거래가 취소됩니다.',
    button: '스왑 확인',
    checking: '거래를 확인하는 중…',
  },
  pending: {
    swapping: '{{amountIn}} {{symbolIn}}를 {{amountOut}} {{symbolOut}}로 스왑하는 중',
    hash: '거래 해시',
    close: '닫기',
  },
  tx: {
    swap: '{{amountIn}} {{symbolIn}}를 {{amountOut}} {{symbolOut}}로 스왑',
    approve: '{{symbol}} 승인',
    wrap: '{{amount}} {{symbol}} 래핑',
    unwrap: '{{amount}} {{symbol}} 언래핑',
  },
  chart: {
    title: '{{pair}} 가격',
    noHistory: '아직 가격 기록이 없습니다',
    noPair: '이 쌍의 풀이 없습니다',
    failed: '가격 기록을 불러오지 못했습니다',
  },
}
