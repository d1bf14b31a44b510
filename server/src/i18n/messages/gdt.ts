import type { Messages } from './types'

/**
 * Refusals of the hash verifier and the GDT/VGT reward sources (docs/decisions/0076-gdt-reward-sources.md,
 * 0078-hash-verifier.md).
 */
export const gdtMessages = {
  hash_empty: {
    'zh-CN': '请输入交易哈希',
    'en-US': 'Please enter a transaction hash',
    'zh-HK': '請輸入交易哈希',
    'ko-KR': '거래 해시를 입력하세요',
    'ja-JP': '取引ハッシュを入力してください',
  },
  hash_invalid: {
    'zh-CN': '交易哈希格式不正确（0x 加 64 位十六进制）',
    'en-US': 'Not a transaction hash (0x and 64 hex digits)',
    'zh-HK': '交易哈希格式不正確（0x 加 64 位十六進制）',
    'ko-KR': '거래 해시 형식이 아닙니다 (0x와 16진수 64자리)',
    'ja-JP': '取引ハッシュの形式ではありません（0x と 16 進数 64 桁）',
  },
  hash_not_router_swap: {
    'zh-CN': '该交易不是通过本平台路由的兑换',
    'en-US': 'This transaction is not a swap through our router',
    'zh-HK': '該交易不是通過本平台路由的兌換',
    'ko-KR': '이 거래는 당사 라우터를 통한 스왑이 아닙니다',
    'ja-JP': 'この取引は当サービスのルーターを通したスワップではありません',
  },
  hash_chain_unavailable: {
    'zh-CN': '当前网络暂不支持交易哈希查询',
    'en-US': 'Hash checks are not available on this network',
    'zh-HK': '當前網絡暫不支持交易哈希查詢',
    'ko-KR': '이 네트워크에서는 해시 확인을 사용할 수 없습니다',
    'ja-JP': 'このネットワークではハッシュ確認を利用できません',
  },
  hash_not_found: {
    'zh-CN': '当前网络上找不到该交易，请确认网络或稍后再试',
    'en-US': 'No such transaction on this network; check the network or try again shortly',
    'zh-HK': '當前網絡上找不到該交易，請確認網絡或稍後再試',
    'ko-KR': '이 네트워크에서 거래를 찾을 수 없습니다. 네트워크를 확인하거나 잠시 후 다시 시도하세요',
    'ja-JP': 'このネットワークに該当する取引がありません。ネットワークを確認するか、しばらくしてから再試行してください',
  },
  gdt_pool_short: {
    'zh-CN': '奖励池余额不足以支付当日奖励，请先注资再结算',
    'en-US': "The reward pool cannot pay the day's rewards; fund it, then settle again",
    'zh-HK': '獎勵池餘額不足以支付當日獎勵，請先注資再結算',
    'ko-KR': '보상 풀이 당일 보상을 지급할 수 없습니다. 충전 후 다시 정산하세요',
    'ja-JP': '報酬プールが当日の報酬を支払えません。入金してから再度精算してください',
  },
  genesis_nothing_to_claim: {
    'zh-CN': '暂无可领取的创世奖励',
    'en-US': 'There is no genesis reward to claim',
    'zh-HK': '暫無可領取的創世獎勵',
    'ko-KR': '수령할 제네시스 보상이 없습니다',
    'ja-JP': '受け取れるジェネシス報酬がありません',
  },
} satisfies Messages
