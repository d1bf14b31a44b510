import { actionParams } from '@phoswap/core/auth/actionFields'
import { buildActionMessage } from '@phoswap/core/auth/actionMessage'
import { quoteTransfer } from '@phoswap/core/rewards/transferFee'
import { eq, sql } from 'drizzle-orm'
import type { HDAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authNonces, ledgerEntries, ledgerPostings } from '../../src/db/schema'
import { SYSTEM, systemAccount, userAccount } from '../../src/services/ledger/accounts'
import { balancesOf } from '../../src/services/ledger/balances'
import { checkBooks } from '../../src/services/ledger/checkBooks'
import { postEntry } from '../../src/services/ledger/postEntry'
import { BACKENDS, POSTGRES_SKIP_REASON, POSTGRES_URL } from '../helpers/backends'
import { get, post } from '../helpers/http'
import { signAction, signIn } from '../helpers/signIn'
import { createTestApp, type TestApp } from '../helpers/testApp'
import { anvilAccount } from '../helpers/wallets'

const GDT = 6
const NONCE_USED_EN = 'This signature was already used, please sign again'
const RATE = 1000 // the coins' default fee_rate_ppm

interface TransferFields {
  to_address: string
  coin_id: number
  amount: string
  fee: string
}

/** The body the web app sends: the quote for `received`, signed with the params the server rebuilds. */
async function signedTransfer(t: TestApp, account: HDAccount, token: string, fields: TransferFields) {
  const signed = await signAction(t.app, account, token, 'transfer_out', actionParams('transfer_out', fields))
  return { ...fields, ...signed }
}

function fieldsFor(to: string, received: bigint, coinId = GDT, rate = RATE): TransferFields {
  const quote = quoteTransfer(received, rate)!
  return { to_address: to, coin_id: coinId, amount: quote.amount.toString(), fee: quote.fee.toString() }
}

const send = (t: TestApp, token: string, body: object, lang?: string) =>
  post(t.app, '/v1/transfer/out', body, { token, ...(lang ? { lang } : {}) })

async function fund(t: TestApp, address: string, amount: bigint, coinId = GDT) {
  await postEntry(t.db.handle.db, {
    key: `test:fund:${address}:${coinId}:${amount}:${Math.random()}`,
    kind: 'sandbox_seed',
    lines: [
      { account: systemAccount(SYSTEM.sandboxFunding, coinId), amount: -amount },
      { account: userAccount(address, coinId), amount },
    ],
  })
}

const usable = async (t: TestApp, address: string, coinId = GDT) =>
  (await balancesOf(t.db.handle.db, address)).get(coinId)?.usable ?? 0n

async function ledgerCounts(t: TestApp) {
  const db = t.db.handle.db
  return {
    entries: (await db.select().from(ledgerEntries)).length,
    postings: (await db.select().from(ledgerPostings)).length,
  }
}

