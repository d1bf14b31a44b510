import { GAS_PRICE_TYPES, type GasPriceType } from '../settings/defaults'

/**
 * What the node said about fees, read just before a send (`eth_getBlockByNumber('latest')`, `eth_maxPriorityFeePerGas`
 * or `eth_gasPrice`, `eth_feeHistory(N, 'latest', FEE_PERCENTILES)`). Every field is the node's word, to be bounded.
 */
export interface FeeInputs {
  /** The latest block's base fee; undefined when the chain has none (no EIP-1559: legacy pricing). */
  baseFeePerGas: bigint | undefined
  /** The node's suggested tip (type 2) or gas price (legacy); undefined when the node did not answer. */
  suggested: bigint | undefined
  /** Recent blocks, oldest first: how full each was and the rewards paid at `FEE_PERCENTILES` (low, high). */
  history: readonly { gasUsedRatio: number; rewards: readonly bigint[] }[]
}

/** The percentiles asked of eth_feeHistory: the low one is what got in, the high one what the top payers paid. */
export const FEE_PERCENTILES = [10, 90] as const
/** How many recent blocks eth_feeHistory covers. */
export const FEE_HISTORY_BLOCKS = 10

/** Headroom on the base fee: it can rise 12.5% a block, so 2x covers six full blocks in a row. */
const BASE_FEE_HEADROOM = 2n

export type FeePlan =
  | { type: 'eip1559'; maxFeePerGas: bigint; maxPriorityFeePerGas: bigint; expectedPerGas: bigint }
  | { type: 'legacy'; gasPrice: bigint; expectedPerGas: bigint }

function median(values: readonly bigint[]): bigint | undefined {
  if (values.length === 0) return undefined
  const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  return sorted[Math.floor((sorted.length - 1) / 2)]
}

/** The median over recent blocks that carried transactions of the reward at one percentile (empty blocks pay 0). */
function historyMedian(history: FeeInputs['history'], index: number): bigint | undefined {
  const paid = history
    .filter((block) => block.gasUsedRatio > 0 && block.rewards[index] !== undefined)
    .map((block) => block.rewards[index] as bigint)
  return median(paid.filter((value) => value >= 0n))
}

/**
 * The price per gas of the tier, never above what recent blocks' top payers paid. The tier multiplies the
 * reference (the node's suggestion, raised to the low percentile when the node says less than what got in), and
 * the result is capped at the median of recent blocks' high percentile. Without the cap a node whose suggestion
 * follows the tips just paid (anvil, geth's oracle on a quiet chain) sees each transaction pay the tier's
 * multiple of the one before (issue 29: 2.5 gwei, 6.25, 15.6 ...). With it, a chain where we are the only sender
 * stays at its price, and a busy chain buys at most the top of recent blocks.
 */
function tierPrice(inputs: FeeInputs, tier: GasPriceType): bigint {
  const multiplier = GAS_PRICE_TYPES[tier]
  if (!multiplier) throw new Error(`feeRule: unknown gas price tier ${String(tier)}`)
  const low = historyMedian(inputs.history, 0)
  const high = historyMedian(inputs.history, 1)
  const suggested = inputs.suggested !== undefined && inputs.suggested >= 0n ? inputs.suggested : undefined
  let reference = suggested ?? low ?? 0n
  if (low !== undefined && reference < low) reference = low
  const wanted = (reference * multiplier.numerator) / multiplier.denominator
  // No history to compare with: the node's suggestion as it is, no multiple of it.
  const cap = high ?? reference
  return wanted < cap ? wanted : cap
}

/**
 * The fee of a transaction at a tier (spec 000 §9's three types). A chain with a base fee gets a type-2
 * transaction: the tier raises the priority fee only, `maxFeePerGas` = 2 x base fee + tip, and the expected price
 * is base fee + tip. A chain without one (no EIP-1559) gets a legacy gas price under the same cap.
 */
export function feeRule(inputs: FeeInputs, tier: GasPriceType): FeePlan {
  const base = inputs.baseFeePerGas
  const price = tierPrice(inputs, tier)
  if (base === undefined || base < 0n) return { type: 'legacy', gasPrice: price, expectedPerGas: price }
  return {
    type: 'eip1559',
    maxPriorityFeePerGas: price,
    maxFeePerGas: base * BASE_FEE_HEADROOM + price,
    expectedPerGas: base + price,
  }
}

/** The network fee shown in a review: gas estimate x expected price per gas, in the native coin's base units. */
export function networkFeeOf(gasEstimate: bigint, plan: FeePlan): bigint {
  return gasEstimate * plan.expectedPerGas
}
