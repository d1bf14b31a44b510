import type { PoolFundBody, PoolFundData } from '@phoswap/core/api/ledger'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { coins } from '../../db/schema'
import { AppError } from '../../errors'
import { SYSTEM, systemAccount, userAccount } from './accounts'
import { balancesOf } from './balances'
import { postEntry } from './postEntry'

/**
 * An operator funds a reward pool from their own usable balance (which they deposited on chain, so the pool's
 * coins are backed like anyone's): one entry `pool-fund:<key>`, kind `pool_fund`. The same key again moves
 * nothing (`created` false); more than the operator holds is `insufficient_balance`, nothing moved.
 */
export async function fundPool(db: Db, operator: string, body: PoolFundBody): Promise<PoolFundData> {
  const [coin] = await db.select({ coinId: coins.coinId }).from(coins).where(eq(coins.coinId, body.coin_id))
  if (!coin) throw new AppError('coin_unknown', `no coin ${body.coin_id}`)
  const pool = SYSTEM.pool(body.pool)
  const amount = BigInt(body.amount)
  const entry = await postEntry(db, {
    key: `pool-fund:${body.key}`,
    kind: 'pool_fund',
    lines: [
      { account: userAccount(operator, body.coin_id), amount: -amount },
      { account: systemAccount(pool, body.coin_id), amount },
    ],
  })
  const balance = (await balancesOf(db, pool, [body.coin_id])).get(body.coin_id)?.usable ?? 0n
  return { pool: body.pool, coin_id: body.coin_id, created: entry.created, balance: balance.toString() }
}
