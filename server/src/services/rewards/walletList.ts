import type { WalletCoin } from '@phoswap/core/api/reward'
import type { Db } from '../../db/client'
import { balancesOf } from '../ledger/balances'
import { listCoins } from './coinConfigs'

/** Every coin of the reward wallet with the user's ledger balances; a coin without an account is zero. */
export async function walletList(db: Db, address: string): Promise<{ list: WalletCoin[]; total_count: number }> {
  const [rows, balances] = await Promise.all([listCoins(db), balancesOf(db, address)])
  const list = rows.map((row) => {
    const balance = balances.get(row.coinId)
    return {
      coin_id: row.coinId,
      coin_en: row.coinEn,
      logo: row.logo,
      decimals: row.decimals,
      usable: (balance?.usable ?? 0n).toString(),
      freeze: (balance?.frozen ?? 0n).toString(),
      debt: (balance?.debt ?? 0n).toString(),
    }
  })
  return { list, total_count: list.length }
}
