import { voteCapPercent } from './voteSchedule'

export type VoteAmountCheck =
  | { ok: true /** what the deposit sends, in the token's smallest unit */; deposit: bigint }
  | { ok: false /** a message key */; error: 'votePleaseEnterQuantity' | 'voteIntegerOnly' | 'voteAboveCap' }
  | {
      ok: false
      error: 'voteAboveCapacity' /** what the pool can still take, in the smallest unit */
      remaining: bigint
    }

const unit = (decimals: number) => 10n ** BigInt(decimals)

/**
 * The largest whole amount a vote accepts: 99% of the holdings, rounded down to a whole token, and, when the pool's
 * remaining capacity (`depositCap - depositTotal`, read from the contract) is given, no more than the largest
 * entry whose deposit (99% of it, whole tokens) fits in it: the contract refuses more (`GoodVote: CAP`).
 */
export function maxVoteAmount(holdings: bigint, decimals: number, remaining?: bigint): bigint {
  const byHoldings = (holdings * voteCapPercent) / 100n / unit(decimals)
  if (remaining === undefined) return byHoldings
  const byCapacity = maxEntryForCapacity(remaining, decimals)
  return byCapacity < byHoldings ? byCapacity : byHoldings
}

/** The largest whole entry W with floor(W x 99 / 100) whole tokens <= the remaining capacity. */
function maxEntryForCapacity(remaining: bigint, decimals: number): bigint {
  if (remaining <= 0n) return 0n
  const whole = remaining / unit(decimals)
  return (100n * (whole + 1n) - 1n) / voteCapPercent
}

/**
 * The vote popup's input (spec 001): empty gives 'please enter quantity'; a whole number of tokens only; at most
 * 99% of the holdings; the deposit is 99% of the entered value, rounded down to a whole token, and within the pool's
 * remaining capacity when given.
 */
export function checkVoteAmount(
  input: string,
  holdings: bigint,
  decimals: number,
  remaining?: bigint,
): VoteAmountCheck {
  const text = input.trim()
  if (text === '') return { ok: false, error: 'votePleaseEnterQuantity' }
  if (!/^\d{1,30}$/.test(text) || BigInt(text) === 0n) return { ok: false, error: 'voteIntegerOnly' }
  const whole = BigInt(text)
  if (whole > maxVoteAmount(holdings, decimals)) return { ok: false, error: 'voteAboveCap' }
  const deposit = (whole * voteCapPercent) / 100n
  if (deposit === 0n) return { ok: false, error: 'voteIntegerOnly' }
  if (remaining !== undefined && deposit * unit(decimals) > remaining)
    return { ok: false, error: 'voteAboveCapacity', remaining: remaining > 0n ? remaining : 0n }
  return { ok: true, deposit: deposit * unit(decimals) }
}
