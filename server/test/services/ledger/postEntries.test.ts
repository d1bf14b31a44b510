import { asc, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ledgerEntries, ledgerPostings, rewardExplanations } from '../../../src/db/schema'
import { SYSTEM, systemAccount, userAccount } from '../../../src/services/ledger/accounts'
import { checkBooks } from '../../../src/services/ledger/checkBooks'
import { postEntries } from '../../../src/services/ledger/postEntries'
import { type EntryInput, postEntry, postedEntries } from '../../../src/services/ledger/postEntry'
import { BACKENDS } from '../../helpers/backends'
import { fundFromSandbox, ledgerBalance } from '../../helpers/ledger'
import { openTestDb, type TestDb } from '../../helpers/testDb'

const GDT = 6
const POOL = SYSTEM.pool('star-gifts')
const E18 = 10n ** 18n
const user = (tag: string, i: number) => `0x${tag}${i.toString(16).padStart(39, '0')}`

/** A star gift (a reward kind: its explanation is checked and recorded) of `level` from the pool to `to`. */
const gift = (key: string, to: string, level: number): EntryInput => ({
  key,
  kind: 'star_gift',
  lines: [
    { account: systemAccount(POOL, GDT), amount: -BigInt(level) * E18 },
    { account: userAccount(to, GDT), amount: BigInt(level) * E18 },
  ],
  explain: {
    rule: 'star.gift',
    job: 'star-cards',
    period: '2025-01-02',
    inputs: { coin_id: GDT, level, gift_whole: String(level), decimals: 18 },
  },
})
const transfer = (key: string, from: string, to: string, amount: bigint): EntryInput => ({
  key,
  kind: 'transfer',
  lines: [
    { account: userAccount(from, GDT), amount: -amount },
    { account: userAccount(to, GDT), amount },
  ],
})

/** A day's payouts to 40 users of `tag`, then transfers among them that spend part of what they were just paid. */
function day(tag: string): EntryInput[] {
  const gifts = Array.from({ length: 40 }, (_, i) => gift(`${tag}:gift:${i}`, user(tag, i), 1 + (i % 5)))
  const moves = Array.from({ length: 20 }, (_, i) => transfer(`${tag}:move:${i}`, user(tag, i), user(tag, i + 20), E18))
  return [...gifts, ...moves]
}

