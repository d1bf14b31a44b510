import { formatUnits, parseUnits } from 'viem'

/** Why a typed amount or percentage is refused; each has its text under `admin:amount.errors` / `percent.errors`. */
export type AmountError = 'empty' | 'format' | 'negative' | 'decimals' | 'zero'
export type PercentError = 'empty' | 'format' | 'negative' | 'decimals' | 'range'

export type Parsed<V, E> = { ok: true; value: V } | { ok: false; error: E }

const NUMBER = /^(\d+(\.\d*)?|\.\d+)$/

/** The typed text without spaces and thousands separators ("1,250.5 " -> "1250.5"). */
function clean(text: string): string {
  return text.trim().replace(/[\s,_]/g, '')
}

function decimalsOf(text: string): number {
  const dot = text.indexOf('.')
  return dot < 0 ? 0 : text.length - dot - 1
}

/**
 * An amount typed in coins ("12.5") as base units with the coin's decimals (viem's parseUnits, which would round a
 * longer fraction: refused here first). Never a float. Zero is refused unless `allowZero`.
 */
export function parseCoinAmount(
  text: string,
  decimals: number,
  options: { allowZero?: boolean } = {},
): Parsed<bigint, AmountError> {
  const value = clean(text)
  if (value === '') return { ok: false, error: 'empty' }
  if (value.startsWith('-')) return { ok: false, error: NUMBER.test(value.slice(1)) ? 'negative' : 'format' }
  if (!NUMBER.test(value)) return { ok: false, error: 'format' }
  if (decimalsOf(value) > decimals) return { ok: false, error: 'decimals' }
  const units = parseUnits(value.endsWith('.') ? value.slice(0, -1) : value, decimals)
  if (units === 0n && !options.allowZero) return { ok: false, error: 'zero' }
  return { ok: true, value: units }
}

/** Base units as coins for a field's starting text ("12500000", 6 -> "12.5"). */
export function coinText(units: bigint | string, decimals: number): string {
  return formatUnits(BigInt(units), decimals)
}

/** Parts per million in one percent. */
export const PPM_PER_PERCENT = 10_000

/**
 * A percentage typed by the operator ("0.2") as parts per million (2000): at most 4 decimals (1 ppm = 0.0001 %), from
 * 0 to `maxPercent` (100 by default).
 */
export function parsePercentPpm(text: string, options: { maxPercent?: number } = {}): Parsed<number, PercentError> {
  const max = options.maxPercent ?? 100
  const value = clean(text).replace(/%$/, '')
  if (value === '') return { ok: false, error: 'empty' }
  if (value.startsWith('-')) return { ok: false, error: NUMBER.test(value.slice(1)) ? 'negative' : 'format' }
  if (!NUMBER.test(value)) return { ok: false, error: 'format' }
  if (decimalsOf(value) > 4) return { ok: false, error: 'decimals' }
  const ppm = parseUnits(value.endsWith('.') ? value.slice(0, -1) : value, 4)
  if (ppm > BigInt(max) * BigInt(PPM_PER_PERCENT)) return { ok: false, error: 'range' }
  return { ok: true, value: Number(ppm) }
}

/** ppm as the percentage an operator reads (2000 -> "0.2"). */
export function ppmPercentText(ppm: number | string | bigint): string {
  return formatUnits(BigInt(ppm), 4)
}
