import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { AppError } from '../../errors'
import { type Bucket, userAccount } from './accounts'
import { type DebtLine, debtsOf, lockedBalance, withDebtFallback } from './debtFallback'
import { type LedgerLine, type NonRewardKind, postEntry } from './postEntry'

export interface Reversal {
  /** The reversal's entry key; null when the entry to reverse does not exist. */
  key: string | null
  created: boolean
  debts: DebtLine[]
}

/**
 * Posts the compensating entry of `key` under `reversalKey`: every line negated, history kept. What an account
 * no longer holds goes to its owner's `debt` bucket (see withDebtFallback). Posting the same reversal key again
 * posts nothing.
 */
export async function reverseEntry(tx: Db, key: string, reversalKey: string, kind: NonRewardKind): Promise<Reversal> {
  const result = await tx.execute<{ owner: string; coin_id: number; bucket: string; amount: string }>(
    sql`select a.owner, a.coin_id, a.bucket, p.amount::text as amount
      from ledger_entries e join ledger_postings p on p.entry_id = e.id join ledger_accounts a on a.id = p.account_id
      where e.key = ${key} order by p.id`,
  )
  const postings = (result as unknown as { rows: { owner: string; coin_id: number; bucket: string; amount: string }[] })
    .rows
  if (postings.length === 0) return { key: null, created: false, debts: [] }
  const negated: LedgerLine[] = postings.map((p) => ({
    account: { owner: p.owner, coinId: Number(p.coin_id), bucket: p.bucket as Bucket },
    amount: -BigInt(p.amount),
  }))
  const { lines, debts } = await withDebtFallback(tx, negated)
  const posted = await postEntry(tx, { key: reversalKey, kind, lines })
  return { key: reversalKey, created: posted.created, debts: posted.created ? debts : [] }
}

/**
 * Before money leaves an owner (withdraw, transfer out, group start or join, pledge): a debt a reversal left is
 * repaid from the usable balance of its coin first, inside the caller's transaction; an owner who still owes
 * anything is refused with `in_debt` (and the caller's transaction, repayments included, rolls back).
 */
export async function assertNoDebt(tx: Db, owner: string): Promise<void> {
  const debts = await debtsOf(tx, owner)
  if (debts.size === 0) return
  const left: string[] = []
  for (const [coinId, debt] of debts) {
    const repaid = await repayDebt(tx, owner, coinId)
    if (repaid < debt) left.push(`${debt - repaid} of coin ${coinId}`)
  }
  if (left.length > 0) throw new AppError('in_debt', `${owner} owes ${left.join(', ')}`)
}

/** Moves `amount` of the owner's usable balance into its debt bucket (the debt shrinks by that much). */
async function repay_(tx: Db, owner: string, coinId: number, amount: bigint): Promise<void> {
  await postEntry(tx, {
    key: `debt-repay:${owner.toLowerCase()}:${coinId}:${randomUUID()}`,
    kind: 'debt_repay',
    lines: [
      { account: userAccount(owner, coinId), amount: -amount },
      { account: userAccount(owner, coinId, 'debt'), amount },
    ],
  })
}

/** Repays what the owner can of a debt in this coin from its usable balance (after a deposit arrives). */
export async function repayDebt(tx: Db, owner: string, coinId: number): Promise<bigint> {
  const debt = (await debtsOf(tx, owner)).get(coinId) ?? 0n
  if (debt === 0n) return 0n
  const usable = await lockedBalance(tx, owner, coinId, 'usable')
  const repay = usable < debt ? usable : debt
  if (repay > 0n) await repay_(tx, owner, coinId, repay)
  return repay
}
