import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ledgerAccounts, ledgerEntries, ledgerPostings } from '../../../src/db/schema'
import { SYSTEM, systemAccount, userAccount } from '../../../src/services/ledger/accounts'
import { balancesOf } from '../../../src/services/ledger/balances'
import { checkBooks } from '../../../src/services/ledger/checkBooks'
import { type EntryInput, postEntry } from '../../../src/services/ledger/postEntry'
import { BACKENDS, POSTGRES_SKIP_REASON, POSTGRES_URL } from '../../helpers/backends'
import { openTestDb, type TestDb } from '../../helpers/testDb'

const GDT = 6
const PHO = 3
const a = `0x${'a'.repeat(40)}`
const b = `0x${'b'.repeat(40)}`
const fund = (key: string, to: string, amount: bigint, coin = GDT): EntryInput => ({
  key,
  kind: 'sandbox_seed',
  lines: [
    { account: systemAccount(SYSTEM.sandboxFunding, coin), amount: -amount },
    { account: userAccount(to, coin), amount },
  ],
})
const transfer = (key: string, from: string, to: string, amount: bigint): EntryInput => ({
  key,
  kind: 'transfer',
  lines: [
    { account: userAccount(from, GDT), amount: -amount },
    { account: userAccount(to, GDT), amount },
  ],
})

