import { and, eq, gt } from 'drizzle-orm'
import { erc20Abi, getAbiItem } from 'viem'
import { equityArrivals } from '../../db/schema'
import { contractSetKey, type EventSource } from '../../services/indexer/eventSource'
import { coinsByContract } from '../../services/indexer/sources/deposits'
import { SYSTEM, systemAccount } from '../../services/ledger/accounts'
import { creditLog, reverseCreditsAbove } from '../../services/ledger/chainCredits'

const transferEvent = getAbiItem({ abi: erc20Abi, name: 'Transfer' })

/** The ledger's mirror of what reached a chain's equity sink (allowed below zero, like every `external:`). */
export const equitySinkAccount = (chainId: number) => `external:equity-sink:${chainId}`
/** The pool the daily `equity` run pays the card holders from. */
export const EQUITY_POOL = SYSTEM.pool('equity')

/**
 * PHO arriving at the deployment's equity sink (docs/decisions/0070-equity-pool.md): every confirmed PHO
 * Transfer to the sink is one `equity_arrivals` row and one ledger entry `equity-arrival:<chain>:<tx>:<log>`
 * (`external:equity-sink:<chain>` → `pool:equity`), both once per log however often a range is read again. The
 * indexer hands only blocks at depth; a deeper reorg deletes the rows and reverses the credits above it.
 */
export const equityArrivalsSource: EventSource = {
  name: 'equity',
  plan: (deployment) => {
    const sink = deployment.equitySink
    if (!sink) return null
    return {
      setKey: contractSetKey('equity', deployment.startBlock, [deployment.contracts.pho, sink]),
      fromBlock: deployment.startBlock,
      addresses: [deployment.contracts.pho],
      events: [transferEvent],
    }
  },
  store: async (tx, chainId, logs, deployment) => {
    const sink = deployment.equitySink?.toLowerCase()
    if (!sink) return
    const arrivals = logs.filter((log) => {
      const { from, to, value } = log.args as { from: string; to: string; value: bigint }
      // The sink moving PHO to itself is no arrival.
      return to.toLowerCase() === sink && from.toLowerCase() !== sink && value > 0n
    })
    if (arrivals.length === 0) return
    const phoCoin = (await coinsByContract(tx, deployment)).get(deployment.contracts.pho.toLowerCase())
    for (const log of arrivals) {
      const value = (log.args as { value: bigint }).value
      const [row] = await tx
        .insert(equityArrivals)
        .values({
          chainId,
          txHash: log.txHash.toLowerCase(),
          logIndex: log.logIndex,
          blockNumber: log.blockNumber,
          blockTime: new Date(log.blockTime * 1000),
          amount: value.toString(),
        })
        .onConflictDoNothing()
        .returning({ logIndex: equityArrivals.logIndex })
      if (!row || phoCoin === undefined) continue
      await creditLog(tx, chainId, 'equity', log, {
        key: `equity-arrival:${chainId}:${log.txHash.toLowerCase()}:${log.logIndex}`,
        kind: 'equity_arrival',
        lines: [
          { account: systemAccount(equitySinkAccount(chainId), phoCoin), amount: -value },
          { account: systemAccount(EQUITY_POOL, phoCoin), amount: value },
        ],
      })
    }
  },
  // A reorg's dropped blocks: their rows go, their pool credits are reversed (a pool already paid out is in debt).
  rollback: async (tx, chainId, block) => {
    await tx
      .delete(equityArrivals)
      .where(and(eq(equityArrivals.chainId, chainId), gt(equityArrivals.blockNumber, block)))
    return reverseCreditsAbove(tx, chainId, 'equity', block)
  },
}
