import { describe, expect, it } from 'vitest'
import { pathTaxes } from './pathTaxes'

const PHO = '0x00000000000000000000000000000000000000Aa'
const USDT = '0x00000000000000000000000000000000000000bb'
const GDT = '0x00000000000000000000000000000000000000cc'
const taxes = { [PHO.toLowerCase()]: 150 }

describe('pathTaxes', () => {
  it('names PHO once when the swap buys or sells it, twice as a middle hop, not at all otherwise', () => {
    expect(pathTaxes([USDT, PHO], taxes)).toEqual([{ address: PHO, bps: 150, transfers: 1 }])
    expect(pathTaxes([PHO, USDT], taxes)).toEqual([{ address: PHO, bps: 150, transfers: 1 }])
    expect(pathTaxes([USDT, PHO, GDT], taxes)).toEqual([{ address: PHO, bps: 150, transfers: 2 }])
    expect(pathTaxes([USDT, GDT], taxes)).toEqual([])
  })
})
