import { pairAbi } from '@phoswap/core/abi/pairAbi'
import { priceOf } from '@phoswap/core/amm/priceOf'
import { formatFraction } from '@phoswap/core/format/formatFraction'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app'
import type { DbHandle } from '../../src/db/client'
import { pairSyncs } from '../../src/db/schema'
import { percentChange } from '../../src/services/market/quotes'
import type { App } from '../../src/types'
import { POSTGRES_SKIP_REASON, POSTGRES_URL } from '../helpers/backends'
import { indexingConfig, startTestChain, switchableProxy, type TestChain, waitFor, waitIndexed } from '../helpers/chain'
import { get } from '../helpers/http'
import { openTestDb, type TestDb } from '../helpers/testDb'

async function storedEvents(handle: DbHandle): Promise<string[]> {
  const rows = await handle.db.select({ tx: pairSyncs.txHash, log: pairSyncs.logIndex }).from(pairSyncs)
  return rows.map((r) => `${r.tx}:${r.log}`).sort()
}

async function startApp(chain: TestChain, handle: DbHandle, rpcUrl?: string): Promise<App> {
  const app = await buildApp({ config: indexingConfig(chain, rpcUrl), db: handle })
  await app.ready()
  return app
}

let chain: TestChain
beforeAll(async () => {
  chain = await startTestChain()
}, 120_000)
afterAll(async () => chain?.stop())

