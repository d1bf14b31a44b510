import type { LiabilitiesTexts } from './zh-CN'

export const koKR: LiabilitiesTexts = {
  verify: {
    button: '내 잔액 검증',
    buttonLabel: '내 잔액 검증: {{coin}}',
    title: '내 {{coin}} 잔액 검증',
    intro:
      '브라우저가 내 리프와 경로로 루트를 다시 계산하고, 운영자가 공개한 루트와 금고 보유량을 저희 서버를 거치지 않고 체인에서 직접 읽습니다.',
    steps: {
      proof: '내 리프와 경로 가져오기',
      recompute: '루트 다시 계산',
      event: '체인에서 공개된 루트 읽기',
      vault: '스냅샷 블록의 금고 보유량 읽기',
    },
    state: {
      waiting: '대기',
      running: '진행 중',
      passed: '통과',
      failed: '실패',
    },
    balance: '스냅샷 시점 내 잔액',
    included: '포함됨',
    total: '총 부채',
    vault: '금고 보유량',
    covered: '충당됨',
    yes: '예',
    no: '아니요',
    snapshot: '스냅샷 {{id}}, 블록 {{block}}',
    publishedIn: '공개 트랜잭션',
    notIncluded: '계정이 이 스냅샷에 없습니다: 스냅샷 블록에서 이 코인 잔액이 0이었습니다.',
    failedAt: '검증 실패 단계: {{step}}',
    again: '다시 검증',
  },
}
