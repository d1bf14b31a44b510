import { STAR_CARD_CAP } from '@phoswap/core/rewards/starLevel'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { refreshStarCards, STAR_THRESHOLDS_SETTING } from '../../src/programs/equity/starCards'
import { setSetting } from '../../src/services/settings'
import { BACKENDS } from '../helpers/backends'
import { openTestDb, type TestDb } from '../helpers/testDb'

/** Star 1 from 1000 base units of own TVL, nothing higher reachable (the operator's setting). */
const STAR_ONE_ONLY = JSON.stringify(
  [1, 2, 3, 4, 5].map((l) => ({
    own_tvl: l === 1 ? '1000' : '1000000000000000000000000000000000000',
    team_tvl: '0',
    valid_direct: 0,
    team_valid: 0,
    lines: 0,
  })),
)

describe.each(BACKENDS)('the star card cap in the database (%s)', (backend) => {
  let db: TestDb
  const holders = async () => {
    const r = (await db.handle.db.execute(
      sql`select count(*)::int as n from star_cards where level > 0`,
    )) as unknown as {
      rows: { n: number }[]
    }
    return r.rows[0]!.n
  }
  const levelOf = async (id: number) => {
    const r = (await db.handle.db.execute(sql`select level from star_cards where user_id = ${id}`)) as unknown as {
      rows: { level: number }[]
    }
    return r.rows[0]?.level ?? 0
  }
  /** Users 1..n qualify; user i has team TVL i, so at the same moment the smaller team waits. */
  const seedUsers = async (n: number) => {
    await db.handle.db.execute(sql`
      insert into users (id, address, invite_code)
      select i, '0x' || lpad(to_hex(i), 40, '0'), 'C' || i from generate_series(1, ${n}) i`)
    await db.handle.db.execute(sql`
      insert into team_facts (user_id, own_tvl, leg_tvl, team_tvl)
      select i, 1000, 1000 + i, i from generate_series(1, ${n}) i`)
  }
  const refresh = (at: Date) => db.handle.db.transaction((tx) => refreshStarCards(tx, at))

  beforeAll(async () => {
    db = await openTestDb(backend)
    await setSetting(db.handle.db, STAR_THRESHOLDS_SETTING, STAR_ONE_ONLY)
  })
  afterAll(async () => db?.dispose())

  it('one below, at and one above the cap of 1680', async () => {
    await seedUsers(STAR_CARD_CAP + 1)
    await db.handle.db.execute(sql`update team_facts set own_tvl = 999 where user_id in (1, 2)`)
    await refresh(new Date('2026-01-01T00:00:00Z'))
    expect(await holders()).toBe(STAR_CARD_CAP - 1) // 1679 qualify: all hold a card
    await db.handle.db.execute(sql`update team_facts set own_tvl = 1000 where user_id = 2`)
    await refresh(new Date('2026-01-02T00:00:00Z'))
    expect(await holders()).toBe(STAR_CARD_CAP) // 1680 qualify: all hold one
    expect(await levelOf(2)).toBe(1)
    await db.handle.db.execute(sql`update team_facts set own_tvl = 1000 where user_id = 1`)
    await refresh(new Date('2026-01-03T00:00:00Z'))
    expect(await holders()).toBe(STAR_CARD_CAP) // 1681 qualify: the latest qualified waits
    expect(await levelOf(1)).toBe(0)
    expect(await levelOf(2)).toBe(1)
  })

  it('a downgrade frees a card for the next in line; the one who fell loses their place', async () => {
    await db.handle.db.execute(sql`update team_facts set own_tvl = 999 where user_id = 3`)
    await refresh(new Date('2026-01-04T00:00:00Z'))
    expect(await levelOf(3)).toBe(0)
    expect(await levelOf(1)).toBe(1)
    await db.handle.db.execute(sql`update team_facts set own_tvl = 1000 where user_id = 3`)
    await refresh(new Date('2026-01-05T00:00:00Z'))
    // user 3 qualifies again, now the latest: the cap keeps them waiting
    expect(await levelOf(3)).toBe(0)
    expect(await holders()).toBe(STAR_CARD_CAP)
  })
})
