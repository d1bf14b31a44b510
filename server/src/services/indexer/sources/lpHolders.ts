import { farmAbi } from '@phoswap/core/abi/farmAbi'
import { pairAbi } from '@phoswap/core/abi/pairAbi'
import { sql } from 'drizzle-orm'
import { getAbiItem } from 'viem'
import { teamFacts, users } from '../../../db/schema'
import { contractSetKey, type EventSource } from '../eventSource'

const events = [
  getAbiItem({ abi: pairAbi, name: 'Transfer' }),
  getAbiItem({ abi: farmAbi, name: 'Deposit' }),
  getAbiItem({ abi: farmAbi, name: 'Withdraw' }),
  getAbiItem({ abi: farmAbi, name: 'EmergencyWithdraw' }),
]

/**
 * LP token transfers of our pairs and stakes in our farms: each names users whose own TVL changed. The source
 * stores no figure; it marks those users for a re-read from the chain (team program, issue 12). A reorg needs no
 * undo: a re-read is harmless.
 */
export const lpHoldersSource: EventSource = {
  name: 'lpHolders',
  plan: (deployment) => {
    const addresses = [...deployment.pairs.map((p) => p.address), ...(deployment.farms ?? []).map((f) => f.address)]
    if (deployment.pairs.length === 0) return null
    return {
      setKey: contractSetKey('lpHolders', deployment.startBlock, addresses),
      fromBlock: deployment.startBlock,
      addresses,
      events,
    }
  },
  store: async (tx, _chainId, logs) => {
    const touched = new Set<string>()
    for (const log of logs) {
      for (const key of ['from', 'to', 'user']) {
        const value = log.args[key]
        if (typeof value === 'string') touched.add(value.toLowerCase())
      }
    }
    if (touched.size === 0) return
    const list = sql.join(
      [...touched].map((a) => sql`${a}`),
      sql`, `,
    )
    await tx.execute(sql`
      insert into ${teamFacts} (user_id, parent_id, refresh_due)
      select id, parent_id, now() from ${users} where address in (${list})
      on conflict (user_id) do update set refresh_due = coalesce(${teamFacts.refreshDue}, excluded.refresh_due)`)
  },
  rollback: async () => {},
}
