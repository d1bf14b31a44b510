import {
  GROUP_BILL_KINDS,
  type GroupBillData,
  type GroupConfig,
  type GroupHoldData,
  type GroupItem,
  type GroupMarketData,
  type GroupSummary,
  type JoinedGroup,
  type JoinListData,
} from '@phoswap/core/api/groups'
import type { Language } from '@phoswap/core/api/language'
import { GROUP_SIZE, GROUP_STATUS, type GroupVariant, groupLevel, LEVEL_TIMES } from '@phoswap/core/rewards/groupBuy'
import { and, asc, count, desc, eq, gt, inArray, like, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { groupBackpacks, groupMembers, groups, ledgerEntries } from '../../db/schema'
import { billKindText } from '../../i18n/billKinds'
import { balancesOf } from '../../services/ledger/balances'
import { billsOf } from '../../services/ledger/bills'
import { coinIdOf } from '../assetPacks/assetPacks'
import type { GroupRow } from './groupActions'
import { GROUP_MARKETS, groupSettings } from './groupSettings'
import { groupBillTypeText, groupStatusText } from './groupTexts'

export async function groupConfig(db: Db, variant: GroupVariant): Promise<GroupConfig> {
  const s = await groupSettings(db, variant)
  return {
    variant,
    group_size: GROUP_SIZE,
    pay_gdt: s.payGdt.toString(),
    pay_vgt: s.payVgt.toString(),
    coupon_coin_key: GROUP_MARKETS[variant].couponCoinKey,
    coupon_price: s.couponPrice.toString(),
    deadline_seconds: s.deadlineSeconds,
    level_times: [...LEVEL_TIMES],
  }
}

export function groupItem(g: GroupRow, isJoin: boolean, language: Language): GroupItem {
  return {
    id: g.id,
    pay_gdt: g.payGdt,
    pay_vgt: g.payVgt,
    join_num: g.joinNum,
    status: g.status,
    status_txt: groupStatusText(g.status, language),
    deadline: g.deadline.toISOString(),
    created_at: g.createdAt.toISOString(),
    is_join: isJoin ? 1 : 0,
  }
}

async function seatedIn(db: Db, address: string | null, ids: number[]): Promise<Set<number>> {
  if (!address || ids.length === 0) return new Set()
  const rows = await db
    .select({ id: groupMembers.groupId })
    .from(groupMembers)
    .where(and(eq(groupMembers.address, address.toLowerCase()), inArray(groupMembers.groupId, ids)))
  return new Set(rows.map((r) => r.id))
}

/**
 * The market: open groups before their deadline, oldest first (the nearest deadline on top); with `ticketId`,
 * that one group of the variant whatever its status (the search by group number).
 */
export async function market(
  db: Db,
  variant: GroupVariant,
  query: { ticket_id?: number; page: number; page_size: number },
  address: string | null,
  language: Language,
): Promise<GroupMarketData> {
  const where =
    query.ticket_id !== undefined
      ? and(eq(groups.variant, variant), eq(groups.id, query.ticket_id))
      : and(eq(groups.variant, variant), eq(groups.status, GROUP_STATUS.open), gt(groups.deadline, new Date()))
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(groups)
      .where(where)
      .orderBy(asc(groups.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: count() }).from(groups).where(where),
  ])
  const mine = await seatedIn(
    db,
    address,
    rows.map((r) => r.id),
  )
  return { list: rows.map((g) => groupItem(g, mine.has(g.id), language)), total_count: Number(total?.n ?? 0) }
}

