import type { AirdropClaim, AirdropInfo, AirdropSnapshot } from '@phoswap/core/api/airdrop'
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm'
import { parseUnits } from 'viem'
import type { Db } from '../../db/client'
import { airdropClaims, airdropRewards, coins } from '../../db/schema'
import { AppError } from '../../errors'
import { ruleOfKind } from '../../i18n/billKinds'
import { SYSTEM, systemAccount, userAccount } from '../../services/ledger/accounts'
import { balancesOf } from '../../services/ledger/balances'
import { assertBalanced, explanationRow, linesJson, postEntry } from '../../services/ledger/postEntry'
import type { SignedStatement } from '../../services/rewards/signedEntry'

/** The coin whose holding the airdrop examines (spec 001: hold at least 1 GDT). */
export const GDT_COIN_ID = 6
export const AIRDROP_POOL = SYSTEM.pool('airdrop')

/** The UTC day of a moment, YYYY-MM-DD: one claim per user per such day. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10)
}

type RewardRow = typeof airdropRewards.$inferSelect

/**
 * The offer now with its coin, in one read: the operator's latest setting, or null when there is none or it is off
 * (no coin, or amount 0).
 */
async function currentOffer(db: Db) {
  const [row] = await db
    .select({ reward: airdropRewards, coin: coins })
    .from(airdropRewards)
    .leftJoin(coins, eq(coins.coinId, airdropRewards.coinId))
    .orderBy(desc(airdropRewards.id))
    .limit(1)
  return row && row.reward.coinId !== null && BigInt(row.reward.amount) > 0n ? row : null
}

/** The offer now: the operator's latest setting, or null when there is none or it is off. */
export async function currentReward(db: Db): Promise<RewardRow | null> {
  return (await currentOffer(db))?.reward ?? null
}

async function coinOf(db: Db, coinId: number) {
  const [coin] = await db.select().from(coins).where(eq(coins.coinId, coinId))
  return coin
}

/** The offer, the claim state and the address's holding at today's open (`snapshot`, read by the caller). */
export async function airdropInfo(
  db: Db,
  address: string | undefined,
  now: Date,
  snapshot: AirdropSnapshot,
): Promise<AirdropInfo> {
  const offer = await currentOffer(db)
  const reward = offer?.reward
  const paid = offer?.coin ?? undefined
  const gdt = await coinOf(db, GDT_COIN_ID)
  const day = utcDay(now)
  const claimed = address
    ? (
        await db
          .select({ id: airdropClaims.id })
          .from(airdropClaims)
          .where(and(eq(airdropClaims.address, address.toLowerCase()), eq(airdropClaims.day, day)))
      ).length > 0
    : false
  return {
    id: reward?.id ?? 0,
    hold_examine: reward?.holdExamine ?? '0',
    hold_coin_logo: gdt?.logo ?? '',
    hold_coin_en: gdt?.coinEn ?? 'GDT',
    hold_decimals: gdt?.decimals ?? 18,
    reward_coin_en: paid?.coinEn ?? '',
    reward_coin_logo: paid?.logo ?? '',
    reward_decimals: paid?.decimals ?? 18,
    reward_amount: reward?.amount ?? '0',
    day,
    claimed_today: claimed,
    snapshot,
  }
}

export async function claimCount(db: Db, address: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(airdropClaims)
    .where(eq(airdropClaims.address, address.toLowerCase()))
  return row?.n ?? 0
}

