import type { ExplainTexts } from './zh-CN'

export const koKR: ExplainTexts = {
  title: '이 금액인 이유',
  loading: '설명을 불러오는 중…',
  failed: '설명을 불러오지 못했습니다',
  retry: '다시 시도',
  run: '{{job}}, 기간 {{period}} (UTC)',
  action: '내 작업, {{period}} (UTC)',
  jobs: {
    'gdt-rewards': 'GDT 보상 일일 정산',
    'asset-packs': '자산 팩 일일 정산',
    'star-cards': '스타 카드 일일 정산',
    equity: '지분 배당 일일 정산',
    'groups-expire': '공동구매 마감 처리',
    'star-cards-refresher': '팀 수치 변경에 따른 스타 카드 갱신',
  },
  rule: '규칙 {{rule}}, 버전 {{version}}',
  result: '결과',
  checked: '브라우저에서 같은 규칙으로 다시 계산했습니다: 일치합니다',
  mismatch: '브라우저에서 다시 계산한 결과가 기록된 금액과 다릅니다',
  inputs: '계산 근거',
  chainTx: '체인 거래',
  rules: {
    airdrop_claim:
      '그날 0시에 {{held}} GDT를 보유하여 에어드롭 조건 {{hold}} GDT를 충족했고, {{amount}} {{coin}}를 받았습니다.',
    'asset-pack_day':
      '팩 #{{pack}}의 하루: 정적 보상 하루 {{daily}} (남은 {{remaining}}을 넘지 않음), 동적 보상은 직접 초대한 사용자의 정적 보상의 {{level1}}, 그 초대자의 {{level2}}이며 오래된 팩부터 지급됩니다.',
    gdt_trade: '그날 우리 라우터로 거래한 {{volume}} USDT × 보상률 {{rate}} = {{raw}} GDT, 하루 상한 {{cap}} GDT.',
    gdt_share: '직접 초대한 사용자의 그날 거래 보상 합계 {{sum}} GDT × 공유율 {{rate}}.',
    gdt_mining: '그날 우리 팜에서 수확한 {{amount}} PHO × 채굴 보상률 {{rate}}.',
    'gdt_white-list': '운영자의 화이트리스트 지급 {{count}}건, 각각 한 번 전액 지급.',
    genesis_claim: '제네시스 카드의 미수령 지급 {{count}}건을 전액 수령했습니다.',
    star_gift: '스타 {{level}} 카드 선물: {{gift}} GDT, 레벨마다 한 번만 지급.',
    equity_split:
      '지분 풀에 들어온 세금 {{arrived}} PHO를 5개 스타 레벨로 나누고, 각 레벨 몫을 해당 레벨 보유자 {{holders}}명이 나눕니다 (내 레벨: 스타 {{level}}).',
    group_refund: '그룹 #{{group}}이 마감 전에 채워지지 않아 좌석 가격을 환불합니다.',
    group_settle: '그룹 #{{group}}이 채워졌습니다: {{seats}}개 좌석의 가격이 판매 풀로 갑니다.',
    fixed_amount: '기간마다 정해진 금액: {{amount}}.',
  },
  items: {
    swap: '{{amount}} USDT 스왑',
    harvest: '{{amount}} PHO 수확',
    arrival: '{{amount}} PHO 세금 도착',
    grant: '지급 #{{id}}: {{amount}} {{coin}}',
    invitee: '{{level}}단계 {{address}}: 정적 {{amount}} {{coin}}',
    inviteeTrade: '{{address}}: 거래 보상 {{amount}} GDT',
    pack: '팩 #{{id}}: 하루 {{daily}}, 남은 {{remaining}}',
    seat: '좌석 가격 {{amount}} {{coin}}',
  },
}
