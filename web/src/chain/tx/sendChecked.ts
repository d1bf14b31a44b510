import { type GasPriceType, gasLimitFor, gasPriceFor } from '@phoswap/core/settings'
import type { Address, Hex } from 'viem'
import type { Config } from 'wagmi'
import { getPublicClient, sendTransaction } from 'wagmi/actions'

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
 * Simulates, estimates, and only then asks the wallet: gas limit 1.1 x the estimate plus `GAS_MARGIN`, gas price
 * the node's times the chosen type (1.5x, 2x, 2.5x). A call that would revert throws before the wallet opens, so
 * the screen can say why in the user's language instead of sending a transaction that fails.
 */
export async function sendChecked(config: Config, tx: CheckedTx): Promise<SentTx> {
  const client = getPublicClient(config, { chainId: tx.chainId })
  if (!client) throw new Error('no client for this chain')
  const request = { account: tx.account, to: tx.to, data: tx.data, value: tx.value }
  await client.call(request) // the simulation: a revert throws here, before the wallet opens
  const [estimate, nodeGasPrice, nonce] = await Promise.all([
    client.estimateGas(request),
    client.getGasPrice(),
    client.getTransactionCount({ address: tx.account, blockTag: 'pending' }),
  ])
  const hash = await sendTransaction(config, {
    ...request,
    chainId: tx.chainId,
    gas: gasLimitFor(estimate) + GAS_MARGIN,
    gasPrice: gasPriceFor(nodeGasPrice, tx.gasPriceType),
  })
  return { hash, nonce }
}