export async function listClaims(db: Db, address: string, page: number, pageSize: number) {
  const owner = address.toLowerCase()
  const rows = await db
    .select({
      id: airdropClaims.id,
      day: airdropClaims.day,
      amount: airdropClaims.amount,
      createdAt: airdropClaims.createdAt,
      coinEn: coins.coinEn,
    })
    .from(airdropClaims)
    .leftJoin(coins, eq(coins.coinId, airdropClaims.coinId))
    .where(eq(airdropClaims.address, owner))
    .orderBy(desc(airdropClaims.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
  const list: AirdropClaim[] = rows.map((r) => ({
    id: r.id,
    day: r.day,
    coin_en: r.coinEn ?? '',
    amount: r.amount,
    created_at: r.createdAt.toISOString(),
  }))
  return { list, total_count: await claimCount(db, owner) }
}

/**
 * One claim, inside the signed action's transaction: the offer the user saw must be the current one (id 0 or a
 * changed offer: 'no reward'); `held`, what the address held at the open of the claim's UTC day (GDT on chain at
 * the day's opening block plus its reward-wallet GDT at 00:00; services/airdrop/snapshot.ts, read before), must
 * reach the required holding; one row per user and UTC day (a unique index, so concurrent claims pay once); the
 * payment is one ledger entry from pool:airdrop, refused (and the claim with it) when the pool cannot pay.
 */
export async function claimAirdrop(
  db: Db,
  input: { address: string; rewardId: number; held: bigint; now: Date },
): Promise<AirdropClaim> {
  const address = input.address.toLowerCase()
  // The offer with its coin before anything is locked: every claim of the day debits the one pool row, so nothing
  // but writes runs between the posting (which locks it) and the commit.
  const offer = await currentOffer(db)
  const refusal = offerRefusal(offer, input)
  if (refusal) throw new AppError(refusal)
  const reward = offer!.reward
  const day = utcDay(input.now)
  const [claim] = await db
    .insert(airdropClaims)
    .values({ address, day, rewardId: reward.id, coinId: reward.coinId!, amount: reward.amount })
    .onConflictDoNothing()
    .returning()
  if (!claim) throw new AppError('airdrop_claimed_today')
  let entryId: number
  try {
    ;({ entryId } = await postEntry(db, claimEntry(reward, address, day, input.held)))
  } catch (error) {
    if (error instanceof AppError && error.key === 'insufficient_balance') throw new AppError('airdrop_pool_empty')
    throw error
  }
  await db.update(airdropClaims).set({ entryId }).where(eq(airdropClaims.id, claim.id))
  return {
    id: claim.id,
    day,
    coin_en: offer?.coin?.coinEn ?? '',
    amount: reward.amount,
    created_at: claim.createdAt.toISOString(),
  }
}

/** Why a claim of this offer is refused before anything is written: no offer or another one, or too little held. */
function offerRefusal(
  offer: Awaited<ReturnType<typeof currentOffer>>,
  input: { rewardId: number; held: bigint },
): 'airdrop_no_reward' | 'airdrop_below_standard' | null {
  const reward = offer?.reward
  if (!reward || input.rewardId === 0 || reward.id !== input.rewardId) return 'airdrop_no_reward'
  if (BigInt(reward.holdExamine) > input.held) return 'airdrop_below_standard'
  return null
}

/** A claim's entry: the offer's amount from pool:airdrop to the user, explained by the rule `airdrop.claim`. */
function claimEntry(reward: RewardRow, address: string, day: string, held: bigint) {
  const amount = BigInt(reward.amount)
  return {
    key: `airdrop:${day}:${address}`,
    kind: 'airdrop' as const,
    lines: [
      { account: systemAccount(AIRDROP_POOL, reward.coinId!), amount: -amount },
      { account: userAccount(address, reward.coinId!), amount },
    ],
    explain: {
      rule: 'airdrop.claim' as const,
      job: null,
      period: day,
      inputs: {
        coin_id: reward.coinId!,
        offer_id: reward.id,
        amount: reward.amount,
        hold_examine: reward.holdExamine,
        held: held.toString(),
        day,
      },
    },
  }
}

/**
 * `claimAirdrop` as one statement (`airdrop_claim_signed`, migration 0028; docs/decisions/0152-signed-entry.md) for
 * `runSignedStatement`: the offer is read and judged first, outside the statement, which refuses in the same order
 * (after the nonce and the signature) and checks the offer is still the latest; the entry's explanation is checked
 * against its rule here, as `postEntry` checks it.
 */
export function claimStatement(
  db: Db,
  input: { address: string; rewardId: number; held: bigint; now: Date },
): SignedStatement {
  const call = async (nonceArgs: SQL) => {
    const address = input.address.toLowerCase()
    const offer = await currentOffer(db)
    const refusal = offerRefusal(offer, input)
    const day = utcDay(input.now)
    const reward = refusal ? null : offer!.reward
    const entry = reward ? claimEntry(reward, address, day, input.held) : null
    if (entry) assertBalanced(entry)
    const why = entry ? explanationRow(entry, ruleOfKind(entry.kind)) : null
    return sql`select airdrop_claim_signed(${nonceArgs}, ${refusal}, ${reward?.id ?? null}, ${day}::date,
      ${reward?.coinId ?? null}, ${reward?.amount ?? null}, ${offer?.coin?.coinEn ?? ''}, ${entry?.key ?? null},
      ${entry ? linesJson(entry.lines) : null}::jsonb, ${why ? JSON.stringify(why) : null}::jsonb) as verdict`
  }
  return { call, overdrawn: 'airdrop_pool_empty' }
}

/** The operator's offer from now on (a new row; the history stays). */
export async function setAirdropReward(
  db: Db,
  input: { coinId: number | null; amount: string; holdExamine: string },
): Promise<RewardRow> {
  const gdt = await coinOf(db, GDT_COIN_ID)
  const coin = input.coinId === null ? null : await coinOf(db, input.coinId)
  if (input.coinId !== null && !coin) throw new AppError('coin_unknown', `no coin ${input.coinId}`)
  const [row] = await db
    .insert(airdropRewards)
    .values({
      coinId: input.coinId,
      amount: coin ? parseUnits(input.amount, coin.decimals).toString() : '0',
      holdExamine: parseUnits(input.holdExamine, gdt?.decimals ?? 18).toString(),
    })
    .returning()
  return row!
}

export async function poolBalance(db: Db, coinId: number): Promise<bigint> {
  return (await balancesOf(db, AIRDROP_POOL, [coinId])).get(coinId)?.usable ?? 0n
}

/** The sandbox's airdrop offer, once: 5 GDT a day for holders of 1 GDT (its pool is one of the sandbox pools). */
export async function seedSandboxAirdrop(db: Db): Promise<boolean> {
  const [any] = await db.select({ id: airdropRewards.id }).from(airdropRewards).limit(1)
  if (any) return false
  await setAirdropReward(db, { coinId: GDT_COIN_ID, amount: '5', holdExamine: '1' })
  return true
}