describe('chain indexer on PGlite', () => {
  let db: TestDb
  let app: App | null = null
  beforeAll(async () => {
    db = await openTestDb('pglite')
  })
  afterAll(async () => {
    await app?.close()
    await db?.dispose()
  })

  it('without indexed history the quote figures are empty', async () => {
    const idle = await buildApp({
      config: { ...indexingConfig(chain), indexer: { ...indexingConfig(chain).indexer, enabled: false } },
      db: db.handle,
    })
    const res = await get(idle, '/v1/index/quote')
    await idle.close()
    expect(res.body.data.total_count).toBe(chain.deployment.pairs.length)
    expect(res.body.data.list[0]).toMatchObject({
      name: 'PHO-USDT',
      coin: 'PHO',
      quote_coin: 'USDT',
      last: '',
      percent: '',
    })
    expect(res.body.data.list.every((q: { last: string; percent: string }) => q.last === '' && q.percent === '')).toBe(
      true,
    )
  })

  it('indexes every Sync; quotes match the reserves on chain after swaps', async () => {
    app = await startApp(chain, db.handle)
    await chain.swap('USDC', 'USDT', '2500')
    await chain.swap('BTC', 'USDT', '0.1')
    await waitIndexed(app, chain)
    expect(await storedEvents(db.handle)).toEqual(await chain.chainEvents())

    const quotes = (await get(app, '/v1/index/quote')).body.data.list as Record<string, string>[]
    expect(quotes[0]!.name).toBe('PHO-USDT')
    for (const pair of chain.deployment.pairs) {
      const quote = quotes.find((q) => q.pair === pair.address)!
      const [base, other] = pair.name.split('-')
      const token = (s: string) => chain.deployment.tokens.find((t) => t.symbol === s)!
      const [r0, r1] = await chain.client.readContract({
        address: pair.address,
        abi: pairAbi,
        functionName: 'getReserves',
      })
      const baseIs0 = token(base!).address === pair.token0
      const price = priceOf(baseIs0 ? r0 : r1, token(base!).decimals, baseIs0 ? r1 : r0, token(other!).decimals)
      expect(quote.last, pair.name).toBe(formatFraction(price, 18))
      expect(quote.coin).toBe(base)
      expect(quote.coin_logo).toBe(`coins/${base}.svg`)
      expect(quote.percent).toMatch(/^-?\d+\.\d\d$/)
    }
    const pho = quotes[0]!
    expect(pho.last).toBe('0.5')
    expect(pho.percent).toBe('0.00')
    // USDC bought USDT: USDC is cheaper than at the pool's first (seeded) point, younger than a day
    const usdc = quotes.find((q) => q.name === 'USDC-USDT')!
    expect(Number(usdc.last)).toBeLessThan(1)
    expect(usdc.percent).toBe(
      percentChange(
        { numerator: BigInt(usdc.last.replace('.', '')), denominator: 10n ** BigInt(usdc.last.split('.')[1]!.length) },
        { numerator: 1n, denominator: 1n },
      ),
    )
    expect(usdc.percent.startsWith('-')).toBe(true)
  })

  it('price history: candles of the pair, the last close is the quote', async () => {
    const pair = chain.deployment.pairs.find((p) => p.name === 'USDC-USDT')!
    const res = await get(app!, `/v1/index/price-history?pair=${pair.address.toLowerCase()}&interval=5m`)
    expect(res.status).toBe(200)
    const data = res.body.data
    expect(data).toMatchObject({
      pair: pair.address,
      name: 'USDC-USDT',
      coin: 'USDC',
      quote_coin: 'USDT',
      interval: '5m',
    })
    expect(data.from % 300).toBe(0)
    expect(Math.floor(data.to / 300) - data.from / 300 + 1).toBe(500)
    expect(data.list.length).toBeGreaterThan(0)
    const last = data.list.at(-1)
    const quote = (await get(app!, '/v1/index/quote')).body.data.list.find(
      (q: { name: string }) => q.name === 'USDC-USDT',
    )
    expect(last.close).toBe(quote.last)
    // The pool's seeded price opens its first candle (the swaps may fall in a later 5-minute bucket on a slow run).
    expect(data.list[0].open).toBe('1')
    expect(Number(last.low)).toBeLessThanOrEqual(Number(last.close))
    expect(Number(last.high)).toBeGreaterThanOrEqual(Number(last.open))
    const unknown = await get(app!, '/v1/index/price-history?pair=0x000000000000000000000000000000000000dEaD')
    expect(unknown.status).toBe(404)
    expect((await get(app!, `/v1/index/price-history?pair=${pair.address}&interval=2m`)).status).toBe(400)
  })

  it('a restart resumes where it stopped: no gap, no duplicate', async () => {
    await app!.close()
    app = null
    await chain.swap('USDC', 'USDT', '100')
    await chain.swap('USDT', 'DAI', '50')
    const before = await storedEvents(db.handle)
    expect(before.length).toBeLessThan((await chain.chainEvents()).length)
    app = await startApp(chain, db.handle)
    await waitIndexed(app, chain)
    const after = await storedEvents(db.handle)
    expect(after).toEqual(await chain.chainEvents())
    expect(new Set(after).size).toBe(after.length)
  })

  it('a reorg (anvil snapshot, revert, new blocks) is rolled back and the new chain indexed', async () => {
    const snapshot = await chain.testClient.snapshot()
    await chain.swap('USDC', 'USDT', '10')
    await chain.swap('USDC', 'USDT', '20')
    await waitIndexed(app!, chain)
    const orphaned = await chain.chainEvents()
    await chain.testClient.revert({ id: snapshot })
    await chain.swap('DAI', 'USDT', '30')
    await chain.testClient.mine({ blocks: 3 })
    const canonical = await chain.chainEvents()
    const gone = orphaned.filter((e) => !canonical.includes(e))
    expect(gone.length).toBe(2)
    await waitFor('the reorg handled', () => (app!.indexer.status().chains[31337]?.reorgs ?? 0) > 0)
    await waitIndexed(app!, chain)
    const stored = await storedEvents(db.handle)
    expect(stored).toEqual(canonical)
    for (const event of gone) expect(stored).not.toContain(event)
  })

  it('quote cache: a new price shows at once where it is indexed, within the TTL elsewhere', async () => {
    await app!.close()
    const longTtl = { quotesTtlMs: 60_000, contentTtlMs: 60_000, maxEntries: 100 }
    app = await buildApp({ config: { ...indexingConfig(chain), responseCache: longTtl }, db: db.handle })
    await app.ready()
    const otherTtlMs = 3000
    const other = await buildApp({
      config: {
        ...indexingConfig(chain),
        indexer: { ...indexingConfig(chain).indexer, enabled: false },
        responseCache: { ...longTtl, quotesTtlMs: otherTtlMs },
      },
      db: db.handle,
    })
    try {
      // The database already holds every event (the previous test waited for them).
      const usdc = async (a: App): Promise<string> =>
        (await get(a, '/v1/index/quote')).body.data.list.find((q: { name: string }) => q.name === 'USDC-USDT').last
      const before = await usdc(app)
      expect(await usdc(other)).toBe(before)
      const otherCachedAt = Date.now()
      await chain.swap('USDC', 'USDT', '40')
      await waitIndexed(app, chain)
      const after = await usdc(app)
      expect(after).not.toBe(before)
      // The other instance did not index: it keeps its copy until the TTL ends, then reads the new price.
      expect(Date.now() - otherCachedAt).toBeLessThan(otherTtlMs)
      expect(await usdc(other)).toBe(before)
      await new Promise((resolve) => setTimeout(resolve, otherTtlMs + 50 - (Date.now() - otherCachedAt)))
      expect(await usdc(other)).toBe(after)
    } finally {
      await other.close()
    }
  })

  it('retries a failing RPC with back-off and catches up when it answers', async () => {
    await app!.close()
    app = null
    const proxy = await switchableProxy(chain.anvil.rpcUrl)
    try {
      await chain.swap('USDC', 'USDT', '5')
      app = await startApp(chain, db.handle, proxy.url)
      await waitFor('failed polls', () => (app!.indexer.status().chains[31337]?.failures ?? 0) >= 3)
      expect(app.indexer.status().chains[31337]?.lastError).toBeTruthy()
      proxy.up = true
      await waitIndexed(app, chain)
      expect(app.indexer.status().chains[31337]).toMatchObject({ failures: 0, lastError: null })
      expect(await storedEvents(db.handle)).toEqual(await chain.chainEvents())
    } finally {
      await app?.close()
      app = null
      await proxy.close()
    }
  })
})

