import {
  GROUP_SIZE,
  GROUP_STATUS,
  type GroupVariant,
  groupDeadline,
  settlementShares,
} from '@phoswap/core/rewards/groupBuy'
import { and, asc, eq, gte, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { groupBackpacks, groupMembers, groups } from '../../db/schema'
import { AppError } from '../../errors'
import { systemAccount, userAccount } from '../../services/ledger/accounts'
import { balancesOf } from '../../services/ledger/balances'
import { type EntryInput, type LedgerLine, postEntry } from '../../services/ledger/postEntry'
import { assertNoDebt } from '../../services/ledger/reverseEntry'
import { coinIdOf } from '../assetPacks/assetPacks'
import { addCoupons } from './couponActions'
import { escrowOf, GROUP_MARKETS, groupSettings } from './groupSettings'

export type GroupRow = typeof groups.$inferSelect

export interface Seat {
  gdt: number
  vgt: number
  payGdt: bigint
  payVgt: bigint
}

export async function seatOf(tx: Db, payGdt: bigint, payVgt: bigint): Promise<Seat> {
  return { gdt: await coinIdOf(tx, 'GDT'), vgt: await coinIdOf(tx, 'VGT'), payGdt, payVgt }
}

/** Refuses before anything moves when the seat's price is above the usable GDT or VGT (spec: coin + swap392). */
async function checkCanPay(tx: Db, address: string, seat: Seat): Promise<void> {
  const held = await balancesOf(tx, address, [seat.gdt, seat.vgt])
  if ((held.get(seat.gdt)?.usable ?? 0n) < seat.payGdt) throw new AppError('group_gdt_short')
  if ((held.get(seat.vgt)?.usable ?? 0n) < seat.payVgt) throw new AppError('group_vgt_short')
}

/** Lines moving a seat's price between a user and a group's escrow (`sign` -1 pays in, +1 refunds). */
function seatLines(variant: GroupVariant, groupId: number, address: string, seat: Seat, sign: 1n | -1n): LedgerLine[] {
  const escrow = escrowOf(variant, groupId)
  const lines: LedgerLine[] = []
  for (const [coin, amount] of [
    [seat.gdt, seat.payGdt],
    [seat.vgt, seat.payVgt],
  ] as const) {
    if (amount === 0n) continue
    lines.push({ account: userAccount(address, coin), amount: sign * amount })
    lines.push({ account: systemAccount(escrow, coin), amount: -sign * amount })
  }
  return lines
}

/** A seat's price per coin, as an explanation records it (core's group.* rules). */
const seatInputs = (seat: Seat) =>
  [
    { coin_id: seat.gdt, amount: seat.payGdt },
    { coin_id: seat.vgt, amount: seat.payVgt },
  ]
    .filter((s) => s.amount > 0n)
    .map((s) => ({ coin_id: s.coin_id, amount: s.amount.toString() }))

const utcDayOf = (at: Date) => at.toISOString().slice(0, 10)

/**
 * Starts a group (inside the signed action's transaction): spends one leader coupon (a conditional update, so one
 * coupon starts one group however many requests race), opens the group with the current prices and deadline, seats
 * the leader and moves the leader's seat price into the group's escrow (`<variant>:start:<id>`).
 */
export async function startGroup(tx: Db, variant: GroupVariant, address: string, nonce: string, now = new Date()) {
  const owner = address.toLowerCase()
  await assertNoDebt(tx, owner)
  const settings = await groupSettings(tx, variant)
  const seat = await seatOf(tx, settings.payGdt, settings.payVgt)
  const spent = await tx
    .update(groupBackpacks)
    .set({ ticketNum: sql`${groupBackpacks.ticketNum} - 1` })
    .where(
      and(eq(groupBackpacks.address, owner), eq(groupBackpacks.variant, variant), gte(groupBackpacks.ticketNum, 1)),
    )
    .returning({ left: groupBackpacks.ticketNum })
  if (spent.length !== 1) throw new AppError('group_no_coupon')
  await checkCanPay(tx, owner, seat)
  const [group] = await tx
    .insert(groups)
    .values({
      variant,
      leader: owner,
      payGdt: settings.payGdt.toString(),
      payVgt: settings.payVgt.toString(),
      deadline: groupDeadline(now, settings),
      startNonce: nonce,
      createdAt: now,
    })
    .returning()
  await tx.insert(groupMembers).values({ groupId: group!.id, address: owner, isLeader: true, seat: 1, nonce })
  const lines = seatLines(variant, group!.id, owner, seat, -1n)
  if (lines.length > 0) await postEntry(tx, { key: `${variant}:start:${group!.id}`, kind: 'group_start', lines })
  return group!
}

/**
 * Joins a group (inside the signed action's transaction). The group row is locked first, so joins, the settlement
 * and the deadline sweep of one group run one after another: of 50 users racing for the last seat, one is seated
 * and the others get `group_full` with nothing moved. The 10th seat settles the group in the same transaction.
 */
export async function joinGroup(
  tx: Db,
  variant: GroupVariant,
  address: string,
  ticketId: number,
  nonce: string,
  now = new Date(),
) {
  const owner = address.toLowerCase()
  await assertNoDebt(tx, owner)
  const [group] = await tx
    .select()
    .from(groups)
    .where(and(eq(groups.id, ticketId), eq(groups.variant, variant)))
    .for('update')
  if (!group) throw new AppError('group_unknown', `no ${variant} group ${ticketId}`)
  if (group.status === GROUP_STATUS.success || group.joinNum >= GROUP_SIZE) throw new AppError('group_full')
  if (group.status !== GROUP_STATUS.open) throw new AppError('group_ended')
  if (group.deadline.getTime() <= now.getTime()) throw new AppError('group_expired')
  const [already] = await tx
    .select({ id: groupMembers.id })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, group.id), eq(groupMembers.address, owner)))
  if (already) throw new AppError('group_joined')
  const seat = await seatOf(tx, BigInt(group.payGdt), BigInt(group.payVgt))
  await checkCanPay(tx, owner, seat)
  const seatNo = group.joinNum + 1
  await tx.insert(groupMembers).values({ groupId: group.id, address: owner, isLeader: false, seat: seatNo, nonce })
  const [updated] = await tx
    .update(groups)
    .set({ joinNum: seatNo })
    .where(and(eq(groups.id, group.id), eq(groups.joinNum, group.joinNum)))
    .returning()
  if (!updated) throw new AppError('group_full')
  const lines = seatLines(variant, group.id, owner, seat, -1n)
  if (lines.length > 0) await postEntry(tx, { key: `${variant}:join:${group.id}:${owner}`, kind: 'group_join', lines })
  if (seatNo === GROUP_SIZE) return settleGroup(tx, updated, seat)
  return updated
}