describe.each(BACKENDS)('transfer out on %s', (backend) => {
  let t: TestApp
  let next = 20
  const fresh = async () => {
    const account = anvilAccount(next++)
    return { account, address: account.address, token: await signIn(t.app, account) }
  }

  beforeAll(async () => {
    t = await createTestApp(backend)
  })
  afterAll(async () => t?.close())

  it('moves amount − fee to a recipient never seen before and the fee to fees; both see their bill', async () => {
    const a = await fresh()
    const newcomer = anvilAccount(900).address
    await fund(t, a.address, 5_000_000n)
    const fields = fieldsFor(newcomer, 1_000_000n)
    expect(fields).toMatchObject({ amount: '1001000', fee: '1000' })
    const res = await send(t, a.token, await signedTransfer(t, a.account, a.token, fields))
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      to_address: newcomer,
      coin_id: GDT,
      amount: '1001000',
      fee: '1000',
      received: '1000000',
    })
    expect(await usable(t, a.address)).toBe(5_000_000n - 1_001_000n)
    expect(await usable(t, newcomer)).toBe(1_000_000n)
    expect(await usable(t, SYSTEM.fees)).toBe(1000n)

    const senderBills = await get(t.app, '/v1/reward/record-list', { token: a.token, lang: 'en-US' })
    expect(senderBills.body.data.list[0]).toMatchObject({
      behavior: 'transfer_out',
      behavior_txt: 'Transfer out',
      usable_change_show: '-1001000',
      coin_id: GDT,
    })
    const r = anvilAccount(900)
    const rToken = await signIn(t.app, r)
    const recipientBills = await get(t.app, '/v1/reward/record-list', { token: rToken, lang: 'zh-CN' })
    expect(recipientBills.body.data).toMatchObject({
      total_count: 1,
      list: [{ behavior: 'transfer_in', behavior_txt: '转入', usable_change_show: '1000000', coin_id: GDT }],
    })
    expect(await checkBooks(t.db.handle.db)).toMatchObject({ ok: true })
  })

  it('an account a reorg left in debt is refused in its language, changes nothing, and sees the debt', async () => {
    const a = await fresh()
    const b = await fresh()
    await fund(t, a.address, 5_000_000n)
    // A reversal that took more than the account held: the rest is a debt of 2,000,000 in another coin (USDT).
    await postEntry(t.db.handle.db, {
      key: `test:reversal:${a.address}`,
      kind: 'chain_reversal',
      lines: [
        { account: userAccount(a.address, 1, 'debt'), amount: -2_000_000n },
        { account: systemAccount(SYSTEM.chain(31337), 1), amount: 2_000_000n },
      ],
    })
    const before = await ledgerCounts(t)
    const res = await send(
      t,
      a.token,
      await signedTransfer(t, a.account, a.token, fieldsFor(b.address, 1000n)),
      'ko-KR',
    )
    expect(res.status).toBe(403)
    expect(res.body).toMatchObject({ code: 40320 })
    expect(res.body.msg).toContain('체인 재구성')
    expect(await ledgerCounts(t)).toEqual(before)
    expect(await usable(t, a.address)).toBe(5_000_000n)
    const wallet = await get(t.app, '/v1/reward/wallet-list', { token: a.token })
    expect(wallet.body.data.list.find((c: { coin_id: number }) => c.coin_id === 1)).toMatchObject({
      usable: '0',
      debt: '2000000',
    })
    // Paid back (a deposit of that coin, here the ledger line the deposit source posts): free again.
    await fund(t, a.address, 2_000_000n, 1)
    const ok = await send(t, a.token, await signedTransfer(t, a.account, a.token, fieldsFor(b.address, 1000n)))
    expect(ok.status).toBe(200)
    expect((await balancesOf(t.db.handle.db, a.address)).get(1)).toMatchObject({ usable: 0n, debt: 0n })
  })

  it('accepts a lower-case recipient and a coin at fee 0 (no fee line)', async () => {
    const a = await fresh()
    const b = await fresh()
    await fund(t, a.address, 100n, 3)
    await t.db.handle.db.execute(
      // PHO at 0 for this case only; set back below.
      sql`update coins set fee_rate_ppm = 0 where coin_id = 3`,
    )
    try {
      const fields = fieldsFor(b.address.toLowerCase(), 100n, 3, 0)
      // The signed text names the recipient EIP-55 (core's actionParams): a text naming it lower-case is refused.
      const text = { ...fields, coin_id: String(fields.coin_id) }
      const byHand = await signAction(t.app, a.account, a.token, 'transfer_out', text)
      expect((await send(t, a.token, { ...fields, ...byHand })).status).toBe(401)
      // The body as typed (lower-case), signed through core as the web app signs: accepted.
      const ok = await send(t, a.token, await signedTransfer(t, a.account, a.token, fields))
      expect(ok.status).toBe(200)
      expect(ok.body.data).toMatchObject({ amount: '100', fee: '0', received: '100', to_address: b.address })
      expect(await usable(t, a.address, 3)).toBe(0n)
      expect(await usable(t, b.address, 3)).toBe(100n)
    } finally {
      await t.db.handle.db.execute(sql`update coins set fee_rate_ppm = 1000 where coin_id = 3`)
    }
  })

  it.each([
    ['zero', (to: string) => ({ ...fieldsFor(to, 1n), amount: '0', fee: '0' }), 400, 40030, 'Invalid transfer amount'],
    [
      'an amount no received amount gives',
      (to: string) => ({ ...fieldsFor(to, 1n), amount: '1', fee: '0' }),
      400,
      40030,
      'Invalid transfer amount',
    ],
    [
      'a fee other than the rate gives',
      (to: string) => ({ ...fieldsFor(to, 1_000_000n), fee: '999' }),
      409,
      40930,
      'The fee has changed',
    ],
    ['an unknown coin', (to: string) => ({ ...fieldsFor(to, 10n), coin_id: 99 }), 404, 40430, 'Unknown coin'],
    ['the zero address', () => fieldsFor(`0x${'0'.repeat(40)}`, 10n), 400, 40031, 'Invalid recipient address'],
    [
      'a bad checksum',
      () => fieldsFor('0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 10n),
      400,
      40031,
      'Invalid recipient address',
    ],
    ['more than usable', (to: string) => fieldsFor(to, 10_000n), 400, 40020, 'Insufficient balance'],
  ] as const)(
    'refuses %s with a clear message, posting nothing and leaving the nonce unused',
    async (_name, make, status, code, msg) => {
      const a = await fresh()
      const b = await fresh()
      await fund(t, a.address, 10_000n)
      const before = await ledgerCounts(t)
      const body = await signedTransfer(t, a.account, a.token, make(b.address))
      const res = await send(t, a.token, body, 'en-US')
      expect(res.status).toBe(status)
      expect(res.body).toMatchObject({ code, data: null })
      expect(res.body.msg).toContain(msg)
      expect(await ledgerCounts(t)).toEqual(before)
      expect(await usable(t, a.address)).toBe(10_000n)
      const [nonce] = await t.db.handle.db.select().from(authNonces).where(eq(authNonces.nonce, body.nonce))
      expect(nonce?.usedAt).toBeNull()
    },
  )

  it('refuses a transfer to oneself, in the user’s language', async () => {
    const a = await fresh()
    await fund(t, a.address, 10_000n)
    const before = await ledgerCounts(t)
    const res = await send(t, a.token, await signedTransfer(t, a.account, a.token, fieldsFor(a.address, 10n)), 'ja-JP')
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ code: 40032, msg: '自分のアドレスには送金できません', data: null })
    expect(await ledgerCounts(t)).toEqual(before)
  })

  it('refuses malformed bodies (schema) and requests without a session', async () => {
    const a = await fresh()
    const body = await signedTransfer(t, a.account, a.token, fieldsFor(anvilAccount(901).address, 10n))
    expect((await post(t.app, '/v1/transfer/out', body)).status).toBe(401)
    for (const bad of [
      { ...body, to_address: '0x1234' },
      { ...body, amount: '-5' },
      { ...body, amount: '1'.repeat(79) },
      { ...body, coin_id: 0 },
      { ...body, coin_id: '6' },
      { ...body, extra: 1 },
    ]) {
      const res = await send(t, a.token, bad)
      expect(res.status, JSON.stringify(bad)).toBe(400)
      expect(res.body.code).toBe(40000)
    }
  })

  it('moves only the session’s money: A cannot send B’s balance or use B’s signature', async () => {
    const a = await fresh()
    const b = await fresh()
    await fund(t, b.address, 10_000n)
    const before = await ledgerCounts(t)
    // B signed it; A sends it with A's session: the nonce was issued to B, so it is unknown for A.
    const byB = await signedTransfer(t, b.account, b.token, fieldsFor(anvilAccount(904).address, 100n))
    expect((await send(t, a.token, byB)).status).toBe(401)
    // A signs a transfer of B's coins: it can only debit A, who has nothing.
    const byA = await signedTransfer(t, a.account, a.token, fieldsFor(anvilAccount(902).address, 100n))
    expect((await send(t, a.token, byA)).body.code).toBe(40020)
    expect(await ledgerCounts(t)).toEqual(before)
    expect(await usable(t, b.address)).toBe(10_000n)
  })

  it('a request sent 50 times posts once and answers the same each time', async () => {
    const a = await fresh()
    const to = anvilAccount(903).address
    await fund(t, a.address, 10_000n)
    const body = await signedTransfer(t, a.account, a.token, fieldsFor(to, 1000n))
    const first = await send(t, a.token, body)
    expect(first.status).toBe(200)
    for (let i = 0; i < 49; i++) {
      const again = await send(t, a.token, body)
      expect(again.status).toBe(200)
      expect(again.body.data).toEqual(first.body.data)
    }
    expect(await usable(t, a.address)).toBe(10_000n - 1001n)
    expect(await usable(t, to)).toBe(1000n)
    const entries = await t.db.handle.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.key, `transfer:${body.nonce}`))
    expect(entries).toHaveLength(1)
    // Another user replaying the body gets no answer about it.
    const other = await fresh()
    expect((await send(t, other.token, body)).status).toBe(401)
  })

  it('one signed transfer sent 50 times at once: 50 answers of 200 with the same data, one posting', async () => {
    const { account, address, token } = await fresh()
    const to = anvilAccount(907).address
    await fund(t, address, 10_000n)
    const body = await signedTransfer(t, account, token, fieldsFor(to, 1000n))
    // Over a real socket, arriving spread over a few milliseconds, as a double-clicking client's twins do.
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' })
    const results = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        await new Promise((resolve) => setTimeout(resolve, i % 25))
        const res = await fetch(`${base}/v1/transfer/out`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(body),
        })
        return { status: res.status, body: (await res.json()) as { data: unknown } }
      }),
    )
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200))
    for (const result of results) expect(result.body).toEqual(results[0]!.body)
    expect(results[0]!.body.data).toMatchObject({ to_address: to, amount: '1001', fee: '1', received: '1000' })
    const entries = await t.db.handle.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.key, `transfer:${body.nonce}`))
    expect(entries).toHaveLength(1)
    expect(await usable(t, address)).toBe(10_000n - 1001n)
    expect(await usable(t, to)).toBe(1000n)
  })

  it('a used nonce under another body is refused 401 nonce_used, moving nothing, whoever signed the new body', async () => {
    const a = await fresh()
    const [to, elsewhere] = [anvilAccount(905).address, anvilAccount(906).address]
    await fund(t, a.address, 10_000n)
    const body = await signedTransfer(t, a.account, a.token, fieldsFor(to, 1000n))
    expect((await send(t, a.token, body)).status).toBe(200)
    const before = await ledgerCounts(t)
    // The first signature with another recipient or amount: not the request it signed.
    const otherTo = { ...body, to_address: elsewhere }
    const otherAmount = { ...body, ...fieldsFor(to, 2000n) }
    // A fresh signature over other params with the used nonce: a valid signature, but the nonce is spent.
    const message = buildActionMessage({
      action: 'transfer_out',
      address: a.address,
      chainId: 137,
      nonce: body.nonce,
      params: actionParams('transfer_out', fieldsFor(elsewhere, 1000n)),
    })
    const resigned = {
      ...fieldsFor(elsewhere, 1000n),
      nonce: body.nonce,
      signature: await a.account.signMessage({ message }),
    }
    for (const other of [otherTo, otherAmount, resigned]) {
      const res = await send(t, a.token, other, 'en-US')
      expect(res.status, JSON.stringify(other)).toBe(401)
      expect(res.body).toEqual({ code: 40102, msg: NONCE_USED_EN, data: null })
    }
    expect(await ledgerCounts(t)).toEqual(before)
    expect(await usable(t, elsewhere)).toBe(0n)
    expect(await usable(t, to)).toBe(1000n)
  })
})

