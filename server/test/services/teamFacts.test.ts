import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { teamFacts, users } from '../../src/db/schema'
import { AppError } from '../../src/errors'
import { computeTeamFacts } from '../../src/services/team/computeTeamFacts'
import { rebuildTeam } from '../../src/services/team/rebuildTeam'
import { setOwnTvl } from '../../src/services/team/teamUpdates'
import { TREE_LOCK } from '../../src/services/team/treeLock'
import { bindReferrer } from '../../src/services/users/bindReferrer'
import { ensureUser } from '../../src/services/users/ensureUser'
import { BACKENDS, POSTGRES_SKIP_REASON, POSTGRES_URL } from '../helpers/backends'
import { openTestDb, type TestDb } from '../helpers/testDb'

const USDT = 10n ** 18n
const THRESHOLD = 100n * USDT

/** A small seeded generator (mulberry32): a failure replays with the same tree. */
function random(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const addressOf = (i: number) => `0x${i.toString(16).padStart(40, '0')}`

type Row = typeof teamFacts.$inferSelect
const figures = (r: Row) => ({
  parentId: r.parentId,
  ownTvl: r.ownTvl,
  valid: r.valid,
  teamTvl: r.teamTvl,
  legTvl: r.legTvl,
  maxZone: r.maxZone,
  teamCount: r.teamCount,
  teamValid: r.teamValid,
  validDirect: r.validDirect,
  lines: r.lines,
})

async function snapshot(t: TestDb) {
  const rows = await t.handle.db.select().from(teamFacts).orderBy(teamFacts.userId)
  return rows.map((r) => ({ id: r.userId, ...figures(r) }))
}

async function setTvl(t: TestDb, userId: number, tvl: bigint) {
  await t.handle.db.transaction(async (tx) => {
    await tx.execute(TREE_LOCK)
    await setOwnTvl(tx, userId, tvl, THRESHOLD, null)
  })
}

describe('computeTeamFacts (the rebuild rule)', () => {
  it('sums legs, counts valid direct and team addresses, lines of 100 and the large zone', () => {
    // root 1 -> 2 (own 50) -> 3 (own 500); 1 -> 4 (own 120); and 100 valid children under 5, a child of 1.
    const nodes = [
      { id: 1, parentId: null, ownTvl: 0n, valid: false },
      { id: 2, parentId: 1, ownTvl: 50n, valid: false },
      { id: 3, parentId: 2, ownTvl: 500n, valid: true },
      { id: 4, parentId: 1, ownTvl: 120n, valid: true },
      { id: 5, parentId: 1, ownTvl: 0n, valid: false },
      ...Array.from({ length: 100 }, (_, i) => ({ id: 100 + i, parentId: 5, ownTvl: 1n, valid: true })),
    ]
    const f = computeTeamFacts(nodes)
    expect(f.get(1)).toEqual({
      teamTvl: 770n,
      legTvl: 770n,
      maxZone: 550n,
      teamCount: 104,
      teamValid: 102,
      validDirect: 1,
      lines: 1,
    })
    expect(f.get(5)).toMatchObject({ teamValid: 100, validDirect: 100, lines: 0, maxZone: 1n })
    expect(f.get(2)).toMatchObject({ teamTvl: 500n, legTvl: 550n, teamCount: 1 })
  })

  it('refuses a loop', () => {
    expect(() =>
      computeTeamFacts([
        { id: 1, parentId: 2, ownTvl: 0n, valid: false },
        { id: 2, parentId: 1, ownTvl: 0n, valid: false },
      ]),
    ).toThrow(/loop/)
  })
})

describe.each(BACKENDS)('team facts kept incrementally equal a full rebuild on %s', (backend) => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb(backend)
  })
  afterAll(async () => t?.dispose())

  it('after thousands of random binds (whole subtrees moving under new parents) and LP changes', async () => {
    const next = random(backend === 'pglite' ? 12 : 34)
    const USERS = 2000
    const ids: number[] = []
    const codes: string[] = []
    for (let i = 1; i <= USERS; i++) {
      const user = await ensureUser(t.handle.db, addressOf(i))
      ids.push(user.id)
      codes.push(user.inviteCode)
    }
    const unbound = new Set(ids.keys())
    unbound.delete(0) // user 0 is the root
    let binds = 0
    let changes = 0
    let refused = 0
    for (let step = 0; step < 6000; step++) {
      const r = next()
      if (r < 0.45 && unbound.size > 0) {
        // Bind a random unbound user (who may already have children and TVL) under a recent user: deep chains.
        const pool = [...unbound]
        const child = pool[Math.floor(next() * pool.length)]!
        const span = Math.max(1, Math.floor(ids.length * 0.05))
        const parent = Math.max(0, child - 1 - Math.floor(next() * span))
        try {
          await t.handle.db.transaction((tx) => bindReferrer(tx, addressOf(child + 1), codes[parent]!))
          unbound.delete(child)
          binds++
        } catch (error) {
          if (!(error instanceof AppError)) throw error
          refused++
        }
      } else {
        const who = ids[Math.floor(next() * ids.length)]!
        const usdt = next() < 0.2 ? 0n : BigInt(Math.floor(next() * 300))
        await setTvl(t, who, usdt * USDT + BigInt(Math.floor(next() * 1000)))
        changes++
      }
    }
    expect(binds).toBeGreaterThan(1500)
    expect(changes).toBeGreaterThan(2500)
    const incremental = await snapshot(t)

    // The rule computed here from the tree alone agrees with the kept figures...
    const tree = await t.handle.db.select({ id: users.id, parentId: users.parentId }).from(users)
    const own = new Map(incremental.map((r) => [r.id, BigInt(r.ownTvl)]))
    const nodes = tree.map((u) => {
      const tvl = own.get(u.id) ?? 0n
      return { id: u.id, parentId: u.parentId, ownTvl: tvl, valid: tvl > 0n && tvl >= THRESHOLD }
    })
    const expected = computeTeamFacts(nodes)
    for (const row of incremental) {
      const f = expected.get(row.id)!
      expect({
        id: row.id,
        teamTvl: row.teamTvl,
        maxZone: row.maxZone,
        lines: row.lines,
        teamValid: row.teamValid,
      }).toEqual({
        id: row.id,
        teamTvl: f.teamTvl.toString(),
        maxZone: f.maxZone.toString(),
        lines: f.lines,
        teamValid: f.teamValid,
      })
    }
    // ...and the rebuild command finds nothing to correct and leaves every row as it was.
    expect(await rebuildTeam(t.handle.db, THRESHOLD)).toEqual({ users: USERS, changed: 0 })
    expect(await snapshot(t)).toEqual(incremental)
    // The exercise reached the interesting cases: deep chains, lines of 100 and large zones.
    const root = incremental.find((r) => r.id === ids[0])!
    expect(root.teamCount).toBeGreaterThan(500)
    expect(incremental.some((r) => r.lines > 0)).toBe(true)
    console.log(
      `[team facts ${backend}] binds ${binds}, LP changes ${changes}, refused binds ${refused}, root team ${root.teamCount}`,
    )
  }, 600_000)

  it('the rebuild corrects a damaged row', async () => {
    const [victim] = await t.handle.db.select().from(teamFacts).where(eq(teamFacts.parentId, 1)).limit(1)
    const before = await snapshot(t)
    await t.handle.db.update(teamFacts).set({ teamTvl: '7', lines: 99 }).where(eq(teamFacts.userId, victim!.userId))
    expect(await rebuildTeam(t.handle.db, THRESHOLD)).toMatchObject({ changed: 1 })
    expect(await snapshot(t)).toEqual(before)
  })
})

