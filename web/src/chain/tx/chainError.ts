import { isUserRejection } from '../wallet/providerError'

/** What went wrong with a call or a send, for the message the user sees. */
export type ChainErrorKind = 'rejected' | 'slippage' | 'expired' | 'liquidity' | 'other'

/** Every message of an error and its causes (viem nests the node's revert a few levels down), joined. */
export function errorText(error: unknown): string {
  const parts: string[] = []
  let current: unknown = error
  for (let depth = 0; current && depth < 10; depth++) {
    const e = current as {
      message?: unknown
      shortMessage?: unknown
      details?: unknown
      reason?: unknown
      cause?: unknown
    }
    for (const field of [e.shortMessage, e.message, e.details, e.reason])
      if (typeof field === 'string') parts.push(field)
    current = e.cause
  }
  return parts.join(' | ')
}

/**
 * Sorts an error of viem, the wallet or the node: a refusal in the wallet (EIP-1193 4001), the router's slippage
 * checks (`INSUFFICIENT_OUTPUT_AMOUNT`, `EXCESSIVE_INPUT_AMOUNT`), an expired deadline, a pool that cannot fill
 * it, or anything else. Revert texts carry our prefixes ("PhoSwapRouter: ..."); we match the part after it.
 */
export function classifyChainError(error: unknown): ChainErrorKind {
  const text = errorText(error)
  if (isUserRejection(error) || /user rejected|user denied|rejected the request/i.test(text)) return 'rejected'
  if (/INSUFFICIENT_OUTPUT_AMOUNT|EXCESSIVE_INPUT_AMOUNT/.test(text)) return 'slippage'
  if (/EXPIRED/.test(text)) return 'expired'
  if (/INSUFFICIENT_LIQUIDITY|INSUFFICIENT_INPUT_AMOUNT/.test(text)) return 'liquidity'
  return 'other'
}
