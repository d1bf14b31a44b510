import { HttpRequestError, TimeoutError } from 'viem'
import { AppError } from '../../errors'

/**
 * The RPC of a chain did not answer (refused, dropped, timed out, or an HTTP error status). Thrown by every
 * client of the chain seam, so the error handler answers 503 in the caller's language whatever route asked.
 */
export class ChainUnavailableError extends AppError {
  readonly chainId: number

  constructor(chainId: number, cause: unknown) {
    super('chain_unavailable', `RPC of chain ${chainId} unreachable: ${(cause as Error)?.message?.split('\n')[0]}`)
    this.name = 'ChainUnavailableError'
    this.chainId = chainId
    this.cause = cause
  }
}

/** Whether viem's transport gave up on the node itself (not a JSON-RPC error the node answered with). */
export function isTransportFailure(error: unknown): boolean {
  return error instanceof HttpRequestError || error instanceof TimeoutError
}

/**
 * The ChainUnavailableError somewhere in the error's cause chain: viem wraps transport errors of some actions
 * (readContract, call) in its own errors, so the seam's error may sit a few levels down.
 */
export function chainUnavailableIn(error: unknown): ChainUnavailableError | null {
  let current: unknown = error
  for (let depth = 0; current && depth < 10; depth++) {
    if (current instanceof ChainUnavailableError) return current
    current = (current as { cause?: unknown }).cause
  }
  return null
}
