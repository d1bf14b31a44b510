/**
 * Display formats for screens. The first screen's code imports formatNumber.ts directly: this module also brings
 * shortenAddress, whose checksum needs viem's keccak.
 */
export { shortenAddress } from '@phoswap/core/format/shortenAddress'
export { shortenChecksummed } from '@phoswap/core/format/shortenChecksummed'
export { formatDateTime } from './formatDateTime'
export {
  amountInputText,
  formatBalance,
  formatBlockNumber,
  formatCoin,
  groupThousands,
  UNKNOWN,
  uiLocale,
} from './formatNumber'

/** Time left until `unlockAt` (unix seconds) as "HH:MM:SS" (hours may exceed 24), or null once it has passed. */
export function formatCountdown(unlockAt: number, nowSeconds: number): string | null {
  const left = Math.ceil(unlockAt - nowSeconds)
  if (left <= 0) return null
  const h = Math.floor(left / 3600)
  const m = Math.floor((left % 3600) / 60)
  const s = left % 60
  return [h, m, s].map((n) => String(n).padStart(2, '0')).join(':')
}
