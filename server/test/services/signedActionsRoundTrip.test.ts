import { ErrorCode } from '@phoswap/core/api/errorCodes'
import { type ActionBody, type ActionFields, signedActionMessage } from '@phoswap/core/auth/actionFields'
import { ACTIONS, type Action } from '@phoswap/core/auth/actions'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AppError } from '../../src/errors'
import { runSignedAction } from '../../src/services/auth/signedAction'
import type { Session } from '../../src/types'
import { post } from '../helpers/http'
import { signIn } from '../helpers/signIn'
import { createTestApp, type TestApp } from '../helpers/testApp'
import { anvilAccount, bob } from '../helpers/wallets'

const CHAIN = 137
// A vault signer key, so the withdraw routes get as far as the signature (anvil's well-known key #9).
const VAULT_KEY = '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6'

/**
 * One request per action, typed by core's ActionFields: an action added to ACTION_PHRASES without its fields, or a
 * field added to a route's body schema, does not compile here until it is given.
 */
const SAMPLES: { [A in Action]: ActionFields<A> } = {
  bind: { invite_code: 'K7WQ2MZP' },
  withdraw: { chain_id: CHAIN, coin_id: 6, amount: '5000' },
  business_withdraw: { coin_id: 6, amount: '5000' },
  transfer_out: { to_address: bob.address.toLowerCase(), coin_id: 6, amount: '1001', fee: '1' },
  pledge: { config_id: 1 },
  vgb_pledge: { config_id: 2 },
  gg_initiate: {},
  gg_join: { ticket_id: 7 },
  gg_exchange: { amount: 2 },
  gg_buy_coupons: { amount: 1 },
  vg_initiate: {},
  vg_join: { ticket_id: 8 },
  vg_exchange: { amount: 3 },
  vg_buy_coupons: { amount: 4 },
  airdrop_claim: { reward_id: '3' },
  vote_withdraw: { chain_id: String(CHAIN) },
  equity_claim: {},
  genesis_claim: { program: 'genesis-gdt' },
  op_coin_fee: { coin_id: 6, fee_rate_ppm: 2000, note: 'raise the fee' },
  op_config_set: { key: 'gdt_trade_rate_ppm', value: '2000' },
  op_pack_add: { variant: 'gdt', pledge_amount: '100', static_rate_ppm: 10000, profit_rate_ppm: 1500000 },
  op_pack_set: { id: 1, static_rate_ppm: 20000 },
}

/**
 * Where each action is performed (the web app's paths, under /v1). Vote Withdraw's route reads the chain's vote
 * wallet before the signature, and this app has no chain: its route is covered by test/routes/vote.test.ts on anvil.
 */
const ROUTES: Record<Action, string | null> = {
  bind: '/user-center/bind',
  withdraw: '/order/withdraw',
  business_withdraw: '/order/custom',
  transfer_out: '/transfer/out',
  pledge: '/pledge/do',
  vgb_pledge: '/vgb-pledge/do',
  gg_initiate: '/gg/initiate',
  gg_join: '/gg/join',
  gg_exchange: '/gg/exchange-gdb',
  gg_buy_coupons: '/gg/buy-coupons',
  vg_initiate: '/vg/initiate',
  vg_join: '/vg/join',
  vg_exchange: '/vg/exchange-vgb',
  vg_buy_coupons: '/vg/buy-coupons',
  airdrop_claim: '/airdrop/reward/claim',
  vote_withdraw: null,
  equity_claim: '/starcard/claim',
  genesis_claim: '/union/genesis-claim',
  // The operator actions' routes are under /v1/admin (this account is no operator): test/routes/console.test.ts.
  op_coin_fee: null,
  op_config_set: null,
  op_pack_add: null,
  op_pack_set: null,
}

