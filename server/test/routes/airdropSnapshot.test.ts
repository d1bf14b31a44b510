import { actionParams } from '@phoswap/core/auth/actionFields'
import { and, eq } from 'drizzle-orm'
import { type Address, createWalletClient, erc20Abi, http, type PublicClient, parseEther } from 'viem'
import type { HDAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app'
import { airdropClaims, airdropSnapshots, authNonces, ledgerEntries } from '../../src/db/schema'
import { AIRDROP_POOL, poolBalance, setAirdropReward } from '../../src/programs/airdrop/airdrop'
import { holdingSnapshot, walletHoldingAt } from '../../src/programs/airdrop/snapshot'
import { SYSTEM, systemAccount, userAccount } from '../../src/services/ledger/accounts'
import { checkBooks } from '../../src/services/ledger/checkBooks'
import { postEntry } from '../../src/services/ledger/postEntry'
import type { App } from '../../src/types'
import { BACKENDS } from '../helpers/backends'
import { startTestChain, type TestChain } from '../helpers/chain'
import { refusingRpcUrl } from '../helpers/deadRpc'
import { get, post } from '../helpers/http'
import { signAction, signIn } from '../helpers/signIn'
import { testConfig } from '../helpers/testApp'
import { openTestDb, type TestDb } from '../helpers/testDb'
import { anvilAccount } from '../helpers/wallets'

const CHAIN = 31337
const GDT = 6
const DEPTH = 2

let chain: TestChain
let gdt: Address
beforeAll(async () => {
  chain = await startTestChain()
  gdt = chain.deployment.tokens.find((t) => t.symbol === 'GDT')!.address
}, 120_000)
afterAll(async () => chain?.stop())

async function credit(db: TestDb, owner: string, amount: bigint, key: string) {
  await postEntry(db.handle.db, {
    key,
    kind: 'sandbox_seed',
    lines: [
      { account: systemAccount(SYSTEM.sandboxFunding, GDT), amount: -amount },
      owner.startsWith('0x')
        ? { account: userAccount(owner, GDT), amount }
        : { account: systemAccount(owner, GDT), amount },
    ],
  })
}

/** Sends GDT on chain from `from` (mined at once: anvil automines). */
async function sendGdt(from: HDAccount, to: Address, amount: bigint) {
  const wallet = createWalletClient({ account: from, chain: foundry, transport: http(chain.anvil.rpcUrl) })
  const hash = await wallet.writeContract({ address: gdt, abi: erc20Abi, functionName: 'transfer', args: [to, amount] })
  const receipt = await chain.client.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  return receipt
}

const gdtAt = (owner: Address, blockNumber?: bigint) =>
  chain.client.readContract({ address: gdt, abi: erc20Abi, functionName: 'balanceOf', args: [owner], blockNumber })

describe.each(BACKENDS)('airdrop eligibility by the holding at 00:00 UTC (%s, real anvil, depth 2)', (backend) => {
  let db: TestDb
  let app: App
  let now: Date
  let dayStart: bigint
  let rewardId: number
  // fresh wallets (no GDT, no ETH on anvil), different per backend: the chain is shared
  const base = backend === 'pglite' ? 100 : 200
  const passers = [0, 1, 2, 3, 4].map((i) => anvilAccount(base + i))
  const late = anvilAccount(base + 5)
  const walletOnly = anvilAccount(base + 6)
  const funder = anvilAccount(2) // 5000 GDT on chain from the seed
  let openingBlock: bigint
  const tokens = new Map<string, string>()
  const tokenOf = async (account: HDAccount) => {
    let token = tokens.get(account.address)
    if (!token) {
      token = await signIn(app, account, { chainId: CHAIN })
      tokens.set(account.address, token)
    }
    return token
  }
  const claim = async (account: HDAccount, lang = 'en-US') => {
    const token = await tokenOf(account)
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
  const info = async (account: HDAccount) =>
    (await get(app, '/v1/airdrop/reward/info', { token: await tokenOf(account) })).body.data

  beforeAll(async () => {
    db = await openTestDb(backend)
    const config = testConfig({ deploymentsDirs: [chain.deploymentsDir], rpcUrls: { [CHAIN]: chain.anvil.rpcUrl } })
    config.indexer = { ...config.indexer, confirmations: { [CHAIN]: DEPTH } }
    // a UTC day two days after the chain's head; the server's clock ten minutes into it
    const head = await chain.client.getBlock({ blockTag: 'latest' })
    dayStart = (head.timestamp / 86_400n + 2n) * 86_400n
    now = new Date(Number(dayStart + 600n) * 1000)
    app = await buildApp({ config, db: db.handle, now: () => now })
    await app.ready()
    for (const account of [...passers, late])
      await chain.testClient.setBalance({ address: account.address, value: parseEther('1') })
    const reward = await setAirdropReward(db.handle.db, { coinId: GDT, amount: '5', holdExamine: '1' })
    rewardId = reward.id
    await credit(db, AIRDROP_POOL, parseEther('100'), `fund:${backend}`)
    // reward-wallet GDT posted now, long before that day opens
    await credit(db, walletOnly.address, parseEther('1'), `wallet-only:${backend}`)

    // Before midnight: the first passer gets 1 GDT (23:58:00), then one more block at 23:59:59.
    await chain.testClient.setNextBlockTimestamp({ timestamp: dayStart - 120n })
    await sendGdt(funder, passers[0]!.address, parseEther('1'))
    await chain.testClient.setNextBlockTimestamp({ timestamp: dayStart - 1n })
    await chain.testClient.mine({ blocks: 1 })
    openingBlock = await chain.client.getBlockNumber({ cacheTime: 0 })
    // At 00:00:00 exactly, the coin moves on: that block belongs to the new day.
    await chain.testClient.setNextBlockTimestamp({ timestamp: dayStart })
    await sendGdt(passers[0]!, passers[1]!.address, parseEther('1'))
  }, 120_000)
  afterAll(async () => {
    await app?.close()
    await db?.dispose()
  })

  it('waits, in the user language, while the day opening block is not yet at depth; the nonce stays unused', async () => {
    // the head is the 00:00:00 block; head − 2 is still before midnight
    const { res, signed } = await claim(passers[1]!, 'ko-KR')
    expect(res.status).toBe(409)
    expect(res.body.msg).toBe('오늘 00:00 (UTC) 보유량이 아직 체인에서 확정되지 않았습니다. 몇 분 후 다시 수령하세요')
    const [nonce] = await db.handle.db.select().from(authNonces).where(eq(authNonces.nonce, signed.nonce))
    expect(nonce?.usedAt).toBeNull()
    expect((await info(passers[1]!)).snapshot).toMatchObject({ status: 'pending', held: '0' })
    expect(await db.handle.db.select().from(airdropSnapshots)).toHaveLength(0)
  })

  it('one coin passed through 5 fresh wallets after 00:00 pays one claim: the wallet that held it at 00:00', async () => {
    for (let i = 1; i < 4; i++) await sendGdt(passers[i]!, passers[i + 1]!.address, parseEther('1'))
    // a wallet funded after 00:00 with plenty
    await sendGdt(funder, late.address, parseEther('5'))
    expect(await gdtAt(passers[0]!.address)).toBe(0n)
    expect(await gdtAt(passers[4]!.address)).toBe(parseEther('1'))

    const results = await Promise.all(passers.map((p) => claim(p).then((r) => r.res)))
    expect(results.map((r) => r.status)).toEqual([200, 400, 400, 400, 400])
    expect(results[0]!.body.data).toMatchObject({ amount: parseEther('5').toString(), coin_en: 'GDT' })
    for (const refused of results.slice(1))
      expect(refused.body).toMatchObject({
        code: 40051,
        msg: 'Below the evaluation standard: the GDT you held at 00:00 UTC today is under the required holding',
      })
    expect(await poolBalance(db.handle.db, GDT)).toBe(parseEther('95'))
    expect(await db.handle.db.select().from(airdropClaims)).toHaveLength(1)

    // the snapshot each saw: the one that held at 00:00 (now holding none) 1 GDT, the others 0, all at one block
    const first = await info(passers[0]!)
    expect(first).toMatchObject({ claimed_today: true })
    expect(first.snapshot).toMatchObject({
      status: 'ready',
      held: parseEther('1').toString(),
      chain_held: parseEther('1').toString(),
      wallet_held: '0',
      block_number: openingBlock.toString(),
      day_start: new Date(Number(dayStart) * 1000).toISOString(),
    })
    expect((await info(passers[4]!)).snapshot).toMatchObject({ status: 'ready', held: '0', chain_held: '0' })
    const rows = await db.handle.db.select().from(airdropSnapshots)
    expect(rows).toHaveLength(5)
    expect(new Set(rows.map((r) => r.blockNumber))).toEqual(new Set([Number(openingBlock)]))
    expect((await checkBooks(db.handle.db)).ok).toBe(true)
  })

  it('refuses a wallet funded after 00:00 in the user language and changes nothing', async () => {
    const { res, signed } = await claim(late, 'zh-CN')
    expect(res.status).toBe(400)
    expect(res.body.msg).toBe('未达到评估标准：今日 00:00 (UTC) 时持有的 GDT 不足要求数量')
    const [nonce] = await db.handle.db.select().from(authNonces).where(eq(authNonces.nonce, signed.nonce))
    expect(nonce?.usedAt).toBeNull()
    expect((await info(late)).snapshot).toMatchObject({ status: 'ready', held: '0' })
    expect(await gdtAt(late.address)).toBe(parseEther('5'))
    expect(await poolBalance(db.handle.db, GDT)).toBe(parseEther('95'))
  })

  it('counts the reward wallet at 00:00 with the chain: 1 GDT in the reward wallet and none on chain qualifies', async () => {
    const res = (await claim(walletOnly)).res
    expect(res.status).toBe(200)
    expect((await info(walletOnly)).snapshot).toMatchObject({
      status: 'ready',
      held: parseEther('1').toString(),
      chain_held: '0',
      wallet_held: parseEther('1').toString(),
    })
    expect(await poolBalance(db.handle.db, GDT)).toBe(parseEther('90'))
  })

  it('keeps the answer: a later check of the day reads the stored snapshot, not the chain', async () => {
    const failing = new Proxy({} as PublicClient, {
      get: () => () => Promise.reject(new Error('the chain was read')),
    })
    const day = now.toISOString().slice(0, 10)
    const snap = await holdingSnapshot(
      db.handle.db,
      { chainId: CHAIN, client: failing, token: gdt, confirmations: DEPTH },
      passers[0]!.address,
      GDT,
      day,
    )
    expect(snap).toMatchObject({ status: 'ready', held: parseEther('1'), blockNumber: openingBlock })
    // a wallet not seen yet today reuses the day's opening block and reads only its balance there
    const [row] = await db.handle.db
      .select()
      .from(airdropSnapshots)
      .where(and(eq(airdropSnapshots.address, passers[0]!.address.toLowerCase()), eq(airdropSnapshots.day, day)))
    expect(row).toMatchObject({ chainId: CHAIN, coinId: GDT, chainAmount: parseEther('1').toString() })
  })
})

describe.each(BACKENDS)('the reward wallet at a moment (%s)', (backend) => {
  it('sums the postings of entries created before it, usable and frozen', async () => {
    const db = await openTestDb(backend)
    try {
      const user = anvilAccount(300)
      await credit(db, user.address, parseEther('2'), 'before')
      const [before] = await db.handle.db.select().from(ledgerEntries).where(eq(ledgerEntries.key, 'before'))
      // the moment just after the first entry (created_at has microseconds; a Date has milliseconds)
      const moment = new Date(before!.createdAt.getTime() + 1)
      await new Promise((resolve) => setTimeout(resolve, 5))
      await credit(db, user.address, parseEther('3'), 'after')
      await postEntry(db.handle.db, {
        key: 'freeze',
        kind: 'sandbox_seed',
        lines: [
          { account: userAccount(user.address, GDT), amount: -parseEther('1') },
          { account: userAccount(user.address, GDT, 'frozen'), amount: parseEther('1') },
        ],
      })
      expect(await walletHoldingAt(db.handle.db, user.address, GDT, moment)).toBe(parseEther('2'))
      expect(await walletHoldingAt(db.handle.db, user.address, GDT, new Date(Date.now() + 60_000))).toBe(
        parseEther('5'),
      )
      expect(await walletHoldingAt(db.handle.db, user.address, GDT, new Date(0))).toBe(0n)
    } finally {
      await db.dispose()
    }
  })
})

describe('airdrop eligibility with the chain RPC down', () => {
  it('shows the snapshot as unavailable and answers a claim 503 in the user language, storing nothing', async () => {
    const db = await openTestDb('pglite')
    const config = testConfig({
      deploymentsDirs: [chain.deploymentsDir],
      rpcUrls: { [CHAIN]: await refusingRpcUrl() },
      rpcTimeoutMs: 300,
    })
    const app = await buildApp({ config, db: db.handle })
    await app.ready()
    try {
      const user = anvilAccount(400)
      const token = await signIn(app, user, { chainId: CHAIN })
      const reward = await setAirdropReward(db.handle.db, { coinId: GDT, amount: '5', holdExamine: '1' })
      const info = await get(app, '/v1/airdrop/reward/info', { token })
      expect(info.status).toBe(200)
      expect(info.body.data.snapshot).toMatchObject({ status: 'unavailable', held: '0' })
      const signed = await signAction(
        app,
        user,
        token,
        'airdrop_claim',
        actionParams('airdrop_claim', { reward_id: String(reward.id) }),
        CHAIN,
      )
      const res = await post(
        app,
        '/v1/airdrop/reward/claim',
        { reward_id: String(reward.id), ...signed },
        { token, lang: 'en-US' },
      )
      expect(res.status).toBe(503)
      expect(res.body.code).toBe(50300)
      const [nonce] = await db.handle.db.select().from(authNonces).where(eq(authNonces.nonce, signed.nonce))
      expect(nonce?.usedAt).toBeNull()
      expect(await db.handle.db.select().from(airdropSnapshots)).toHaveLength(0)
    } finally {
      await app.close()
      await db.dispose()
    }
  })
})
