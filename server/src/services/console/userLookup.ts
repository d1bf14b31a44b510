import type { AdminUserData } from '@phoswap/core/api/console'
import { asc, count, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { coins, groupMembers, groups, pledgeHolds, starCards, teamFacts, users, withdrawOrders } from '../../db/schema'

type Bills = AdminUserData['bills']

/** One line per posting on the address's accounts, newest first. */
export async function userBills(db: Db, address: string, page = 1, size = 20): Promise<Bills> {
  const owner = address.toLowerCase()
  const list = (
    (await db.execute(
      sql`select e.id as entry_id, e.key, e.kind, a.coin_id, a.bucket, p.amount::text as amount, e.created_at
          from ledger_accounts a
          join ledger_postings p on p.account_id = a.id
          join ledger_entries e on e.id = p.entry_id
          where a.owner = ${owner}
          order by p.id desc limit ${size} offset ${(page - 1) * size}`,
    )) as unknown as {
      rows: {
        entry_id: string
        key: string
        kind: string
        coin_id: number
        bucket: string
        amount: string
        created_at: string | Date
      }[]
    }
  ).rows
  const total = (
    (await db.execute(
      sql`select count(*) as n from ledger_accounts a join ledger_postings p on p.account_id = a.id where a.owner = ${owner}`,
    )) as unknown as { rows: { n: string }[] }
  ).rows[0]
  return {
    list: list.map((r) => ({
      entry_id: Number(r.entry_id),
      key: r.key,
      kind: r.kind,
      coin_id: Number(r.coin_id),
      bucket: r.bucket,
      amount: r.amount,
      created_at: new Date(r.created_at).toISOString(),
    })),
    total_count: Number(total?.n ?? 0),
  }
}

/** What an operator sees of one address: the answer to "where is my withdrawal", and the rest of its position. */
export async function lookUpUser(db: Db, address: string): Promise<AdminUserData> {
  const owner = address.toLowerCase()
  const [user] = await db.select().from(users).where(eq(users.address, owner))
  const balanceRows = (
    (await db.execute(
      sql`select a.coin_id, c.coin_en, a.bucket, a.balance::text as balance
          from ledger_accounts a left join coins c on c.coin_id = a.coin_id
          where a.owner = ${owner} order by a.coin_id`,
    )) as unknown as { rows: { coin_id: number; coin_en: string | null; bucket: string; balance: string }[] }
  ).rows
  const balances = new Map<number, AdminUserData['balances'][number]>()
  for (const r of balanceRows) {
    const id = Number(r.coin_id)
    const one = balances.get(id) ?? {
      coin_id: id,
      coin_en: r.coin_en ?? String(id),
      usable: '0',
      frozen: '0',
      debt: '0',
    }
    if (r.bucket === 'usable') one.usable = r.balance
    else if (r.bucket === 'frozen') one.frozen = r.balance
    else if (r.bucket === 'debt') one.debt = (-BigInt(r.balance)).toString()
    balances.set(id, one)
  }
  const orders = await db
    .select()
    .from(withdrawOrders)
    .where(eq(withdrawOrders.address, owner))
    .orderBy(desc(withdrawOrders.id))
    .limit(50)
  const seats = await db
    .select({
      group_id: groupMembers.groupId,
      variant: groups.variant,
      seat: groupMembers.seat,
      is_leader: groupMembers.isLeader,
      group_status: groups.status,
      joined_at: groupMembers.createdAt,
    })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(eq(groupMembers.address, owner))
    .orderBy(desc(groupMembers.id))
    .limit(50)
  const packs = await db
    .select()
    .from(pledgeHolds)
    .where(eq(pledgeHolds.address, owner))
    .orderBy(desc(pledgeHolds.id))
    .limit(50)
  let team: AdminUserData['team'] = {
    referrer: null,
    invite_code: null,
    direct_count: 0,
    team_size: 0,
    valid: false,
    own_tvl: '0',
    team_tvl: '0',
    star_level: 0,
  }
  if (user) {
    const [parent] = user.parentId
      ? await db.select({ address: users.address }).from(users).where(eq(users.id, user.parentId))
      : []
    const [direct] = await db.select({ n: count() }).from(users).where(eq(users.parentId, user.id))
    const [facts] = await db.select().from(teamFacts).where(eq(teamFacts.userId, user.id))
    const [star] = await db.select({ level: starCards.level }).from(starCards).where(eq(starCards.userId, user.id))
    team = {
      referrer: parent?.address ?? null,
      invite_code: user.inviteCode,
      direct_count: Number(direct?.n ?? 0),
      team_size: facts?.teamCount ?? 0,
      valid: facts?.valid ?? false,
      own_tvl: facts?.ownTvl ?? '0',
      team_tvl: facts?.teamTvl ?? '0',
      star_level: star?.level ?? 0,
    }
  }
  // Coins in their listed order, so the console's table reads as the wallet does.
  const order = new Map(
    (await db.select({ coinId: coins.coinId }).from(coins).orderBy(asc(coins.sort), asc(coins.coinId))).map((c, i) => [
      c.coinId,
      i,
    ]),
  )
  return {
    address: owner,
    registered: user !== undefined,
    balances: [...balances.values()].sort((a, b) => (order.get(a.coin_id) ?? 1e9) - (order.get(b.coin_id) ?? 1e9)),
    bills: await userBills(db, owner),
    withdraw_orders: orders.map((o) => ({
      id: o.id,
      chain_id: o.chainId,
      coin_id: o.coinId,
      amount: o.amount,
      fee: o.fee,
      status: o.status,
      deadline: o.deadline,
      voucher: { vault: o.vault, token: o.token, signature: o.signature },
      claim_tx_hash: o.claimTxHash,
      refund_key: o.refundKey,
      created_at: o.createdAt.toISOString(),
    })),
    group_seats: seats.map((s) => ({ ...s, joined_at: s.joined_at.toISOString() })),
    packs: packs.map((p) => ({
      id: p.id,
      variant: p.variant,
      config_id: p.configId,
      pledge_amount: p.pledgeAmount,
      static_rate_ppm: p.staticRatePpm,
      out_amount: p.outAmount,
      rewarded: p.rewarded,
      status: p.status,
      created_at: p.createdAt.toISOString(),
    })),
    team,
  }
}
