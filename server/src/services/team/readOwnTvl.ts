import { farmAbi } from '@phoswap/core/abi/farmAbi'
import { pairAbi } from '@phoswap/core/abi/pairAbi'
import type { Deployment } from '@phoswap/core/deployments'
import type { Address, PublicClient } from 'viem'
import { type PairState, valueLpPositions } from './valueLpPositions'

/**
 * A user's own TVL on one chain, read from the chain in one multicall at one block: LP tokens of our pairs in
 * the wallet and staked in our farms, valued at that block's reserves. Nothing a client says is used.
 */
export async function readOwnTvl(client: PublicClient, deployment: Deployment, user: Address): Promise<bigint> {
  const usdt = deployment.tokens.find((t) => t.symbol === 'USDT')
  if (!usdt || deployment.pairs.length === 0) return 0n
  const stakes = (deployment.farms ?? []).flatMap((farm) =>
    farm.pools
      .filter((pool) => deployment.pairs.some((p) => p.address.toLowerCase() === pool.lpToken.toLowerCase()))
      .map((pool) => ({ farm: farm.address, pid: pool.pid, lpToken: pool.lpToken.toLowerCase() })),
  )
  const blockNumber = await client.getBlockNumber({ cacheTime: 0 })
  const pairCalls = deployment.pairs.flatMap((p) => [
    { address: p.address, abi: pairAbi, functionName: 'getReserves' } as const,
    { address: p.address, abi: pairAbi, functionName: 'totalSupply' } as const,
    { address: p.address, abi: pairAbi, functionName: 'balanceOf', args: [user] } as const,
  ])
  const stakeCalls = stakes.map(
    (s) => ({ address: s.farm, abi: farmAbi, functionName: 'userInfo', args: [BigInt(s.pid), user] }) as const,
  )
  const results = await client.multicall({
    contracts: [...pairCalls, ...stakeCalls],
    allowFailure: false,
    blockNumber,
    multicallAddress: deployment.contracts.multicall3,
  })
  const staked = new Map<string, bigint>()
  stakes.forEach((s, i) => {
    const [amount] = results[pairCalls.length + i] as readonly [bigint, ...unknown[]]
    staked.set(s.lpToken, (staked.get(s.lpToken) ?? 0n) + amount)
  })
  const states: PairState[] = deployment.pairs.map((pair, i) => {
    const [reserve0, reserve1] = results[i * 3] as readonly [bigint, bigint, number]
    return {
      pair,
      reserve0,
      reserve1,
      totalSupply: results[i * 3 + 1] as bigint,
      userLp: (results[i * 3 + 2] as bigint) + (staked.get(pair.address.toLowerCase()) ?? 0n),
    }
  })
  return valueLpPositions(states, deployment.tokens, usdt.address)
}
