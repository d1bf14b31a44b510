import type { StarCardInfo } from '@phoswap/core/api/team'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { ledgerAccounts, ledgerEntries, ledgerPostings, starCards, teamFacts } from '../../db/schema'
import { coinIdOf } from '../assetPacks/assetPacks'
import { equityAccount } from './equityAccount'

/** The holder's equity figures: every dividend ever paid, and what is paid and not yet claimed. */
async function equityOf(db: Db, address: string): Promise<{ total: string; usable: string }> {
  const pho = await coinIdOf(db, 'PHO')
  const account = equityAccount(address, pho)
  const [row] = await db
    .select({
      usable: ledgerAccounts.balance,
      total: sql<string>`coalesce((select sum(p.amount) from ${ledgerPostings} p join ${ledgerEntries} e on e.id = p.entry_id
        where p.account_id = ledger_accounts.id and e.kind = 'equity_dividend'), 0)::text`,
    })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.owner, account.owner),
        eq(ledgerAccounts.coinId, pho),
        eq(ledgerAccounts.bucket, account.bucket),
      ),
    )
  return { total: row?.total ?? '0', usable: row?.usable ?? '0' }
}

/**
 * GET /starcard/info from the kept team facts and the user's card as the worldwide cap left it (star_cards, kept
 * by the refresher and the daily runs), with the equity dividends paid to them.
 */
export async function starCardInfo(db: Db, userId: number, address: string): Promise<StarCardInfo> {
  const [f] = await db.select().from(teamFacts).where(eq(teamFacts.userId, userId))
  const [card] = await db.select({ level: starCards.level }).from(starCards).where(eq(starCards.userId, userId))
  const equity = await equityOf(db, address)
  return {
    total_distribution: equity.total,
    star_card_level: card?.level ?? 0,
    self_tvl: f?.ownTvl ?? '0',
    team_tvl: f?.teamTvl ?? '0',
    dr_valid_num: f?.validDirect ?? 0,
    team_valid_num: f?.teamValid ?? 0,
    usable: equity.usable,
  }
}