/** The same request with one signed field changed (same type, another value): what a tampered body looks like. */
function tampered<A extends Action>(action: A, fields: ActionFields<A>): ActionFields<A> | undefined {
  const [name, value] = Object.entries(fields)[0] ?? []
  if (name === undefined) return undefined
  const other =
    action === 'genesis_claim'
      ? 'genesis-vgt'
      : action === 'op_pack_add'
        ? 'vgt'
        : name === 'to_address'
          ? anvilAccount(5).address
          : typeof value === 'number'
            ? value + 1
            : /^[0-9]+$/.test(String(value))
              ? String(BigInt(String(value)) + 1n)
              : `${String(value).slice(0, -1)}Q`
  return { ...fields, [name]: other }
}

describe('every signed action: built by core, signed by a wallet, verified by the server', () => {
  let t: TestApp
  const account = anvilAccount(40)
  let token: string
  const session: Session = { address: account.address.toLowerCase(), chainId: CHAIN, signer: 'key' }

  /** What the web app's signedAction does: an action nonce from the server, core's message, the wallet's signature. */
  async function sign<A extends Action>(action: A, fields: ActionFields<A>, chainId = CHAIN): Promise<ActionBody<A>> {
    const res = await post<{ nonce: string }>(t.app, '/v1/auth/action-nonce', { action }, { token })
    expect(res.status).toBe(200)
    const nonce = res.body.data.nonce
    const message = signedActionMessage({ action, fields, address: account.address, chainId, nonce })
    return { ...fields, nonce, signature: await account.signMessage({ message }) }
  }

  beforeAll(async () => {
    t = await createTestApp('pglite', { vaultSignerKey: VAULT_KEY })
    token = await signIn(t.app, account)
  })
  afterAll(async () => t?.close())

  it('has a sample and a route for every action', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...ACTIONS].sort())
  })

  it.each(ACTIONS)('%s: the server verifies the signed request and runs it once', async (action) => {
    const body = await sign(action, SAMPLES[action])
    let runs = 0
    const work = async () => ++runs
    await expect(runSignedAction(t.app.db, t.app.verifier, session, { action, body }, work)).resolves.toBe(1)
    // The same request again is the first answer, not a second run.
    await expect(runSignedAction(t.app.db, t.app.verifier, session, { action, body }, work)).resolves.toBe(1)
  })

  it.each(ACTIONS)('%s: a changed field (or another chain) is refused and runs nothing', async (action) => {
    const fields = SAMPLES[action]
    const changed = tampered(action, fields)
    // An action without fields: the signature names another chain than the session's.
    const body = changed ? { ...(await sign(action, fields)), ...changed } : await sign(action, fields, CHAIN + 1)
    let runs = 0
    const attempt = runSignedAction(t.app.db, t.app.verifier, session, { action, body }, async () => ++runs)
    await expect(attempt).rejects.toEqual(new AppError('signature_invalid'))
    expect(runs).toBe(0)
  })

  const routed = ACTIONS.filter((action) => ROUTES[action] !== null)
  it.each(routed)('%s: its route takes the signed body and refuses it tampered', async (action) => {
    const fields = SAMPLES[action]
    const path = `/v1${ROUTES[action]}`
    const changed = tampered(action, fields)
    const refused = changed ? { ...(await sign(action, fields)), ...changed } : await sign(action, fields, CHAIN + 1)
    const tamperedAnswer = await post(t.app, path, refused, { token, lang: 'en-US' })
    expect(tamperedAnswer.body.code, JSON.stringify(tamperedAnswer.body)).toBe(ErrorCode.signature_invalid)

    // Signed right: past the signature (the action itself may refuse: this account has no balance, group, pack…).
    const answer = await post(t.app, path, await sign(action, fields), { token, lang: 'en-US' })
    const notPast = [ErrorCode.invalid_request, ErrorCode.nonce_unknown, ErrorCode.signature_invalid]
    expect(notPast, JSON.stringify(answer.body)).not.toContain(answer.body.code)
  })
})
