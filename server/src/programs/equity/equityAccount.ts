import { systemAccount } from '../../services/ledger/accounts'

/**
 * A card holder's equity dividends, paid and not yet claimed: a named account per holder
 * (`equity-card:<address>`), apart from the reward wallet's usable and frozen buckets, so the EquityPool page's
 * usable figure is the equity pool's alone. Claiming moves it all into the holder's usable PHO.
 */
export const equityAccount = (address: string, phoCoin: number) =>
  systemAccount(`equity-card:${address.toLowerCase()}`, phoCoin)
