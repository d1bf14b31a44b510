import { splitEquity } from '@phoswap/core/rewards/equitySplit'
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import { equityArrivals, starCards, users } from '../../db/schema'
import type { Job } from '../../jobs/job'
import { systemAccount } from '../../services/ledger/accounts'
import { postEntries } from '../../services/ledger/postEntries'
import type { EntryInput } from '../../services/ledger/postEntry'
import { coinIdOf } from '../assetPacks/assetPacks'
import { equityAccount } from './equityAccount'
import { EQUITY_POOL } from './equityArrivals'
import { refreshStarCards } from './starCards'

/**
 * The equity pool's day (docs/decisions/0070-equity-pool.md): the PHO that reached the equity sinks and was not
 * paid yet, up to the day's end, is split by core's `splitEquity` among the card holders (cards refreshed first,
 * as of the run) and posted from `pool:equity` to each holder's equity account, one entry per holder and day
 * (`equity:<day>:<address>`). The arrivals are marked with the day, so no PHO is paid twice; what no one is paid
 * stays in the pool. An arrival indexed after its day was run is paid with the next day.
 */
export const settleEquityJob: Job = {
  name: 'equity',
  run: async (tx, period) => {
    await refreshStarCards(tx, period.end)
    const unpaid = and(isNull(equityArrivals.settledPeriod), lt(equityArrivals.blockTime, period.end))
    const [sum] = await tx
      .select({ arrived: sql<string>`coalesce(sum(${equityArrivals.amount}), 0)::text`, n: sql<number>`count(*)::int` })
      .from(equityArrivals)
      .where(unpaid)
    const arrived = BigInt(sum?.arrived ?? '0')
    // The arrivals paid out, for each dividend's record (core's equity.split rule): the chain logs of the tax.
    const arrivals = await tx
      .select({
        chain_id: equityArrivals.chainId,
        tx_hash: equityArrivals.txHash,
        log_index: equityArrivals.logIndex,
        amount: sql<string>`${equityArrivals.amount}::text`,
      })
      .from(equityArrivals)
      .where(unpaid)
      .orderBy(equityArrivals.blockNumber, equityArrivals.logIndex)
    const holders = await tx
      .select({ owner: users.address, level: starCards.level })
      .from(starCards)
      .innerJoin(users, eq(users.id, starCards.userId))
      .where(gt(starCards.level, 0))
    const split = splitEquity(arrived, holders)
    if (split.paid > 0n) {
      const pho = await coinIdOf(tx, 'PHO')
      const atLevel = new Map<number, number>()
      for (const h of holders) atLevel.set(h.level, (atLevel.get(h.level) ?? 0) + 1)
      const entries: EntryInput[] = split.payments.map((pay) => ({
        key: `equity:${period.key}:${pay.owner.toLowerCase()}`,
        kind: 'equity_dividend',
        lines: [
          { account: systemAccount(EQUITY_POOL, pho), amount: -pay.amount },
          { account: equityAccount(pay.owner, pho), amount: pay.amount },
        ],
        explain: {
          rule: 'equity.split',
          job: settleEquityJob.name,
          period: period.key,
          inputs: {
            coin_id: pho,
            arrived: arrived.toString(),
            level: pay.level,
            holders_at_level: atLevel.get(pay.level) ?? 1,
            arrivals,
          },
        },
      }))
      // Batched (docs/decisions/0144-settle-scale.md): a thousand holders per statement.
      await postEntries(tx, entries)
    }
    await tx.update(equityArrivals).set({ settledPeriod: period.key }).where(unpaid)
    return {
      arrivals: sum?.n ?? 0,
      arrived: arrived.toString(),
      holders: split.payments.length,
      paid: split.paid.toString(),
      leftover: split.leftover.toString(),
    }
  },
}
