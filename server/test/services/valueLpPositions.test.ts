import type { DeployedPair, DeployedToken } from '@phoswap/core/deployments'
import { describe, expect, it } from 'vitest'
import { valueLpPositions } from '../../src/services/team/valueLpPositions'

const token = (n: number, symbol: string, decimals = 18): DeployedToken => ({
  address: `0x${n.toString(16).padStart(40, '0')}` as `0x${string}`,
  symbol,
  name: symbol,
  decimals,
})
const pair = (n: number, a: DeployedToken, b: DeployedToken): DeployedPair => ({
  address: `0x${(1000 + n).toString(16).padStart(40, '0')}` as `0x${string}`,
  token0: a.address,
  token1: b.address,
  name: `${a.symbol}-${b.symbol}`,
})
const E18 = 10n ** 18n

describe('valueLpPositions', () => {
  const usdt = token(1, 'USDT')
  const pho = token(2, 'PHO')
  const gdt = token(3, 'GDT')
  const btc = token(4, 'BTC')
  const fep = token(5, 'FEP')
  const phoUsdt = pair(1, pho, usdt) // PHO at 0.5 USDT
  const gdtPho = pair(2, gdt, pho)
  const fepBtc = pair(3, fep, btc) // no USDT price on either side

  it('values a USDT pair at twice its USDT reserve times the share', () => {
    const states = [{ pair: phoUsdt, reserve0: 2000n * E18, reserve1: 1000n * E18, totalSupply: 100n, userLp: 10n }]
    expect(valueLpPositions(states, [usdt, pho], usdt.address)).toBe(200n * E18)
  })

  it('values a pair through a side priced by its USDT pair, and counts a pair without any price as nothing', () => {
    const states = [
      { pair: phoUsdt, reserve0: 2000n * E18, reserve1: 1000n * E18, totalSupply: 100n, userLp: 0n },
      { pair: gdtPho, reserve0: 50n * E18, reserve1: 400n * E18, totalSupply: 40n, userLp: 4n },
      { pair: fepBtc, reserve0: 1n * E18, reserve1: 1n * E18, totalSupply: 1n, userLp: 1n },
    ]
    // PHO side 400 PHO = 200 USDT, the pair 400 USDT, a tenth of it 40 USDT.
    expect(valueLpPositions(states, [usdt, pho, gdt, btc, fep], usdt.address)).toBe(40n * E18)
  })

  it('scales a 6-decimal USDT to 18 decimals', () => {
    const usdt6 = token(9, 'USDT', 6)
    const p = pair(9, usdt6, pho)
    const states = [{ pair: p, reserve0: 1000n * 10n ** 6n, reserve1: 1n * E18, totalSupply: 4n, userLp: 1n }]
    expect(valueLpPositions(states, [usdt6, pho], usdt6.address)).toBe(500n * E18)
  })
})
