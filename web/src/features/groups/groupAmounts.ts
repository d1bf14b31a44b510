import type { GroupConfig } from '@phoswap/core/api/groups'
import { GROUP_SIZE, type GroupVariant } from '@phoswap/core/rewards/groupBuy'
import { formatBalance } from '../../ui/format'

/** Coins of the market are 18-decimal. */
export const DECIMALS = 18

export const formatCoin = (value: string | bigint | undefined): string =>
  value === undefined ? '--' : formatBalance(BigInt(value), DECIMALS)

/** What a market row shows as paid (spec: the VGT variant shows pay_vgt then VGT; the GDT variant the GDT price). */
export function paidOf(variant: GroupVariant, row: { pay_gdt: string; pay_vgt: string }): string {
  return variant === 'vg' ? `${formatCoin(row.pay_vgt)} VGT` : `${formatCoin(row.pay_gdt)} GDT`
}

export const seatsText = (joinNum: number) => `${joinNum}/${GROUP_SIZE}`

/** A group number typed in the search box, or null for anything but a positive whole number. */
export function readTicketId(text: string): number | null {
  const value = text.trim()
  if (!/^[1-9]\d{0,15}$/.test(value)) return null
  const id = Number(value)
  return Number.isSafeInteger(id) ? id : null
}

/** The stepper's maximum: the coupons the usable coin buys (at most 1000 a time, as the server allows). */
export function maxCoupons(usable: bigint, config: Pick<GroupConfig, 'coupon_price'>): number {
  const price = BigInt(config.coupon_price)
  if (price <= 0n) return 0
  const n = usable / price
  return Number(n > 1000n ? 1000n : n)
}

/** The status button's style (spec: 0 in progress, 1 success, other fail). */
export const statusTone = (status: number) => (status === 0 ? 'open' : status === 1 ? 'success' : 'failed')
