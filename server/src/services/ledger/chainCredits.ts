import { and, count, eq, gt, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { chainCredits } from '../../db/schema'
import { raiseAlert } from '../console/alerts'
import type { SourceLog } from '../indexer/eventSource'
import type { DebtLine } from './debtFallback'
import { type EntryInput, postEntry } from './postEntry'
import { reverseEntry } from './reverseEntry'

/** The ledger kind of a reorg's compensating entry (bill: "reversed, block dropped by the chain"). */
export const CHAIN_REVERSAL_KIND = 'chain_reversal'

export interface ReversedCredit {
  chainId: number
  source: string
  txHash: string
  logIndex: number
  blockNumber: number
  entryKey: string
  reversalKey: string
  /** Accounts the reversal drove into debt, with the amounts. */
  debts: DebtLine[]
}

/**
 * Posts what a source writes for one chain log and records it as that log's live credit, once: a log that already
 * has a live credit posts nothing (a range read again). A log whose earlier credit a reorg reversed, mined again,
 * is credited again under `<key>:<n>` (n = earlier credits of the log). Returns whether it posted.
 */
export async function creditLog(
  tx: Db,
  chainId: number,
  source: string,
  log: SourceLog,
  entry: EntryInput,
): Promise<boolean> {
  const txHash = log.txHash.toLowerCase()
  const same = and(
    eq(chainCredits.chainId, chainId),
    eq(chainCredits.source, source),
    eq(chainCredits.txHash, txHash),
    eq(chainCredits.logIndex, log.logIndex),
  )
  const [live] = await tx
    .select({ id: chainCredits.id })
    .from(chainCredits)
    .where(and(same, isNull(chainCredits.reversalKey)))
  if (live) return false
  const [earlier] = await tx.select({ n: count() }).from(chainCredits).where(same)
  const n = Number(earlier?.n ?? 0)
  const key = n === 0 ? entry.key : `${entry.key}:${n}`
  const posted = await postEntry(tx, { ...entry, key })
  await tx
    .insert(chainCredits)
    .values({
      chainId,
      source,
      txHash,
      logIndex: log.logIndex,
      blockNumber: log.blockNumber,
      blockHash: log.blockHash.toLowerCase(),
      entryKey: key,
    })
    // Two instances reading one range at once (no lock between them): the entry posted once, one row.
    .onConflictDoNothing()
  return posted.created
}

/**
 * A reorg dropped the blocks above `block`: every live credit a source posted there is reversed by a compensating
 * entry (`reversal:<key>`, kind `chain_reversal`), in the indexer's transaction with the cursor rewind. What the
 * credited accounts no longer hold becomes their debt (see withDebtFallback); the caller reports those.
 */
export async function reverseCreditsAbove(
  tx: Db,
  chainId: number,
  source: string,
  block: number,
): Promise<ReversedCredit[]> {
  const credits = await tx
    .select()
    .from(chainCredits)
    .where(
      and(
        eq(chainCredits.chainId, chainId),
        eq(chainCredits.source, source),
        gt(chainCredits.blockNumber, block),
        isNull(chainCredits.reversalKey),
      ),
    )
    .orderBy(chainCredits.id)
  const reversed: ReversedCredit[] = []
  for (const credit of credits.reverse()) {
    const reversalKey = `reversal:${credit.entryKey}`
    const { debts } = await reverseEntry(tx, credit.entryKey, reversalKey, CHAIN_REVERSAL_KIND)
    const debt = debts.reduce((sum, d) => sum + d.amount, 0n)
    await tx
      .update(chainCredits)
      .set({ reversalKey, reversedAt: new Date(), debt: debt.toString() })
      .where(eq(chainCredits.id, credit.id))
    reversed.push({
      chainId,
      source,
      txHash: credit.txHash,
      logIndex: credit.logIndex,
      blockNumber: credit.blockNumber,
      entryKey: credit.entryKey,
      reversalKey,
      debts,
    })
  }
  // The operator hears of it at once (console alert `reorg_reversal`, in the rewind's transaction): one open
  // alert per chain, its detail the latest reversal.
  if (reversed.length) {
    const debt = reversed.reduce((sum, r) => sum + r.debts.reduce((s, d) => s + d.amount, 0n), 0n)
    await raiseAlert(tx, {
      kind: 'reorg_reversal',
      chainId,
      detail: {
        source,
        block,
        credits: reversed.length,
        debts: debt.toString(),
        entry_keys: reversed.map((r) => r.entryKey).slice(0, 20),
      },
    })
  }
  return reversed
}
