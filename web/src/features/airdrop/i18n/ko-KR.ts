import type { AirdropTexts } from './zh-CN'

export const koKR: AirdropTexts = {
  title: '데일리 에어드롭',
  rules: '규칙',
  rulesTitle: '에어드롭 규칙',
  gdtBalance: 'GDT 잔액',
  walletGdt: '보상 지갑 GDT',
  claimCount: '수령 횟수',
  todayCoin: '오늘의 코인',
  todayAmount: '오늘의 수량',
  claim: '수령',
  claimed: '오늘 수령 완료',
  connect: '지갑 연결',
  noReward: '보상이 없습니다',
  belowStandard: '평가 기준에 미달합니다: 오늘 00:00 (UTC)에 보유한 GDT가 요구 수량보다 적습니다',
  heldAtOpen: '00:00 (UTC) 보유량',
  heldOfRequired: '{{held}} / {{hold}} GDT',
  snapshotPending: '체인 확인 중',
  snapshotUnavailable: '지금은 확인할 수 없습니다',
  snapshotNote:
    '오늘 수령은 00:00 (UTC)에 보유한 GDT(온체인과 보상 지갑 합계)가 {{hold}} 이상인지로 판단합니다. 이후 받은 GDT는 내일부터 반영됩니다.',
  pendingToast: '오늘 00:00 (UTC) 보유량이 아직 체인에서 확정되지 않았습니다. 몇 분 후 다시 수령하세요',
  close: '닫기',
  items: {
    r1: '매일 00:00 (UTC)에 GDT를 {{hold}} 이상(온체인 지갑과 보상 지갑 합계) 보유하면 그날 한 번 수령할 수 있습니다. 하루 중에 받은 GDT는 다음 날부터 반영됩니다',
    r2: '하루(UTC 00:00 기준)에 한 번만 수령할 수 있으며, 수령하지 않은 날은 누적되지 않습니다',
    r3: '오늘의 코인과 수량은 운영자가 정하며 풀이 소진되면 종료됩니다',
    r4: '수령은 지갑 서명이 필요하며 보상은 보상 지갑으로 지급됩니다',
  },
}
