import { factoryAbi } from '@phoswap/core/abi/factoryAbi'
import { pairAbi } from '@phoswap/core/abi/pairAbi'
import { type Address, erc20Abi, parseEther } from 'viem'
import type { TestChain } from './anvil'

export interface FreshPair {
  pair: Address
  token0: Address
  token1: Address
}

/** Deploys two 18-decimals TestTokens owned by `user` and creates their pair (no liquidity yet). */
export async function freshPair(chain: TestChain, user = 1): Promise<FreshPair> {
  const supply = parseEther('1000000000')
  const a = await chain.deploy('TestToken', ['Token A', 'TKA', 18, supply], user)
  const b = await chain.deploy('TestToken', ['Token B', 'TKB', 18, supply], user)
  return pairWith(chain, a, b, user)
}

/** Creates the pair of two existing tokens through the seeded factory. */
export async function pairWith(chain: TestChain, a: Address, b: Address, user = 1): Promise<FreshPair> {
  const factory = chain.deployment.contracts.factory
  await chain.confirm(
    chain.wallet(user).writeContract({ address: factory, abi: factoryAbi, functionName: 'createPair', args: [a, b] }),
  )
  const pair = await chain.publicClient.readContract({
    address: factory,
    abi: factoryAbi,
    functionName: 'getPair',
    args: [a, b],
  })
  const [token0, token1] = BigInt(a) < BigInt(b) ? [a, b] : [b, a]
  return { pair, token0, token1 }
}

export async function transfer(chain: TestChain, user: number, token: Address, to: Address, amount: bigint) {
  await chain.confirm(
    chain.wallet(user).writeContract({ address: token, abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
  )
}

/** Sends both amounts to the pair and mints its LP tokens to the user. */
export async function addLiquidity(chain: TestChain, p: FreshPair, amount0: bigint, amount1: bigint, user = 1) {
  await transfer(chain, user, p.token0, p.pair, amount0)
  await transfer(chain, user, p.token1, p.pair, amount1)
  await chain.confirm(
    chain.wallet(user).writeContract({
      address: p.pair,
      abi: pairAbi,
      functionName: 'mint',
      args: [chain.wallet(user).account.address],
    }),
  )
}

export async function reservesOf(chain: TestChain, pair: Address): Promise<[bigint, bigint]> {
  const [r0, r1] = await chain.publicClient.readContract({ address: pair, abi: pairAbi, functionName: 'getReserves' })
  return [r0, r1]
}

export async function balanceOf(chain: TestChain, token: Address, owner: Address): Promise<bigint> {
  return chain.publicClient.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
}

/** Uniswap V2's getAmountOut with the 0.3% fee, as the contracts compute it. */
export function amountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  const withFee = amountIn * 997n
  return (withFee * reserveOut) / (reserveIn * 1000n + withFee)
}