/**
 * Settles a full group once (status 0 → 1 is conditional): the escrow goes to the market's sales pool
 * (`<variant>:settle:<id>`) and each member's coupons are added to their backpack (core's settlementShares).
 */
async function settleGroup(tx: Db, group: GroupRow, seat: Seat): Promise<GroupRow> {
  const variant = group.variant as GroupVariant
  const [done] = await tx
    .update(groups)
    .set({ status: GROUP_STATUS.success, endedAt: new Date() })
    .where(and(eq(groups.id, group.id), eq(groups.status, GROUP_STATUS.open), eq(groups.joinNum, GROUP_SIZE)))
    .returning()
  if (!done) return group
  const members = await tx
    .select()
    .from(groupMembers)
    .where(eq(groupMembers.groupId, group.id))
    .orderBy(asc(groupMembers.seat))
  for (const share of settlementShares(
    variant,
    members.map((m) => ({ address: m.address, isLeader: m.isLeader })),
  )) {
    await addCoupons(tx, variant, share.address, share.leaderCoupons, share.productCoupons)
  }
  const escrow = escrowOf(variant, group.id)
  const sales = GROUP_MARKETS[variant].sales
  const lines: LedgerLine[] = []
  for (const [coin, amount] of [
    [seat.gdt, seat.payGdt * BigInt(GROUP_SIZE)],
    [seat.vgt, seat.payVgt * BigInt(GROUP_SIZE)],
  ] as const) {
    if (amount === 0n) continue
    lines.push({ account: systemAccount(escrow, coin), amount: -amount })
    lines.push({ account: systemAccount(sales, coin), amount })
  }
  if (lines.length > 0)
    await postEntry(tx, {
      key: `${variant}:settle:${group.id}`,
      kind: 'group_settle',
      lines,
      explain: {
        rule: 'group.settle',
        job: null,
        period: utcDayOf(done.endedAt ?? new Date()),
        inputs: { variant, group_id: group.id, seat: seatInputs(seat), seats: GROUP_SIZE },
      },
    })
  return done
}

/**
 * Fails one group whose deadline has passed and refunds each member's seat from the escrow once
 * (`<variant>:refund:<id>:<address>`); the leader coupon stays spent. Locks the group first, so a join that filled
 * it a moment before wins and this does nothing. Returns the members refunded (0 when it did nothing).
 */
export async function failGroup(
  tx: Db,
  groupId: number,
  cutoff: Date,
  run?: { job: string; period: string },
): Promise<number> {
  const [group] = await tx.select().from(groups).where(eq(groups.id, groupId)).for('update')
  if (!group || group.status !== GROUP_STATUS.open || group.joinNum >= GROUP_SIZE) return 0
  if (group.deadline.getTime() > cutoff.getTime()) return 0
  const [failed] = await tx
    .update(groups)
    .set({ status: GROUP_STATUS.failed, endedAt: new Date() })
    .where(and(eq(groups.id, group.id), eq(groups.status, GROUP_STATUS.open)))
    .returning()
  if (!failed) return 0
  const variant = group.variant as GroupVariant
  const seat = await seatOf(tx, BigInt(group.payGdt), BigInt(group.payVgt))
  const members = await tx.select().from(groupMembers).where(eq(groupMembers.groupId, group.id))
  for (const m of members) {
    const entry = refundEntry(variant, group.id, m.address, seat, run?.period ?? utcDayOf(cutoff), run?.job ?? null)
    if (entry) await postEntry(tx, entry)
  }
  return members.length
}

/** A failed group's seat refund to one member (`<variant>:refund:<id>:<address>`); null for a free seat. */
export function refundEntry(
  variant: GroupVariant,
  groupId: number,
  address: string,
  seat: Seat,
  period: string,
  job: string | null,
): EntryInput | null {
  const lines = seatLines(variant, groupId, address, seat, 1n)
  if (lines.length === 0) return null
  return {
    key: `${variant}:refund:${groupId}:${address}`,
    kind: 'group_refund',
    lines,
    explain: {
      rule: 'group.refund',
      job,
      period,
      inputs: { variant, group_id: groupId, seat: seatInputs(seat), seats: 1 },
    },
  }
}
