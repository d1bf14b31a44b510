import {
  miningRewards,
  poolShortfall,
  shareRewards,
  type TradeFact,
  tradeRewards,
  whiteListRewards,
} from '@phoswap/core/rewards/gdtRewards'
import { and, asc, eq, isNull, lt } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { anyOf } from '../../db/anyOf'
import { farmHarvests, ledgerAccounts, rewardGrants, routerSwapSettlement, routerSwaps, users } from '../../db/schema'
import { AppError } from '../../errors'
import type { Job, JobResult } from '../../jobs/job'
import type { DayPeriod } from '../../jobs/period'
import { systemAccount, userAccount } from '../../services/ledger/accounts'
import { businessAccount } from '../../services/ledger/businessAccount'
import { postEntries } from '../../services/ledger/postEntries'
import type { EntryInput, Explanation } from '../../services/ledger/postEntry'
import { coinIdOf } from '../assetPacks/assetPacks'
import { GDT_POOL, gdtRules } from './gdtSettings'

type Tx = Parameters<Job['run']>[0]

/** The pool's balance, its row locked for the run so two payers cannot both spend it. */
async function lockedPool(tx: Tx, pool: string, coinId: number): Promise<bigint> {
  const [row] = await tx
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.owner, pool), eq(ledgerAccounts.coinId, coinId), eq(ledgerAccounts.bucket, 'usable')))
    .for('update')
  return BigInt(row?.balance ?? 0)
}

/**
 * Pays one source's day whole from its pool into each receiver's earned (`frozen`) bucket, which
 * `POST /order/reward-out` releases to usable, or for trade and share (business earnings) into the receiver's
 * business account, which the business withdraw (`POST /order/custom`) takes out; one entry per (source, day, address). A pool that cannot pay the
 * whole day stops the run with `gdt_pool_short` (rolled back, nothing paid): the operator funds it and reruns.
 */
/** The sources that are business earnings (spec 001 "Business"): paid into `business:<address>`, not the wallet. */
const BUSINESS_SOURCES: ReadonlySet<string> = new Set(['trade', 'share'])

/** The ledger kind of each GDT reward source's payments. */
const GDT_KIND = {
  trade: 'gdt_trade',
  share: 'gdt_share',
  mining: 'gdt_mining',
  'white-list': 'gdt_white_list',
} as const

async function pay(
  tx: Tx,
  source: keyof typeof GDT_KIND,
  pool: string,
  coinId: number,
  day: string,
  due: Map<string, bigint>,
  why: (address: string) => Explanation,
) {
  const short = poolShortfall(due, await lockedPool(tx, pool, coinId))
  if (short > 0n) throw new AppError('gdt_pool_short', `${pool} is ${short} base units short of ${source} for ${day}`)
  let paid = 0n
  const entries: EntryInput[] = []
  // Lower-case hex addresses: code-point order (the order localeCompare gave, without its collation cost).
  for (const [address, amount] of [...due].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    entries.push({
      key: `gdt:${source}:${day}:${address}`,
      kind: GDT_KIND[source],
      lines: [
        { account: systemAccount(pool, coinId), amount: -amount },
        {
          account: BUSINESS_SOURCES.has(source)
            ? businessAccount(address, coinId)
            : userAccount(address, coinId, 'frozen'),
          amount,
        },
      ],
      explain: why(address),
    })
    paid += amount
  }
  // Batched (docs/decisions/0144-settle-scale.md): one statement per thousand receivers, not one each.
  await postEntries(tx, entries)
  return paid
}

