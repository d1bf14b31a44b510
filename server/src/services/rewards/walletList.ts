import type { WalletCoin } from '@phoswap/core/api/reward'
import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { coins, rewardWallets } from '../../db/schema'

/** Every coin of the reward wallet with the user's balances; a coin without a row is zero, never invented. */
export async function walletList(db: Db, address: string): Promise<{ list: WalletCoin[]; total_count: number }> {
  const rows = await db
    .select({
      coinId: coins.coinId,
      coinEn: coins.coinEn,
      logo: coins.logo,
      decimals: coins.decimals,
      usable: rewardWallets.usable,
      frozen: rewardWallets.frozen,
    })
    .from(coins)
    .leftJoin(rewardWallets, and(eq(rewardWallets.coinId, coins.coinId), eq(rewardWallets.address, address)))
    .orderBy(asc(coins.sort), asc(coins.coinId))
  const list = rows.map((row) => ({
    coin_id: row.coinId,
    coin_en: row.coinEn,
    logo: row.logo,
    decimals: row.decimals,
    usable: BigInt(row.usable ?? '0').toString(),
    freeze: BigInt(row.frozen ?? '0').toString(),
  }))
  return { list, total_count: list.length }
}