describe.each(BACKENDS)('ledger postEntries on %s', (backend) => {
  let t: TestDb
  const db = () => t.handle.db
  const postingsOf = async (keys: string[]) =>
    db()
      .select({ key: ledgerEntries.key, amount: ledgerPostings.amount, explained: rewardExplanations.result })
      .from(ledgerPostings)
      .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
      .leftJoin(rewardExplanations, eq(rewardExplanations.entryId, ledgerEntries.id))
      .where(inArray(ledgerEntries.key, keys))
      .orderBy(asc(ledgerPostings.id))

  beforeAll(async () => {
    t = await openTestDb(backend)
    await fundFromSandbox(db(), 'pool', systemAccount(POOL, GDT), 10_000n * E18)
  })
  afterAll(async () => t?.dispose())

  it('posts what posting one by one posts: the same balances, postings in order and explanations', async () => {
    const single = day('a')
    for (const input of single) await postEntry(db(), input)
    // Batches of 7 entries: several statements, with payments and transfers of one user in different batches.
    const batched = day('b')
    const posted = await postEntries(db(), batched, 7)
    expect(posted.every((p) => p.created)).toBe(true)
    for (let i = 0; i < 40; i++) {
      expect(await ledgerBalance(db(), user('b', i), GDT)).toBe(await ledgerBalance(db(), user('a', i), GDT))
    }
    const shape = (rows: Awaited<ReturnType<typeof postingsOf>>) =>
      rows.map((r) => ({ key: r.key.slice(2), amount: r.amount, explained: r.explained }))
    const one = await postingsOf(single.map((e) => e.key))
    const many = await postingsOf(batched.map((e) => e.key))
    expect(many).toHaveLength(120)
    expect(shape(many)).toEqual(shape(one))
    // Entry ids follow the input's order, as one-by-one posting gives them.
    expect(posted.map((p) => p.entryId)).toEqual([...posted.map((p) => p.entryId)].sort((x, y) => x - y))
    expect((await checkBooks(db())).ok).toBe(true)
  })

  it('skips a key posted before (by postEntry or an earlier batch) and posts the rest once', async () => {
    const first = await postEntry(db(), gift('c:gift:1', user('c', 1), 2))
    const inputs = [
      gift('c:gift:0', user('c', 0), 1),
      gift('c:gift:1', user('c', 1), 2),
      gift('c:gift:2', user('c', 2), 3),
    ]
    const posted = await postEntries(db(), inputs)
    expect(posted[1]).toEqual({ entryId: first.entryId, created: false })
    expect(posted.map((p) => p.created)).toEqual([true, false, true])
    const again = await postEntries(db(), inputs)
    expect(again).toEqual(posted.map((p) => ({ ...p, created: false })))
    expect(await ledgerBalance(db(), user('c', 1), GDT)).toBe(2n * E18)
    expect(await ledgerBalance(db(), user('c', 2), GDT)).toBe(3n * E18)
    const explained = await db().select().from(rewardExplanations).where(eq(rewardExplanations.entryId, first.entryId))
    expect(explained).toHaveLength(1)
    expect((await checkBooks(db())).ok).toBe(true)
  })

  it('lists the entries it posted in the run that collects them, not the ones it skipped', async () => {
    const run: number[] = []
    const posted = await postedEntries.run(run, () =>
      postEntries(db(), [gift('c:gift:0', user('c', 0), 1), gift('d:gift:0', user('d', 0), 4)]),
    )
    expect(run).toEqual([posted[1]!.entryId])
  })

  it('refuses the whole batch when one entry would overdraw, where one-by-one posting would refuse it', async () => {
    const before = await ledgerBalance(db(), POOL, GDT)
    const poor = user('e', 1)
    // The transfer comes before the gift that would have paid for it: one by one, it would be refused.
    const inputs = [
      gift('e:gift:0', user('e', 0), 1),
      transfer('e:move', poor, user('e', 0), E18),
      gift('e:gift:1', poor, 1),
    ]
    await expect(postEntries(db(), inputs)).rejects.toMatchObject({ key: 'insufficient_balance' })
    // One entry a batch: the first batch posted, the second refused; the call is one transaction, so nothing stays.
    await expect(postEntries(db(), inputs, 1)).rejects.toMatchObject({ key: 'insufficient_balance' })
    expect(await ledgerBalance(db(), POOL, GDT)).toBe(before)
    const rows = await db().select().from(ledgerEntries).where(sql`${ledgerEntries.key} like 'e:%'`)
    expect(rows).toHaveLength(0)
    // In the order that pays first, the same entries post.
    const posted = await postEntries(db(), [inputs[0]!, inputs[2]!, inputs[1]!])
    expect(posted.every((p) => p.created)).toBe(true)
    expect(await ledgerBalance(db(), poor, GDT)).toBe(0n)
    // A pool cannot pay more than it holds, however the payments are spread.
    const tooMuch = Array.from({ length: 3 }, (_, i) => ({
      ...gift(`e:big:${i}`, user('e', i), 5),
      lines: [
        { account: systemAccount(POOL, GDT), amount: -before },
        { account: userAccount(user('e', i), GDT), amount: before },
      ],
      explain: undefined,
      kind: 'transfer' as const,
    }))
    await expect(postEntries(db(), tooMuch)).rejects.toMatchObject({ key: 'insufficient_balance' })
    expect((await checkBooks(db())).ok).toBe(true)
  })

  it('refuses a key twice in one call, a key posted as another kind and an explanation that is not the rule', async () => {
    await expect(postEntries(db(), [gift('f:1', user('f', 1), 1), gift('f:1', user('f', 1), 1)])).rejects.toThrow(
      /twice/,
    )
    await postEntry(db(), transfer('f:kind', user('c', 2), user('f', 1), 1n))
    await expect(postEntries(db(), [gift('f:kind', user('f', 1), 1)])).rejects.toThrow()
    // The lines pay a level-2 gift; the recorded inputs say level 3 (3 GDT): refused before anything is sent.
    const lying = { ...gift('f:3', user('f', 3), 3), lines: gift('f:3', user('f', 3), 2).lines }
    await expect(postEntries(db(), [lying])).rejects.toThrow(/rule star.gift gives/)
    // Found while the batch before it is being posted: that batch is undone with the call.
    await expect(postEntries(db(), [gift('f:2', user('f', 2), 2), lying], 1)).rejects.toThrow(/rule star.gift gives/)
    expect(await db().select().from(ledgerEntries).where(sql`${ledgerEntries.key} like 'f:_'`)).toHaveLength(0)
    expect((await checkBooks(db())).ok).toBe(true)
  })
})
