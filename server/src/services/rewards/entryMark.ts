import type { EntryMarkData } from '@phoswap/core/api/reward'
import type { Deployment } from '@phoswap/core/deployments'
import { and, asc, eq, isNull, like, or } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { chainCredits, coins, ledgerAccounts, ledgerEntries, ledgerPostings } from '../../db/schema'
import type { EventSource } from '../indexer/eventSource'
import { indexedUpTo } from '../indexer/indexedUpTo'
import { depositKey } from '../indexer/sources/deposits'

/** What a mark looks for: the credits of one event source, by its per-log key and its entry kind. */
export interface MarkedCredit {
  keyOf: (chainId: number, txHash: string, logIndex: number) => string
  kind: string
}

/** Deposits: `POST /reward/entry-mark`. */
export const DEPOSIT_CREDIT: MarkedCredit = { keyOf: depositKey, kind: 'deposit' }

/**
 * `POST /reward/entry-mark` (and the pack exchanges' `POST /pledge/entry-mark`): what the indexer has credited to
 * `address` for one transaction. It only reads; the indexer alone credits, after the confirmation depth
 * (docs/decisions/0046-deposits.md).
 */
export async function entryMark(
  db: Db,
  address: string,
  chainId: number,
  txHash: string,
  deployment: Deployment | undefined,
  sources: EventSource[],
  credit: MarkedCredit = DEPOSIT_CREDIT,
): Promise<EntryMarkData> {
  // The hash is 0x + 64 hex (schema), so the prefix has no LIKE wildcards.
  const prefix = credit.keyOf(chainId, txHash, 0).replace(/0$/, '')
  const rows = await db
    .select({
      key: ledgerEntries.key,
      logIndex: chainCredits.logIndex,
      coinId: ledgerAccounts.coinId,
      coinEn: coins.coinEn,
      amount: ledgerPostings.amount,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerPostings, eq(ledgerPostings.entryId, ledgerEntries.id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .innerJoin(coins, eq(coins.coinId, ledgerAccounts.coinId))
    .leftJoin(chainCredits, eq(chainCredits.entryKey, ledgerEntries.key))
    .where(
      and(
        like(ledgerEntries.key, `${prefix}%`),
        // A credit a reorg reversed is no credit (one posted before credits were tracked has no row).
        or(isNull(chainCredits.id), isNull(chainCredits.reversalKey)),
        eq(ledgerEntries.kind, credit.kind),
        eq(ledgerAccounts.owner, address.toLowerCase()),
      ),
    )
    .orderBy(asc(ledgerEntries.id))
  const list = rows.map((r) => ({
    log_index: r.logIndex ?? Number(r.key.slice(prefix.length)),
    coin_id: r.coinId,
    coin_en: r.coinEn,
    amount: r.amount.toString(),
  }))
  const upTo = deployment ? await indexedUpTo(db, chainId, deployment, sources) : null
  return { status: list.length > 0 ? 'credited' : 'pending', list, indexed_up_to: upTo }
}
