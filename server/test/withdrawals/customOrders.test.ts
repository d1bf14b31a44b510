import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { withdrawOrders } from '../../src/db/schema'
import { systemAccount, userAccount } from '../../src/services/ledger/accounts'
import { checkBooks } from '../../src/services/ledger/checkBooks'
import type { App } from '../../src/types'
import { BACKENDS } from '../helpers/backends'
import type { TestChain } from '../helpers/chain'
import { get, post } from '../helpers/http'
import { fundFromSandbox, ledgerBalance } from '../helpers/ledger'
import { signAction, signIn } from '../helpers/signIn'
import type { TestDb } from '../helpers/testDb'
import { startVaultApp, type VaultApp } from '../helpers/vaultApp'
import { bob, carol, dave } from '../helpers/wallets'

const GDT = 6
const E18 = 10n ** 18n
const LOCAL = 31337

describe.each(BACKENDS)('business withdraw, its list and reward-out on %s (real anvil)', (backend) => {
  let chain: TestChain
  let db: TestDb
  let app: App

  const balance = (owner: string, coinId: number, bucket: 'usable' | 'frozen' = 'usable') =>
    ledgerBalance(db.handle.db, owner, coinId, bucket)
  /** A reward program's credit: earned, not yet released (the frozen bucket). */
  const earn = (address: string, amount: bigint, tag: string) =>
    fundFromSandbox(db.handle.db, `earn:${tag}`, userAccount(address, GDT, 'frozen'), amount, 'reward')
  const fund = (address: string, amount: bigint, tag: string) =>
    fundFromSandbox(db.handle.db, `fund:${tag}`, userAccount(address, GDT), amount)

  let vault: VaultApp
  beforeAll(async () => {
    vault = await startVaultApp(backend)
    ;({ chain, db, app } = vault)
  }, 180_000)
  afterAll(async () => vault?.close())

  /** Business earnings (trade and share rewards): the `business:<address>` account, apart from the wallet. */
  const earnBusiness = (address: string, amount: bigint, tag: string) =>
    fundFromSandbox(db.handle.db, `business:${tag}`, systemAccount(`business:${address.toLowerCase()}`, GDT), amount)
  const businessBalance = (address: string) => balance(`business:${address.toLowerCase()}`, GDT)

  it('POST /order/custom withdraws the business earnings (not the wallet) on the session chain, signed as Business Withdraw, once', async () => {
    await earnBusiness(bob.address, 100n * E18, `custom:${backend}`)
    await fund(bob.address, 5n * E18, `custom-wallet:${backend}`)
    const walletBefore = await balance(bob.address, GDT)
    const token = await signIn(app, bob, { chainId: LOCAL })
    const params = { coin_id: String(GDT), amount: (40n * E18).toString() }
    // The withdraw phrase does not authorise a business withdraw.
    const wrong = await signAction(app, bob, token, 'withdraw', params, LOCAL)
    const refused = await post(app, '/v1/order/custom', { coin_id: GDT, amount: params.amount, ...wrong }, { token })
    expect(refused.status).toBe(401)
    expect(await businessBalance(bob.address)).toBe(100n * E18)

    const signed = await signAction(app, bob, token, 'business_withdraw', params, LOCAL)
    const body = { coin_id: GDT, amount: params.amount, ...signed }
    const res = await post(app, '/v1/order/custom', body, { token })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ chain_id: LOCAL, coin_id: GDT, amount: params.amount, status: 0 })
    expect(res.body.data.voucher.withdraw_contract.toLowerCase()).toBe(
      chain.deployment.contracts.withdrawVault!.toLowerCase(),
    )
    expect(await businessBalance(bob.address)).toBe(60n * E18)
    expect(await balance(bob.address, GDT)).toBe(walletBefore)

    // The same request again: the first answer, no second order.
    const again = await post(app, '/v1/order/custom', body, { token })
    expect(again.body).toEqual(res.body)
    expect(await businessBalance(bob.address)).toBe(60n * E18)
    expect((await checkBooks(db.handle.db)).ok).toBe(true)
  })

  it('GET /order/custom/list filters by status and shows only the caller’s orders', async () => {
    const token = await signIn(app, bob, { chainId: LOCAL })
    const pending = await get(app, '/v1/order/custom/list?page=1&page_size=20&status=0', { token })
    expect(pending.status).toBe(200)
    expect(pending.body.data.total_count).toBe(1)
    expect(pending.body.data.list[0]).toMatchObject({ status: 0, coin_en: 'GDT' })
    const done = await get(app, '/v1/order/custom/list?page=1&page_size=20&status=1', { token })
    expect(done.body.data).toEqual({ list: [], total_count: 0 })
    const all = await get(app, '/v1/order/custom/list?page=1&page_size=20', { token })
    expect(all.body.data.total_count).toBe(1)
    const bad = await get(app, '/v1/order/custom/list?page=1&status=7', { token, lang: 'en-US' })
    expect(bad.status).toBe(400)

    const other = await signIn(app, carol, { chainId: LOCAL })
    const theirs = await get(app, '/v1/order/custom/list?page=1&page_size=20', { token: other })
    expect(theirs.body.data).toEqual({ list: [], total_count: 0 })
    const rows = await db.handle.db
      .select()
      .from(withdrawOrders)
      .where(eq(withdrawOrders.address, bob.address.toLowerCase()))
    expect(rows).toHaveLength(1)
  })

  it('POST /order/reward-out releases the earned coin into usable once; then nothing to claim', async () => {
    await earn(carol.address, 7n * E18, `out:${backend}`)
    const token = await signIn(app, carol, { chainId: LOCAL })
    const before = await balance(carol.address, GDT)
    // The spec's call sends the network too (chain_id, coin_id).
    const res = await post(app, '/v1/order/reward-out', { chain_id: LOCAL, coin_id: GDT }, { token })
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual({
      coin_id: GDT,
      released: (7n * E18).toString(),
      usable: (before + 7n * E18).toString(),
    })
    expect(await balance(carol.address, GDT, 'frozen')).toBe(0n)

    const second = await post(app, '/v1/order/reward-out', { coin_id: GDT }, { token, lang: 'en-US' })
    expect(second.status).toBe(400)
    expect(second.body.msg).toBe('Nothing to claim')
    const badChain = await post(app, '/v1/order/reward-out', { chain_id: 0, coin_id: GDT }, { token })
    expect(badChain.status).toBe(400)
    const unknown = await post(app, '/v1/order/reward-out', { coin_id: 999 }, { token, lang: 'zh-CN' })
    expect(unknown.status).toBe(404)

    const bills = await get(app, '/v1/reward/record-list?page=1&page_size=20', { token, lang: 'en-US' })
    expect(bills.body.data.list.map((b: { behavior_txt: string }) => b.behavior_txt)).toContain(
      'Rewards released to wallet',
    )
    expect((await checkBooks(db.handle.db)).ok).toBe(true)
  })

  it('ten concurrent reward-outs release the earned amount exactly once', async () => {
    await earn(dave.address, 3n * E18, `race:${backend}`)
    const token = await signIn(app, dave, { chainId: LOCAL })
    const before = await balance(dave.address, GDT)
    const results = await Promise.all(
      Array.from({ length: 10 }, () => post(app, '/v1/order/reward-out', { coin_id: GDT }, { token })),
    )
    expect(results.filter((r) => r.status === 200)).toHaveLength(1)
    expect(results.filter((r) => r.status === 400)).toHaveLength(9)
    expect(await balance(dave.address, GDT)).toBe(before + 3n * E18)
    expect(await balance(dave.address, GDT, 'frozen')).toBe(0n)
    expect((await checkBooks(db.handle.db)).ok).toBe(true)
  })
})
