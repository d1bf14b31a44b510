import { describe, expect, it } from 'vitest'
import { reservesFor } from './reservesFor'

const low = '0x1000000000000000000000000000000000000001'
const high = '0xa000000000000000000000000000000000000002'

describe('reservesFor', () => {
  it('gives the reserves in the order the caller named the tokens, whatever their case', () => {
    expect(reservesFor(low, high, 5n, 7n)).toEqual([5n, 7n])
    expect(reservesFor(high, low, 5n, 7n)).toEqual([7n, 5n])
    expect(reservesFor('0xA000000000000000000000000000000000000002', low, 5n, 7n)).toEqual([7n, 5n])
  })

  it('refuses the same token twice, as the library does', () => {
    expect(() => reservesFor(low, low, 1n, 1n)).toThrow('IDENTICAL_ADDRESSES')
  })
})
