import { pairAbi } from '@phoswap/core/abi/pairAbi'
import {
  type Abi,
  type Address,
  decodeErrorResult,
  encodeFunctionData,
  getAddress,
  type Hex,
  parseEther,
  parseEventLogs,
} from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { readArtifact } from '../lib/artifacts'
import { useChain } from './setup/anvil'
import { mined } from './setup/farm'
import { addLiquidity, balanceOf, type FreshPair, freshPair, reservesOf, transfer } from './setup/pairs'

const chain = useChain()
const borrowerAbi = readArtifact('FlashBorrower').abi as Abi

describe('Pair flash swaps (uniswapV2Call through ICallee)', () => {
  let p: FreshPair
  let borrower: Address

  const borrow = (amount0Out: bigint, repayToken: Address, repay: bigint, reentry: Hex = '0x', gas?: bigint) =>
    mined(
      chain,
      chain.wallet(1).writeContract({
        address: borrower,
        abi: borrowerAbi,
        functionName: 'borrow',
        args: [p.pair, amount0Out, 0n, repayToken, repay, reentry],
        gas,
      }),
    )
  const read = (functionName: string) =>
    chain.publicClient.readContract({ address: borrower, abi: borrowerAbi, functionName })
  /** The pair's reserves, checked to equal its balances. */
  const reserves = async () => {
    const [r0, r1] = await reservesOf(chain, p.pair)
    expect([await balanceOf(chain, p.token0, p.pair), await balanceOf(chain, p.token1, p.pair)]).toEqual([r0, r1])
    return [r0, r1] as const
  }
  /** Least repayment in token0 for borrowing `amount` of token0: 997 × paid ≥ 1000 × borrowed. */
  const sameTokenFee = (amount: bigint) => (amount * 1000n + 996n) / 997n

  beforeAll(async () => {
    p = await freshPair(chain)
    await addLiquidity(chain, p, parseEther('1000'), parseEther('4000'))
    borrower = getAddress(await chain.deploy('FlashBorrower', [], 1))
    // the borrower pays the fee from its own balance
    await transfer(chain, 1, p.token0, borrower, parseEther('100'))
    await transfer(chain, 1, p.token1, borrower, parseEther('100'))
  })

  it('lends before the callback, passes the caller and amounts, and takes back the borrowed amount plus 0.3%', async () => {
    const [r0, r1] = await reserves()
    const amount = parseEther('10')
    const repay = sameTokenFee(amount)
    const held = await balanceOf(chain, p.token0, borrower)
    const receipt = await borrow(amount, p.token0, repay)

    expect(await read('callbackPair')).toBe(p.pair)
    expect(await read('callbackSender')).toBe(borrower) // the swap's msg.sender
    expect([await read('callbackAmount0'), await read('callbackAmount1')]).toEqual([amount, 0n])
    expect(await read('heldDuringCallback')).toBe(held + amount) // the loan arrived before the callback
    expect(await balanceOf(chain, p.token0, borrower)).toBe(held - (repay - amount))
    const [n0, n1] = await reserves()
    expect([n0, n1]).toEqual([r0 - amount + repay, r1])
    expect(n0 * n1).toBeGreaterThan(r0 * r1)
    const [swap] = parseEventLogs({ abi: pairAbi, logs: receipt.logs, eventName: 'Swap' })
    expect(swap?.args).toEqual({
      sender: borrower,
      amount0In: repay,
      amount1In: 0n,
      amount0Out: amount,
      amount1Out: 0n,
      to: borrower,
    })
  })

  it('takes repayment in the other token: getAmountIn of the loan keeps K, one wei less is refused', async () => {
    const [r0, r1] = await reserves()
    const amount = parseEther('5')
    const repay = (r1 * amount * 1000n) / ((r0 - amount) * 997n) + 1n
    await expect(borrow(amount, p.token1, repay - 1n)).rejects.toThrow('PhoSwap: K')
    await borrow(amount, p.token1, repay)
    const [n0, n1] = await reserves()
    expect([n0, n1]).toEqual([r0 - amount, r1 + repay])
    expect(n0 * n1).toBeGreaterThanOrEqual(r0 * r1)
  })

  it('enforces repayment: one wei short fails K, nothing repaid fails the input check, the pair keeps its reserves', async () => {
    const before = await reserves()
    const held = await balanceOf(chain, p.token0, borrower)
    const amount = parseEther('20')
    await expect(borrow(amount, p.token0, sameTokenFee(amount) - 1n)).rejects.toThrow('PhoSwap: K')
    await expect(borrow(amount, p.token0, 0n)).rejects.toThrow('PhoSwap: INSUFFICIENT_INPUT_AMOUNT')
    expect(await reserves()).toEqual(before)
    expect(await balanceOf(chain, p.token0, borrower)).toBe(held)
  })

  it('refuses every call back into the pair from the callback (LOCKED) and still settles the loan', async () => {
    const attempts = [
      encodeFunctionData({ abi: pairAbi, functionName: 'swap', args: [1n, 0n, borrower, '0x'] }),
      encodeFunctionData({ abi: pairAbi, functionName: 'mint', args: [borrower] }),
      encodeFunctionData({ abi: pairAbi, functionName: 'burn', args: [borrower] }),
      encodeFunctionData({ abi: pairAbi, functionName: 'skim', args: [borrower] }),
      encodeFunctionData({ abi: pairAbi, functionName: 'sync' }),
    ]
    for (const data of attempts) {
      const [r0, r1] = await reserves()
      const amount = parseEther('1')
      const repay = sameTokenFee(amount)
      // a fixed gas limit: an estimate could starve the inner call, which would then fail for want of gas
      await borrow(amount, p.token0, repay, data, 1_000_000n)
      expect(await read('reentrySucceeded')).toBe(false)
      const error = decodeErrorResult({ abi: [], data: (await read('reentryError')) as Hex })
      expect(error.args).toEqual(['PhoSwap: LOCKED'])
      expect(await reserves()).toEqual([r0 - amount + repay, r1])
    }
  })
})
