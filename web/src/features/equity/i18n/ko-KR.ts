import type { EquityTexts } from './zh-CN'

export const koKR: EquityTexts = {
  total: '누적 배당 (PHO)',
  usable: '수령 가능 PHO',
  claim: '보상 지갑으로 수령',
  claimed: '{{amount}} PHO 수령 완료',
  connect: '지갑 연결',
  star: '스타 등급',
  noStar: '스타 카드 없음',
  starConnect: '지갑을 연결하면 등급을 볼 수 있습니다',
  ownTvl: '개인 유동성 (USDT)',
  teamTvl: '팀 유동성 (USDT)',
  phoBalance: '보상 지갑 PHO',
  bills: '배당 내역',
  billsEmpty: '아직 배당이 없습니다. 스타 카드를 보유하면 매일 정산된 배당이 여기에 기록됩니다.',
  rulesTitle: '규칙',
  rules: {
    r1: 'PHO의 모든 매수와 매도 세금 중 0.5%가 지분 풀(체인 상의 지분 주소)로 들어갑니다.',
    r2: '스타 1~5는 각각 세금의 0.1%를 나눕니다. 매일 도착한 지분 PHO를 다섯 등분하고, 각 몫은 해당 스타 보유자가 균등하게 나눕니다.',
    r3: '전 세계 스타 카드는 최대 1680장입니다. 자격자가 더 많으면 먼저 자격을 얻은 사람이 유지하고, 같은 시점이면 팀 유동성이 큰 순서입니다.',
    r4: '1스타: 개인 유동성 {{own}} USDT, 팀 유동성 {{team}} USDT, 직접 추천 유효 주소 {{direct}}개, 팀 유효 주소 {{teamValid}}개(100개 이상 라인 {{lines}}개 이상).',
    r5: '2~5스타: 개인 유동성 {{ownFrom}}~{{ownTo}} USDT, 팀 유동성 {{teamFrom}}~{{teamTo}} USDT, 팀 유효 주소 {{validFrom}}~{{validTo}}개.',
    r6: '각 스타의 선물은 한 번만 지급됩니다: 1000, 2000, 5000, 10000, 50000 GDT를 보상 지갑으로.',
    r7: '카드는 조건에 따라 자동으로 승급·강등되며, 강등 후 같은 스타에 다시 도달해도 선물은 다시 지급되지 않습니다.',
    r8: '배당은 UTC 일 단위로 체인에 실제 도착한 PHO만 정산합니다. 보유자가 없는 스타 몫과 나머지는 풀에 남습니다. 수령은 지갑 서명이 필요합니다.',
  },
}
