/**
 * The users of the settlement bench (issue 34), seeded on PostgreSQL. Facts the API or the indexer would write row by
 * row (users and their referral bindings, team facts' own TVL, pack and group rows, indexed router swaps and equity
 * arrivals) are written by bulk SQL with the schema's own columns; every balance moves through the real ledger
 * (`postEntries`: the same entries, keys and kinds as the real paths post: sandbox funding, `asset-pack:buy:<id>`,
 * `gg:start:<id>`, `gg:join:<id>:<address>`, `equity-arrival:...`), and the team facts are rebuilt by the server's
 * own `rebuildTeam`. See docs/decisions/0144-settle-scale.md.
 */
import { dailyStatic, packOutput } from '@phoswap/core/rewards/assetPack'
import { formatStarRequirements } from '@phoswap/core/rewards/starCards'
import { STAR_REQUIREMENTS } from '@phoswap/core/rewards/starLevel'
import { sql } from 'drizzle-orm'
import type { Db } from '../../../server/src/db/client'
import { AIRDROP_POOL, setAirdropReward } from '../../../server/src/programs/airdrop/airdrop'
import { PACK_VARIANTS } from '../../../server/src/programs/assetPacks/assetPacks'
import { EQUITY_POOL, equitySinkAccount } from '../../../server/src/programs/equity/equityArrivals'
import { STAR_GIFTS_POOL, STAR_THRESHOLDS_SETTING } from '../../../server/src/programs/equity/starCards'
import { GDT_POOL } from '../../../server/src/programs/gdt/gdtSettings'
import { escrowOf, groupSettings } from '../../../server/src/programs/groups/groupSettings'
import { SYSTEM, systemAccount, userAccount } from '../../../server/src/services/ledger/accounts'
import { postEntries } from '../../../server/src/services/ledger/postEntries'
import type { EntryInput } from '../../../server/src/services/ledger/postEntry'
import { setSetting } from '../../../server/src/services/settings'
import { rebuildTeam } from '../../../server/src/services/team/rebuildTeam'

const PHO = 3
const GDT = 6
const VGT = 7
const GDB = 8
const E18 = 10n ** 18n
const CHAIN = 31337
/** One group of three seats per this many users, failed at its deadline during the day. */
const USERS_PER_GROUP = 20
const ARRIVALS = 200

const addressOf = (i: number) => `0x5e${i.toString(16).padStart(38, '0')}`

type Rows<T> = { rows: T[] }
const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as Rows<T>).rows

const seed = (key: string, account: ReturnType<typeof userAccount>, amount: bigint): EntryInput => ({
  key,
  kind: 'sandbox_seed',
  lines: [
    { account: systemAccount(SYSTEM.sandboxFunding, account.coinId), amount: -amount },
    { account, amount },
  ],
})

export interface SeedFacts {
  maxDepth: number
  packs: number
  swaps: number
  groups: number
}