if (!POSTGRES_URL) console.warn(`[transfer concurrency tests] ${POSTGRES_SKIP_REASON}`)

describe.skipIf(!POSTGRES_URL)('transfer out under concurrency on PostgreSQL', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp('postgres')
  })
  afterAll(async () => t?.close())

  it('50 concurrent transfers from one account never overdraw and conserve the total', async () => {
    const a = anvilAccount(30)
    const token = await signIn(t.app, a)
    const recipients = [anvilAccount(31).address, anvilAccount(32).address, anvilAccount(33).address]
    // Each costs 1001 (1000 + fee 1); 33,040 pays for exactly 33 of them.
    await fund(t, a.address, 33_040n)
    const bodies = await Promise.all(
      Array.from({ length: 50 }, (_, i) => signedTransfer(t, a, token, fieldsFor(recipients[i % 3]!, 1000n))),
    )
    const results = await Promise.all(bodies.map((body) => send(t, token, body)))
    expect(results.filter((r) => r.status === 200)).toHaveLength(33)
    expect(results.filter((r) => r.body.code === 40020)).toHaveLength(17)
    const sender = await usable(t, a.address)
    expect(sender).toBe(33_040n - 33n * 1001n)
    const received = (await Promise.all(recipients.map((r) => usable(t, r)))).reduce((x, y) => x + y, 0n)
    expect(received).toBe(33_000n)
    expect(await usable(t, SYSTEM.fees)).toBe(33n)
    expect(sender + received + 33n).toBe(33_040n)
    expect(await checkBooks(t.db.handle.db)).toMatchObject({ ok: true })
  })
})
