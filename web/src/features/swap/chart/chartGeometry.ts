export interface CandleInput {
  t: number
  open: string
  high: string
  low: string
  close: string
}

export interface ChartGeometry {
  /** SVG path of the closing prices. */
  line: string
  candles: { x: number; width: number; top: number; bottom: number; high: number; low: number; up: boolean }[]
  min: number
  max: number
  first: number
  last: number
}

/**
 * Screen coordinates for the price-history popup: candles spaced evenly across `width`, prices mapped onto
 * `height` between the lowest low and the highest high (a flat series gets a band around its price).
 * Prices are decimal strings from the server; a float is fine for drawing.
 */
export function chartGeometry(list: readonly CandleInput[], width: number, height: number): ChartGeometry | null {
  if (list.length === 0) return null
  const rows = list.map((c) => ({ o: Number(c.open), h: Number(c.high), l: Number(c.low), c: Number(c.close) }))
  let min = Math.min(...rows.map((r) => r.l))
  let max = Math.max(...rows.map((r) => r.h))
  if (max === min) {
    const pad = max === 0 ? 1 : Math.abs(max) * 0.05
    min -= pad
    max += pad
  }
  const step = width / rows.length
  const y = (price: number) => height - ((price - min) / (max - min)) * height
  const candles = rows.map((r, i) => ({
    x: i * step + step * 0.15,
    width: Math.max(1, step * 0.7),
    top: y(Math.max(r.o, r.c)),
    bottom: y(Math.min(r.o, r.c)),
    high: y(r.h),
    low: y(r.l),
    up: r.c >= r.o,
  }))
  const line = rows
    .map((r, i) => `${i === 0 ? 'M' : 'L'}${(i * step + step / 2).toFixed(2)},${y(r.c).toFixed(2)}`)
    .join(' ')
  return { line, candles, min, max, first: rows[0]!.o, last: rows[rows.length - 1]!.c }
}
