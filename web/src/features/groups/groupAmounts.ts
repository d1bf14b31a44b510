import { GROUP_SIZE, type GroupVariant } from '@phoswap/core/rewards/groupBuy'
import { formatBalance, formatCountdown } from '../../ui/format'

/** Coins of the market are 18-decimal. */
export const DECIMALS = 18

export const formatCoin = (value: string | bigint | undefined): string =>
  value === undefined ? '--' : formatBalance(BigInt(value), DECIMALS)

/**
 * What a member pays, both coins: the market's own coin first (spec: the VGT variant shows pay_vgt then VGT, the
 * GDT variant the GDT price), then the other, since a seat costs both.
 */
export function paidOf(variant: GroupVariant, row: { pay_gdt: string; pay_vgt: string }): [string, string] {
  const gdt = `${formatCoin(row.pay_gdt)} GDT`
  const vgt = `${formatCoin(row.pay_vgt)} VGT`
  return variant === 'vg' ? [vgt, gdt] : [gdt, vgt]
}

/** Time left to a group's deadline as "HH:MM:SS", or null once it has passed. */
export const timeLeft = (deadline: string, nowMs: number): string | null =>
  formatCountdown(Date.parse(deadline) / 1000, nowMs / 1000)

export const seatsText = (joinNum: number) => `${joinNum}/${GROUP_SIZE}`

/** A group number typed in the search box, or null for anything but a positive whole number. */
export function readTicketId(text: string): number | null {
  const value = text.trim()
  if (!/^[1-9]\d{0,15}$/.test(value)) return null
  const id = Number(value)
  return Number.isSafeInteger(id) ? id : null
}

/** The status button's style (spec: 0 in progress, 1 success, other fail). */
export const statusTone = (status: number) => (status === 0 ? 'open' : status === 1 ? 'success' : 'failed')
