import type { CongressTexts } from './zh-CN'

export const koKR: CongressTexts = {
  cumulative: '누적',
  giveOut: '생태계 지급',
  buyBack: '바이백 소각',
  unavailable: '이 네트워크에는 의회 수치가 없습니다',
  chart: '차트',
  board: '이사회',
  range: '기간',
  days_one: '{{count}}일',
  days_other: '{{count}}일',
  chartLabel_one: '최근 {{count}}일 일별 생태계 지급과 바이백 (USDT)',
  chartLabel_other: '최근 {{count}}일 일별 생태계 지급과 바이백 (USDT)',
  byDay: '일별 내역 (USDT)',
  date: '날짜',
  empty: '이 기간에는 유입이 없습니다',
  lp: {
    title: '유동성',
    tvl: 'USDT 또는 PHO를 보유한 풀의 가치',
    pools: '풀 수',
    phoPrice: 'PHO 가격',
    lpDividends: '누적 LP 배당',
    equityDividends: '누적 지분 카드 배당',
  },
  rules: {
    title: '수치의 출처',
    items: {
      r1: 'PHO의 모든 매수와 매도에는 세금이 붙습니다: LP 배당 0.5%, 지분 카드 배당 0.5%, 풀로 소각(바이백) 0.25%, 생태계 0.25%.',
      r2: '생태계 지급은 생태계 주소로, 바이백은 소각 주소로 보내진 PHO이며 체인의 전송 기록으로 집계합니다.',
      r3: '각 유입은 해당 블록의 PHO-USDT 풀 가격으로 USDT로 환산되며, 누적은 둘의 합입니다.',
    },
  },
}
