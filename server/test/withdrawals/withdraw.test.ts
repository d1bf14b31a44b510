import { withdrawVaultAbi } from '@phoswap/core/abi/withdrawVaultAbi'
import { eq } from 'drizzle-orm'
import { type Address, createWalletClient, erc20Abi, type Hex, http } from 'viem'
import type { HDAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ledgerEntries, withdrawOrders } from '../../src/db/schema'
import { parseDay } from '../../src/jobs/period'
import type { RunOutcome } from '../../src/jobs/runJob'
import { SYSTEM, userAccount } from '../../src/services/ledger/accounts'
import { checkBooks } from '../../src/services/ledger/checkBooks'
import { setCoinFees } from '../../src/services/rewards/coinConfigs'
import type { App } from '../../src/types'
import { BACKENDS } from '../helpers/backends'
import { type TestChain, waitFor } from '../helpers/chain'
import { get, post } from '../helpers/http'
import { fundFromSandbox, ledgerBalance } from '../helpers/ledger'
import { signAction, signIn } from '../helpers/signIn'
import { createTestApp } from '../helpers/testApp'
import type { TestDb } from '../helpers/testDb'
import { startVaultApp, type VaultApp } from '../helpers/vaultApp'
import { alice, bob, carol } from '../helpers/wallets'

/** A number the job reported (the run finished). */
function resultOf(outcome: RunOutcome | undefined, name: string): number {
  if (!outcome || outcome.status === 'busy') throw new Error('job did not run')
  return Number(outcome.result[name])
}

const PHO = 3
const GDT = 6
const E18 = 10n ** 18n

