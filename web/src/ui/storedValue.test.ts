import { describe, expect, it } from 'vitest'
import { memoryValue } from './storedValue'

describe('memoryValue', () => {
  it('gives the value set, by value or from the previous one, and tells every subscriber', () => {
    const count = memoryValue(0)
    const seen: number[] = []
    const stop = count.subscribe(() => seen.push(count.get()))
    count.set(2)
    count.set((n) => n + 1)
    stop()
    count.set(10)
    expect(count.get()).toBe(10)
    expect(seen).toEqual([2, 3])
  })

  it('tells nobody when the new value is the same', () => {
    const pair = memoryValue({ a: 1 }, (x, y) => x.a === y.a)
    let calls = 0
    pair.subscribe(() => calls++)
    const before = pair.get()
    pair.set({ a: 1 })
    expect(calls).toBe(0)
    expect(pair.get()).toBe(before)
    pair.set({ a: 2 })
    expect(calls).toBe(1)
  })
})
