import { describe, expect, it } from 'vitest'
import { formatGasTable, measureGas } from '../bench/gas'
import { uniswapV2Build, uniswapV2InitCodeHash, uniswapV2MainnetInitCodeHash } from '../lib/uniswapV2'
import { useChain } from './setup/anvil'

const chain = useChain()

describe('reference Uniswap V2 and the gas benchmark', () => {
  it('the npm pair build has the init code hash compiled into UniswapV2Router02', () => {
    expect(uniswapV2InitCodeHash()).toBe(uniswapV2MainnetInitCodeHash)
    expect(uniswapV2Build('UniswapV2Router02').bytecode).toContain(uniswapV2MainnetInitCodeHash.slice(2))
    // the factory deploys exactly that pair code
    expect(uniswapV2Build('UniswapV2Factory').bytecode).toContain(uniswapV2Build('UniswapV2Pair').bytecode.slice(2))
  })

  it('measures the same operations on both stacks', async () => {
    const rows = await measureGas(chain.rpcUrl)
    expect(rows.map((row) => row.operation)).toEqual([
      'swap, one hop',
      'swap, two hops',
      'addLiquidity',
      'addLiquidityETH',
      'removeLiquidity',
      'removeLiquidityETH',
      'farm deposit (first)',
      'farm deposit (again)',
      'farm harvest',
      'farm withdraw',
      'flash exchange',
      'staking stake (first)',
      'staking stake (again)',
      'staking claim',
      'vault claim (new id slot)',
      'vault claim (next order)',
    ])
    for (const row of rows) {
      expect(row.phoswap, row.operation).toBeGreaterThan(21_000n)
      expect(row.phoswap, row.operation).toBeLessThan(400_000n)
      if (row.uniswapV2 !== null) expect(row.uniswapV2, row.operation).toBeGreaterThan(21_000n)
    }
    expect(formatGasTable(rows).split('\n')).toHaveLength(rows.length + 1)
  })
})