describe.each(BACKENDS)('ledger postEntry on %s', (backend) => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb(backend)
  })
  afterAll(async () => t?.dispose())

  it('posts balanced lines with the cached balances, exact beyond 2^64', async () => {
    const big = 123456789012345678901234567890123456789n
    const posted = await postEntry(t.handle.db, fund('f:1', a, big))
    expect(posted.created).toBe(true)
    const postings = await t.handle.db.select().from(ledgerPostings).where(eq(ledgerPostings.entryId, posted.entryId))
    expect(postings.map((p) => BigInt(p.amount)).reduce((x, y) => x + y, 0n)).toBe(0n)
    expect((await balancesOf(t.handle.db, a)).get(GDT)).toEqual({ usable: big, frozen: 0n, debt: 0n })
    expect((await checkBooks(t.handle.db)).ok).toBe(true)
  })

  it('a repeated key returns the first entry and posts nothing', async () => {
    const first = await postEntry(t.handle.db, fund('f:2', b, 100n))
    const again = await postEntry(t.handle.db, fund('f:2', b, 100n))
    expect(again).toEqual({ entryId: first.entryId, created: false })
    expect((await balancesOf(t.handle.db, b)).get(GDT)?.usable).toBe(100n)
    const rows = await t.handle.db.select().from(ledgerEntries).where(eq(ledgerEntries.key, 'f:2'))
    expect(rows).toHaveLength(1)
  })

  it('refuses unbalanced, zero and one-line entries, in the service and in the database', async () => {
    const unbalanced: EntryInput = {
      key: 'bad:1',
      kind: 'transfer',
      lines: [
        { account: userAccount(a, GDT), amount: -5n },
        { account: userAccount(b, GDT), amount: 4n },
      ],
    }
    await expect(postEntry(t.handle.db, unbalanced)).rejects.toThrow(/sums to -1/)
    // Balanced in total but not per coin.
    const mixed: EntryInput = {
      key: 'bad:2',
      kind: 'transfer',
      lines: [
        { account: userAccount(a, GDT), amount: -5n },
        { account: userAccount(b, PHO), amount: 5n },
      ],
    }
    await expect(postEntry(t.handle.db, mixed)).rejects.toThrow(/in coin/)
    // The function checks on its own (a caller that skips the service).
    const raw = JSON.stringify([
      { owner: a, coin: GDT, bucket: 'usable', amount: '-5' },
      { owner: b, coin: PHO, bucket: 'usable', amount: '5' },
    ])
    await expect(
      t.handle.db.execute(sql`select * from ledger_post('bad:3', 'transfer', ${raw}::jsonb)`),
    ).rejects.toThrow()
    const oneLine = JSON.stringify([{ owner: a, coin: GDT, bucket: 'usable', amount: '5' }])
    await expect(
      t.handle.db.execute(sql`select * from ledger_post('bad:4', 'transfer', ${oneLine}::jsonb)`),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ message: expect.stringMatching(/two lines/) }) })
    expect(await t.handle.db.select().from(ledgerEntries).where(sql`${ledgerEntries.key} like 'bad:%'`)).toEqual([])
  })

  it('never lets a user account go negative: the whole entry is refused', async () => {
    const before = await balancesOf(t.handle.db, b)
    await expect(postEntry(t.handle.db, transfer('t:over', b, a, 101n))).rejects.toMatchObject({
      key: 'insufficient_balance',
    })
    expect(await balancesOf(t.handle.db, b)).toEqual(before)
    expect(await t.handle.db.select().from(ledgerEntries).where(eq(ledgerEntries.key, 't:over'))).toEqual([])
    // The CHECK holds even against a direct write.
    await expect(
      t.handle.db.update(ledgerAccounts).set({ balance: '-1' }).where(eq(ledgerAccounts.owner, b)),
    ).rejects.toThrow()
    // A pool is not external: it runs dry at zero too.
    const pool: EntryInput = {
      key: 'pool:over',
      kind: 'reward',
      lines: [
        { account: systemAccount(SYSTEM.pool('airdrop'), GDT), amount: -1n },
        { account: userAccount(a, GDT), amount: 1n },
      ],
    }
    await expect(postEntry(t.handle.db, pool)).rejects.toMatchObject({ key: 'insufficient_balance' })
  })

  it('a transfer moves exactly; the books check finds a tampered balance and an unbalanced entry', async () => {
    await postEntry(t.handle.db, transfer('t:1', b, a, 40n))
    expect((await balancesOf(t.handle.db, b)).get(GDT)?.usable).toBe(60n)
    const good = await checkBooks(t.handle.db)
    expect(good).toMatchObject({ ok: true, mismatch_count: 0, unbalanced_count: 0, negative_count: 0 })
    expect(good.entries).toBeGreaterThanOrEqual(3)
    const gdt = good.coins.find((c) => c.coin_id === GDT)!
    expect(gdt.conserved).toBe(true)
    expect(BigInt(gdt.users)).toBe(-BigInt(gdt.external))

    await t.handle.db.update(ledgerAccounts).set({ balance: '61' }).where(eq(ledgerAccounts.owner, b))
    const tampered = await checkBooks(t.handle.db)
    expect(tampered.ok).toBe(false)
    expect(tampered.coins.find((c) => c.coin_id === GDT)?.conserved).toBe(false)
    expect(tampered.balance_mismatches).toEqual([
      expect.objectContaining({ owner: b, coin_id: GDT, cached: '61', posted: '60' }),
    ])
    await t.handle.db.update(ledgerAccounts).set({ balance: '60' }).where(eq(ledgerAccounts.owner, b))

    const [posting] = await t.handle.db.select().from(ledgerPostings).limit(1)
    await t.handle.db
      .update(ledgerPostings)
      .set({ amount: sql`${ledgerPostings.amount} + 1` })
      .where(eq(ledgerPostings.id, posting!.id))
    const unbalanced = await checkBooks(t.handle.db)
    expect(unbalanced.ok).toBe(false)
    expect(unbalanced.unbalanced_count).toBe(1)
    expect(unbalanced.mismatch_count).toBe(1)
    await t.handle.db
      .update(ledgerPostings)
      .set({ amount: sql`${ledgerPostings.amount} - 1` })
      .where(eq(ledgerPostings.id, posting!.id))
    expect((await checkBooks(t.handle.db)).ok).toBe(true)
  })

  it('inside a caller transaction, a failed entry rolls back the caller too', async () => {
    await expect(
      t.handle.db.transaction(async (tx) => {
        await postEntry(tx, fund('tx:1', a, 5n))
        await postEntry(tx, transfer('tx:2', b, a, 10_000n))
      }),
    ).rejects.toMatchObject({ key: 'insufficient_balance' })
    expect(await t.handle.db.select().from(ledgerEntries).where(eq(ledgerEntries.key, 'tx:1'))).toEqual([])
    expect((await checkBooks(t.handle.db)).ok).toBe(true)
  })

  it('finds its accounts by index, never by reading every account (a few thousand users)', async () => {
    // 3,000 users' empty accounts, as after a sandbox seed, and the planner's statistics of them.
    await t.handle.db.execute(sql`insert into ledger_accounts (owner, coin_id, bucket)
      select '0x' || lpad(to_hex(g), 40, '0'), ${GDT}, 'usable' from generate_series(1, 3000) g`)
    await t.handle.db.execute(sql`analyze ledger_accounts`)
    await postEntry(t.handle.db, fund('scan:0', a, 1000n))
    // This connection's sequential scans of ledger_accounts and the rows they read, before and after one posting, in
    // one transaction (the counters include earlier transactions' counts not yet flushed: the difference is ours).
    const counters = async (tx: typeof t.handle.db) => {
      const result = await tx.execute(sql`select pg_stat_get_xact_numscans('ledger_accounts'::regclass)::text as scans,
        pg_stat_get_xact_tuples_returned('ledger_accounts'::regclass)::text as rows`)
      const row = (result as unknown as { rows: { scans: string | null; rows: string | null }[] }).rows[0]
      return { scans: Number(row?.scans ?? 0), rows: Number(row?.rows ?? 0) }
    }
    const { scans, seq } = await t.handle.db.transaction(async (tx) => {
      const before = await counters(tx)
      await postEntry(tx, transfer('scan:1', a, b, 10n))
      const after = await counters(tx)
      return { scans: after.scans - before.scans, seq: after.rows - before.rows }
    })
    expect(scans).toBe(0)
    expect(seq).toBeLessThan(100)
    expect((await checkBooks(t.handle.db)).ok).toBe(true)
  })
})

