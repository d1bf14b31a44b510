import type { LedgerLatestData } from '@phoswap/core/api/console'
import type { BooksReport } from '@phoswap/core/api/ledger'
import { desc } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { ledgerChecks } from '../../db/schema'
import type { ChainSeam } from '../chain/chainSeam'
import { chainCoverage } from '../ledger/chainCoverage'
import { checkBooks } from '../ledger/checkBooks'
import { checkLiabilities } from '../liabilities/checkLiabilities'
import { raiseAlert } from './alerts'

export type CheckTrigger = 'on_demand' | 'settlement'

/**
 * Proves the books (the ledger's own sums and each chain's vault against what the ledger owes), stores the report
 * and, when it found a difference, raises `books_differ` (once while open).
 */
export async function checkAndStoreBooks(
  db: Db,
  chain: ChainSeam,
  pools: readonly { account: string; program: string }[],
  trigger: CheckTrigger,
): Promise<BooksReport> {
  const [books, chains, liabilities] = await Promise.all([
    checkBooks(db, pools),
    chainCoverage(db, chain),
    checkLiabilities(db),
  ])
  const chainsDiffer = chains.some((c) => c.non_canonical.length > 0 || c.coins.some((coin) => !coin.exact))
  // The latest liabilities snapshots' root sums against what the books owed at their blocks.
  const owed = liabilities.every((l) => l.ok)
  const report: BooksReport = { ...books, ok: books.ok && !chainsDiffer && owed, chains, liabilities }
  await db.insert(ledgerChecks).values({ trigger, ok: report.ok, report })
  if (!report.ok) {
    await raiseAlert(db, {
      kind: 'books_differ',
      detail: {
        mismatch_count: report.mismatch_count,
        unbalanced_count: report.unbalanced_count,
        negative_count: report.negative_count,
        debt_count: report.debt_count,
        chains_differ: chains
          .filter((c) => c.non_canonical.length > 0 || c.coins.some((x) => !x.exact))
          .map((c) => c.chain_id),
        liabilities_differ: liabilities.filter((l) => !l.ok).map((l) => ({ chain_id: l.chain_id, coin_id: l.coin_id })),
      },
    })
  }
  return report
}

export async function latestBooks(db: Db): Promise<LedgerLatestData> {
  const [row] = await db.select().from(ledgerChecks).orderBy(desc(ledgerChecks.id)).limit(1)
  if (!row) return { checked_at: null, trigger: null, report: null }
  return {
    checked_at: row.checkedAt.toISOString(),
    trigger: row.trigger as CheckTrigger,
    report: row.report as BooksReport,
  }
}
