import type { Language } from '@phoswap/core/api/language'

/**
 * The bill's behaviour text per ledger entry kind, in every language. `LedgerKind` is its keys and `postEntry`
 * takes only a LedgerKind, so a kind without its five texts does not compile.
 */
const BILL_KINDS = {
  sandbox_seed: {
    'zh-CN': '体验资金',
    'en-US': 'Sandbox funds',
    'zh-HK': '體驗資金',
    'ko-KR': '체험 자금',
    'ja-JP': '体験用資金',
  },
  airdrop: { 'zh-CN': '空投', 'en-US': 'Airdrop', 'zh-HK': '空投', 'ko-KR': '에어드롭', 'ja-JP': 'エアドロップ' },
  deposit: { 'zh-CN': '充值', 'en-US': 'Deposit', 'zh-HK': '充值', 'ko-KR': '입금', 'ja-JP': '入金' },
  withdraw: { 'zh-CN': '提现', 'en-US': 'Withdraw', 'zh-HK': '提現', 'ko-KR': '출금', 'ja-JP': '出金' },
  chain_reversal: {
    'zh-CN': '链上回滚冲正',
    'en-US': 'Reversed: block dropped by the chain',
    'zh-HK': '鏈上回滾沖正',
    'ko-KR': '체인 재구성으로 취소',
    'ja-JP': 'チェーン再編成による取消',
  },
  withdraw_refund_reversed: {
    'zh-CN': '提现退回撤销（已在链上领取）',
    'en-US': 'Refund reversed: claimed on chain',
    'zh-HK': '提現退回撤銷（已在鏈上領取）',
    'ko-KR': '환불 취소: 체인에서 수령됨',
    'ja-JP': '払い戻し取消（チェーン上で受取済み）',
  },
  debt_repay: {
    'zh-CN': '偿还欠款',
    'en-US': 'Debt repaid',
    'zh-HK': '償還欠款',
    'ko-KR': '미수금 상환',
    'ja-JP': '未払い分の返済',
  },
  vault_funding: {
    'zh-CN': '金库注资',
    'en-US': 'Vault funding',
    'zh-HK': '金庫注資',
    'ko-KR': '금고 자금 투입',
    'ja-JP': 'ボールトへの資金投入',
  },
  deposit_unattributed: {
    'zh-CN': '合约转入（未归属）',
    'en-US': 'Sent by a contract (unattributed)',
    'zh-HK': '合約轉入（未歸屬）',
    'ko-KR': '컨트랙트 입금 (미귀속)',
    'ja-JP': 'コントラクトからの入金（未帰属）',
  },
  vault_outflow: {
    'zh-CN': '收款地址转出',
    'en-US': 'Moved out by the receiver',
    'zh-HK': '收款地址轉出',
    'ko-KR': '수취 주소에서 이동',
    'ja-JP': '受取アドレスから移動',
  },
  vault_funds_withdrawn: {
    'zh-CN': '金库资金取出',
    'en-US': 'Taken out of the vault',
    'zh-HK': '金庫資金取出',
    'ko-KR': '금고에서 인출',
    'ja-JP': 'ボールトから引き出し',
  },
  gdt_trade: {
    'zh-CN': 'GDT 交易奖励',
    'en-US': 'GDT trading reward',
    'zh-HK': 'GDT 交易獎勵',
    'ko-KR': 'GDT 거래 보상',
    'ja-JP': 'GDT 取引報酬',
  },
  gdt_share: {
    'zh-CN': 'GDT 分享奖励',
    'en-US': 'GDT referral reward',
    'zh-HK': 'GDT 分享獎勵',
    'ko-KR': 'GDT 추천 보상',
    'ja-JP': 'GDT 紹介報酬',
  },
  gdt_mining: {
    'zh-CN': 'GDT 挖矿奖励',
    'en-US': 'GDT mining reward',
    'zh-HK': 'GDT 挖礦獎勵',
    'ko-KR': 'GDT 채굴 보상',
    'ja-JP': 'GDT マイニング報酬',
  },
  gdt_white_list: {
    'zh-CN': 'GDT 白名单奖励',
    'en-US': 'GDT white-list reward',
    'zh-HK': 'GDT 白名單獎勵',
    'ko-KR': 'GDT 화이트리스트 보상',
    'ja-JP': 'GDT ホワイトリスト報酬',
  },
  genesis_claim: {
    'zh-CN': '创世卡领取',
    'en-US': 'Genesis card claimed',
    'zh-HK': '創世卡領取',
    'ko-KR': '제네시스 카드 수령',
    'ja-JP': 'ジェネシスカードの受け取り',
  },
  equity_dividend: {
    'zh-CN': '股权分红',
    'en-US': 'Equity dividend',
    'zh-HK': '股權分紅',
    'ko-KR': '지분 배당',
    'ja-JP': '株式配当',
  },
  equity_arrival: {
    'zh-CN': '股权池收入',
    'en-US': 'Equity pool income',
    'zh-HK': '股權池收入',
    'ko-KR': '지분 풀 수입',
    'ja-JP': '株式プールの収入',
  },
  group_settle: {
    'zh-CN': '拼团结算',
    'en-US': 'Group buy settled',
    'zh-HK': '拼團結算',
    'ko-KR': '공동구매 정산',
    'ja-JP': '共同購入の精算',
  },
  withdraw_claimed: {
    'zh-CN': '提现已领取',
    'en-US': 'Withdrawal claimed on chain',
    'zh-HK': '提現已領取',
    'ko-KR': '출금 체인 수령',
    'ja-JP': '出金をチェーンで受取',
  },
  withdraw_claim_orphaned: {
    'zh-CN': '提现领取被链上回滚',
    'en-US': 'Withdrawal claim dropped by the chain',
    'zh-HK': '提現領取被鏈上回滾',
    'ko-KR': '체인 재구성으로 출금 수령 취소',
    'ja-JP': 'チェーン再編成で出金受取が取消',
  },
  withdraw_refund: {
    'zh-CN': '提现退回',
    'en-US': 'Withdrawal refunded',
    'zh-HK': '提現退回',
    'ko-KR': '출금 환불',
    'ja-JP': '出金の払い戻し',
  },
  transfer: { 'zh-CN': '转账', 'en-US': 'Transfer', 'zh-HK': '轉賬', 'ko-KR': '이체', 'ja-JP': '送金' },
  transfer_out: {
    'zh-CN': '转出',
    'en-US': 'Transfer out',
    'zh-HK': '轉出',
    'ko-KR': '이체 출금',
    'ja-JP': '送金（出）',
  },
  transfer_in: {
    'zh-CN': '转入',
    'en-US': 'Transfer in',
    'zh-HK': '轉入',
    'ko-KR': '이체 입금',
    'ja-JP': '送金（入）',
  },
  reward: { 'zh-CN': '奖励', 'en-US': 'Reward', 'zh-HK': '獎勵', 'ko-KR': '보상', 'ja-JP': '報酬' },
  asset_pack_buy: {
    'zh-CN': '购买资产包',
    'en-US': 'Asset pack bought',
    'zh-HK': '購買資產包',
    'ko-KR': '자산 팩 구매',
    'ja-JP': 'アセットパック購入',
  },
  asset_pack_reward: {
    'zh-CN': '资产包收益',
    'en-US': 'Asset pack reward',
    'zh-HK': '資產包收益',
    'ko-KR': '자산 팩 보상',
    'ja-JP': 'アセットパック報酬',
  },
  asset_pack_exchange: {
    'zh-CN': '兑换资产包余额',
    'en-US': 'Exchanged into pack balance',
    'zh-HK': '兌換資產包餘額',
    'ko-KR': '자산 팩 잔액으로 교환',
    'ja-JP': 'アセットパック残高へ交換',
  },
  pool_fund: {
    'zh-CN': '注资奖励池',
    'en-US': 'Reward pool funded',
    'zh-HK': '注資獎勵池',
    'ko-KR': '보상 풀 충전',
    'ja-JP': '報酬プールへの資金投入',
  },
  reward_out: {
    'zh-CN': '奖励转入钱包',
    'en-US': 'Rewards released to wallet',
    'zh-HK': '獎勵轉入錢包',
    'ko-KR': '보상을 지갑으로 수령',
    'ja-JP': '報酬をウォレットへ受け取り',
  },
  group_start: {
    'zh-CN': '开团',
    'en-US': 'Group started',
    'zh-HK': '開團',
    'ko-KR': '그룹 시작',
    'ja-JP': 'グループ開始',
  },
  group_join: {
    'zh-CN': '参团',
    'en-US': 'Group joined',
    'zh-HK': '參團',
    'ko-KR': '그룹 참여',
    'ja-JP': 'グループ参加',
  },
  group_coupon: {
    'zh-CN': '兑换团长券',
    'en-US': 'Leader coupons bought',
    'zh-HK': '兌換團長券',
    'ko-KR': '리더 쿠폰 교환',
    'ja-JP': 'リーダークーポン交換',
  },
  group_refund: {
    'zh-CN': '拼团失败退款',
    'en-US': 'Group failed, refund',
    'zh-HK': '拼團失敗退款',
    'ko-KR': '그룹 실패 환불',
    'ja-JP': 'グループ不成立の返金',
  },
  star_gift: {
    'zh-CN': '星卡礼包',
    'en-US': 'Star card gift',
    'zh-HK': '星卡禮包',
    'ko-KR': '스타 카드 선물',
    'ja-JP': 'スターカードギフト',
  },
  equity_claim: {
    'zh-CN': '股权分红领取',
    'en-US': 'Equity dividends claimed',
    'zh-HK': '股權分紅領取',
    'ko-KR': '지분 배당 수령',
    'ja-JP': '株式配当の受け取り',
  },
} as const satisfies Record<string, Record<Language, string>>

/** Every kind a ledger entry may have. */
export type LedgerKind = keyof typeof BILL_KINDS

/** The kinds, for tests and the operator's tools. */
export const LEDGER_KINDS = Object.keys(BILL_KINDS) as LedgerKind[]

const isKind = (kind: string): kind is LedgerKind => Object.hasOwn(BILL_KINDS, kind)

/**
 * A posting's behaviour: its entry's kind, except that one transfer entry is `transfer_out` for the sender and
 * `transfer_in` for the recipient (the credited user side).
 */
export function billBehavior(kind: string, amount: bigint): string {
  return kind === 'transfer_out' && amount > 0n ? 'transfer_in' : kind
}

export function billKindText(kind: string, language: Language): string {
  // A kind of an older release no longer posted still reads as itself rather than as nothing.
  return isKind(kind) ? BILL_KINDS[kind][language] : kind
}
