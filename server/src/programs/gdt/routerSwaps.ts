import { pairAbi } from '@phoswap/core/abi/pairAbi'
import type { Deployment } from '@phoswap/core/deployments'
import { and, eq, gt } from 'drizzle-orm'
import { getAbiItem } from 'viem'
import type { Db } from '../../db/client'
import { routerSwaps } from '../../db/schema'
import { contractSetKey, type EventSource } from '../../services/indexer/eventSource'

const swapEvent = getAbiItem({ abi: pairAbi, name: 'Swap' })

export interface SwapLog {
  /** Lowercase pair address. */
  address: string
  blockNumber: number
  blockHash: string
  logIndex: number
  txHash: string
  blockTime: number
  args: Record<string, unknown>
}

interface SwapArgs {
  sender: string
  amount0In: bigint
  amount1In: bigint
  amount0Out: bigint
  amount1Out: bigint
  to: string
}

/**
 * The rows a list of Pair `Swap` logs gives: only swaps our router made (`sender` is the router) whose output
 * went to an account rather than to the next pair of a multi-hop path, so each trade counts once, for the account
 * that received it. The trade's volume is its USDT side: the largest USDT amount (in plus out) of any router hop
 * of the transaction, so PHO→USDT→GDT counts the USDT once; a transaction with several trades counts each on its
 * own pair; a trade that never touches USDT counts 0. The logs of a transaction are always in one batch (one block).
 */
export function routerSwapRows(deployment: Deployment, chainId: number, logs: readonly SwapLog[]) {
  const router = deployment.contracts.router.toLowerCase()
  const pairs = new Map(deployment.pairs.map((p) => [p.address.toLowerCase(), p]))
  const usdt = deployment.tokens.find((t) => t.symbol === 'USDT')?.address.toLowerCase()
  const hops = []
  for (const log of logs) {
    const pair = pairs.get(log.address.toLowerCase())
    if (!pair) continue
    const a = log.args as unknown as SwapArgs
    if (a.sender.toLowerCase() !== router) continue
    let usdtSide = 0n
    if (usdt && pair.token0.toLowerCase() === usdt) usdtSide = a.amount0In + a.amount0Out
    else if (usdt && pair.token1.toLowerCase() === usdt) usdtSide = a.amount1In + a.amount1Out
    hops.push({ log, to: a.to.toLowerCase(), usdtSide })
  }
  const txVolume = new Map<string, bigint>()
  const finals = new Map<string, number>()
  for (const h of hops) {
    const tx = h.log.txHash.toLowerCase()
    if (h.usdtSide > (txVolume.get(tx) ?? 0n)) txVolume.set(tx, h.usdtSide)
    if (!pairs.has(h.to)) finals.set(tx, (finals.get(tx) ?? 0) + 1)
  }
  return hops
    .filter((h) => !pairs.has(h.to))
    .map(({ log, to, usdtSide }) => {
      const tx = log.txHash.toLowerCase()
      const usdtVolume = finals.get(tx) === 1 ? (txVolume.get(tx) ?? 0n) : usdtSide
      return {
        chainId,
        pair: log.address.toLowerCase(),
        blockNumber: log.blockNumber,
        blockHash: log.blockHash,
        logIndex: log.logIndex,
        txHash: tx,
        trader: to,
        usdtVolume: usdtVolume.toString(),
        blockTime: log.blockTime,
      }
    })
}

/** Stores router swaps; a swap stored before (by the indexer or a hash check) is left as it is. */
export async function storeRouterSwaps(tx: Db, rows: ReturnType<typeof routerSwapRows>): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    await tx
      .insert(routerSwaps)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing()
  }
}

/** Every Swap of the deployment's pairs made through our router: the facts of the trade and share rewards. */
export const routerSwapsSource: EventSource = {
  name: 'router-swaps',
  plan: (deployment) => {
    const addresses = deployment.pairs.map((p) => p.address)
    if (addresses.length === 0) return null
    const setKey = contractSetKey('router-swaps', deployment.startBlock, [...addresses, deployment.contracts.router])
    return { setKey, fromBlock: deployment.startBlock, addresses, events: [swapEvent] }
  },
  store: async (tx, chainId, logs, deployment) => {
    await storeRouterSwaps(tx, routerSwapRows(deployment, chainId, logs))
  },
  rollback: async (tx, chainId, block) => {
    await tx.delete(routerSwaps).where(and(eq(routerSwaps.chainId, chainId), gt(routerSwaps.blockNumber, block)))
  },
}
