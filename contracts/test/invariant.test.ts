import { pairAbi } from '@phoswap/core/abi/pairAbi'
import { parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { useChain } from './setup/anvil'
import { addLiquidity, amountOut, balanceOf, freshPair, reservesOf, transfer } from './setup/pairs'
import { seededRandom } from './setup/random'

const chain = useChain()

describe('Pair invariants over a random sequence', () => {
  it('k never decreases on swaps and the value of an LP share never falls', async () => {
    const random = seededRandom(20240601)
    const p = await freshPair(chain)
    const wallet = chain.wallet(1)
    const user = wallet.account.address
    await addLiquidity(chain, p, parseEther('1000'), parseEther('2500'))
    const supply = () => chain.publicClient.readContract({ address: p.pair, abi: pairAbi, functionName: 'totalSupply' })

    let [r0, r1] = await reservesOf(chain, p.pair)
    let total = await supply()
    const counts = { swap: 0, mint: 0, burn: 0 }
    for (let step = 0; step < 45; step++) {
      const op = random.pick(['swap', 'swap', 'swap', 'mint', 'burn'] as const)
      if (op === 'swap') {
        const zeroForOne = random.next() < 0.5
        const [reserveIn, reserveOut] = zeroForOne ? [r0, r1] : [r1, r0]
        const amountIn = random.amount(reserveIn / 2n)
        const out = amountOut(amountIn, reserveIn, reserveOut)
        if (out === 0n) continue
        await transfer(chain, 1, zeroForOne ? p.token0 : p.token1, p.pair, amountIn)
        const args = zeroForOne ? ([0n, out, user, '0x'] as const) : ([out, 0n, user, '0x'] as const)
        await chain.confirm(wallet.writeContract({ address: p.pair, abi: pairAbi, functionName: 'swap', args }))
      } else if (op === 'mint') {
        // deliberately unbalanced amounts: the excess is a donation to the pool
        await addLiquidity(chain, p, random.amount(r0) + r0 / 1000n, random.amount(r1) + r1 / 1000n)
      } else {
        const lp = await balanceOf(chain, p.pair, user)
        const burn = random.amount(lp / 3n)
        await transfer(chain, 1, p.pair, p.pair, burn)
        await chain.confirm(wallet.writeContract({ address: p.pair, abi: pairAbi, functionName: 'burn', args: [user] }))
      }
      counts[op]++
      const [n0, n1] = await reservesOf(chain, p.pair)
      const nextTotal = await supply()
      if (op === 'swap') expect(n0 * n1, `step ${step} swap`).toBeGreaterThanOrEqual(r0 * r1)
      // k / totalSupply^2 never decreases: no operation takes value from liquidity providers
      expect(n0 * n1 * total * total, `step ${step} ${op}`).toBeGreaterThanOrEqual(r0 * r1 * nextTotal * nextTotal)
      expect([n0, n1]).toEqual([await balanceOf(chain, p.token0, p.pair), await balanceOf(chain, p.token1, p.pair)])
      ;[r0, r1, total] = [n0, n1, nextTotal]
    }
    expect(counts.swap).toBeGreaterThan(10)
    expect(counts.mint).toBeGreaterThan(2)
    expect(counts.burn).toBeGreaterThan(2)
  })
})
