import type { CoinsTexts } from './zh-CN'

export const koKR: CoinsTexts = {
  title: '코인 수수료',
  intro:
    '전송 수수료와 출금 수수료는 퍼센트로 입력하며, 옆에 ppm 값이 표시됩니다(1000000 = 100%). 변경은 지갑으로 서명합니다.',
  coin: '코인',
  decimals: '소수 자릿수',
  fee: '전송 수수료',
  withdrawFee: '출금 수수료',
  edit: '수수료 변경',
  editNamed: '{{coin}} 수수료 변경',
  review: '변경 내용 확인',
  cancel: '취소',
  reviewTitle: '{{coin}} 수수료 변경',
  unchanged: '수수료가 지금과 같습니다',
  empty: '코인이 없습니다',
}
