import type { Language } from '@phoswap/core/api/language'
import type { RewardRuleId } from '@phoswap/core/rewards/explain'
import { type ProgramKind, programs } from '../programs'
import type { BillTexts, Program } from '../programs/program'

/**
 * The bill's behaviour text of the ledger's own kinds (deposits, withdrawals, transfers, pools), in every language.
 * A reward program declares its kinds with their texts in its folder (server/src/programs/<name>/index.ts).
 */
const CORE_KINDS = {
  sandbox_seed: {
    'zh-CN': '体验资金',
    'en-US': 'Sandbox funds',
    'zh-HK': '體驗資金',
    'ko-KR': '체험 자금',
    'ja-JP': '体験用資金',
  },
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
  reward: { 'zh-CN': '奖励', 'en-US': 'Reward', 'zh-HK': '獎勵', 'ko-KR': '보상', 'ja-JP': '報酬' },
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
} as const satisfies Record<string, BillTexts>

/** Every kind a ledger entry may have: the ledger's own and the programs'. `postEntry` takes only these. */
export type LedgerKind = keyof typeof CORE_KINDS | ProgramKind

const textsOf = new WeakMap<readonly Program[], ReadonlyMap<string, BillTexts>>()

/** The texts of every kind of the ledger and of a list of programs, built on first use (the programs' modules import this one's type). */
function allTexts(list: readonly Program[] = programs): ReadonlyMap<string, BillTexts> {
  let texts = textsOf.get(list)
  if (!texts) {
    texts = new Map<string, BillTexts>([
      ...Object.entries(CORE_KINDS),
      ...list.flatMap((p) => Object.entries(p.kinds as Record<string, BillTexts>)),
    ])
    textsOf.set(list, texts)
  }
  return texts
}

/** The kinds, for tests and the operator's tools. */
export function ledgerKinds(): LedgerKind[] {
  return [...allTexts().keys()] as LedgerKind[]
}

/** The ledger's own kinds (a program's kind may not reuse one). */
export const CORE_LEDGER_KINDS = Object.keys(CORE_KINDS) as (keyof typeof CORE_KINDS)[]

/**
 * A posting's behaviour: its entry's kind, except that one transfer entry is `transfer_out` for the sender and
 * `transfer_in` for the recipient (the credited user side).
 */
export function billBehavior(kind: string, amount: bigint): string {
  return kind === 'transfer_out' && amount > 0n ? 'transfer_in' : kind
}

/** A kind's bill text; `list` is the app's programs (the registry's by default). */
export function billKindText(kind: string, language: Language, list?: readonly Program[]): string {
  // A kind of an older release no longer posted still reads as itself rather than as nothing.
  return allTexts(list).get(kind)?.[language] ?? kind
}

const rulesOf = new WeakMap<readonly Program[], ReadonlyMap<string, RewardRuleId>>()

/**
 * The core rule that explains a kind's entries (its program's `explainedBy`), or null: not a reward. The ledger's
 * own kinds are none. Built on first use, as the texts are.
 */
export function ruleOfKind(kind: string, list: readonly Program[] = programs): RewardRuleId | null {
  let rules = rulesOf.get(list)
  if (!rules) {
    rules = new Map(
      list.flatMap((p) =>
        Object.entries(p.explainedBy as Record<string, RewardRuleId | null>).filter(
          (e): e is [string, RewardRuleId] => e[1] !== null,
        ),
      ),
    )
    rulesOf.set(list, rules)
  }
  return rules.get(kind) ?? null
}

/** The reward kinds (a rule explains each), for tests and the operator's tools. */
export function rewardKinds(list: readonly Program[] = programs): string[] {
  return list.flatMap((p) =>
    Object.entries(p.explainedBy as Record<string, RewardRuleId | null>)
      .filter(([, rule]) => rule !== null)
      .map(([kind]) => kind),
  )
}
