import type { CommunityTexts } from './zh-CN'

export const koKR: CommunityTexts = {
  figures: {
    locked: '잠긴 {{symbol}}',
    released: '해제된 {{symbol}}',
    total: '전체 합의',
    mine: '나의 합의',
  },
  stake: '스테이킹',
  claim: '수령',
  claimAmount: '{{amount}} 수령',
  connect: '지갑 연결',
  unavailable: '이 네트워크에는 커뮤니티 스테이킹이 없습니다',
  closed: '스테이킹이 마감되었습니다. 해제가 시작되면 수령할 수 있습니다',
  popup: {
    title: '{{symbol}} 스테이킹',
    available: '지갑 잔액',
    max: '최대',
    note: '스테이킹한 토큰은 잠기며, 해제가 시작되면 선형으로 해제됩니다',
    cancel: '취소',
    confirm: '확인',
  },
  record: {
    approve: '{{symbol}} 승인',
    stake: '{{amount}} {{symbol}} 스테이킹',
    claim: '해제된 {{symbol}} 수령',
  },
  rules: {
    title: '규칙',
    items: {
      r1: '{{symbol}}을(를) 스테이킹하여 커뮤니티 합의에 참여합니다. 나의 스테이킹이 나의 합의이며, 전체 합의는 모두의 스테이킹 합계입니다.',
      r2: '스테이킹은 해제 시작({{date}})까지 열려 있으며, 그때까지 스테이킹한 모든 수량은 잠깁니다.',
      r3: '{{date}}부터 스테이킹 수량이 {{days}}일에 걸쳐 초 단위로 균등하게 해제됩니다.',
      r4: '해제된 수량은 언제든 수령할 수 있으며, 해제된 수량이 없으면 수령 버튼이 비활성화됩니다.',
    },
  },
  review: {
    title: '{{symbol}} 스테이킹 확인',
    amount: '스테이킹',
    balanceAfter: '스테이킹 후 지갑 잔액',
    release: '해제',
    releaseValue: '{{date}}부터 {{days}}일에 걸쳐 균등하게',
    warning:
      '스테이킹한 토큰은 잠기며 되돌려 받을 수 없습니다. 해제가 시작되면 시간에 따라 조금씩 수령합니다. 확인된 스테이킹은 취소할 수 없습니다.',
    confirm: '스테이킹 확인',
  },
}
