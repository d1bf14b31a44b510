/** A line: a direct leg holding at least this many valid addresses (spec 001 §9, "4 lines of 100"). */
export const LINE_SIZE = 100

/** Default valid-address threshold: 100 USDT of own TVL (18-decimal USDT); operator setting `team_valid_tvl`. */
export const DEFAULT_VALID_TVL = 100n * 10n ** 18n

export const VALID_TVL_SETTING = 'team_valid_tvl'
export const GENESIS_SETTING = 'genesis_address'

export function isValidTvl(ownTvl: bigint, threshold: bigint): boolean {
  return ownTvl > 0n && ownTvl >= threshold
}