/** The caller's groups of the variant, newest first (spec join list: role, n/10, status). */
export async function joinList(
  db: Db,
  variant: GroupVariant,
  address: string,
  page: number,
  pageSize: number,
  language: Language,
): Promise<JoinListData> {
  const where = and(eq(groupMembers.address, address.toLowerCase()), eq(groups.variant, variant))
  const [rows, [total]] = await Promise.all([
    db
      .select({ g: groups, isLeader: groupMembers.isLeader })
      .from(groupMembers)
      .innerJoin(groups, eq(groups.id, groupMembers.groupId))
      .where(where)
      .orderBy(desc(groupMembers.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(groupMembers).innerJoin(groups, eq(groups.id, groupMembers.groupId)).where(where),
  ])
  return {
    list: rows.map(
      ({ g, isLeader }): JoinedGroup => ({
        ticket_id: g.id,
        is_leader: isLeader ? 1 : 0,
        join_num: g.joinNum,
        status: g.status,
        status_txt: groupStatusText(g.status, language),
        pay_gdt: g.payGdt,
        pay_vgt: g.payVgt,
        deadline: g.deadline.toISOString(),
        created_at: g.createdAt.toISOString(),
      }),
    ),
    total_count: Number(total?.n ?? 0),
  }
}

/** 1 when the caller sits in an open group of the variant. */
export async function isJoin(db: Db, variant: GroupVariant, address: string): Promise<number> {
  const [row] = await db
    .select({ id: groups.id })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(
      and(
        eq(groupMembers.address, address.toLowerCase()),
        eq(groups.variant, variant),
        eq(groups.status, GROUP_STATUS.open),
      ),
    )
    .limit(1)
  return row ? 1 : 0
}

export async function summary(db: Db, variant: GroupVariant, address: string): Promise<GroupSummary> {
  const [row] = await db
    .select()
    .from(groupBackpacks)
    .where(and(eq(groupBackpacks.address, address.toLowerCase()), eq(groupBackpacks.variant, variant)))
  return { ticket_num: row?.ticketNum ?? 0, shop_ticket_num: row?.shopTicketNum ?? 0 }
}

/** The star level from the caller's successful groups of the variant (any role). */
export async function levelInfo(db: Db, variant: GroupVariant, address: string) {
  const [row] = await db
    .select({ n: count() })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(
      and(
        eq(groupMembers.address, address.toLowerCase()),
        eq(groups.variant, variant),
        eq(groups.status, GROUP_STATUS.success),
      ),
    )
  return groupLevel(Number(row?.n ?? 0))
}

/** The usable GDT, VGT and coupon coin (GDB or VGB) the popup shows. */
export async function holdList(db: Db, variant: GroupVariant, address: string): Promise<GroupHoldData> {
  const keys = ['GDT', 'VGT', GROUP_MARKETS[variant].couponCoinKey]
  const ids = await Promise.all(keys.map((k) => coinIdOf(db, k)))
  const held = await balancesOf(db, address, ids)
  const list = keys.map((coin_key, i) => ({
    coin_id: ids[i]!,
    coin_key,
    usable: (held.get(ids[i]!)?.usable ?? 0n).toString(),
  }))
  return { list, total_count: list.length }
}

/** Entries of a market that belong to no group: `<variant>:coupon:<nonce>`, `<variant>:coupon-exchange:<nonce>`. */
const NO_GROUP = new Set(['coupon', 'coupon-exchange'])

/** `<variant>:<what>:<group>[:...]` → the group; a coupon purchase or exchange has none. */
function ticketOf(key: string): number | null {
  const [, what, id] = key.split(':')
  return what && !NO_GROUP.has(what) && id && /^\d+$/.test(id) ? Number(id) : null
}

/** The caller's bills of the market, read from the postings of its entries (type 0 all, else one kind). */
export async function billList(
  db: Db,
  variant: GroupVariant,
  address: string,
  query: { page: number; page_size: number; type: number },
  language: Language,
): Promise<GroupBillData> {
  const kinds = query.type === 0 ? [...GROUP_BILL_KINDS] : [GROUP_BILL_KINDS[query.type - 1]!]
  const entries = and(like(ledgerEntries.key, `${variant}:%`), inArray(ledgerEntries.kind, kinds))
  const { rows, total } = await billsOf(db, address, query.page, query.page_size, entries ?? sql`true`)
  return {
    list: rows.map((r) => ({
      id: r.postingId,
      behavior: r.kind,
      behavior_txt: billKindText(r.kind, language),
      created_time: r.createdAt.toISOString(),
      amount: r.amount.toString(),
      coin_en: r.coinEn,
      type: GROUP_BILL_KINDS.indexOf(r.kind as (typeof GROUP_BILL_KINDS)[number]) + 1,
      type_txt: groupBillTypeText(r.amount, language),
      ticket_id: ticketOf(r.key),
    })),
    total_count: total,
  }
}
