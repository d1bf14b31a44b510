import type { AdminCoinsData } from '@phoswap/core/api/console'
import { formatUnits } from 'viem'
import { groupThousands, uiLocale } from '../../../ui/formatNumber'
import { useAdminQuery } from './useAdmin'

export type AdminCoin = AdminCoinsData['list'][number]

/** The reward coins (`GET /v1/admin/coins`) by id: their names and decimals for every figure of the console. */
export function useAdminCoins() {
  const query = useAdminQuery<AdminCoinsData>(['coins'], '/admin/coins')
  const list = query.data?.list ?? []
  const byId = new Map(list.map((coin) => [coin.coin_id, coin]))
  const byKey = new Map(list.map((coin) => [coin.coin_key, coin]))
  return { query, byId, byKey }
}

/**
 * Base units as the exact amount in coins, grouped ("1,250.000001 USDT"): the console shows every digit (no cut, as
 * the app's screens do), since an operator compares figures. A coin not known shows its base units and id.
 */
export function exactCoin(units: string | bigint, coin: AdminCoin | undefined, coinId?: number): string {
  if (!coin) return `${units.toString()} (#${coinId ?? '?'})`
  const value = BigInt(units)
  const text = formatUnits(value < 0n ? -value : value, coin.decimals)
  return `${value < 0n ? '-' : ''}${groupThousands(text, uiLocale())} ${coin.coin_en}`
}