if (!POSTGRES_URL) console.warn(`[team concurrency test] ${POSTGRES_SKIP_REASON}`)

describe.skipIf(!POSTGRES_URL)('concurrent TVL changes up the same path on PostgreSQL', () => {
  let t: TestDb
  let other: ReturnType<NonNullable<TestDb['openAnother']>>
  beforeAll(async () => {
    t = await openTestDb('postgres')
    other = t.openAnother!()
  })
  afterAll(async () => {
    await other?.close()
    await t?.dispose()
  })

  it('forty simultaneous changes from two server instances lose no increment', async () => {
    // A chain of 30 and, at its bottom, 40 leaf siblings: every change walks the same 30 ancestors.
    const chain: { id: number; code: string }[] = []
    for (let i = 0; i < 30; i++) {
      const user = await ensureUser(t.handle.db, addressOf(10_000 + i))
      const parent = chain.at(-1)
      if (parent) await t.handle.db.transaction((tx) => bindReferrer(tx, user.address, parent.code))
      chain.push({ id: user.id, code: user.inviteCode })
    }
    const bottom = chain.at(-1)!
    const leaves: number[] = []
    for (let i = 0; i < 40; i++) {
      const user = await ensureUser(t.handle.db, addressOf(20_000 + i))
      await t.handle.db.transaction((tx) => bindReferrer(tx, user.address, bottom.code))
      leaves.push(user.id)
    }
    await Promise.all(
      leaves.map((id, i) =>
        (i % 2 ? other : t.handle).db.transaction(async (tx) => {
          await tx.execute(TREE_LOCK)
          await setOwnTvl(tx, id, 150n * USDT, THRESHOLD, null)
        }),
      ),
    )
    const [top] = await t.handle.db.select().from(teamFacts).where(eq(teamFacts.userId, chain[0]!.id))
    expect(top).toMatchObject({ teamTvl: (40n * 150n * USDT).toString(), teamValid: 40, teamCount: 69 })
    expect(await rebuildTeam(t.handle.db, THRESHOLD)).toMatchObject({ changed: 0 })
  }, 120_000)
})
