import { voteCapPercent } from './voteSchedule'

export type VoteAmountCheck =
  | { ok: true /** what the deposit sends, in the token's smallest unit */; deposit: bigint }
  | { ok: false /** a message key */; error: 'votePleaseEnterQuantity' | 'voteIntegerOnly' | 'voteAboveCap' }

const unit = (decimals: number) => 10n ** BigInt(decimals)

/** The largest whole amount a vote accepts: 99% of the holdings, rounded down to a whole token. */
export function maxVoteAmount(holdings: bigint, decimals: number): bigint {
  return (holdings * voteCapPercent) / 100n / unit(decimals)
}

/**
 * The vote popup's input (spec 001): empty gives 'please enter quantity'; a whole number of tokens only; at most
 * 99% of the holdings; the deposit is 99% of the entered value, rounded down to a whole token.
 */
export function checkVoteAmount(input: string, holdings: bigint, decimals: number): VoteAmountCheck {
  const text = input.trim()
  if (text === '') return { ok: false, error: 'votePleaseEnterQuantity' }
  if (!/^\d{1,30}$/.test(text) || BigInt(text) === 0n) return { ok: false, error: 'voteIntegerOnly' }
  const whole = BigInt(text)
  if (whole > maxVoteAmount(holdings, decimals)) return { ok: false, error: 'voteAboveCap' }
  const deposit = (whole * voteCapPercent) / 100n
  if (deposit === 0n) return { ok: false, error: 'voteIntegerOnly' }
  return { ok: true, deposit: deposit * unit(decimals) }
}