if (!POSTGRES_URL) console.warn(`[ledger concurrency tests] ${POSTGRES_SKIP_REASON}`)

describe.skipIf(!POSTGRES_URL)('ledger under concurrency on PostgreSQL', () => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb('postgres')
  })
  afterAll(async () => t?.dispose())

  it('one key posted by 20 concurrent calls (two pools) posts once', async () => {
    const other = t.openAnother!()
    try {
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          postEntry((i % 2 ? other : t.handle).db, fund('deposit:1:0xabc:0', a, 7n)),
        ),
      )
      expect(results.filter((r) => r.created)).toHaveLength(1)
      expect(new Set(results.map((r) => r.entryId)).size).toBe(1)
      expect((await balancesOf(t.handle.db, a)).get(GDT)?.usable).toBe(7n)
      const postings = await t.handle.db.select().from(ledgerPostings)
      expect(postings).toHaveLength(2)
    } finally {
      await other.close()
    }
  })

  it('50 concurrent debits of one account never overdraw and conserve the total', async () => {
    const other = t.openAnother!()
    try {
      // a holds 7; fund 1000 more: 1007. 50 debits of 30 to b and c: at most 33 can pass.
      await postEntry(t.handle.db, fund('f:many', a, 1000n))
      const c = `0x${'c'.repeat(40)}`
      const results = await Promise.allSettled(
        Array.from({ length: 50 }, (_, i) =>
          postEntry((i % 2 ? other : t.handle).db, transfer(`t:many:${i}`, a, i % 3 ? b : c, 30n)),
        ),
      )
      const passed = results.filter((r) => r.status === 'fulfilled').length
      const refused = results.filter(
        (r) => r.status === 'rejected' && (r.reason as { key?: string }).key === 'insufficient_balance',
      ).length
      expect(passed).toBe(33)
      expect(refused).toBe(17)
      const [ba, bb, bc] = await Promise.all([a, b, c].map((o) => balancesOf(t.handle.db, o)))
      expect(ba.get(GDT)?.usable).toBe(1007n - 33n * 30n)
      expect((ba.get(GDT)?.usable ?? 0n) + (bb.get(GDT)?.usable ?? 0n) + (bc.get(GDT)?.usable ?? 0n)).toBe(1007n)
      expect(await checkBooks(t.handle.db)).toMatchObject({ ok: true })
    } finally {
      await other.close()
    }
  })

  it('a repeatable-read caller that cannot see an account made meanwhile gets a retryable error, never a lost line', async () => {
    const other = t.openAnother!()
    const d = `0x${'d'.repeat(40)}`
    try {
      const attempt = t.handle.db.transaction(
        async (tx) => {
          await tx.select().from(ledgerAccounts).limit(1) // takes the snapshot
          await postEntry(other.db, fund('rr:other', d, 3n))
          await postEntry(tx, fund('rr:mine', d, 4n))
        },
        { isolationLevel: 'repeatable read' },
      )
      await expect(attempt).rejects.toMatchObject({ cause: expect.objectContaining({ code: '40001' }) })
      expect((await balancesOf(t.handle.db, d)).get(GDT)?.usable).toBe(3n)
      expect(await checkBooks(t.handle.db)).toMatchObject({ ok: true })
    } finally {
      await other.close()
    }
  })
})
