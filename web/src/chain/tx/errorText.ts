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
      data?: unknown
      cause?: unknown
    }
    for (const field of [e.shortMessage, e.message, e.details, e.reason, e.data])
      if (typeof field === 'string') parts.push(field)
    current = e.cause
  }
  return parts.join(' | ')
}
