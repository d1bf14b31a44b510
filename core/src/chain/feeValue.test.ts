import { describe, expect, it } from 'vitest'
import { formatFeeAmount, formatUsdValue, nativeUsdPrice, usdValueOf } from './feeValue'

const line = (coin: string, quote_coin: string, last: string) => ({ coin, quote_coin, last })

describe('nativeUsdPrice', () => {
  it('reads the wrapped native coin priced in a dollar coin', () => {
    const quotes = [line('PHO', 'USDT', '0.5'), line('WETH', 'USDT', '3000.25')]
    expect(nativeUsdPrice(quotes, 'ETH')).toBe(3000_250000000000000000n)
  })
  it('has no price without such a line, or with an empty or unreadable one', () => {
    expect(nativeUsdPrice([line('PHO', 'WETH', '0.0001')], 'ETH')).toBeNull()
    expect(nativeUsdPrice([line('WOKT', 'USDT', '')], 'OKT')).toBeNull()
    expect(nativeUsdPrice([line('WOKT', 'USDT', '1e3')], 'OKT')).toBeNull()
  })
})

describe('usdValueOf', () => {
  it('multiplies in 18 decimals without floating point', () => {
    expect(usdValueOf(150_000n * 1_000_000_000n, 3000n * 10n ** 18n)).toBe(450_000_000_000_000_000n) // $0.45
  })
})

describe('fee display', () => {
  it('shows the native fee with display digits and never a 0 for a fee that is not 0', () => {
    expect(formatFeeAmount(148_000_000_000_000n, 18)).toBe('0.000148')
    expect(formatFeeAmount(1_000n, 18)).toBe('<0.000001')
    expect(formatFeeAmount(0n, 18)).toBe('0')
  })
  it('shows dollars with cents, and <0.01 under a cent', () => {
    expect(formatUsdValue(450_000_000_000_000_000n)).toBe('0.45')
    expect(formatUsdValue(1_000n)).toBe('<0.01')
    expect(formatUsdValue(12n * 10n ** 18n)).toBe('12.00')
  })
})
