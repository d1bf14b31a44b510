import type { RewardOutData } from '@phoswap/core/api/withdraw'
import { and, eq, max } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { coins, ledgerAccounts, ledgerPostings } from '../../db/schema'
import { AppError } from '../../errors'
import { userAccount } from '../ledger/accounts'
import { balancesOf } from '../ledger/balances'
import { postEntry } from '../ledger/postEntry'

/**
 * `POST /order/reward-out`: a program's rewards are credited to the user's `frozen` bucket (earned, not yet
 * taken); this moves all of one coin's into usable, one entry. The account row is locked for the transaction, so
 * a double click or a second tab finds nothing left (`nothing_to_release`); the key names the account's last
 * posting, so a retried request cannot post the same release twice either.
 */
export async function releaseEarned(db: Db, address: string, coinId: number): Promise<RewardOutData> {
  const owner = address.toLowerCase()
  return db.transaction(async (tx) => {
    const [coin] = await tx.select({ coinId: coins.coinId }).from(coins).where(eq(coins.coinId, coinId))
    if (!coin) throw new AppError('coin_unknown', `no coin ${coinId}`)
    const [earned] = await tx
      .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(
        and(eq(ledgerAccounts.owner, owner), eq(ledgerAccounts.coinId, coinId), eq(ledgerAccounts.bucket, 'frozen')),
      )
      .for('update')
    const amount = BigInt(earned?.balance ?? 0)
    if (!earned || amount <= 0n) throw new AppError('nothing_to_release', `no earned coin ${coinId}`)
    const [last] = await tx
      .select({ id: max(ledgerPostings.id) })
      .from(ledgerPostings)
      .where(eq(ledgerPostings.accountId, earned.id))
    await postEntry(tx, {
      key: `reward-out:${earned.id}:${last?.id ?? 0}`,
      kind: 'reward_out',
      lines: [
        { account: userAccount(owner, coinId, 'frozen'), amount: -amount },
        { account: userAccount(owner, coinId), amount },
      ],
    })
    const usable = (await balancesOf(tx, owner, [coinId])).get(coinId)?.usable ?? 0n
    return { coin_id: coinId, released: amount.toString(), usable: usable.toString() }
  })
}
