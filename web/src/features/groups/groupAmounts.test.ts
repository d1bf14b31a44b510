import { describe, expect, it } from 'vitest'
import { paidOf, readTicketId, seatsText, statusTone, timeLeft } from './groupAmounts'

const E18 = 10n ** 18n

describe('group market amounts', () => {
  it('shows both coins a seat costs, the market’s own first', () => {
    const row = { pay_gdt: (100n * E18).toString(), pay_vgt: (10n * E18).toString() }
    expect(paidOf('gg', row)).toEqual(['100 GDT', '10 VGT'])
    expect(paidOf('vg', row)).toEqual(['10 VGT', '100 GDT'])
    expect(seatsText(3)).toBe('3/10')
  })

  it('counts down to a group’s deadline, nothing once it has passed', () => {
    const deadline = '2026-01-02T00:00:00.000Z'
    const start = Date.parse('2026-01-01T00:00:00.000Z')
    expect(timeLeft(deadline, start)).toBe('24:00:00')
    expect(timeLeft(deadline, start + 3_600_000 + 61_000)).toBe('22:58:59')
    expect(timeLeft(deadline, Date.parse(deadline))).toBeNull()
  })

  it('reads a group number, nothing else', () => {
    expect(readTicketId(' 42 ')).toBe(42)
    expect(readTicketId('0')).toBeNull()
    expect(readTicketId('4.2')).toBeNull()
    expect(readTicketId('abc')).toBeNull()
  })

  it('styles the status button 0 open, 1 success, other failed', () => {
    expect([0, 1, 2, 7].map(statusTone)).toEqual(['open', 'success', 'failed', 'failed'])
  })
})
