import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SYSTEM, systemAccount, userAccount } from '../../src/services/ledger/accounts'
import { postEntry } from '../../src/services/ledger/postEntry'
import { BACKENDS } from '../helpers/backends'
import { get } from '../helpers/http'
import { signIn } from '../helpers/signIn'
import { createTestApp, type TestApp } from '../helpers/testApp'
import { alice, bob } from '../helpers/wallets'

const zeroWallet = [
  { coin_id: 3, coin_en: 'PHO', logo: 'coins/PHO.svg', decimals: 18, usable: '0', freeze: '0', debt: '0' },
  { coin_id: 6, coin_en: 'GDT', logo: 'coins/GDT.svg', decimals: 18, usable: '0', freeze: '0', debt: '0' },
  { coin_id: 7, coin_en: 'VGT', logo: 'coins/VGT.svg', decimals: 18, usable: '0', freeze: '0', debt: '0' },
  { coin_id: 1, coin_en: 'USDT', logo: 'coins/USDT.svg', decimals: 18, usable: '0', freeze: '0', debt: '0' },
  { coin_id: 8, coin_en: 'GDB', logo: 'coins/GDB.svg', decimals: 18, usable: '0', freeze: '0', debt: '0' },
  { coin_id: 9, coin_en: 'VGB', logo: 'coins/VGB.svg', decimals: 18, usable: '0', freeze: '0', debt: '0' },
]

