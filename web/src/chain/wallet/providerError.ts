/** An EIP-1193 error as wallets throw it: an Error with a numeric `code`. */
export function providerError(code: number, message: string): Error & { code: number } {
  return Object.assign(new Error(message), { code })
}

/** EIP-1193 code 4001 anywhere in the cause chain, or viem's UserRejectedRequestError. */
export function isUserRejection(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; current && depth < 10; depth++) {
    const e = current as { code?: unknown; name?: unknown; cause?: unknown }
    if (e.code === 4001 || e.name === 'UserRejectedRequestError') return true
    current = e.cause
  }
  return false
}
