import { describe, expect, it, vi } from 'vitest'
import {
  checkAmount,
  checkTransfer,
  filterCoins,
  followLanguage,
  formatWalletFee,
  nextPageOf,
  readAmount,
  tabOf,
  transferQuoteShown,
  usableTotal,
  withdrawFeeShown,
} from './walletAmounts'

const E18 = 10n ** 18n
const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

describe('wallet amounts', () => {
  it('reads a typed amount: empty, 0, junk and negative are nothing', () => {
    expect(readAmount('1.5', 18)).toBe(15n * 10n ** 17n)
    for (const text of ['', ' ', '0', '0.000', 'abc', '-1', '1.2.3']) expect(readAmount(text, 18), text).toBeNull()
  })

  it('refuses nothing typed with swap10 and more than the balance with swap11', () => {
    expect(checkAmount('', 18, 5n * E18)).toEqual({ ok: false, key: 'swap10' })
    expect(checkAmount('0', 18, 5n * E18)).toEqual({ ok: false, key: 'swap10' })
    expect(checkAmount('5.000000000000000001', 18, 5n * E18)).toEqual({ ok: false, key: 'swap11' })
    expect(checkAmount('1', 18, undefined)).toEqual({ ok: false, key: 'swap11' })
    expect(checkAmount('5', 18, 5n * E18)).toEqual({ ok: true, amount: 5n * E18 })
  })

  it('counts the withdraw fee against usable and shows it before signing', () => {
    // 0.1%: 5 with a fee of 0.005 needs 5.005
    expect(checkAmount('5', 18, 5n * E18, 1000)).toEqual({ ok: false, key: 'swap11' })
    expect(checkAmount('5', 18, 5_005n * 10n ** 15n, 1000)).toEqual({ ok: true, amount: 5n * E18 })
    expect(withdrawFeeShown('5', 18, 1000)).toBe(5n * 10n ** 15n)
    expect(withdrawFeeShown('', 18, 1000)).toBeNull()
  })

  it('shows the fee the server charges, rounded up: 999 base units at 0.1 % pay 1 and need 1000', () => {
    expect(withdrawFeeShown('0.000000000000000999', 18, 1000)).toBe(1n)
    expect(withdrawFeeShown('0.000000000000000001', 18, 1000)).toBe(1n)
    expect(withdrawFeeShown('0.000000000000001', 18, 1000)).toBe(1n)
    expect(withdrawFeeShown('0.000000000000001001', 18, 1000)).toBe(2n)
    expect(checkAmount('0.000000000000000999', 18, 999n, 1000)).toEqual({ ok: false, key: 'swap11' })
    expect(checkAmount('0.000000000000000999', 18, 1000n, 1000)).toEqual({ ok: true, amount: 999n })
    // the fee line reads what is debited, not 0.000000
    expect(formatWalletFee(1n, 18, 'en-US')).toBe('0.000000000000000001')
    expect(formatWalletFee(5n * 10n ** 15n, 18, 'en-US')).toBe('0.005')
    expect(formatWalletFee(0n, 18, 'en-US')).toBe('0')
    expect(formatWalletFee(1001n, 6, 'en-US')).toBe('0.001001')
    expect(formatWalletFee(2500n * E18, 18, 'en-US')).toBe('2,500')
  })

  it("shows the server's transfer fee: rate × received, rounded up, added to the amount", () => {
    expect(transferQuoteShown('100', 18, 1000)).toEqual({
      received: 100n * E18,
      fee: E18 / 10n,
      amount: (1001n * E18) / 10n,
    })
    expect(transferQuoteShown('0.000000000000000001', 18, 1000)).toEqual({ received: 1n, fee: 1n, amount: 2n })
    expect(transferQuoteShown('', 18, 1000)).toBeNull()
  })

  it('checks a transfer: address, amount, amount plus fee within usable', () => {
    const usable = (1001n * E18) / 10n
    expect(checkTransfer({ address: BOB, amount: '100' }, 18, 1000, usable, ALICE)).toMatchObject({
      ok: true,
      to: BOB,
      quote: { amount: usable },
    })
    expect(checkTransfer({ address: BOB, amount: '100' }, 18, 1000, usable - 1n, ALICE)).toEqual({
      ok: false,
      key: 'swap11',
    })
    expect(checkTransfer({ address: BOB, amount: '' }, 18, 1000, usable, ALICE)).toEqual({ ok: false, key: 'swap10' })
    expect(checkTransfer({ address: BOB.toLowerCase(), amount: '1' }, 18, 1000, usable, ALICE)).toMatchObject({
      ok: true,
      to: BOB,
    })
    for (const address of ['', '0x12', BOB.replace('C', 'c'), '0x0000000000000000000000000000000000000000'])
      expect(checkTransfer({ address, amount: '1' }, 18, 1000, usable, ALICE), address).toEqual({
        ok: false,
        key: 'badAddress',
      })
    expect(checkTransfer({ address: ALICE.toLowerCase(), amount: '1' }, 18, 1000, usable, ALICE)).toEqual({
      ok: false,
      key: 'self',
    })
  })

  it('searches coins by name, ignoring case', () => {
    const list = [{ coin_en: 'PHO' }, { coin_en: 'GDT' }, { coin_en: 'USDT' }]
    expect(filterCoins(list, 'dt').map((c) => c.coin_en)).toEqual(['GDT', 'USDT'])
    expect(filterCoins(list, '  ')).toEqual(list)
    expect(filterCoins(list, 'xyz')).toEqual([])
  })

  it('reads the tab of Recharge?id=', () => {
    expect([tabOf('0'), tabOf('1'), tabOf('2'), tabOf(null), tabOf('7')]).toEqual([0, 1, 2, 0, 0])
  })

  it('pages until every item of the total is loaded', () => {
    const page = (n: number, total: number) => ({ list: Array.from({ length: n }), total_count: total })
    expect(nextPageOf([])).toBeUndefined()
    expect(nextPageOf([page(10, 25)])).toBe(2)
    expect(nextPageOf([page(10, 25), page(10, 25)])).toBe(3)
    expect(nextPageOf([page(10, 25), page(10, 25), page(5, 25)])).toBeUndefined()
    expect(nextPageOf([page(0, 0)])).toBeUndefined()
    // a total that grew while paging does not loop on an empty page
    expect(nextPageOf([page(10, 30), page(0, 30)])).toBeUndefined()
  })

  it('resets the bill to a new language 500 ms after the change; a newer change within the wait wins', () => {
    vi.useFakeTimers()
    try {
      const applied: string[] = []
      expect(followLanguage('zh-CN', 'zh-CN', (l) => applied.push(l))).toBeTypeOf('function')
      const cancel = followLanguage('zh-CN', 'en-US', (l) => applied.push(l))
      vi.advanceTimersByTime(499)
      expect(applied).toEqual([])
      cancel() // the language changed again before 500 ms: the effect re-runs
      followLanguage('zh-CN', 'ja-JP', (l) => applied.push(l))
      vi.advanceTimersByTime(500)
      expect(applied).toEqual(['ja-JP'])
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('the Usable card total', () => {
  const coin = (coin_en: string, usable: bigint, decimals = 18) => ({ coin_en, usable: usable.toString(), decimals })
  const quotes = [
    { coin: 'PHO', quote_coin: 'USDT', last: '0.5' },
    { coin: 'GDT', quote_coin: 'PHO', last: '2' },
  ]

  it('values USDT at 1 and PHO at its market line; a coin without a dollar price is named, not counted', () => {
    const total = usableTotal(
      [coin('USDT', 25n * E18), coin('PHO', 10n * E18), coin('GDT', 3n * E18), coin('VGT', 0n)],
      quotes,
    )
    expect(total).toEqual({ total: 30n * E18, unpriced: ['GDT'] })
  })

  it('reads a coin of other decimals in its own units', () => {
    expect(usableTotal([coin('USDT', 7_000_000n, 6)], [])).toEqual({ total: 7n * E18, unpriced: [] })
  })

  it('is 0 for an empty wallet', () => {
    expect(usableTotal([], quotes)).toEqual({ total: 0n, unpriced: [] })
  })
})