/** Seeds `users` users whose packs, swaps, groups and the equity tax fall on `day` (packs bought the day before). */
export async function seedUsers(db: Db, users: number, day: { start: Date; end: Date }): Promise<SeedFacts> {
  const startS = Math.floor(day.start.getTime() / 1000)
  const bought = new Date(day.start.getTime() - 3_600_000).toISOString()
  // The referral tree: each user bound to a random earlier user (a random recursive tree, as invitations grow).
  await db.execute(sql`select setseed(0.34)`)
  await db.execute(sql`insert into users (id, address, invite_code, parent_id, bound_at, created_at)
    select i, '0x5e' || lpad(to_hex(i), 38, '0'), 'S' || upper(to_hex(i)),
      case when i = 1 then null else 1 + floor(random() * (i - 1))::bigint end, ${bought}::timestamptz, ${bought}::timestamptz
    from generate_series(1, ${users}::int) i`)
  await db.execute(sql`select setval(pg_get_serial_sequence('users', 'id'), ${users}::int)`)
  // Own TVL as the LP indexer would keep it (30% none, else up to 2,000 USDT); the team figures by the server's rebuild.
  await db.execute(sql`insert into team_facts (user_id, parent_id, own_tvl)
    select id, parent_id, case when random() < 0.3 then 0 else floor(random() * 2000)::numeric * ${E18.toString()}::numeric end
    from users`)
  await rebuildTeam(db, 100n * E18)
  const [depth] = await rowsOf<{ depth: number }>(
    db,
    sql`with recursive d(id, depth) as (select id, 0 from users where parent_id is null
      union all select u.id, d.depth + 1 from users u join d on u.parent_id = d.id) select max(depth)::int as depth from d`,
  )
  // Star thresholds the operator may set (the spec's are for a grown network): some thousands reach star 1.
  await setSetting(
    db,
    STAR_THRESHOLDS_SETTING,
    formatStarRequirements(
      STAR_REQUIREMENTS.map((r) => ({
        ...r,
        ownTvl: 100n * E18,
        teamTvl: BigInt(r.level) * 2000n * E18,
        validDirect: 1 + r.level,
        teamValid: 3 * r.level,
        lines: 2,
      })),
    ),
  )

  // Every user's wallet: GDB for a pack, GDT and VGT for a group seat (and the airdrop's holding); pools funded.
  const big = 10n ** 30n
  const funding: EntryInput[] = [
    seed('bench:pool:packs', systemAccount(PACK_VARIANTS.gdt.pool, GDT), big),
    ...Object.values(GDT_POOL).map((pool) => seed(`bench:pool:${pool}`, systemAccount(pool, GDT), big)),
    seed('bench:pool:star', systemAccount(STAR_GIFTS_POOL, GDT), big),
    seed('bench:pool:airdrop', systemAccount(AIRDROP_POOL, GDT), big),
  ]
  for (let i = 1; i <= users; i++) {
    const address = addressOf(i)
    funding.push({
      key: `bench:wallet:${address}`,
      kind: 'sandbox_seed',
      lines: [GDB, GDT, VGT].flatMap((coin) => [
        { account: systemAccount(SYSTEM.sandboxFunding, coin), amount: -10_000n * E18 },
        { account: userAccount(address, coin), amount: 10_000n * E18 },
      ]),
    })
  }
  await postEntries(db, funding)

  // One GDT pack per user, on the package of its id, bought the hour before the day: rows as buyPack writes them.
  const configs = await rowsOf<{ id: number; pledge_amount: string; static_rate_ppm: number; profit_rate_ppm: number }>(
    db,
    sql`select id, pledge_amount::text, static_rate_ppm, profit_rate_ppm from pledge_configs
      where variant = 'gdt' and active order by sort, id`,
  )
  const terms = configs.map((c, i) => {
    const t = {
      pledgeAmount: BigInt(c.pledge_amount),
      staticRatePpm: c.static_rate_ppm,
      profitRatePpm: c.profit_rate_ppm,
    }
    if (dailyStatic(t) <= 0n) throw new Error(`package ${c.id} pays nothing a day`)
    return { id: c.id, pledge: c.pledge_amount, rate: c.static_rate_ppm, out: packOutput(t).toString(), n: i + 1 }
  })
  const holds = await rowsOf<{ id: string | number; address: string; pledge_amount: string }>(
    db,
    sql`insert into pledge_holds (variant, address, config_id, pledge_amount, static_rate_ppm, out_amount, created_at)
      select 'gdt', u.address, c.id, c.pledge, c.rate, c.out, ${bought}::timestamptz
      from users u join jsonb_to_recordset(${JSON.stringify(terms)}::jsonb) as c(id integer, pledge numeric, rate integer, out numeric, n bigint)
        on c.n = 1 + (u.id % ${terms.length}::int) order by u.id
      returning id, address, pledge_amount::text`,
  )
  await postEntries(
    db,
    holds.map((h) => ({
      key: `asset-pack:buy:${h.id}`,
      kind: 'asset_pack_buy' as const,
      lines: [
        { account: userAccount(h.address, GDB), amount: -BigInt(h.pledge_amount) },
        { account: systemAccount(PACK_VARIANTS.gdt.pool, GDB), amount: BigInt(h.pledge_amount) },
      ],
    })),
  )

  // One to three router swaps per user during the day, as the indexer stores them (10 to 1,000 USDT each).
  await db.execute(sql`insert into router_swaps (chain_id, pair, block_number, block_hash, log_index, tx_hash, trader,
      usdt_volume, block_time)
    select ${CHAIN}::int, '0x' || repeat('a', 40), 1000 + s.n, '0x' || lpad(to_hex(s.n), 64, '0'), 0,
      '0xf' || lpad(to_hex(s.n), 63, '0'), '0x5e' || lpad(to_hex(s.u), 38, '0'),
      (10 + floor(random() * 990))::numeric * ${E18.toString()}::numeric, ${startS}::bigint + (s.n % 86000)
    from (select u.id as u, row_number() over () as n
      from users u cross join generate_series(1, 3) k where k <= 1 + (u.id % 3)) s`)
  const [swaps] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from router_swaps`)

  // The equity tax of the day: arrivals as the indexer stores them, each with its ledger entry into the pool.
  const arrivals = Array.from({ length: ARRIVALS }, (_, i) => ({
    tx: `0x${(i + 1).toString(16).padStart(64, 'e')}`,
    amount: (BigInt(users) * E18) / 10n + BigInt(i),
  }))
  await db.execute(sql`insert into equity_arrivals (chain_id, tx_hash, log_index, block_number, block_time, amount)
    select ${CHAIN}::int, a.tx, 0, 2000 + a.n, ${day.start.toISOString()}::timestamptz + a.n * interval '1 minute', a.amount
    from jsonb_to_recordset(${JSON.stringify(arrivals.map((a, i) => ({ ...a, amount: a.amount.toString(), n: i + 1 })))}::jsonb) as a(tx text, amount numeric, n bigint)`)
  await postEntries(
    db,
    arrivals.map((a) => ({
      key: `equity-arrival:${CHAIN}:${a.tx}:0`,
      kind: 'equity_arrival' as const,
      lines: [
        { account: systemAccount(equitySinkAccount(CHAIN), PHO), amount: -a.amount },
        { account: systemAccount(EQUITY_POOL, PHO), amount: a.amount },
      ],
    })),
  )

  // Groups of three seats whose deadline passed during the day: rows as start and join write them, seats in escrow.
  const gg = await groupSettings(db, 'gg')
  const groupCount = Math.floor(users / USERS_PER_GROUP)
  const deadline = new Date(day.start.getTime() + 3_600_000).toISOString()
  const groups = await rowsOf<{ id: string | number; leader: string }>(
    db,
    sql`insert into groups (variant, leader, pay_gdt, pay_vgt, join_num, status, deadline, start_nonce, created_at)
      select 'gg', '0x5e' || lpad(to_hex(g * 3 + 1), 38, '0'), ${gg.payGdt.toString()}::numeric,
        ${gg.payVgt.toString()}::numeric, 3, 0, ${deadline}::timestamptz, 'bench-' || g, ${bought}::timestamptz
      from generate_series(0, ${groupCount - 1}::int) g order by g returning id, leader`,
  )
  const seats: EntryInput[] = []
  const members: { group_id: number; address: string; seat: number }[] = []
  for (const [g, group] of groups.entries()) {
    for (let seat = 1; seat <= 3; seat++) {
      const address = addressOf(g * 3 + seat)
      members.push({ group_id: Number(group.id), address, seat })
      const escrow = escrowOf('gg', Number(group.id))
      const lines = [
        [GDT, gg.payGdt],
        [VGT, gg.payVgt],
      ].flatMap(([coin, amount]) =>
        amount === 0n
          ? []
          : [
              { account: userAccount(address, Number(coin)), amount: -BigInt(amount!) },
              { account: systemAccount(escrow, Number(coin)), amount: BigInt(amount!) },
            ],
      )
      if (lines.length === 0) continue
      seats.push(
        seat === 1
          ? { key: `gg:start:${group.id}`, kind: 'group_start', lines }
          : { key: `gg:join:${group.id}:${address}`, kind: 'group_join', lines },
      )
    }
  }
  await db.execute(sql`insert into group_members (group_id, address, is_leader, seat, nonce)
    select m.group_id, m.address, m.seat = 1, m.seat, 'bench-' || m.group_id || '-' || m.seat
    from jsonb_to_recordset(${JSON.stringify(members)}::jsonb) as m(group_id bigint, address text, seat integer)`)
  await postEntries(db, seats)

  await setAirdropReward(db, { coinId: GDT, amount: '5', holdExamine: '1' })
  // The seed writes a day's worth of rows in minutes; a live database has been vacuumed and checkpointed meanwhile.
  // Without this the day's first reader sets the hint bits of every seeded row (a write and a full-page image per
  // page) and a checkpoint runs in the middle of the jobs: costs of the bulk load, not of the day (decision 0151).
  await db.execute(sql`vacuum (analyze)`)
  await db.execute(sql`checkpoint`).catch(() => undefined)
  return { maxDepth: depth?.depth ?? 0, packs: holds.length, swaps: swaps?.n ?? 0, groups: groups.length }
}
