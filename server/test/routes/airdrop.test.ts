import { actionParams } from '@phoswap/core/auth/actionFields'
import { LOCAL_CONFIRMATIONS } from '@phoswap/core/chains'
import { eq, type SQL } from 'drizzle-orm'
import { parseEther } from 'viem'
import type { HDAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app'
import { airdropClaims, authNonces, rewardExplanations } from '../../src/db/schema'
import {
  AIRDROP_POOL,
  claimAirdrop,
  claimStatement,
  poolBalance,
  setAirdropReward,
} from '../../src/programs/airdrop/airdrop'
import { SYSTEM, systemAccount, userAccount } from '../../src/services/ledger/accounts'
import { balancesOf } from '../../src/services/ledger/balances'
import { checkBooks } from '../../src/services/ledger/checkBooks'
import { postEntry } from '../../src/services/ledger/postEntry'
import { runSignedStatement } from '../../src/services/rewards/signedEntry'
import type { App } from '../../src/types'
import { startAdminServer } from '../helpers/adminServer'
import { BACKENDS, POSTGRES_SKIP_REASON, POSTGRES_URL } from '../helpers/backends'
import { startTestChain, type TestChain } from '../helpers/chain'
import { get, post } from '../helpers/http'
import { signAction, signIn } from '../helpers/signIn'
import { testConfig } from '../helpers/testApp'
import { openTestDb, type TestDb } from '../helpers/testDb'
import { anvilAccount } from '../helpers/wallets'

const CHAIN = 31337
const GDT = 6

let chain: TestChain
/** The server's clock: an hour into a UTC day two days after the seeded chain's blocks, so they all held before it. */
let now: Date
beforeAll(async () => {
  chain = await startTestChain()
  const head = await chain.client.getBlock({ blockTag: 'latest' })
  const dayStart = (head.timestamp / 86_400n + 2n) * 86_400n
  now = new Date(Number(dayStart + 3600n) * 1000)
  // blocks after 00:00 of that day, so the day's opening block (the seeded head) is at the local depth (2)
  await chain.testClient.setNextBlockTimestamp({ timestamp: dayStart + 60n })
  await chain.testClient.mine({ blocks: 1 + LOCAL_CONFIRMATIONS })
}, 120_000)
afterAll(async () => chain?.stop())

/** Gives the address reward-wallet GDT from the sandbox's outside account. */
async function giveWalletGdt(db: TestDb, address: string, amount: bigint, key: string) {
  await postEntry(db.handle.db, {
    key,
    kind: 'sandbox_seed',
    lines: [
      { account: systemAccount(SYSTEM.sandboxFunding, GDT), amount: -amount },
      { account: userAccount(address, GDT), amount },
    ],
  })
}

/** Funds pool:airdrop with whole GDT (as an operator's `pool fund --pool airdrop` would, here from the sandbox). */
async function fundAirdrop(db: TestDb, whole: string, key: string) {
  const amount = parseEther(whole)
  await postEntry(db.handle.db, {
    key,
    kind: 'sandbox_seed',
    lines: [
      { account: systemAccount(SYSTEM.sandboxFunding, GDT), amount: -amount },
      { account: systemAccount(AIRDROP_POOL, GDT), amount },
    ],
  })
}

async function openApp(db: TestDb): Promise<App> {
  const app = await buildApp({
    config: testConfig({ deploymentsDirs: [chain.deploymentsDir], rpcUrls: { [CHAIN]: chain.anvil.rpcUrl } }),
    db: db.handle,
    now: () => now,
  })
  await app.ready()
  return app
}

async function claim(app: App, account: HDAccount, token: string, rewardId: number, lang = 'en-US') {
  const signed = await signAction(
    app,
    account,
    token,
    'airdrop_claim',
    actionParams('airdrop_claim', { reward_id: String(rewardId) }),
    CHAIN,
  )
  const res = await post(app, '/v1/airdrop/reward/claim', { reward_id: String(rewardId), ...signed }, { token, lang })
  return { res, signed }
}

describe.each(BACKENDS)('the daily airdrop (%s)', (backend) => {
  let db: TestDb
  let app: App
  // anvil accounts 1..9 hold 5000 GDT on chain; 20 holds none
  const holder = anvilAccount(4)
  const poor = anvilAccount(20)
  let holderToken: string
  let poorToken: string
  let rewardId: number

  beforeAll(async () => {
    db = await openTestDb(backend)
    app = await openApp(db)
    holderToken = await signIn(app, holder, { chainId: CHAIN })
    poorToken = await signIn(app, poor, { chainId: CHAIN })
    await giveWalletGdt(db, holder.address, parseEther('2'), 'test:holder')
    await giveWalletGdt(db, poor.address, parseEther('0.5'), 'test:poor')
  })
  afterAll(async () => {
    await app?.close()
    await db?.dispose()
  })

  it('with no offer, info says id 0 and a claim gets "no reward" in the user language, changing nothing', async () => {
    const info = await get(app, '/v1/airdrop/reward/info', { token: holderToken })
    expect(info.status).toBe(200)
    expect(info.body.data).toMatchObject({ id: 0, reward_amount: '0', claimed_today: false, hold_coin_en: 'GDT' })
    const { res, signed } = await claim(app, holder, holderToken, 0, 'zh-CN')
    expect(res.status).toBe(400)
    expect(res.body.msg).toBe('暂无奖励')
    const [nonce] = await db.handle.db.select().from(authNonces).where(eq(authNonces.nonce, signed.nonce))
    expect(nonce?.usedAt).toBeNull()
    expect((await get(app, '/v1/airdrop/reward/info')).status).toBe(401)
  })

  it('pays a holder once a day from the pool, and counts and lists the claim', async () => {
    const reward = await setAirdropReward(db.handle.db, { coinId: GDT, amount: '5', holdExamine: '1' })
    rewardId = reward.id
    await fundAirdrop(db, '12', `test:fund:${backend}`)
    const info = await get(app, '/v1/airdrop/reward/info', { token: holderToken })
    expect(info.body.data).toMatchObject({
      id: rewardId,
      hold_examine: parseEther('1').toString(),
      reward_coin_en: 'GDT',
      reward_amount: parseEther('5').toString(),
      claimed_today: false,
    })
    // judged by what it held at 00:00 UTC today: on chain at the last block before it, plus the reward wallet
    const snapshot = info.body.data.snapshot
    expect(snapshot).toMatchObject({ status: 'ready', wallet_held: parseEther('2').toString() })
    expect(BigInt(snapshot.chain_held)).toBeGreaterThan(parseEther('1'))
    expect(BigInt(snapshot.held)).toBe(BigInt(snapshot.chain_held) + parseEther('2'))
    expect(snapshot.day_start).toBe(`${info.body.data.day}T00:00:00.000Z`)
    const { res } = await claim(app, holder, holderToken, rewardId)
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ coin_en: 'GDT', amount: parseEther('5').toString() })
    expect((await balancesOf(db.handle.db, holder.address, [GDT])).get(GDT)?.usable).toBe(parseEther('7'))
    expect(await poolBalance(db.handle.db, GDT)).toBe(parseEther('7'))

    const again = await claim(app, holder, holderToken, rewardId, 'ko-KR')
    expect(again.res.status).toBe(409)
    expect(again.res.body.msg).toBe('오늘은 이미 수령했습니다. 내일 다시 오세요')
    const count = await get(app, '/v1/airdrop/reward/claim-count', { token: holderToken })
    expect(count.body.data).toEqual({ count: 1 })
    const list = await get(app, '/v1/airdrop/reward/list?page=1&page_size=10', { token: holderToken })
    expect(list.body.data.total_count).toBe(1)
    expect(list.body.data.list[0]).toMatchObject({ coin_en: 'GDT', amount: parseEther('5').toString() })
    expect((await get(app, '/v1/airdrop/reward/info', { token: holderToken })).body.data.claimed_today).toBe(true)
    // an offer the user did not see (changed since) is refused
    expect((await claim(app, poor, poorToken, rewardId + 1)).res.status).toBe(400)
  })

  it('refuses "below evaluation standard" when chain and reward wallet together held under the holding at 00:00', async () => {
    // poor held 0.5 GDT in the reward wallet and none on chain at the day's open
    const info = await get(app, '/v1/airdrop/reward/info', { token: poorToken })
    expect(info.body.data.snapshot).toMatchObject({
      status: 'ready',
      held: parseEther('0.5').toString(),
      chain_held: '0',
      wallet_held: parseEther('0.5').toString(),
    })
    const { res } = await claim(app, poor, poorToken, rewardId, 'ja-JP')
    expect(res.status).toBe(400)
    expect(res.body.msg).toBe('評価基準に達していません：本日 00:00 (UTC) 時点の GDT 保有量が必要量に足りません')
    expect(
      await db.handle.db.select().from(airdropClaims).where(eq(airdropClaims.address, poor.address.toLowerCase())),
    ).toHaveLength(0)
  })

  it('never pays past the pool: the claim that would overdraw it is refused and leaves no claim', async () => {
    // 7 GDT left: one more claim of 5, then the pool cannot pay a third
    const second = anvilAccount(6)
    const third = anvilAccount(7)
    for (const [i, account] of [second, third].entries())
      await giveWalletGdt(db, account.address, parseEther('1'), `test:p${i}`)
    expect((await claim(app, second, await signIn(app, second, { chainId: CHAIN }), rewardId)).res.status).toBe(200)
    const refused = await claim(app, third, await signIn(app, third, { chainId: CHAIN }), rewardId)
    expect(refused.res.status).toBe(409)
    expect(refused.res.body.code).toBe(40951)
    expect(await poolBalance(db.handle.db, GDT)).toBe(parseEther('2'))
    expect(
      await db.handle.db.select().from(airdropClaims).where(eq(airdropClaims.address, third.address.toLowerCase())),
    ).toHaveLength(0)
    expect(await checkBooks(db.handle.db)).toMatchObject({ ok: true })
  })

  it('counts a claim at 23:59:59 and one at 00:00:00 UTC as two days, without accumulation', async () => {
    const user = anvilAccount(8)
    await giveWalletGdt(db, user.address, parseEther('1'), 'test:night')
    await fundAirdrop(db, '100', `test:fund2:${backend}`)
    const at = (iso: string) =>
      claimAirdrop(db.handle.db, { address: user.address, rewardId, held: parseEther('1'), now: new Date(iso) })
    expect((await at('2030-01-01T23:59:59.000Z')).day).toBe('2030-01-01')
    expect((await at('2030-01-02T00:00:00.000Z')).day).toBe('2030-01-02')
    await expect(at('2030-01-02T23:59:59.999Z')).rejects.toMatchObject({ key: 'airdrop_claimed_today' })
    // days skipped do not add up: the next claim pays one day's amount
    const later = await at('2030-01-09T12:00:00.000Z')
    expect(later.amount).toBe(parseEther('5').toString())
    expect((await balancesOf(db.handle.db, user.address, [GDT])).get(GDT)?.usable).toBe(parseEther('16'))
  })

  it('answers a claim sent again with its first answer, as listed, and keeps its explanation', async () => {
    const user = anvilAccount(5)
    const token = await signIn(app, user, { chainId: CHAIN })
    const { res, signed } = await claim(app, user, token, rewardId)
    expect(res.status).toBe(200)
    const again = await post(
      app,
      '/v1/airdrop/reward/claim',
      { reward_id: String(rewardId), ...signed },
      { token, lang: 'en-US' },
    )
    expect(again.body).toEqual(res.body)
    const list = await get(app, '/v1/airdrop/reward/list?page=1&page_size=10', { token })
    expect(list.body.data.list).toEqual([res.body.data])
    const [row] = await db.handle.db.select().from(airdropClaims).where(eq(airdropClaims.id, res.body.data.id))
    expect(row?.entryId).not.toBeNull()
    const why = await db.handle.db
      .select()
      .from(rewardExplanations)
      .where(eq(rewardExplanations.entryId, row!.entryId!))
    expect(why[0]).toMatchObject({ rule: 'airdrop.claim', period: res.body.data.day })
    expect(why[0]?.inputs).toMatchObject({ offer_id: rewardId, amount: parseEther('5').toString() })
    expect(await checkBooks(db.handle.db)).toMatchObject({ ok: true })
  })

  it('refuses "no reward" when the offer is replaced after the claim read it, changing nothing', async () => {
    const user = anvilAccount(3)
    const token = await signIn(app, user, { chainId: CHAIN })
    const signed = await signAction(
      app,
      user,
      token,
      'airdrop_claim',
      actionParams('airdrop_claim', { reward_id: String(rewardId) }),
      CHAIN,
    )
    const session = { address: user.address.toLowerCase(), chainId: CHAIN, signer: 'key' as const }
    const input = { address: user.address, rewardId, held: parseEther('5000'), now }
    const read = claimStatement(db.handle.db, input)
    // The operator sets a new offer between the claim's read of the offer and its statement.
    const call = async (args: SQL) => {
      const query = await read.call(args)
      await setAirdropReward(db.handle.db, { coinId: GDT, amount: '5', holdExamine: '1' })
      return query
    }
    const body = { reward_id: String(rewardId), ...signed }
    const run = runSignedStatement(
      db.handle.db,
      app.verifier,
      session,
      { action: 'airdrop_claim', body },
      { ...read, call },
      () => {
        throw new Error('the full path ran')
      },
    )
    await expect(run).rejects.toMatchObject({ key: 'airdrop_no_reward' })
    const [nonce] = await db.handle.db.select().from(authNonces).where(eq(authNonces.nonce, signed.nonce))
    expect(nonce?.usedAt).toBeNull()
    expect(
      await db.handle.db.select().from(airdropClaims).where(eq(airdropClaims.address, user.address.toLowerCase())),
    ).toHaveLength(0)
  })
})

