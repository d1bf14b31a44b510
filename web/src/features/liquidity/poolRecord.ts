import { type Address, getAddress, isAddress } from 'viem'
import { sameAddress } from '../../chain/tokens/sameAddress'

/**
 * The spec's stored pool record (000 §3), kept per network in `lpList` and passed to Remove as the query `item`.
 * The tokens are the pair's own tokens (the wrapped native token, never the native placeholder).
 */
export interface PoolRecord {
  fromAddress: Address
  fromSymbol: string
  fromDecimals: number
  toAddress: Address
  toSymbol: string
  toDecimals: number
  lpAddress: Address
}

export const POOL_RECORD_KEYS = [
  'fromAddress',
  'fromSymbol',
  'fromDecimals',
  'toAddress',
  'toSymbol',
  'toDecimals',
  'lpAddress',
] as const satisfies readonly (keyof PoolRecord)[]

export type PoolRecordError = 'notJson' | 'shape' | 'address' | 'checksum' | 'symbol' | 'decimals' | 'sameToken'

export type ParsedPoolRecord = { ok: true; record: PoolRecord } | { ok: false; error: PoolRecordError }

/** Symbols are shown as text: printable, short, no markup-looking characters. */
const SYMBOL = /^[\p{L}\p{N} ._+\-$()]{1,32}$/u

function checkAddress(value: unknown, strict: boolean): Address | PoolRecordError {
  if (typeof value !== 'string' || !isAddress(value, { strict: false })) return 'address'
  // A record we wrote holds checksummed addresses; an all-lowercase or mixed-case one that fails the checksum
  // was typed or edited by hand.
  if (strict && value !== getAddress(value)) return 'checksum'
  return getAddress(value)
}

/**
 * Reads a pool record strictly: exactly the seven fields, addresses checksummed (EIP-55) when `strict`, symbols
 * printable text, decimals a whole number from 0 to 36, two different tokens. Anything else is refused with the
 * reason, never thrown, so a tampered link shows an error instead of breaking the screen.
 */
export function parsePoolRecord(raw: unknown, strict = true): ParsedPoolRecord {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ok: false, error: 'shape' }
  const entry = raw as Record<string, unknown>
  const keys = Object.keys(entry)
  if (keys.length !== POOL_RECORD_KEYS.length || !POOL_RECORD_KEYS.every((k) => Object.hasOwn(entry, k))) {
    return { ok: false, error: 'shape' }
  }
  const from = checkAddress(entry.fromAddress, strict)
  const to = checkAddress(entry.toAddress, strict)
  const lp = checkAddress(entry.lpAddress, strict)
  for (const a of [from, to, lp]) if (!a.startsWith('0x')) return { ok: false, error: a as PoolRecordError }
  for (const s of [entry.fromSymbol, entry.toSymbol]) {
    if (typeof s !== 'string' || !SYMBOL.test(s)) return { ok: false, error: 'symbol' }
  }
  for (const d of [entry.fromDecimals, entry.toDecimals]) {
    if (typeof d !== 'number' || !Number.isInteger(d) || d < 0 || d > 36) return { ok: false, error: 'decimals' }
  }
  const lower = new Set([from, to, lp].map((a) => a.toLowerCase()))
  if (lower.size !== 3) return { ok: false, error: 'sameToken' }
  return {
    ok: true,
    record: {
      fromAddress: from as Address,
      fromSymbol: entry.fromSymbol as string,
      fromDecimals: entry.fromDecimals as number,
      toAddress: to as Address,
      toSymbol: entry.toSymbol as string,
      toDecimals: entry.toDecimals as number,
      lpAddress: lp as Address,
    },
  }
}

/** The Remove screen's query `item`: JSON text of the record. */
export function parsePoolRecordParam(text: string | null): ParsedPoolRecord {
  if (text === null || text.length > 2_000) return { ok: false, error: 'notJson' }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { ok: false, error: 'notJson' }
  }
  return parsePoolRecord(json)
}

/** The record as the query `item` holds it (fields in the spec's order). */
export function poolRecordParam(record: PoolRecord): string {
  return JSON.stringify(Object.fromEntries(POOL_RECORD_KEYS.map((k) => [k, record[k]])))
}

interface RecordToken {
  address: Address
  symbol: string
  decimals: number
}

/**
 * The record of the pair of two picked tokens: the native token is recorded as its wrapped token (the pair holds
 * that), named from the deployment's list, else "W" + the native symbol with 18 decimals.
 */
export function poolRecordFor(
  picked: readonly [RecordToken, RecordToken],
  routes: readonly [Address, Address],
  lpAddress: Address,
  deploymentTokens: readonly RecordToken[],
): PoolRecord {
  const side = (token: RecordToken, route: Address): RecordToken => {
    if (sameAddress(token.address, route)) return token
    const wrapped = deploymentTokens.find((x) => sameAddress(x.address, route))
    return { address: route, symbol: wrapped?.symbol ?? `W${token.symbol}`, decimals: wrapped?.decimals ?? 18 }
  }
  const a = side(picked[0], routes[0])
  const b = side(picked[1], routes[1])
  return {
    fromAddress: a.address,
    fromSymbol: a.symbol,
    fromDecimals: a.decimals,
    toAddress: b.address,
    toSymbol: b.symbol,
    toDecimals: b.decimals,
    lpAddress,
  }
}
