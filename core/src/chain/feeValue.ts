import { formatAmount } from '../amount/formatAmount'
import { parseAmount } from '../amount/parseAmount'
import { formatDisplayAmount } from '../format/formatDisplayAmount'

/** Quote coins taken as one US dollar for the fee's USD value. */
export const USD_COINS: readonly string[] = ['USDT', 'USDC', 'DAI', 'BUSD']

const E18 = 10n ** 18n

/**
 * The native coin's USD price (18 decimals) from the market quotes (`/index/quote`): the line of the native coin or
 * its wrapped token (W + symbol: WETH, WOKT, WPOL, WBNB) in a dollar coin; null when no such line has a price.
 */
export function nativeUsdPrice(
  quotes: readonly { coin: string; quote_coin: string; last: string }[],
  nativeSymbol: string,
): bigint | null {
  const names = [nativeSymbol, `W${nativeSymbol}`]
  for (const line of quotes) {
    if (!names.includes(line.coin) || !USD_COINS.includes(line.quote_coin) || line.last === '') continue
    try {
      const price = parseAmount(line.last, 18)
      if (price > 0n) return price
    } catch {
      // a price the app cannot read is no price
    }
  }
  return null
}

/** The USD value (18 decimals) of an amount of the native coin (18 decimals) at a price of 18 decimals. */
export function usdValueOf(nativeAmount: bigint, usdPrice: bigint): bigint {
  return (nativeAmount * usdPrice) / E18
}

/** The fee in the native coin for a review: display digits, and "<0.000001" rather than a 0 for a fee that is not 0. */
export function formatFeeAmount(fee: bigint, decimals: number): string {
  const text = formatDisplayAmount(fee, decimals)
  return fee > 0n && /^0(\.0*)?$/.test(text) ? `<${formatAmount(1n, 6, 6)}` : text
}

/** A USD value (18 decimals) with cents: "0.45", and "<0.01" for less than a cent that is not 0. */
export function formatUsdValue(usd: bigint): string {
  const text = formatAmount(usd, 18, 2, { minFractionDigits: 2 })
  return usd > 0n && text === '0.00' ? '<0.01' : text
}
