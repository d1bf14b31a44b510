import type { Token } from '@phoswap/core/tokens'
import { describe, expect, it } from 'vitest'
import { pickToken } from './useSwapForm'

const token = (symbol: string, address: string) => ({ symbol, address, chainId: 31337, decimals: 18 }) as Token
const LIST = [
  token('USDT', '0x00000000000000000000000000000000000000a1'),
  token('PHO', '0x00000000000000000000000000000000000000B2'),
]

describe('the token a Swap link names (outputCurrency)', () => {
  it('is found by symbol or address in any case; unknown or absent is none', () => {
    expect(pickToken(LIST, 'PHO')?.symbol).toBe('PHO')
    expect(pickToken(LIST, 'pho')?.symbol).toBe('PHO')
    expect(pickToken(LIST, '0x00000000000000000000000000000000000000b2')?.symbol).toBe('PHO')
    expect(pickToken(LIST, 'GDT')).toBeNull()
    expect(pickToken(LIST, null)).toBeNull()
  })
})
