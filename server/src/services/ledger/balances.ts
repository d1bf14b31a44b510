import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { ledgerAccounts } from '../../db/schema'

export interface CoinBalance {
  usable: bigint
  frozen: bigint
  /** What the owner owes after a reversal (positive; 0 when nothing). */
  debt: bigint
}

/** The cached balances of one owner by coin id; a coin without an account is absent (zero). */
export async function balancesOf(db: Db, owner: string, coinIds?: number[]): Promise<Map<number, CoinBalance>> {
  const rows = await db
    .select({ coinId: ledgerAccounts.coinId, bucket: ledgerAccounts.bucket, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(eq(ledgerAccounts.owner, owner.toLowerCase()), coinIds ? inArray(ledgerAccounts.coinId, coinIds) : undefined),
    )
  const out = new Map<number, CoinBalance>()
  for (const row of rows) {
    const one = out.get(row.coinId) ?? { usable: 0n, frozen: 0n, debt: 0n }
    if (row.bucket === 'usable') one.usable = BigInt(row.balance)
    else if (row.bucket === 'frozen') one.frozen = BigInt(row.balance)
    else if (row.bucket === 'debt') one.debt = -BigInt(row.balance)
    out.set(row.coinId, one)
  }
  return out
}
