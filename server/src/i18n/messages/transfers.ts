import type { Messages } from './types'

/** Refusals of `POST /transfer/out` (docs/decisions/0047-transfer-out.md). */
export const transfersMessages = {
  transfer_amount_invalid: {
    'zh-CN': '转账数量无效：须大于 0，且等于到账数量加手续费',
    'en-US': 'Invalid transfer amount: it must be above 0 and equal what arrives plus the fee',
    'zh-HK': '轉賬數量無效：須大於 0，且等於到賬數量加手續費',
    'ko-KR': '이체 수량이 올바르지 않습니다: 0보다 크고 받는 수량과 수수료의 합이어야 합니다',
    'ja-JP': '送金数量が無効です：0 より大きく、受取数量と手数料の合計である必要があります',
  },
  transfer_address_invalid: {
    'zh-CN': '收款地址无效',
    'en-US': 'Invalid recipient address',
    'zh-HK': '收款地址無效',
    'ko-KR': '받는 주소가 올바르지 않습니다',
    'ja-JP': '受取アドレスが無効です',
  },
  transfer_to_self: {
    'zh-CN': '不能转账给自己',
    'en-US': 'You cannot transfer to your own address',
    'zh-HK': '不能轉賬給自己',
    'ko-KR': '자신의 주소로는 이체할 수 없습니다',
    'ja-JP': '自分のアドレスには送金できません',
  },
  coin_unknown: {
    'zh-CN': '币种不存在',
    'en-US': 'Unknown coin',
    'zh-HK': '幣種不存在',
    'ko-KR': '알 수 없는 코인입니다',
    'ja-JP': '不明な通貨です',
  },
  transfer_fee_changed: {
    'zh-CN': '手续费已变更，请确认新的手续费后重新签名',
    'en-US': 'The fee has changed; check the new fee and sign again',
    'zh-HK': '手續費已變更，請確認新的手續費後重新簽名',
    'ko-KR': '수수료가 변경되었습니다. 새 수수료를 확인하고 다시 서명하세요',
    'ja-JP': '手数料が変更されました。新しい手数料を確認して再度署名してください',
  },
} satisfies Messages
