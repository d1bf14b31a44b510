import { actionParams } from '@phoswap/core/auth/actionFields'
import { buildActionMessage } from '@phoswap/core/auth/actionMessage'
import { quoteTransfer } from '@phoswap/core/rewards/transferFee'
import { eq, sql } from 'drizzle-orm'
import type { HDAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authNonces, ledgerEntries } from '../../src/db/schema'
import { runSignedAction } from '../../src/services/auth/signedAction'
import { SYSTEM, systemAccount, userAccount } from '../../src/services/ledger/accounts'
import { balancesOf } from '../../src/services/ledger/balances'
import { postEntry } from '../../src/services/ledger/postEntry'
import { runSignedEntry } from '../../src/services/rewards/signedEntry'
import { transferEntry, transferOut } from '../../src/services/rewards/transferOut'
import type { Session } from '../../src/types'
import { BACKENDS } from '../helpers/backends'
import { post } from '../helpers/http'
import { signAction, signIn } from '../helpers/signIn'
import { createTestApp, type TestApp } from '../helpers/testApp'
import { anvilAccount } from '../helpers/wallets'

const GDT = 6

/**
 * The one-statement path of a signed transfer (migration 0028, decision 0152) against the full path it replaces:
 * the same answers in the same order, the same rows, and a reply either path can give back.
 */
describe.each(BACKENDS)('a signed entry in one statement on %s', (backend) => {
  let t: TestApp
  let next = 120
  const fresh = async () => {
    const account = anvilAccount(next++)
    return { account, address: account.address, token: await signIn(t.app, account) }
  }
  const fund = (address: string, amount: bigint) =>
    postEntry(t.db.handle.db, {
      key: `test:fund:${address}:${Math.random()}`,
      kind: 'sandbox_seed',
      lines: [
        { account: systemAccount(SYSTEM.sandboxFunding, GDT), amount: -amount },
        { account: userAccount(address, GDT), amount },
      ],
    })
  /** A sender holding `funds` and a recipient. */
  const parties = async (funds: bigint) => {
    const [a, b] = [await fresh(), await fresh()]
    await fund(a.address, funds)
    return { a, b }
  }
  const usable = async (address: string) => (await balancesOf(t.db.handle.db, address)).get(GDT)?.usable ?? 0n
  const entries = async () => (await t.db.handle.db.select().from(ledgerEntries)).length
  const nonceRow = async (nonce: string) =>
    (await t.db.handle.db.select().from(authNonces).where(eq(authNonces.nonce, nonce)))[0]!

  /** A transfer of `received` (fee 1 ‰) from `from` to `to`: the body the web app sends, signed by `signer`. */
  async function transferBody(from: { account: HDAccount; token: string }, to: string, received: bigint) {
    const quote = quoteTransfer(received, 1000)!
    const fields = { to_address: to, coin_id: GDT, amount: quote.amount.toString(), fee: quote.fee.toString() }
    const signed = await signAction(
      t.app,
      from.account,
      from.token,
      'transfer_out',
      actionParams('transfer_out', fields),
    )
    return { body: { ...fields, ...signed }, quote }
  }
  const send = (token: string, body: object) => post(t.app, '/v1/transfer/out', body, { token, lang: 'en-US' })

  beforeAll(async () => {
    t = await createTestApp(backend)
  })
  afterAll(async () => t?.close())

  it('judges the nonce before the signature: unknown, expired, then a signature another key made', async () => {
    const { a, b } = await parties(10_000n)
    const before = await entries()

    const unknown = await transferBody(a, b.address, 100n)
    const res1 = await send(a.token, { ...unknown.body, nonce: 'f'.repeat(32) })
    expect(res1.body).toMatchObject({ code: 40101, data: null })

    const expired = await transferBody(a, b.address, 100n)
    await t.db.handle.db
      .update(authNonces)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authNonces.nonce, expired.body.nonce))
    // Expired and badly signed: the nonce's verdict comes first.
    const res2 = await send(a.token, { ...expired.body, signature: unknown.body.signature })
    expect(res2.body).toMatchObject({ code: 40103, data: null })

    const forged = await transferBody(a, b.address, 100n)
    const message = buildActionMessage({
      action: 'transfer_out',
      address: a.account.address,
      chainId: 137,
      nonce: forged.body.nonce,
      params: actionParams('transfer_out', { ...forged.body }),
    })
    const res3 = await send(a.token, { ...forged.body, signature: await b.account.signMessage({ message }) })
    expect(res3.status).toBe(401)
    expect(res3.body).toMatchObject({ code: 40107, data: null })
    expect((await nonceRow(forged.body.nonce)).usedAt).toBeNull()

    expect(await entries()).toBe(before)
    expect(await usable(a.address)).toBe(10_000n)
    // The same nonce, signed right, still works afterwards.
    expect((await send(a.token, forged.body)).status).toBe(200)
    expect(await usable(b.address)).toBe(100n)
  })

  it('keeps a reply the full path gives back the same, and refuses another request with the nonce', async () => {
    const { a, b } = await parties(10_000n)
    const { body, quote } = await transferBody(a, b.address, 500n)
    const first = await send(a.token, body)
    expect(first.status).toBe(200)
    expect(first.body.data).toMatchObject({ to_address: b.address, amount: quote.amount.toString(), received: '500' })
    expect(typeof first.body.data.entry_id).toBe('number')

    const row = await nonceRow(body.nonce)
    expect(row.usedAt).not.toBeNull()
    expect(row.signature).toBe(body.signature.toLowerCase())
    // The full path reads the reply this statement wrote and answers with it, running nothing.
    const session: Session = { address: a.address.toLowerCase(), chainId: 137, signer: 'key' }
    const signed = { action: 'transfer_out' as const, body }
    const again = await runSignedAction(t.db.handle.db, t.app.verifier, session, signed, async () => {
      throw new Error('ran the work again')
    })
    expect(again).toEqual(first.body.data)
    expect((await send(a.token, body)).body).toEqual(first.body)

    const other = { ...body, fee: '0' }
    expect((await send(a.token, other)).body.code).toBeGreaterThanOrEqual(40000)
    expect(await usable(b.address)).toBe(500n)
  })

  it('runs the full path for a wallet that did not sign in with its key, with the same answer', async () => {
    const { a, b } = await parties(10_000n)
    const { body, quote } = await transferBody(a, b.address, 700n)
    const session: Session = { address: a.address.toLowerCase(), chainId: 137, signer: 'contract' }
    const input = { from: session.address, to: b.address, coinId: GDT, quote, nonce: body.nonce }
    let ran = 0
    const signed = { action: 'transfer_out' as const, body }
    const data = await runSignedEntry(t.db.handle.db, t.app.verifier, session, signed, transferEntry(input), (tx) => {
      ran++
      return transferOut(tx, input)
    })
    expect(ran).toBe(1)
    expect(data).toMatchObject({ to_address: b.address, received: '700' })
    expect(await usable(b.address)).toBe(700n)
  })

  it('leaves the nonce unused when the posting overdraws (the whole statement rolls back)', async () => {
    const { a, b } = await parties(1_000n)
    const before = await entries()
    const { body } = await transferBody(a, b.address, 5_000n)
    const res = await send(a.token, body)
    expect(res.body).toMatchObject({ code: 40020, data: null })
    expect((await nonceRow(body.nonce)).usedAt).toBeNull()
    expect(await entries()).toBe(before)
    const accounts = await t.db.handle.db.execute(
      sql`select count(*)::int as n from ledger_accounts where owner = ${b.address.toLowerCase()}`,
    )
    expect((accounts as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0)
  })
})