if (!POSTGRES_URL) console.warn(`[server indexer lock test] ${POSTGRES_SKIP_REASON}`)

describe.skipIf(!POSTGRES_URL)('chain indexer on PostgreSQL: two instances', () => {
  let db: TestDb
  const apps: App[] = []
  const handles: DbHandle[] = []
  beforeAll(async () => {
    db = await openTestDb('postgres')
  })
  afterAll(async () => {
    for (const app of apps) await app.close()
    for (const handle of handles) await handle.close()
    await db?.dispose()
  })

  it('only one instance indexes at a time; when it stops the other takes over', async () => {
    const second = db.openAnother!()
    handles.push(second)
    const a = await startApp(chain, db.handle)
    const b = await startApp(chain, second)
    apps.push(a, b)
    await waitFor('one instance active', () => a.indexer.status().active || b.indexer.status().active)
    for (let i = 0; i < 10; i++) {
      expect([a, b].filter((app) => app.indexer.status().active)).toHaveLength(1)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const [leader, follower] = a.indexer.status().active ? [a, b] : [b, a]
    await waitIndexed(leader, chain)
    expect(await storedEvents(db.handle)).toEqual(await chain.chainEvents())
    expect(follower.indexer.status().chains[31337]?.lastBlock).toBeNull()

    await leader.close()
    apps.splice(apps.indexOf(leader), 1)
    await chain.swap('USDC', 'USDT', '7')
    await waitFor('the other instance takes over', () => follower.indexer.status().active, 15_000)
    await waitIndexed(follower, chain)
    const stored = await storedEvents(db.handle)
    expect(stored).toEqual(await chain.chainEvents())
    expect(new Set(stored).size).toBe(stored.length)
  })
})
