import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { ledgerAccounts } from '../../db/schema'
import type { Bucket } from './accounts'
import type { LedgerLine } from './postEntry'

/** One account a posting could not take in full from: the rest went to the owner's `debt` bucket of that coin. */
export interface DebtLine {
  owner: string
  coinId: number
  amount: bigint
}

const mayGoNegative = (owner: string, bucket: string) => owner.startsWith('external:') || bucket === 'debt'

/**
 * Lines that must post even when an account no longer holds what they take (a reorg's reversal, a claim seen
 * after its refund, the owner emptying a vault): each debit of an account that may not go below zero takes what
 * the account holds (row locked, so no action spends it meanwhile) and puts the rest on the owner's `debt` bucket
 * of the same coin. An owner with a debt cannot move money out until it is repaid (`assertNoDebt`).
 */
export async function withDebtFallback(
  tx: Db,
  lines: LedgerLine[],
): Promise<{ lines: LedgerLine[]; debts: DebtLine[] }> {
  const net = new Map<string, { line: LedgerLine; amount: bigint }>()
  for (const line of lines) {
    const id = `${line.account.owner}|${line.account.coinId}|${line.account.bucket}`
    const seen = net.get(id)
    net.set(id, { line, amount: (seen?.amount ?? 0n) + line.amount })
  }
  const out: LedgerLine[] = []
  const debts: DebtLine[] = []
  for (const { line, amount } of net.values()) {
    if (amount === 0n) continue
    const { owner, coinId, bucket } = line.account
    if (amount > 0n || mayGoNegative(owner, bucket)) {
      out.push({ account: line.account, amount })
      continue
    }
    const held = await lockedBalance(tx, owner, coinId, bucket)
    const take = held < -amount ? held : -amount
    if (take > 0n) out.push({ account: line.account, amount: -take })
    const rest = -amount - take
    if (rest > 0n) {
      out.push({ account: { owner, coinId, bucket: 'debt' }, amount: -rest })
      debts.push({ owner, coinId, amount: rest })
    }
  }
  return { lines: out, debts }
}

/** An account's balance, its row locked for the rest of the transaction (0 when it has no row yet). */
export async function lockedBalance(tx: Db, owner: string, coinId: number, bucket: Bucket): Promise<bigint> {
  const [row] = await tx
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.owner, owner.toLowerCase()),
        eq(ledgerAccounts.coinId, coinId),
        eq(ledgerAccounts.bucket, bucket),
      ),
    )
    .for('update')
  return row ? BigInt(row.balance) : 0n
}

/** The owner's debts by coin (positive amounts); empty when the owner owes nothing. */
export async function debtsOf(db: Db, owner: string): Promise<Map<number, bigint>> {
  const rows = await db
    .select({ coinId: ledgerAccounts.coinId, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.owner, owner.toLowerCase()),
        eq(ledgerAccounts.bucket, 'debt'),
        sql`${ledgerAccounts.balance} < 0`,
      ),
    )
    // Named: every debit checks it first, so PostgreSQL parses and plans it once per connection.
    .prepare('phoswap_debts_of')
    .execute()
  return new Map(rows.map((r) => [r.coinId, -BigInt(r.balance)]))
}