function groupBy<T>(rows: readonly T[], keyOf: (row: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>()
  for (const row of rows) {
    const key = keyOf(row)
    const list = out.get(key)
    if (list) list.push(row)
    else out.set(key, [row])
  }
  return out
}

async function inviters(tx: Tx, addresses: string[]): Promise<Map<string, string>> {
  if (addresses.length === 0) return new Map()
  const parent = alias(users, 'parent')
  const rows = await tx
    .select({ address: users.address, inviter: parent.address })
    .from(users)
    .innerJoin(parent, eq(parent.id, users.parentId))
    .where(anyOf(users.address, addresses, 'text'))
  return new Map(rows.map((r) => [r.address, r.inviter]))
}

/**
 * The GDT sources of one day (docs/decisions/0076-gdt-reward-sources.md): trade reward on the router swaps not yet
 * settled that were mined before the day ended (a swap indexed late is paid by the next run), share reward to the
 * direct inviter of each trader, mining reward on the farm harvests not yet settled, and the operator's open
 * white-list grants. Rules are core's; settings the operator's.
 */
export const payGdtRewardsJob: Job = {
  name: 'gdt-rewards',
  run: async (tx, period: DayPeriod) => {
    const gdt = await coinIdOf(tx, 'GDT')
    const rules = await gdtRules(tx)
    const endSec = Math.floor(period.end.getTime() / 1000)
    // Marking the open swaps settled is what claims them: a second run of the day waits on these rows, then finds
    // none open. The wide swap rows are only read (decision 0151).
    const settled = tx.$with('settled').as(
      tx
        .update(routerSwapSettlement)
        .set({ settledDay: period.key })
        .where(and(isNull(routerSwapSettlement.settledDay), lt(routerSwapSettlement.blockTime, endSec)))
        .returning({ swapId: routerSwapSettlement.swapId }),
    )
    const swaps = await tx
      .with(settled)
      .select({
        id: routerSwaps.id,
        trader: routerSwaps.trader,
        usdtVolume: routerSwaps.usdtVolume,
        chainId: routerSwaps.chainId,
        txHash: routerSwaps.txHash,
        logIndex: routerSwaps.logIndex,
      })
      .from(routerSwaps)
      .innerJoin(settled, eq(settled.swapId, routerSwaps.id))
      .orderBy(asc(routerSwaps.id))
    const facts: TradeFact[] = swaps.map((s) => ({ trader: s.trader, usdtVolume: BigInt(s.usdtVolume) }))
    const trade = tradeRewards(facts, rules)
    const parents = await inviters(tx, [...trade.keys()])
    const share = shareRewards(trade, (a) => parents.get(a) ?? null, rules)
    const grants = await tx
      .select({ id: rewardGrants.id, address: rewardGrants.address, amount: rewardGrants.amount })
      .from(rewardGrants)
      .where(
        and(
          eq(rewardGrants.program, 'white-list'),
          isNull(rewardGrants.paidDay),
          lt(rewardGrants.createdAt, period.end),
        ),
      )
      .for('update')
    const harvests = await tx
      .select({
        id: farmHarvests.id,
        user: farmHarvests.user,
        amount: farmHarvests.amount,
        chainId: farmHarvests.chainId,
        txHash: farmHarvests.txHash,
        logIndex: farmHarvests.logIndex,
      })
      .from(farmHarvests)
      .where(and(isNull(farmHarvests.settledDay), lt(farmHarvests.blockTime, endSec)))
      .orderBy(asc(farmHarvests.id))
      .for('update')
    const mining = miningRewards(
      harvests.map((h) => ({ user: h.user, amount: BigInt(h.amount) })),
      rules,
    )
    const whiteList = whiteListRewards(grants.map((g) => ({ ...g, amount: BigInt(g.amount) })))

    // What each payment records (core's gdt.* rules): the address's own facts of the run and the rates it used.
    const run = { job: payGdtRewardsJob.name, period: period.key }
    const swapsOf = groupBy(swaps, (s) => s.trader)
    const harvestsOf = groupBy(harvests, (h) => h.user)
    const grantsOf = groupBy(grants, (g) => g.address)
    const inviteesOf = groupBy(
      [...trade].flatMap(([address, reward]) => {
        const inviter = parents.get(address)
        return inviter && inviter !== address ? [{ inviter, address, trade_reward: reward.toString() }] : []
      }),
      (v) => v.inviter,
    )
    const chainLog = (r: { chainId: number; txHash: string; logIndex: number }) => ({
      chain_id: r.chainId,
      tx_hash: r.txHash,
      log_index: r.logIndex,
    })
    const result: JobResult = { swaps: swaps.length }
    result.trade_paid = (
      await pay(tx, 'trade', GDT_POOL.trade, gdt, period.key, trade, (address) => ({
        ...run,
        rule: 'gdt.trade',
        inputs: {
          coin_id: gdt,
          rate_ppm: rules.tradeRatePpm,
          daily_cap: rules.tradeDailyCap.toString(),
          swaps: (swapsOf.get(address) ?? []).map((s) => ({ id: s.id, ...chainLog(s), usdt_volume: s.usdtVolume })),
        },
      }))
    ).toString()
    result.share_paid = (
      await pay(tx, 'share', GDT_POOL.share, gdt, period.key, share, (address) => ({
        ...run,
        rule: 'gdt.share',
        inputs: {
          coin_id: gdt,
          rate_ppm: rules.shareRatePpm,
          invitees: (inviteesOf.get(address) ?? []).map(({ address, trade_reward }) => ({ address, trade_reward })),
        },
      }))
    ).toString()
    result.mining_paid = (
      await pay(tx, 'mining', GDT_POOL.mining, gdt, period.key, mining, (address) => ({
        ...run,
        rule: 'gdt.mining',
        inputs: {
          coin_id: gdt,
          rate_ppm: rules.miningRatePpm,
          harvests: (harvestsOf.get(address) ?? []).map((h) => ({ id: h.id, ...chainLog(h), amount: h.amount })),
        },
      }))
    ).toString()
    result.white_list_paid = (
      await pay(tx, 'white-list', GDT_POOL.whiteList, gdt, period.key, whiteList, (address) => ({
        ...run,
        rule: 'gdt.white-list',
        inputs: { coin_id: gdt, grants: (grantsOf.get(address) ?? []).map((g) => ({ id: g.id, amount: g.amount })) },
      }))
    ).toString()
    if (harvests.length > 0)
      await tx
        .update(farmHarvests)
        .set({ settledDay: period.key })
        .where(
          anyOf(
            farmHarvests.id,
            harvests.map((r) => r.id),
            'bigint',
          ),
        )
    if (grants.length > 0)
      await tx
        .update(rewardGrants)
        .set({ paidDay: period.key })
        .where(
          anyOf(
            rewardGrants.id,
            grants.map((r) => r.id),
            'bigint',
          ),
        )
    result.traders = trade.size
    result.inviters = share.size
    result.harvests = harvests.length
    result.white_list = whiteList.size
    return result
  },
}
