import { pairAbi } from '@phoswap/core/abi/pairAbi'
import { and, eq, gt } from 'drizzle-orm'
import { getAbiItem } from 'viem'
import { pairSyncs } from '../../../db/schema'
import { contractSetKey, type EventSource } from '../eventSource'

const syncEvent = getAbiItem({ abi: pairAbi, name: 'Sync' })

/** Every Sync event of the deployment's pairs: the reserves behind quotes and price history. */
export const pairSyncsSource: EventSource = {
  name: 'pairs',
  plan: (deployment) => {
    const addresses = deployment.pairs.map((p) => p.address)
    if (addresses.length === 0) return null
    // Same key as before sources existed, so a running database resumes where it stood.
    const setKey = contractSetKey('pairs', deployment.startBlock, addresses)
    return { setKey, fromBlock: deployment.startBlock, addresses, events: [syncEvent] }
  },
  store: async (tx, chainId, logs) => {
    const rows = logs.map((log) => {
      const args = log.args as { reserve0: bigint; reserve1: bigint }
      return {
        chainId,
        pair: log.address,
        blockNumber: log.blockNumber,
        blockHash: log.blockHash,
        logIndex: log.logIndex,
        txHash: log.txHash,
        reserve0: args.reserve0.toString(),
        reserve1: args.reserve1.toString(),
        blockTime: log.blockTime,
      }
    })
    for (let i = 0; i < rows.length; i += 500) {
      await tx
        .insert(pairSyncs)
        .values(rows.slice(i, i + 500))
        .onConflictDoNothing()
    }
  },
  rollback: async (tx, chainId, block) => {
    await tx.delete(pairSyncs).where(and(eq(pairSyncs.chainId, chainId), gt(pairSyncs.blockNumber, block)))
  },
}
