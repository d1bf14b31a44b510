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
  members: {
    title: '이사회 구성원',
    note: '스타 카드 보유자입니다. 별이 많은 순, 같은 별이면 오래 보유한 순입니다. 스타 카드는 모든 네트워크의 유동성으로 정해집니다.',
    level: '스타 {{level}}',
    since: '{{date}}부터',
    empty: '아직 스타 카드 보유자가 없습니다',
    more: '더 보기',
    end: '더 이상 구성원이 없습니다',
    failed: '구성원 목록을 읽지 못했습니다. 잠시 후 다시 시도하세요',
  },
  rules: {
    title: '수치의 출처',
    items: {
      r1: 'PHO의 모든 매수와 매도에는 세금이 붙습니다: LP 배당 {{taxLiquidity}}, 지분 카드 배당 {{taxEquity}}, 풀로 소각(바이백) {{taxBurn}}, 생태계 {{taxEcosystem}}.',
      r2: '생태계 지급은 생태계 주소로, 바이백은 소각 주소로 보내진 PHO이며 체인의 전송 기록으로 집계합니다.',
      r3: '각 유입은 해당 블록의 PHO-USDT 풀 가격으로 USDT로 환산되며, 누적은 둘의 합입니다.',
    },
  },
}
