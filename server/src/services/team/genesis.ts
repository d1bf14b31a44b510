import type { Db } from '../../db/client'
import { getSetting } from '../settings'
import { GENESIS_SETTING } from './teamRules'

/** The referral tree's root (lowercase): the operator setting `genesis_address`, else GENESIS_ADDRESS. */
export async function genesisAddress(db: Db, configured: string | undefined): Promise<string | null> {
  return (await getSetting(db, GENESIS_SETTING))?.toLowerCase() ?? configured ?? null
}
