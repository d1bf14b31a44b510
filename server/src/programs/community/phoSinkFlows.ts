import { phoTokenAbi } from '@phoswap/core/abi/phoTokenAbi'
import { and, desc, eq, gt, lt, or } from 'drizzle-orm'
import { getAbiItem } from 'viem'
import type { Db } from '../../db/client'
import { phoSinkFlows, phoSinkSets } from '../../db/schema'
import { contractSetKey, type EventSource, type SourceLog } from '../../services/indexer/eventSource'

const sinksSetEvent = getAbiItem({ abi: phoTokenAbi, name: 'SinksSet' })
const transferEvent = getAbiItem({ abi: phoTokenAbi, name: 'Transfer' })
const ZERO = '0x0000000000000000000000000000000000000000'

/** The four tax sinks of PHO (PhoToken.sol), by the name the flows are stored under. */
export const SINK_KINDS = ['liquidity', 'equity', 'burn', 'ecosystem'] as const
export type SinkKind = (typeof SINK_KINDS)[number]
type Sinks = Record<SinkKind, string>

/** The sinks in force just before (block, logIndex), from the stored SinksSet events; null before any. */
async function sinksBefore(tx: Db, chainId: number, block: number, logIndex: number): Promise<Sinks | null> {
  const [row] = await tx
    .select()
    .from(phoSinkSets)
    .where(
      and(
        eq(phoSinkSets.chainId, chainId),
        or(
          lt(phoSinkSets.blockNumber, block),
          and(eq(phoSinkSets.blockNumber, block), lt(phoSinkSets.logIndex, logIndex)),
        ),
      ),
    )
    .orderBy(desc(phoSinkSets.blockNumber), desc(phoSinkSets.logIndex))
    .limit(1)
  return row ? { liquidity: row.liquidity, equity: row.equity, burn: row.burn, ecosystem: row.ecosystem } : null
}

const kindOf = (sinks: Sinks, to: string): SinkKind | undefined => SINK_KINDS.find((kind) => sinks[kind] === to)

/**
 * PHO's tax flows (spec 001: 0.5% LP, 0.5% equity cards, 0.25% burned, 0.25% ecosystem of each buy and sell): every
 * PHO Transfer into one of the sinks in force at that log, from PHO's own SinksSet events. The congress figures
 * (ecosystem = give_out, burn = buy_back) and the LP page read these (docs/decisions/0067-congress-figures.md).
 */
export const phoSinkFlowsSource: EventSource = {
  name: 'pho-sink-flows',
  plan: (deployment) => {
    const pho = deployment.contracts.pho
    return {
      setKey: contractSetKey('pho-sink-flows', deployment.startBlock, [pho]),
      fromBlock: deployment.startBlock,
      addresses: [pho],
      events: [sinksSetEvent, transferEvent],
    }
  },
  store: async (tx, chainId, logs) => {
    const ordered = [...logs].sort((a, b) => a.blockNumber - b.blockNumber || a.logIndex - b.logIndex)
    let sinks: Sinks | null | undefined
    const flows: (typeof phoSinkFlows.$inferInsert)[] = []
    for (const log of ordered) {
      if (log.eventName === 'SinksSet') {
        const args = log.args as Record<`${SinkKind}Sink`, string>
        sinks = {
          liquidity: args.liquiditySink.toLowerCase(),
          equity: args.equitySink.toLowerCase(),
          burn: args.burnSink.toLowerCase(),
          ecosystem: args.ecosystemSink.toLowerCase(),
        }
        await tx
          .insert(phoSinkSets)
          .values({ chainId, blockNumber: log.blockNumber, logIndex: log.logIndex, txHash: log.txHash, ...sinks })
          .onConflictDoNothing()
        continue
      }
      if (sinks === undefined) sinks = await sinksBefore(tx, chainId, log.blockNumber, log.logIndex)
      const flow = sinkFlowOf(log, sinks)
      if (flow) flows.push({ chainId, ...flow })
    }
    for (let i = 0; i < flows.length; i += 500) {
      await tx
        .insert(phoSinkFlows)
        .values(flows.slice(i, i + 500))
        .onConflictDoNothing()
    }
  },
  rollback: async (tx, chainId, block) => {
    await tx.delete(phoSinkFlows).where(and(eq(phoSinkFlows.chainId, chainId), gt(phoSinkFlows.blockNumber, block)))
    await tx.delete(phoSinkSets).where(and(eq(phoSinkSets.chainId, chainId), gt(phoSinkSets.blockNumber, block)))
  },
}

function sinkFlowOf(log: SourceLog, sinks: Sinks | null) {
  if (!sinks) return null
  const { from, to, value } = log.args as { from: string; to: string; value: bigint }
  const sink = kindOf(sinks, to.toLowerCase())
  // a mint is no tax; a sink moving its own PHO to itself is no inflow
  if (!sink || value <= 0n || from.toLowerCase() === ZERO || from.toLowerCase() === to.toLowerCase()) return null
  return {
    blockNumber: log.blockNumber,
    blockHash: log.blockHash,
    logIndex: log.logIndex,
    txHash: log.txHash,
    sink,
    amount: value.toString(),
    blockTime: log.blockTime,
  }
}