describe.each(BACKENDS)('reward wallet on %s', (backend) => {
  let t: TestApp
  let aliceToken: string
  let bobToken: string
  const big = 123456789012345678901234567890123456789n

  beforeAll(async () => {
    t = await createTestApp(backend)
    aliceToken = await signIn(t.app, alice)
    bobToken = await signIn(t.app, bob)
  })
  afterAll(async () => t?.close())

  it('every wallet read needs a session', async () => {
    for (const url of [
      '/v1/reward/wallet-list',
      '/v1/reward/wallet?coin_key=GDT',
      '/v1/reward/list',
      '/v1/reward/record-list',
    ]) {
      expect((await get(t.app, url)).status).toBe(401)
    }
  })

  it('a new user sees every coin at zero, and no bills', async () => {
    const res = await get(t.app, '/v1/reward/wallet-list', { token: aliceToken })
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual({ list: zeroWallet, total_count: 6 })
    expect((await get(t.app, '/v1/reward/record-list', { token: aliceToken })).body.data).toEqual({
      list: [],
      total_count: 0,
    })
  })

  it('balances and bills come from the ledger, exact, for the session user only', async () => {
    const db = t.db.handle.db
    await postEntry(db, {
      key: 'test:fund:bob',
      kind: 'sandbox_seed',
      lines: [
        { account: systemAccount(SYSTEM.sandboxFunding, 6), amount: -big },
        { account: userAccount(bob.address, 6), amount: big },
      ],
    })
    await postEntry(db, {
      key: 'test:freeze:bob',
      kind: 'transfer',
      lines: [
        { account: userAccount(bob.address, 6), amount: -5n },
        { account: userAccount(bob.address, 6, 'frozen'), amount: 5n },
      ],
    })
    await postEntry(db, {
      key: 'test:pay:alice',
      kind: 'transfer',
      lines: [
        { account: userAccount(bob.address, 6), amount: -7n },
        { account: userAccount(alice.address, 6), amount: 7n },
      ],
    })

    // Bob asks for Alice's wallet with the old `account` parameter: he gets his own.
    const list = (await get(t.app, `/v1/reward/wallet-list?account=${alice.address}`, { token: bobToken })).body.data
      .list
    expect(list.find((c: { coin_id: number }) => c.coin_id === 6)).toMatchObject({
      usable: (big - 12n).toString(),
      freeze: '5',
    })
    const wallet = await get(t.app, '/v1/reward/wallet?coin_key=GDT', { token: bobToken })
    expect(wallet.body.data).toEqual({
      coin_id: 6,
      coin_key: 'GDT',
      coin_en: 'GDT',
      usable: (big - 12n).toString(),
      freeze: '5',
    })
    const rewardList = (await get(t.app, '/v1/reward/list', { token: aliceToken })).body.data
    expect(rewardList.list.find((c: { coin_id: number }) => c.coin_id === 6)).toEqual({
      coin_id: 6,
      coin_en: 'GDT',
      usable_str: '7',
    })

    const bobBills = (
      await get(t.app, '/v1/reward/record-list?page=1&page_size=20', { token: bobToken, lang: 'en-US' })
    ).body.data
    expect(bobBills.total_count).toBe(4)
    expect(
      bobBills.list.map((b: { usable_change_show: string; bucket: string }) => [b.usable_change_show, b.bucket]),
    ).toEqual([
      ['-7', 'usable'],
      ['5', 'frozen'],
      ['-5', 'usable'],
      [big.toString(), 'usable'],
    ])
    expect(bobBills.list[3]).toMatchObject({ behavior: 'sandbox_seed', behavior_txt: 'Sandbox funds', coin_en: 'GDT' })

    // A reads only A's bills: one posting, nothing of Bob's.
    const aliceBills = (await get(t.app, '/v1/reward/record-list', { token: aliceToken })).body.data
    expect(aliceBills.total_count).toBe(1)
    expect(aliceBills.list).toEqual([expect.objectContaining({ usable_change_show: '7', behavior: 'transfer' })])
    const aliceIds = new Set(aliceBills.list.map((b: { id: number }) => b.id))
    expect(bobBills.list.some((b: { id: number }) => aliceIds.has(b.id))).toBe(false)

    // Pages: page 2 of size 3 holds the oldest.
    const page2 = (await get(t.app, '/v1/reward/record-list?page=2&page_size=3', { token: bobToken })).body.data
    expect(page2).toMatchObject({ total_count: 4, list: [expect.objectContaining({ behavior: 'sandbox_seed' })] })
  })

  it('wallet takes only the spec coin keys; pages are bounded', async () => {
    expect((await get(t.app, '/v1/reward/wallet?coin_key=PHO', { token: aliceToken })).status).toBe(400)
    expect((await get(t.app, '/v1/reward/wallet', { token: aliceToken })).status).toBe(400)
    expect((await get(t.app, '/v1/reward/wallet?coin_key=VGB', { token: aliceToken })).body.data).toMatchObject({
      coin_id: 9,
      usable: '0',
    })
    expect((await get(t.app, '/v1/reward/record-list?page_size=101', { token: aliceToken })).status).toBe(400)
    expect((await get(t.app, '/v1/reward/record-list?page=0', { token: aliceToken })).status).toBe(400)
  })

  it('transfer configs list every coin with its fee as an exact rate', async () => {
    const res = await get(t.app, '/v1/transfer/configs')
    expect(res.status).toBe(200)
    const gdb = res.body.data.list.find((c: { coin_key: string }) => c.coin_key === 'GDB')
    expect(gdb).toEqual({
      coin_id: 8,
      coin_en: 'GDB',
      coin_key: 'GDB',
      platform_key: 'LEDGER',
      logo: 'coins/GDB.svg',
      decimals: 18,
      contract: '',
      chain_id: 0,
      fee_rate: '0.001',
      fee_rate_ppm: 1000,
    })
    expect(res.body.data.image_domain).toBe('/images')
  })

  it('recharge and withdraw configs offer no chain without a receiver in its deployments', async () => {
    for (const url of ['/v1/reward/recharge/configs', '/v1/order/withdraw/configs']) {
      const res = await get(t.app, url)
      expect(res.status).toBe(200)
      expect(res.body.data).toEqual({ image_domain: '/images', channels: [], list: [] })
    }
  })
})
