import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { coins, ledgerAccounts, ledgerEntries, ledgerPostings, rewardExplanations } from '../../db/schema'

export interface BillRow {
  postingId: number
  entryId: number
  /** The entry is a reward that records why (reward_explanations). */
  explained: boolean
  kind: string
  /** The entry's idempotency key (names the thing it moved for, e.g. `gg:join:<group>:<address>`). */
  key: string
  createdAt: Date
  coinId: number
  coinEn: string
  bucket: string
  /** Signed base units. */
  amount: bigint
}

/**
 * A user's bills, newest first: their postings with the entry's kind and time. Read from the postings, never a
 * second record; only the owner's own accounts are ever joined. `entries` narrows them to some entries (a feature's
 * own bills, e.g. by key prefix and kind).
 */
export async function billsOf(
  db: Db,
  owner: string,
  page: number,
  pageSize: number,
  entries?: SQL,
): Promise<{ rows: BillRow[]; total: number }> {
  const mine = eq(ledgerAccounts.owner, owner.toLowerCase())
  const where = entries ? and(mine, entries) : mine
  const [rows, [total]] = await Promise.all([
    db
      .select({
        postingId: ledgerPostings.id,
        entryId: ledgerEntries.id,
        explained: sql<boolean>`${rewardExplanations.entryId} is not null`,
        kind: ledgerEntries.kind,
        key: ledgerEntries.key,
        createdAt: ledgerEntries.createdAt,
        coinId: ledgerAccounts.coinId,
        coinEn: coins.coinEn,
        bucket: ledgerAccounts.bucket,
        amount: ledgerPostings.amount,
      })
      .from(ledgerPostings)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
      .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
      .innerJoin(coins, eq(coins.coinId, ledgerAccounts.coinId))
      .leftJoin(rewardExplanations, eq(rewardExplanations.entryId, ledgerEntries.id))
      .where(where)
      .orderBy(desc(ledgerPostings.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    entries
      ? db
          .select({ n: count() })
          .from(ledgerPostings)
          .innerJoin(ledgerAccounts, and(eq(ledgerAccounts.id, ledgerPostings.accountId), mine))
          .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
          .where(entries)
      : db
          .select({ n: count() })
          .from(ledgerPostings)
          .innerJoin(ledgerAccounts, and(eq(ledgerAccounts.id, ledgerPostings.accountId), mine)),
  ])
  return { rows: rows.map((r) => ({ ...r, amount: BigInt(r.amount) })), total: Number(total?.n ?? 0) }
}
