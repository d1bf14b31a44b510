import { FEE_HISTORY_BLOCKS, FEE_PERCENTILES, type FeeInputs, type FeePlan, feeRule } from '@phoswap/core/chain'
import type { GasPriceType } from '@phoswap/core/settings'
import type { PublicClient } from 'viem'

/** The node's answer, or undefined when it has none (a node without eth_feeHistory or eth_maxPriorityFeePerGas). */
async function maybe<T>(read: Promise<T>): Promise<T | undefined> {
  try {
    return await read
  } catch {
    return undefined
  }
}

/** Reads what the fee rule needs from the node: latest block's base fee, its suggestion, recent blocks' rewards. */
export async function readFeeInputs(client: PublicClient): Promise<FeeInputs> {
  const [block, history] = await Promise.all([
    client.getBlock({ blockTag: 'latest' }),
    maybe(
      client.getFeeHistory({
        blockCount: FEE_HISTORY_BLOCKS,
        blockTag: 'latest',
        rewardPercentiles: [...FEE_PERCENTILES],
      }),
    ),
  ])
  const baseFeePerGas = block.baseFeePerGas ?? undefined
  const suggested = await maybe(
    baseFeePerGas === undefined
      ? client.getGasPrice()
      : client.request({ method: 'eth_maxPriorityFeePerGas' }).then((hex) => BigInt(hex)),
  )
  return {
    baseFeePerGas,
    suggested,
    history: (history?.gasUsedRatio ?? []).map((gasUsedRatio, i) => ({
      gasUsedRatio,
      rewards: history?.reward?.[i] ?? [],
    })),
  }
}

/** The fee plan of a transaction at the chosen tier on this node (see core's feeRule). */
export async function quoteFee(client: PublicClient, tier: GasPriceType): Promise<FeePlan> {
  return feeRule(await readFeeInputs(client), tier)
}

/** The plan's fields as a wallet request takes them. */
export function feeFields(plan: FeePlan) {
  return plan.type === 'legacy'
    ? { gasPrice: plan.gasPrice }
    : { maxFeePerGas: plan.maxFeePerGas, maxPriorityFeePerGas: plan.maxPriorityFeePerGas }
}
