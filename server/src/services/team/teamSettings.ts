import type { Db } from '../../db/client'
import { getSetting } from '../settings'
import { DEFAULT_VALID_TVL, VALID_TVL_SETTING } from './teamRules'

/** The valid-address threshold in 18-decimal USDT: the operator setting, else 100 USDT. */
export async function validTvlThreshold(db: Db): Promise<bigint> {
  const value = await getSetting(db, VALID_TVL_SETTING)
  return value && /^\d{1,78}$/.test(value) ? BigInt(value) : DEFAULT_VALID_TVL
}
