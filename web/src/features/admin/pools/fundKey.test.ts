import { describe, expect, it } from 'vitest'
import { type FundKeyStore, forgetKey, keyFor, newFundKey } from './fundKey'

function memory(): FundKeyStore & { value: string | null } {
  const store = {
    value: null as string | null,
    get: () => store.value,
    set: (v: string) => {
      store.value = v
    },
    remove: () => {
      store.value = null
    },
  }
  return store
}

describe('the pool funding key', () => {
  const intent = { pool: 'airdrop', coinId: 6, amount: '100000000000000000000' }
  let n = 0
  const make = () => `k${++n}`

  it('is the server pattern and dated', () => {
    expect(newFundKey(new Date('2026-03-04T10:00:00Z'), () => 'ab12')).toBe('console-20260304-ab12')
    expect(newFundKey()).toMatch(/^[A-Za-z0-9._:-]{1,100}$/)
  })

  it('stays the same for a retry of the same funding and changes once it is answered', () => {
    const store = memory()
    const first = keyFor(intent, store, make)
    expect(keyFor({ ...intent }, store, make)).toBe(first)
    forgetKey(first, store)
    expect(keyFor(intent, store, make)).not.toBe(first)
  })

  it('changes for another pool, coin or amount', () => {
    const store = memory()
    const first = keyFor(intent, store, make)
    expect(keyFor({ ...intent, amount: '1' }, store, make)).not.toBe(first)
    const second = keyFor({ ...intent, coinId: 7 }, store, make)
    expect(keyFor({ ...intent, pool: 'gdt-trade', coinId: 7 }, store, make)).not.toBe(second)
  })

  it('replaces what it cannot read', () => {
    const store = memory()
    store.value = 'not json'
    expect(keyFor(intent, store, make)).toMatch(/^k\d+$/)
  })
})
