import { useMemo } from 'react'
import { type Address, zeroAddress } from 'viem'
import { erc20ReadAbi } from '../../chain/abi/generated/readAbis'
import { votePageAbi } from '../../chain/abi/generated/voteAbis'
import { getDeployment } from '../../chain/network/configuredNetworks'
import { type BatchedRead, useBatchedReads } from '../../chain/reads/useBatchedReads'

export interface VoteState {
  deposited: bigint
  earned: bigint
  total: bigint
  cap: bigint
  start: bigint
  end: bigint
  balance: bigint
  allowance: bigint
}

/** The chain's vote and Good token, or null when the deployment has none. */
export function voteOf(chainId: number) {
  const deployment = getDeployment(chainId)
  const vote = deployment?.contracts.goodVote
  const good = deployment?.tokens.find((t) => t.symbol === 'Good')
  return vote && good ? { vote, good } : null
}

/** The vote's figures and the account's deposit, Good balance and allowance in ONE multicall every 3 s. */
export function useVote(chainId: number, account: Address | undefined) {
  const target = useMemo(() => voteOf(chainId), [chainId])
  const user = account ?? zeroAddress
  const reads = useMemo((): BatchedRead[] => {
    if (!target) return []
    const { vote, good } = target
    return [
      { address: vote, abi: votePageAbi, functionName: 'depositInfo', args: [user] },
      { address: vote, abi: votePageAbi, functionName: 'depositTotal' },
      { address: vote, abi: votePageAbi, functionName: 'depositCap' },
      { address: vote, abi: votePageAbi, functionName: 'startTime' },
      { address: vote, abi: votePageAbi, functionName: 'endTime' },
      { address: good.address, abi: erc20ReadAbi, functionName: 'balanceOf', args: [user] },
      { address: good.address, abi: erc20ReadAbi, functionName: 'allowance', args: [user, vote] },
    ]
  }, [target, user])
  const { values, refetch } = useBatchedReads(chainId, reads, !!target, true)
  const state = useMemo((): VoteState | undefined => {
    if (!values || values.some((v) => v === undefined)) return undefined
    const [info, total, cap, start, end, balance, allowance] = values as [
      readonly [bigint, bigint],
      bigint,
      bigint,
      bigint,
      bigint,
      bigint,
      bigint,
    ]
    return { deposited: info[0], earned: info[1], total, cap, start, end, balance, allowance }
  }, [values])
  return { target, state, refetch }
}
