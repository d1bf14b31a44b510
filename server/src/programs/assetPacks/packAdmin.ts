import type { AdminPack, AdminPackAddBody, AdminPackListData, AdminPackSetBody } from '@phoswap/core/api/packAdmin'
import { packPledgeAmount, packTermsValid } from '@phoswap/core/rewards/assetPack'
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { pledgeConfigs } from '../../db/schema'
import { AppError } from '../../errors'
import { configView, type PackVariant } from './assetPacks'

/**
 * Operator editing of the packages (docs/decisions/0075-pack-admin.md). A held pack
 * copied its package's pledge, static rate and output when it was bought (pledge_holds), so changing or retiring
 * a package changes what is offered from now on and never what a pack already bought pays.
 */

type ConfigRow = typeof pledgeConfigs.$inferSelect

function adminView(row: ConfigRow): AdminPack {
  return { ...configView(row), variant: row.variant as PackVariant, sort: row.sort, active: row.active }
}

/** Every package, retired ones too: by variant, the operator's order, then id. */
export async function listAllPacks(db: Db, variant?: PackVariant): Promise<AdminPackListData> {
  const rows = await db
    .select()
    .from(pledgeConfigs)
    .where(variant ? eq(pledgeConfigs.variant, variant) : undefined)
    .orderBy(asc(pledgeConfigs.variant), asc(pledgeConfigs.sort), asc(pledgeConfigs.id))
  return { list: rows.map(adminView), total_count: rows.length }
}

function checkTerms(pledgeAmount: bigint, staticRatePpm: number, profitRatePpm: number): void {
  if (!packTermsValid({ pledgeAmount, staticRatePpm, profitRatePpm }))
    throw new AppError('pledge_rate_invalid', `static ${staticRatePpm} ppm, profit ${profitRatePpm} ppm out of bounds`)
}

export async function addPack(db: Db, body: AdminPackAddBody): Promise<AdminPack> {
  const amount = packPledgeAmount(body.pledge_amount)
  if (amount === null) throw new AppError('pledge_amount_invalid', `pledge amount ${body.pledge_amount}`)
  checkTerms(amount, body.static_rate_ppm, body.profit_rate_ppm)
  const [row] = await db
    .insert(pledgeConfigs)
    .values({
      variant: body.variant,
      pledgeAmount: amount.toString(),
      staticRatePpm: body.static_rate_ppm,
      profitRatePpm: body.profit_rate_ppm,
      sort: body.sort ?? 0,
    })
    .returning()
  return adminView(row!)
}

/** New rates or order of an offered package; an unknown id is `pledge_config_unknown`, a retired one `..._retired`. */
export async function setPack(db: Db, body: AdminPackSetBody): Promise<AdminPack> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(pledgeConfigs).where(eq(pledgeConfigs.id, body.id)).for('update')
    if (!row) throw new AppError('pledge_config_unknown', `no package ${body.id}`)
    if (!row.active) throw new AppError('pledge_config_retired', `package ${body.id} is retired`)
    const staticRatePpm = body.static_rate_ppm ?? row.staticRatePpm
    const profitRatePpm = body.profit_rate_ppm ?? row.profitRatePpm
    checkTerms(BigInt(row.pledgeAmount), staticRatePpm, profitRatePpm)
    const [updated] = await tx
      .update(pledgeConfigs)
      .set({ staticRatePpm, profitRatePpm, sort: body.sort ?? row.sort })
      .where(eq(pledgeConfigs.id, body.id))
      .returning()
    return adminView(updated!)
  })
}

/** The package is no longer offered (listed or bought); held packs keep paying. Retiring twice is the same answer. */
export async function retirePack(db: Db, id: number): Promise<AdminPack> {
  const [row] = await db.update(pledgeConfigs).set({ active: false }).where(eq(pledgeConfigs.id, id)).returning()
  if (!row) throw new AppError('pledge_config_unknown', `no package ${id}`)
  return adminView(row)
}
