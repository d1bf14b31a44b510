import { networkFeeOf } from '@phoswap/core/chain'
import { type GasPriceType, gasLimitFor } from '@phoswap/core/settings'
import type { Address, Hex, PublicClient } from 'viem'
import type { Config } from 'wagmi'
import { getPublicClient, sendTransaction } from 'wagmi/actions'
import { NotEnoughForFeeError } from './chainError'
import { feeFields, quoteFee } from './feeQuote'

/**
 * Gas added on top of 1.1 x the estimate: the first swap into a pair in a block can use about 40k more gas than
 * estimated (the pair's price accumulators and storage slots go from cold to written), which 10% alone does not
 * cover for a small swap.
 */
export const GAS_MARGIN = 50_000n

export interface CheckedTx {
  chainId: number
  account: Address
  to: Address
  data: Hex
  value: bigint
  gasPriceType: GasPriceType
}

/** Runs the transaction as a call on the latest block; throws the node's revert when it would fail. */
export async function simulateTx(config: Config, tx: Omit<CheckedTx, 'gasPriceType'>): Promise<void> {
  const client = getPublicClient(config, { chainId: tx.chainId })
  if (!client) throw new Error('no client for this chain')
  await client.call({ account: tx.account, to: tx.to, data: tx.data, value: tx.value })
}

export interface SentTx {
  hash: Hex
  /**
   * The account's pending nonce just before the wallet was asked: the nonce this transaction should take. Stored
   * with its record, it lets the watcher tell a transaction the wallet dropped or replaced (that nonce used by
   * another transaction) even when the node never saw this hash.
   */
  nonce: number
}

/**
 * Simulates, estimates, and only then asks the wallet: gas limit 1.1 x the estimate plus `GAS_MARGIN`, the fee of
 * core's feeRule at the chosen tier (type 2 where the chain has a base fee, legacy otherwise; capped). A call that
 * would revert, or an account that cannot pay the fee, throws before the wallet opens, so the screen can say why in
 * the user's language instead of sending a transaction that fails.
 */
export async function sendChecked(config: Config, tx: CheckedTx): Promise<SentTx> {
  const client = getPublicClient(config, { chainId: tx.chainId })
  if (!client) throw new Error('no client for this chain')
  const request = { account: tx.account, to: tx.to, data: tx.data, value: tx.value }
  await client.call(request) // the simulation: a revert throws here, before the wallet opens
  const [estimate, plan, nonce, balance] = await Promise.all([
    client.estimateGas(request),
    quoteFee(client as PublicClient, tx.gasPriceType),
    client.getTransactionCount({ address: tx.account, blockTag: 'pending' }),
    client.getBalance({ address: tx.account }),
  ])
  const gas = gasLimitFor(estimate) + GAS_MARGIN
  // The node refuses a transaction the account cannot cover at its gas limit x max price: say so before the wallet.
  const maxFee = gas * (plan.type === 'legacy' ? plan.gasPrice : plan.maxFeePerGas)
  if (balance < maxFee + tx.value) throw new NotEnoughForFeeError(maxFee)
  const hash = await sendTransaction(config, {
    ...request,
    chainId: tx.chainId,
    gas,
    ...feeFields(plan),
  } as Parameters<typeof sendTransaction>[1])
  return { hash, nonce }
}

/**
 * The network fee a review shows: the call's gas estimate x the expected price per gas (base fee + tip, or the
 * legacy gas price) at the chosen tier, in the native coin's base units. Throws when the call would revert.
 */
export async function estimateNetworkFee(config: Config, tx: CheckedTx): Promise<bigint> {
  const client = getPublicClient(config, { chainId: tx.chainId })
  if (!client) throw new Error('no client for this chain')
  const [estimate, plan] = await Promise.all([
    client.estimateGas({ account: tx.account, to: tx.to, data: tx.data, value: tx.value }),
    quoteFee(client as PublicClient, tx.gasPriceType),
  ])
  return networkFeeOf(estimate, plan)
}