if (!POSTGRES_URL) console.warn(`[airdrop concurrency test] ${POSTGRES_SKIP_REASON}`)

describe.skipIf(!POSTGRES_URL)('the airdrop under concurrency on PostgreSQL', () => {
  it('50 concurrent claims by one user on one day pay once', async () => {
    const db = await openTestDb('postgres')
    const app = await openApp(db)
    try {
      const user = anvilAccount(9)
      const token = await signIn(app, user, { chainId: CHAIN })
      await giveWalletGdt(db, user.address, parseEther('1'), 'test:concurrent')
      const reward = await setAirdropReward(db.handle.db, { coinId: GDT, amount: '5', holdExamine: '1' })
      await fundAirdrop(db, '1000', 'test:fund-concurrent')
      const signed = await Promise.all(
        Array.from({ length: 50 }, () =>
          signAction(
            app,
            user,
            token,
            'airdrop_claim',
            actionParams('airdrop_claim', { reward_id: String(reward.id) }),
            CHAIN,
          ),
        ),
      )
      const results = await Promise.all(
        signed.map((s) => post(app, '/v1/airdrop/reward/claim', { reward_id: String(reward.id), ...s }, { token })),
      )
      expect(results.filter((r) => r.status === 200)).toHaveLength(1)
      expect(results.filter((r) => r.body.code === 40950)).toHaveLength(49)
      expect((await balancesOf(db.handle.db, user.address, [GDT])).get(GDT)?.usable).toBe(parseEther('6'))
      expect(await poolBalance(db.handle.db, GDT)).toBe(parseEther('995'))
      expect(await checkBooks(db.handle.db)).toMatchObject({ ok: true })
    } finally {
      await app.close()
      await db.dispose()
    }
  }, 120_000)
})

describe('npm run admin -- airdrop', () => {
  it('sets, shows and turns off the offer; the pool is funded by pool fund', async () => {
    const server = await startAdminServer()
    try {
      const set = await server.admin(['airdrop', 'set', '--coin', '6', '--amount', '2.5', '--hold', '1'])
      expect(set.code).toBe(0)
      expect(JSON.parse(set.out)).toMatchObject({ coin_id: 6, amount: parseEther('2.5').toString(), pool: '0' })
      await fundAirdrop(server.db, '100', 'test:cli-fund')
      const shown = await server.admin(['airdrop', 'show'])
      expect(JSON.parse(shown.out)).toMatchObject({
        hold_examine: parseEther('1').toString(),
        pool: parseEther('100').toString(),
      })
      const off = await server.admin(['airdrop', 'off'])
      expect(JSON.parse(off.out)).toMatchObject({ reward_id: 0, coin_id: null })
      expect((await server.admin(['airdrop', 'set', '--coin', '6', '--amount', 'lots'])).code).toBe(1)
      expect((await server.admin(['airdrop', 'set', '--coin', '999', '--amount', '1'])).code).toBe(1)
    } finally {
      await server.close()
    }
  })
})
