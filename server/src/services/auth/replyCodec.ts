/**
 * A signed action's result as text for `auth_nonces.reply`, and back: JSON with bigints and dates tagged, so a
 * retried request gets back the same values its first attempt returned. A result JSON cannot hold (a function,
 * a class instance other than Date, a cycle) is not stored: the retry then gets `nonce_used`, as before.
 */
const BIGINT = '$bigint'
const DATE = '$date'

function plain(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return typeof value !== 'function' && typeof value !== 'symbol'
  if (value instanceof Date) return true
  const proto = Object.getPrototypeOf(value)
  if (Array.isArray(value)) return value.every(plain)
  if (proto !== Object.prototype && proto !== null) return false
  return Object.values(value).every(plain)
}

export function encodeReply(result: unknown): string | null {
  if (!plain(result)) return null
  try {
    return JSON.stringify({ value: result }, function (this: Record<string, unknown>, key, value: unknown) {
      const raw = this[key]
      if (raw instanceof Date) return { [DATE]: raw.toISOString() }
      return typeof value === 'bigint' ? { [BIGINT]: value.toString() } : value
    })
  } catch {
    return null
  }
}

const tagged = (value: unknown, tag: string): value is Record<string, string> =>
  !!value &&
  typeof value === 'object' &&
  Object.keys(value).length === 1 &&
  typeof (value as Record<string, unknown>)[tag] === 'string'

export function decodeReply(text: string): unknown {
  const stored = JSON.parse(text, (_key, value: unknown) => {
    if (tagged(value, BIGINT)) return BigInt(value[BIGINT]!)
    if (tagged(value, DATE)) return new Date(value[DATE]!)
    return value
  }) as { value?: unknown }
  return stored.value
}
