import type { Action } from '@phoswap/core/auth/actions'
import type { HDAccount } from 'viem/accounts'
import type { Db } from '../../src/db/client'
import { userAccount } from '../../src/services/ledger/accounts'
import type { App } from '../../src/types'
import { post } from '../helpers/http'
import { fundFromSandbox } from '../helpers/ledger'
import { signAction } from '../helpers/signIn'

export const GDT = 6
export const VGT = 7
export const GDB = 8
export const VGB = 9
export const E18 = 10n ** 18n

const PHRASES = {
  gg: {
    initiate: 'gg_initiate',
    join: 'gg_join',
    exchange: 'gg_exchange',
    exchangePath: 'exchange-gdb',
    buy: 'gg_buy_coupons',
  },
  vg: {
    initiate: 'vg_initiate',
    join: 'vg_join',
    exchange: 'vg_exchange',
    exchangePath: 'exchange-vgb',
    buy: 'vg_buy_coupons',
  },
} as const satisfies Record<string, Record<string, Action | string>>

type Variant = keyof typeof PHRASES

/** Signed group actions as the web app sends them. */
export function groupCalls(app: App, tokens: Map<string, string>) {
  const token = (a: HDAccount) => tokens.get(a.address)!
  return {
    async initiate(a: HDAccount, variant: Variant = 'gg', signed?: { nonce: string; signature: string }) {
      const s = signed ?? (await signAction(app, a, token(a), PHRASES[variant].initiate as Action, {}))
      return { signed: s, res: await post(app, `/v1/${variant}/initiate`, s, { token: token(a), lang: 'en-US' }) }
    },
    async join(a: HDAccount, ticketId: number, variant: Variant = 'gg') {
      const s = await signAction(app, a, token(a), PHRASES[variant].join as Action, { ticket_id: String(ticketId) })
      return post(app, `/v1/${variant}/join`, { ticket_id: ticketId, ...s }, { token: token(a), lang: 'en-US' })
    },
    /** Held leader coupons exchanged into GDB (VGB): `POST /gg/exchange-gdb`, phrase GG Exchange GDB. */
    async exchange(
      a: HDAccount,
      count: number,
      variant: Variant = 'gg',
      signed?: { nonce: string; signature: string },
    ) {
      const s =
        signed ?? (await signAction(app, a, token(a), PHRASES[variant].exchange as Action, { amount: String(count) }))
      const res = await post(
        app,
        `/v1/${variant}/${PHRASES[variant].exchangePath}`,
        { amount: count, ...s },
        { token: token(a), lang: 'en-US' },
      )
      return { signed: s, res }
    },
    /** Leader coupons bought with GDB (VGB): `POST /gg/buy-coupons`, phrase GG Buy Coupons. */
    async buy(a: HDAccount, count: number, variant: Variant = 'gg', signed?: { nonce: string; signature: string }) {
      const s =
        signed ?? (await signAction(app, a, token(a), PHRASES[variant].buy as Action, { amount: String(count) }))
      const res = await post(
        app,
        `/v1/${variant}/buy-coupons`,
        { amount: count, ...s },
        { token: token(a), lang: 'en-US' },
      )
      return { signed: s, res }
    },
  }
}

/** Gives a user coins from the sandbox's funding account (through the ledger, once per tag). */
export async function fundUser(db: Db, a: HDAccount, tag: string, coins: Partial<Record<number, bigint>>) {
  for (const [coin, amount] of Object.entries(coins)) {
    if (amount && amount > 0n)
      await fundFromSandbox(db, `${tag}:${a.address}:${coin}`, userAccount(a.address, Number(coin)), amount)
  }
}