describe.each(BACKENDS)('withdrawals on %s (real anvil, sandbox deployment)', (backend) => {
  let chain: TestChain
  let db: TestDb
  let app: App
  const tokens: Record<string, string> = {}

  const fund = (account: HDAccount, coinId: number, amount: bigint, tag: string) =>
    fundFromSandbox(db.handle.db, `fund:${tag}`, userAccount(account.address, coinId), amount)
  const balance = (owner: string, coinId: number) => ledgerBalance(db.handle.db, owner, coinId)
  const withdraw = async (account: HDAccount, token: string, coinId: number, amount: bigint) => {
    const params = { chain_id: '31337', coin_id: String(coinId), amount: amount.toString() }
    const signed = await signAction(app, account, token, 'withdraw', params)
    const body = { chain_id: 31337, coin_id: coinId, amount: amount.toString(), ...signed }
    return { res: await post(app, '/v1/order/withdraw', body, { token }), body }
  }
  const claim = async (account: HDAccount, voucher: Record<string, string | number>) => {
    const wallet = createWalletClient({ account, chain: foundry, transport: http(chain.anvil.rpcUrl) })
    const hash = await wallet.writeContract({
      address: voucher.withdraw_contract as Address,
      abi: withdrawVaultAbi,
      functionName: 'claim',
      args: [
        voucher.recipient as Address,
        voucher.token as Address,
        BigInt(voucher.amount!),
        BigInt(voucher.order_id!),
        BigInt(voucher.deadline!),
        voucher.signature as Hex,
      ],
    })
    return chain.client.waitForTransactionReceipt({ hash })
  }
  const tokenBalance = (symbol: string, owner: Address) =>
    chain.client.readContract({
      address: tokens[symbol] as Address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [owner],
    })
  const statusOf = async (id: number) =>
    (await db.handle.db.select().from(withdrawOrders).where(eq(withdrawOrders.id, id)))[0]!

  let vault: VaultApp
  beforeAll(async () => {
    vault = await startVaultApp(backend)
    ;({ chain, db, app } = vault)
    for (const t of chain.deployment.tokens) tokens[t.symbol] = t.address
  }, 180_000)
  afterAll(async () => vault?.close())

  it('without VAULT_SIGNER_KEY a withdrawal is refused in the user language, nothing written', async () => {
    const t = await createTestApp(backend)
    try {
      const token = await signIn(t.app, alice)
      const signed = await signAction(t.app, alice, token, 'withdraw', { chain_id: '31337', coin_id: '3', amount: '1' })
      const res = await post(
        t.app,
        '/v1/order/withdraw',
        { chain_id: 31337, coin_id: 3, amount: '1', ...signed },
        {
          token,
          lang: 'en-US',
        },
      )
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({ code: 40022, msg: 'Withdrawals are not available' })
    } finally {
      await t.close()
    }
  })

  it('withdraw → voucher → claim on chain → indexer marks done; balances and books right', async () => {
    await setCoinFees(db.handle.db, PHO, { withdraw_fee_ppm: 1000 })
    await fund(alice, PHO, 100n * E18, 'alice-pho')
    const token = await signIn(app, alice)
    const amount = 10n * E18
    const fee = amount / 1000n
    const { res } = await withdraw(alice, token, PHO, amount)
    expect(res.status).toBe(200)
    const order = res.body.data
    expect(order).toMatchObject({ chain_id: 31337, coin_id: PHO, coin_en: 'PHO', status: 0, fee: fee.toString() })
    expect(order.voucher).toMatchObject({
      recipient: alice.address,
      token: tokens.PHO,
      amount: amount.toString(),
      order_id: String(order.id),
      withdraw_contract: chain.deployment.contracts.withdrawVault,
    })
    expect(await balance(alice.address, PHO)).toBe(100n * E18 - amount - fee)
    expect(await balance(SYSTEM.withdrawalsInTransit, PHO)).toBe(amount)
    expect(await balance(SYSTEM.fees, PHO)).toBe(fee)

    // Another user sees none of it and cannot claim it on chain.
    const bobToken = await signIn(app, bob)
    expect((await get(app, '/v1/order/withdraw/list', { token: bobToken })).body.data).toEqual({
      list: [],
      total_count: 0,
    })
    await expect(claim(bob, order.voucher)).rejects.toThrow(/NOT_RECIPIENT/)

    const before = await tokenBalance('PHO', alice.address)
    const receipt = await claim(alice, order.voucher)
    expect(receipt.status).toBe('success')
    expect(await tokenBalance('PHO', alice.address)).toBe(before + amount)
    await waitFor('order marked done', async () => (await statusOf(order.id)).status === 1)
    const list = await get(app, '/v1/order/withdraw/list', { token, lang: 'en-US' })
    expect(list.body.data.total_count).toBe(1)
    expect(list.body.data.list[0]).toMatchObject({
      id: order.id,
      status: 1,
      status_txt: 'Done',
      voucher: null,
      claim_tx_hash: receipt.transactionHash,
    })
    expect(await balance(SYSTEM.withdrawalsInTransit, PHO)).toBe(0n)
    expect(await balance(SYSTEM.chain(31337), PHO)).toBe(amount)
    const claimedEntries = await db.handle.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.kind, 'withdraw_claimed'))
    expect(claimedEntries).toHaveLength(1)
    expect((await checkBooks(db.handle.db)).ok).toBe(true)
  })

  it('a withdrawal of 999 base units at 0.1 % pays a fee of 1 (rounded up), and the vault pays the 999', async () => {
    // PHO's withdraw fee is 1000 ppm since the test above
    const token = await signIn(app, alice)
    const usable = await balance(alice.address, PHO)
    const feesBefore = await balance(SYSTEM.fees, PHO)
    const { res } = await withdraw(alice, token, PHO, 999n)
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ amount: '999', fee: '1' })
    expect(res.body.data.voucher).toMatchObject({ amount: '999' })
    expect(await balance(alice.address, PHO)).toBe(usable - 1000n)
    expect((await balance(SYSTEM.fees, PHO)) - feesBefore).toBe(1n)
    const before = await tokenBalance('PHO', alice.address)
    expect((await claim(alice, res.body.data.voucher)).status).toBe('success')
    expect(await tokenBalance('PHO', alice.address)).toBe(before + 999n)
    await waitFor('order marked done', async () => (await statusOf(res.body.data.id)).status === 1)
    expect((await checkBooks(db.handle.db)).ok).toBe(true)
  })

  it('an overdraft is refused and writes nothing; a replayed request posts once', async () => {
    const token = await signIn(app, carol)
    await fund(carol, GDT, 50n, 'carol-gdt')
    const over = await withdraw(carol, token, GDT, 51n)
    expect(over.res.status).toBe(400)
    expect(over.res.body.code).toBe(40020)
    expect(
      await db.handle.db.select().from(withdrawOrders).where(eq(withdrawOrders.address, carol.address.toLowerCase())),
    ).toHaveLength(0)
    expect(await balance(carol.address, GDT)).toBe(50n)

    const first = await withdraw(carol, token, GDT, 20n)
    expect(first.res.status).toBe(200)
    const replay = await post(app, '/v1/order/withdraw', first.body, { token })
    expect(replay.status).toBe(200)
    expect(replay.body).toEqual(first.res.body)
    expect(await balance(carol.address, GDT)).toBe(30n)
    expect(
      await db.handle.db.select().from(withdrawOrders).where(eq(withdrawOrders.address, carol.address.toLowerCase())),
    ).toHaveLength(1)
    // Unknown coin or chain: refused, nothing written.
    expect((await withdraw(carol, token, 8, 1n)).res.body.code).toBe(40021)
  })

  it('50 concurrent withdrawals from one account never overdraw and conserve the total', async () => {
    const dave = (await import('../helpers/wallets')).dave
    const token = await signIn(app, dave)
    await fund(dave, GDT, 1007n, 'dave-gdt')
    const params = { chain_id: '31337', coin_id: String(GDT), amount: '30' }
    const bodies = []
    for (let i = 0; i < 50; i++) {
      const signed = await signAction(app, dave, token, 'withdraw', params)
      bodies.push({ chain_id: 31337, coin_id: GDT, amount: '30', ...signed })
    }
    const inTransitBefore = await balance(SYSTEM.withdrawalsInTransit, GDT)
    const results = await Promise.all(bodies.map((b) => post(app, '/v1/order/withdraw', b, { token })))
    const passed = results.filter((r) => r.status === 200).length
    expect(passed).toBe(33)
    expect(results.filter((r) => r.status === 400 && r.body.code === 40020)).toHaveLength(17)
    expect(await balance(dave.address, GDT)).toBe(17n)
    expect((await balance(SYSTEM.withdrawalsInTransit, GDT)) - inTransitBefore).toBe(990n)
    expect((await checkBooks(db.handle.db)).ok).toBe(true)
  }, 60_000)

  it('an expired unclaimed order is refunded exactly once; a claimed one never', async () => {
    const token = await signIn(app, bob)
    await fund(bob, PHO, 10n * E18, 'bob-pho')
    const unclaimed = (await withdraw(bob, token, PHO, E18)).res.body.data
    const claimed = (await withdraw(bob, token, PHO, 2n * E18)).res.body.data
    expect((await claim(bob, claimed.voucher)).status).toBe('success')
    const left = await balance(bob.address, PHO)

    const day = (ms: number) => parseDay(new Date(ms).toISOString().slice(0, 10))!
    const afterDeadline = day(unclaimed.deadline * 1000 + 86_400_000)
    // Chain time not yet past the deadline: the order waits.
    const early = await app.jobs.run('refund-withdrawals', day(unclaimed.deadline * 1000))
    expect(early).toMatchObject({ status: 'done', result: { refunded: 0 } })
    expect(resultOf(early, 'waiting')).toBeGreaterThan(0)
    expect(await balance(bob.address, PHO)).toBe(left)

    await chain.testClient.increaseTime({ seconds: 7200 })
    await chain.testClient.mine({ blocks: 1 })
    // The vault refuses the expired voucher on chain...
    await expect(claim(bob, unclaimed.voucher)).rejects.toThrow(/EXPIRED/)
    // ...so the refund pays it, once; the claimed order stays done.
    const run = await app.jobs.run('refund-withdrawals', afterDeadline)
    // The earlier tests' orders (carol's, dave's) expired too: every pending one is refunded, each once.
    // The claimed order is either marked done already or (indexer behind) seen claimed on chain and skipped.
    const pending = await db.handle.db.select().from(withdrawOrders).where(eq(withdrawOrders.status, 0))
    expect(pending.filter((o) => o.id !== claimed.id)).toHaveLength(0)
    expect(run).toMatchObject({ status: 'done', result: { waiting: 0 } })
    expect(resultOf(run, 'claimed_on_chain')).toBeLessThanOrEqual(1)
    expect(resultOf(run, 'refunded')).toBeGreaterThanOrEqual(1)
    const again = await app.jobs.run('refund-withdrawals', afterDeadline)
    expect(again).toMatchObject({ status: 'already_done' })
    const later = await app.jobs.run('refund-withdrawals', day(unclaimed.deadline * 1000 + 86_400_000 * 2))
    expect(later).toMatchObject({ status: 'done', result: { refunded: 0 } })
    expect(await balance(bob.address, PHO)).toBe(left + E18 + BigInt(unclaimed.fee))
    expect((await statusOf(unclaimed.id)).status).toBe(2)
    await waitFor('claimed order done', async () => (await statusOf(claimed.id)).status === 1)
    const list = await get(app, '/v1/order/withdraw/list', { token, lang: 'en-US' })
    const byId = new Map(list.body.data.list.map((o: { id: number }) => [o.id, o]))
    expect(byId.get(unclaimed.id)).toMatchObject({ status: 2, status_txt: 'Refunded', voucher: null })
    expect(byId.get(claimed.id)).toMatchObject({ status: 1 })
    const refunds = await db.handle.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.key, `withdraw-refund:${unclaimed.id}`))
    expect(refunds).toHaveLength(1)
    expect(
      await db.handle.db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.key, `withdraw-refund:${claimed.id}`)),
    ).toHaveLength(0)
    expect(await balance(SYSTEM.withdrawalsInTransit, PHO)).toBe(0n)
    expect((await checkBooks(db.handle.db)).ok).toBe(true)
  }, 60_000)
})
