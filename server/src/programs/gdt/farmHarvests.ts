import { farmAbi } from '@phoswap/core/abi/farmAbi'
import { and, eq, gt } from 'drizzle-orm'
import { getAbiItem } from 'viem'
import { farmHarvests } from '../../db/schema'
import { contractSetKey, type EventSource } from '../../services/indexer/eventSource'

const harvestEvent = getAbiItem({ abi: farmAbi, name: 'Harvest' })

/** Every Harvest of the deployment's farms: PHO a user took from a pool, the facts of the GDT mining reward. */
export const farmHarvestsSource: EventSource = {
  name: 'farm-harvests',
  plan: (deployment) => {
    const addresses = (deployment.farms ?? []).map((f) => f.address)
    if (addresses.length === 0) return null
    const setKey = contractSetKey('farm-harvests', deployment.startBlock, addresses)
    return { setKey, fromBlock: deployment.startBlock, addresses, events: [harvestEvent] }
  },
  store: async (tx, chainId, logs) => {
    const rows = logs.map((log) => {
      const args = log.args as { user: string; pid: bigint; amount: bigint }
      return {
        chainId,
        farm: log.address.toLowerCase(),
        pid: Number(args.pid),
        user: args.user.toLowerCase(),
        amount: args.amount.toString(),
        blockNumber: log.blockNumber,
        blockHash: log.blockHash,
        logIndex: log.logIndex,
        txHash: log.txHash.toLowerCase(),
        blockTime: log.blockTime,
      }
    })
    for (let i = 0; i < rows.length; i += 500) {
      await tx
        .insert(farmHarvests)
        .values(rows.slice(i, i + 500))
        .onConflictDoNothing()
    }
  },
  rollback: async (tx, chainId, block) => {
    await tx.delete(farmHarvests).where(and(eq(farmHarvests.chainId, chainId), gt(farmHarvests.blockNumber, block)))
  },
}
