import { communityStakeAbi } from '@phoswap/core/abi/communityStakeAbi'
import { and, eq, gt } from 'drizzle-orm'
import { getAbiItem } from 'viem'
import { communityStakeEvents } from '../../db/schema'
import { contractSetKey, type EventSource } from '../../services/indexer/eventSource'

const events = [
  getAbiItem({ abi: communityStakeAbi, name: 'Staked' }),
  getAbiItem({ abi: communityStakeAbi, name: 'Claimed' }),
  getAbiItem({ abi: communityStakeAbi, name: 'ScheduleSet' }),
] as const

/** The community stake's Staked, Claimed and ScheduleSet events: the figures of `GET /community/wallet/info`. */
export const communityStakesSource: EventSource = {
  name: 'community-stakes',
  plan: (deployment) => {
    const stake = deployment.contracts.communityStake
    if (!stake) return null
    return {
      setKey: contractSetKey('community-stakes', deployment.startBlock, [stake]),
      fromBlock: deployment.startBlock,
      addresses: [stake],
      events,
    }
  },
  store: async (tx, chainId, logs) => {
    const rows = logs.map((log) => {
      const base = {
        chainId,
        contract: log.address.toLowerCase(),
        blockNumber: log.blockNumber,
        blockHash: log.blockHash,
        logIndex: log.logIndex,
        txHash: log.txHash,
        blockTime: log.blockTime,
      }
      if (log.eventName === 'ScheduleSet') {
        const args = log.args as { releaseStart: bigint; releaseDuration: bigint }
        return {
          ...base,
          kind: 'schedule',
          releaseStart: Number(args.releaseStart),
          releaseDuration: Number(args.releaseDuration),
        }
      }
      const args = log.args as { user: string; amount: bigint }
      return {
        ...base,
        kind: log.eventName === 'Staked' ? 'staked' : 'claimed',
        account: args.user.toLowerCase(),
        amount: args.amount.toString(),
      }
    })
    for (let i = 0; i < rows.length; i += 500) {
      await tx
        .insert(communityStakeEvents)
        .values(rows.slice(i, i + 500))
        .onConflictDoNothing()
    }
  },
  rollback: async (tx, chainId, block) => {
    await tx
      .delete(communityStakeEvents)
      .where(and(eq(communityStakeEvents.chainId, chainId), gt(communityStakeEvents.blockNumber, block)))
  },
}
