import { systemAccount } from './accounts'

/**
 * A user's business earnings (spec 001 "Business": share and buy rewards), paid and not yet withdrawn: a named
 * account per user (`business:<address>`), apart from the reward wallet's usable and earned buckets, so the
 * Business page's usable figure is the business's alone and its withdraw (`POST /order/custom`) takes only it.
 */
export const businessAccount = (address: string, gdtCoin: number) =>
  systemAccount(`business:${address.toLowerCase()}`, gdtCoin)

export const BUSINESS_OWNER_PREFIX = 'business:'
