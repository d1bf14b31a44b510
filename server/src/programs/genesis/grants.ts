import type { GenesisClaimData, GenesisInfo, RewardGrantBody, RewardGrantData } from '@phoswap/core/api/gdt'
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { rewardGrants } from '../../db/schema'
import { AppError } from '../../errors'
import { SYSTEM, systemAccount, userAccount } from '../../services/ledger/accounts'
import { postEntry } from '../../services/ledger/postEntry'
import { coinIdOf } from '../assetPacks/assetPacks'

export type GenesisProgram = 'genesis-gdt' | 'genesis-vgt'

/** Each genesis card's coin and pool (funded with `npm run admin -- pool fund`; the sandbox funds them). */
export const GENESIS = {
  'genesis-gdt': { coinKey: 'GDT', pool: SYSTEM.pool('genesis-gdt') },
  'genesis-vgt': { coinKey: 'VGT', pool: SYSTEM.pool('genesis-vgt') },
} as const

/** An operator grant; the same (program, key) again returns the first grant and adds nothing. */
export async function addGrant(db: Db, body: RewardGrantBody): Promise<RewardGrantData> {
  const address = body.address.toLowerCase()
  const [inserted] = await db
    .insert(rewardGrants)
    .values({ program: body.program, address, amount: body.amount, key: body.key })
    .onConflictDoNothing()
    .returning()
  const row =
    inserted ??
    (
      await db
        .select()
        .from(rewardGrants)
        .where(and(eq(rewardGrants.program, body.program), eq(rewardGrants.key, body.key)))
    )[0]!
  return { id: row.id, program: row.program, address: row.address, amount: row.amount, created: !!inserted }
}

/** A genesis card of the user: open grants (claimable), the latest of them (the addition) and what was claimed. */
export async function genesisInfo(db: Db, address: string, program: GenesisProgram): Promise<GenesisInfo> {
  const owner = address.toLowerCase()
  const coin = await coinIdOf(db, GENESIS[program].coinKey)
  const mine = and(eq(rewardGrants.program, program), eq(rewardGrants.address, owner))
  const [sums] = await db
    .select({
      open: sql<string>`coalesce(sum(${rewardGrants.amount}) filter (where ${rewardGrants.paidDay} is null), 0)::text`,
      claimed: sql<string>`coalesce(sum(${rewardGrants.amount}) filter (where ${rewardGrants.paidDay} is not null), 0)::text`,
    })
    .from(rewardGrants)
    .where(mine)
  const [latest] = await db
    .select({ amount: rewardGrants.amount })
    .from(rewardGrants)
    .where(and(mine, isNull(rewardGrants.paidDay)))
    .orderBy(desc(rewardGrants.id))
    .limit(1)
  return { token_id: coin, reward: sums?.open ?? '0', addition: latest?.amount ?? '0', claimed: sums?.claimed ?? '0' }
}

/**
 * Claims every open grant of the user's genesis card into the reward wallet's usable balance, from the card's
 * pool, in one entry keyed by the newest grant claimed (a retry finds nothing open: `genesis_nothing_to_claim`).
 * The grant rows are locked for the transaction, so two claims cannot both take them. An empty pool refuses.
 */
export async function claimGenesis(
  tx: Db,
  address: string,
  program: GenesisProgram,
  today: string,
): Promise<GenesisClaimData> {
  const owner = address.toLowerCase()
  const coin = await coinIdOf(tx, GENESIS[program].coinKey)
  const open = await tx
    .select({ id: rewardGrants.id, amount: rewardGrants.amount })
    .from(rewardGrants)
    .where(and(eq(rewardGrants.program, program), eq(rewardGrants.address, owner), isNull(rewardGrants.paidDay)))
    .orderBy(asc(rewardGrants.id))
    .for('update')
  const amount = open.reduce((sum, g) => sum + BigInt(g.amount), 0n)
  if (amount === 0n) throw new AppError('genesis_nothing_to_claim')
  const newest = open[open.length - 1]!.id
  try {
    await postEntry(tx, {
      key: `genesis:${program}:${owner}:${newest}`,
      kind: 'genesis_claim',
      lines: [
        { account: systemAccount(GENESIS[program].pool, coin), amount: -amount },
        { account: userAccount(owner, coin), amount },
      ],
      explain: {
        rule: 'genesis.claim',
        job: null,
        period: today,
        inputs: { coin_id: coin, grants: open.map((g) => ({ id: g.id, amount: g.amount })) },
      },
    })
  } catch (error) {
    if (error instanceof AppError && error.key === 'insufficient_balance') throw new AppError('gdt_pool_short')
    throw error
  }
  await tx
    .update(rewardGrants)
    .set({ paidDay: today })
    .where(
      and(
        eq(rewardGrants.program, program),
        eq(rewardGrants.address, owner),
        isNull(rewardGrants.paidDay),
        sql`${rewardGrants.id} <= ${newest}`,
      ),
    )
  return { coin_id: coin, claimed: amount.toString() }
}
