import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { AppError } from '../../errors'
import type { LedgerKind } from '../../i18n/billKinds'
import type { AccountRef } from './accounts'

export interface LedgerLine {
  account: AccountRef
  /** Signed base units: positive credits the account, negative debits it. */
  amount: bigint
}

export interface EntryInput {
  /** Idempotency key, e.g. `deposit:<chain>:<tx>:<logIndex>`, `settle:<source>:<period>:<user>`. */
  key: string
  /** What happened: a kind with its bill texts in every language (i18n/billKinds.ts). */
  kind: LedgerKind
  lines: LedgerLine[]
}

export interface PostedEntry {
  entryId: number
  /** false: the key was posted before; nothing was posted now. */
  created: boolean
}

/** Checked again by `ledger_post`; here so a caller's mistake says where it is. */
function assertBalanced(input: EntryInput): void {
  if (input.key.length === 0 || input.key.length > 200) throw new Error('ledger: key must be 1 to 200 characters')
  if (input.lines.length < 2) throw new Error(`ledger: entry ${input.key} needs two lines or more`)
  const sums = new Map<number, bigint>()
  for (const line of input.lines) {
    if (line.amount === 0n) throw new Error(`ledger: entry ${input.key} has a zero line`)
    sums.set(line.account.coinId, (sums.get(line.account.coinId) ?? 0n) + line.amount)
  }
  for (const [coin, sum] of sums) {
    if (sum !== 0n) throw new Error(`ledger: entry ${input.key} sums to ${sum} in coin ${coin}`)
  }
}

/** The balance CHECK refused an update: an account would go below zero (drizzle wraps the error in `cause`). */
function overdrawn(error: unknown): boolean {
  for (
    let e = error, depth = 0;
    e && typeof e === 'object' && depth < 3;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const { code, constraint, message } = e as { code?: unknown; constraint?: unknown; message?: unknown }
    if (code !== '23514') continue
    // pg names the constraint; PGlite may only say it in the message.
    if (constraint === 'ledger_accounts_balance_check') return true
    if (String(message ?? '').includes('ledger_accounts_balance_check')) return true
  }
  return false
}

/**
 * Posts one journal entry: its postings and the cached balances they change, in one statement (so atomic on its
 * own, and part of `db` when that is a transaction). A key posted before returns that entry and posts nothing.
 * An account that would go below zero refuses the whole entry with `insufficient_balance`; inside a caller's
 * transaction that error also aborts the transaction (PostgreSQL), so let it propagate.
 */
export async function postEntry(db: Db, input: EntryInput): Promise<PostedEntry> {
  assertBalanced(input)
  const lines = JSON.stringify(
    input.lines.map((l) => ({
      owner: l.account.owner,
      coin: l.account.coinId,
      bucket: l.account.bucket,
      amount: l.amount.toString(),
    })),
  )
  try {
    const result = await db.execute<{ entry_id: string | number; created: boolean }>(
      sql`select entry_id, created from ledger_post(${input.key}, ${input.kind}, ${lines}::jsonb)`,
    )
    const row = (result as unknown as { rows: { entry_id: string | number; created: boolean }[] }).rows[0]!
    return { entryId: Number(row.entry_id), created: row.created }
  } catch (error) {
    if (overdrawn(error)) throw new AppError('insufficient_balance', `ledger: entry ${input.key} would overdraw`)
    throw error
  }
}
