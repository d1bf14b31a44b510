import type { Fraction } from '@phoswap/core/amm'
import { sortTokens } from '@phoswap/core/amm'
import { useMemo } from 'react'
import type { Address } from 'viem'
import { pairReadAbi } from '../../chain/abi/generated/liquidityAbis'
import { type BatchedRead, useBatchedReads } from '../../chain/reads/useBatchedReads'
import { sameAddress } from '../../chain/tokens/sameAddress'
import type { PoolRecord } from './poolRecord'
import { pooledAmounts, poolShare } from './positionMath'

/** The spec's pool position (000 §3): a saved record with what the chain says about it now. */
export interface PoolPosition {
  record: PoolRecord
  lpBalance: bigint
  totalSupply: bigint
  fromBalance: bigint
  toBalance: bigint
  percentage: Fraction
}

const PER_PAIR = 3

/**
 * Every saved position's reads (LP balance, total supply, reserves) in ONE multicall for the whole list,
 * refreshed every 3 s. A position whose pair does not answer is left out of `positions` (shown as unknown).
 */
export function usePositions(chainId: number, account: Address | undefined, records: readonly PoolRecord[]) {
  const reads = useMemo<BatchedRead[]>(
    () =>
      account
        ? records.flatMap((r) => [
            { address: r.lpAddress, abi: pairReadAbi, functionName: 'balanceOf', args: [account] },
            { address: r.lpAddress, abi: pairReadAbi, functionName: 'totalSupply' },
            { address: r.lpAddress, abi: pairReadAbi, functionName: 'getReserves' },
          ])
        : [],
    [account, records],
  )
  const { values, ready, refetch } = useBatchedReads(chainId, reads, !!account)
  const positions = useMemo(() => {
    const map = new Map<string, PoolPosition>()
    if (!values) return map
    records.forEach((record, i) => {
      const lpBalance = values[i * PER_PAIR] as bigint | undefined
      const totalSupply = values[i * PER_PAIR + 1] as bigint | undefined
      const reserves = values[i * PER_PAIR + 2] as readonly [bigint, bigint, number] | undefined
      if (lpBalance === undefined || totalSupply === undefined || !reserves) return
      let token0: Address
      try {
        token0 = sortTokens(record.fromAddress, record.toAddress)[0]
      } catch {
        return
      }
      const fromFirst = sameAddress(token0, record.fromAddress)
      const [rFrom, rTo] = fromFirst ? [reserves[0], reserves[1]] : [reserves[1], reserves[0]]
      const { amountA, amountB } = pooledAmounts(lpBalance, totalSupply, rFrom, rTo)
      map.set(record.lpAddress.toLowerCase(), {
        record,
        lpBalance,
        totalSupply,
        fromBalance: amountA,
        toBalance: amountB,
        percentage: poolShare(lpBalance, totalSupply),
      })
    })
    return map
  }, [values, records])
  return { positions, ready, refetch }
}
