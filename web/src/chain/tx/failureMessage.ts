import { formatFeeAmount } from '@phoswap/core/chain'
import { getChain } from '@phoswap/core/chains'
import { type ChainErrorKind, type ChainFailure, classifyChainFailure, notEnoughForFee } from './chainError'
import type { FailureKeys } from './failureKeys'
import { REVERT_MESSAGES } from './revertMessages'

/** A message the user sees: a catalogue key and its values. */
export interface FailureMessage {
  key: string
  values?: Record<string, string>
}

/** The messages every step shares, whatever it does: the step's own keys speak only for liquidity and other. */
const GENERAL: Partial<Record<ChainErrorKind, string>> = {
  rejected: 'transactionRejected',
  noGas: 'chainTx.fail.noGas',
  rpc: 'chainTx.fail.rpc',
  slippage: 'tryIncreasingSlippage',
  expired: 'chainTx.fail.expired',
  allowance: 'chainTx.fail.allowance',
  balance: 'chainTx.fail.balance',
  liquidity: 'swap12',
}

/** The toast's key for a kind: the general message first, then the step's own keys. */
export function failureMessageKey(kind: ChainErrorKind, keys: FailureKeys): string {
  return GENERAL[kind] ?? keys(kind)
}

/**
 * The one revert-to-message map: what the user reads for a failed step, in their language. `figures` completes a
 * contract reason that carries a figure (GoodVote: CAP -> "the pool can take N more"); without the figure the
 * reason's plain message shows.
 */
export function failureMessageOf(
  error: unknown,
  context: { chainId: number; keys: FailureKeys; figures?: Record<string, string> | null },
): FailureMessage {
  const failure: ChainFailure = classifyChainFailure(error)
  if (failure.kind === 'noGas') {
    const symbol = getChain(context.chainId)?.nativeCurrency.symbol ?? ''
    const fee = notEnoughForFee(error)?.fee
    return fee === undefined
      ? { key: 'chainTx.fail.noGasPlain', values: { symbol } }
      : { key: 'chainTx.fail.noGas', values: { symbol, amount: formatFeeAmount(fee, 18) } }
  }
  if (failure.kind === 'contract' && failure.reason) {
    const entry = REVERT_MESSAGES[failure.reason]
    if (entry && 'key' in entry) {
      if (entry.figure && context.figures) return { key: entry.key, values: context.figures }
      return { key: entry.figure ? `${entry.key}Plain` : entry.key }
    }
  }
  return { key: failureMessageKey(failure.kind, context.keys) }
}
