import { describe, expect, it } from 'vitest'
import { maxCoupons, paidOf, readTicketId, seatsText, statusTone } from './groupAmounts'

const E18 = 10n ** 18n

describe('group market amounts', () => {
  it('shows the paid amount of each variant as the spec says', () => {
    const row = { pay_gdt: (100n * E18).toString(), pay_vgt: (10n * E18).toString() }
    expect(paidOf('gg', row)).toBe('100 GDT')
    expect(paidOf('vg', row)).toBe('10 VGT')
    expect(seatsText(3)).toBe('3/10')
  })

  it('reads a group number, nothing else', () => {
    expect(readTicketId(' 42 ')).toBe(42)
    expect(readTicketId('0')).toBeNull()
    expect(readTicketId('4.2')).toBeNull()
    expect(readTicketId('abc')).toBeNull()
  })

  it('the stepper goes up to what the usable coin buys', () => {
    const config = { coupon_price: (100n * E18).toString() }
    expect(maxCoupons(250n * E18, config)).toBe(2)
    expect(maxCoupons(0n, config)).toBe(0)
    expect(maxCoupons(10n ** 30n, config)).toBe(1000)
  })

  it('styles the status button 0 open, 1 success, other failed', () => {
    expect([0, 1, 2, 7].map(statusTone)).toEqual(['open', 'success', 'failed', 'failed'])
  })
})
