import { assignStarCards, parseStarRequirements } from '@phoswap/core/rewards/starCards'
import {
  STAR_CARD_CAP,
  STAR_GIFTS_GDT,
  STAR_REQUIREMENTS,
  type StarRequirement,
  starLevel,
} from '@phoswap/core/rewards/starLevel'
import { eq, gt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { coins, starCards, users } from '../../db/schema'
import { SYSTEM, systemAccount, userAccount } from '../../services/ledger/accounts'
import { postEntries } from '../../services/ledger/postEntries'
import type { EntryInput } from '../../services/ledger/postEntry'
import { getSetting } from '../../services/settings'
import { TREE_LOCK } from '../../services/team/treeLock'
import { coinIdOf } from '../assetPacks/assetPacks'

export const STAR_THRESHOLDS_SETTING = 'star_thresholds'
/** The pool the level gifts are paid from (`npm run admin -- pool fund --pool star-gifts`). */
export const STAR_GIFTS_POOL = SYSTEM.pool('star-gifts')

/** The star thresholds: the operator setting `star_thresholds`, else the spec's (core STAR_REQUIREMENTS). */
export async function starRequirements(db: Db): Promise<readonly StarRequirement[]> {
  const text = await getSetting(db, STAR_THRESHOLDS_SETTING)
  return (text && parseStarRequirements(text)) || STAR_REQUIREMENTS
}

type Rows<T> = { rows: T[] }
interface FactRow {
  user_id: string | number
  own_tvl: string
  team_tvl: string
  valid_direct: number
  team_valid: number
  lines: number
  qualified_at: string | Date | null
  level: number | null
}

/**
 * Sets every user's star card from the kept team facts under the worldwide cap (core `assignStarCards`): the
 * candidates are the users meeting star 1 and the current holders; a user who stops meeting star 1 loses the
 * place in line. Takes TREE_LOCK, so the facts do not move meanwhile. Returns the rows changed.
 */
export async function refreshStarCards(tx: Db, now: Date): Promise<number> {
  await tx.execute(TREE_LOCK)
  const reqs = await starRequirements(tx)
  const r1 = reqs[0]!
  const result = (await tx.execute(sql`
    select t.user_id, t.own_tvl, t.team_tvl, t.valid_direct, t.team_valid, t.lines, c.qualified_at, c.level
    from team_facts t left join star_cards c on c.user_id = t.user_id
    where (t.own_tvl >= ${r1.ownTvl.toString()}::numeric and t.team_tvl >= ${r1.teamTvl.toString()}::numeric
      and t.valid_direct >= ${r1.validDirect} and t.team_valid >= ${r1.teamValid} and t.lines >= ${r1.lines})
      or c.level > 0 or c.qualified_at is not null`)) as unknown as Rows<FactRow>
  const rows = result.rows.map((r) => {
    const level = starLevel(
      {
        ownTvl: BigInt(r.own_tvl),
        teamTvl: BigInt(r.team_tvl),
        validDirect: r.valid_direct,
        teamValid: r.team_valid,
        lines: r.lines,
      },
      reqs,
    )
    const qualifiedAt = level > 0 ? (r.qualified_at ? new Date(r.qualified_at) : now) : null
    return { userId: Number(r.user_id), level, teamTvl: BigInt(r.team_tvl), qualifiedAt, old: r }
  })
  const levels = assignStarCards(
    rows
      .filter((r) => r.qualifiedAt)
      .map((r) => ({ userId: r.userId, level: r.level, qualifiedAt: r.qualifiedAt!.getTime(), teamTvl: r.teamTvl })),
    STAR_CARD_CAP,
  )
  const changes: { user_id: number; level: number; qualified_at: string | null }[] = []
  for (const r of rows) {
    const level = levels.get(r.userId) ?? 0
    const oldAt = r.old.qualified_at ? new Date(r.old.qualified_at).getTime() : null
    if (level === (r.old.level ?? -1) && (r.qualifiedAt?.getTime() ?? null) === oldAt) continue
    changes.push({ user_id: r.userId, level, qualified_at: r.qualifiedAt?.toISOString() ?? null })
  }
  // A few thousand rows per statement (docs/decisions/0144-settle-scale.md), not one round trip per card.
  for (let from = 0; from < changes.length; from += 5000) {
    const batch = JSON.stringify(changes.slice(from, from + 5000))
    await tx.execute(sql`insert into ${starCards} (user_id, level, qualified_at, updated_at)
      select c.user_id, c.level, c.qualified_at, ${now.toISOString()}::timestamptz
      from jsonb_to_recordset(${batch}::jsonb) as c(user_id bigint, level smallint, qualified_at timestamptz)
      on conflict (user_id) do update
        set level = excluded.level, qualified_at = excluded.qualified_at, updated_at = excluded.updated_at`)
  }
  return changes.length
}

/**
 * Pays each card holder the GDT gift of every level they reached and were not paid for
 * (docs/decisions/0069-star-cards.md): one entry per user and level, `star-gift:<address>:<level>`, from
 * `pool:star-gifts`. A downgrade keeps `gifted_level`, so climbing back pays nothing twice; the key makes it so even if
 * the row were lost. A dry pool refuses (`insufficient_balance`) and, inside the caller's transaction, pays nobody: the
 * next run pays.
 */
export async function payStarGifts(
  tx: Db,
  run?: { job: string; period: string },
): Promise<{ gifts: number; paid: bigint }> {
  const due = await tx
    .select({ userId: starCards.userId, level: starCards.level, gifted: starCards.giftedLevel, address: users.address })
    .from(starCards)
    .innerJoin(users, eq(users.id, starCards.userId))
    .where(gt(starCards.level, starCards.giftedLevel))
    .for('update', { of: starCards })
  if (due.length === 0) return { gifts: 0, paid: 0n }
  const gdt = await coinIdOf(tx, 'GDT')
  const [coin] = await tx.select({ decimals: coins.decimals }).from(coins).where(eq(coins.coinId, gdt))
  const decimals = coin?.decimals ?? 18
  const unit = 10n ** BigInt(decimals)
  const entries: EntryInput[] = []
  for (const card of due) {
    for (let level = card.gifted + 1; level <= card.level; level++) {
      const gift = STAR_GIFTS_GDT[level - 1]!
      const amount = gift * unit
      entries.push({
        key: `star-gift:${card.address.toLowerCase()}:${level}`,
        kind: 'star_gift',
        lines: [
          { account: systemAccount(STAR_GIFTS_POOL, gdt), amount: -amount },
          { account: userAccount(card.address, gdt), amount },
        ],
        explain: {
          rule: 'star.gift',
          job: run?.job ?? null,
          period: run?.period ?? new Date().toISOString().slice(0, 10),
          inputs: { coin_id: gdt, level, gift_whole: gift.toString(), decimals },
        },
      })
    }
  }
  // Batched (docs/decisions/0144-settle-scale.md): the entries a thousand per statement, the cards in one.
  const posted = await postEntries(tx, entries)
  let gifts = 0
  let paid = 0n
  posted.forEach((entry, i) => {
    if (!entry.created) return
    gifts++
    paid += entries[i]!.lines[1]!.amount
  })
  const levels = JSON.stringify(due.map((card) => ({ user_id: card.userId, level: card.level })))
  await tx.execute(sql`update ${starCards} s set gifted_level = c.level
    from jsonb_to_recordset(${levels}::jsonb) as c(user_id bigint, level smallint) where s.user_id = c.user_id`)
  return { gifts, paid }
}

/**
 * The refresher's step after TVLs moved: cards first (their own transaction, so a dry gift pool never holds a
 * level back), then the gifts due. A refused gift is retried on the next step.
 */
export async function updateStarCards(db: Db): Promise<void> {
  await db.transaction((tx) => refreshStarCards(tx, new Date()))
  const now = new Date()
  await db.transaction((tx) => payStarGifts(tx, { job: STAR_REFRESHER, period: now.toISOString().slice(0, 10) }))
}

/** What a gift's record names as its run when the refresher (not the daily `star-cards` run) paid it. */
export const STAR_REFRESHER = 'star-cards-refresher'
