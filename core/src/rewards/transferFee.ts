/** Fee rates are integers in parts per million (1000 = 0.1%), as `fee_rate_ppm` in `/transfer/configs`. */
export const PPM = 1_000_000n

/** The largest amount the ledger holds (`numeric(78,0)`): 78 nines. */
export const MAX_AMOUNT = 10n ** 78n - 1n

export interface TransferQuote {
  /** What the recipient gets. */
  received: bigint
  /** fee = ceil(received × rate_ppm / 1,000,000), to the `fees` account. */
  fee: bigint
  /** received + fee: what the sender is debited; the `amount` of `POST /transfer/out`. */
  amount: bigint
}

function checkRate(feeRatePpm: number): bigint {
  if (!Number.isSafeInteger(feeRatePpm) || feeRatePpm < 0 || feeRatePpm > 1_000_000)
    throw new RangeError(`transferFee: rate ${feeRatePpm} ppm is not 0..1,000,000`)
  return BigInt(feeRatePpm)
}

/**
 * The spec's rule, "fee equals fee_rate times the amount and is added to the amount", in integers: the user types
 * what the recipient gets; the fee is that times the rate, rounded up to a whole base unit (a transfer never
 * escapes a fee by being small); the sender pays both. Null when `received` is not above zero or the total would
 * not fit the ledger.
 */
export function quoteTransfer(received: bigint, feeRatePpm: number): TransferQuote | null {
  const rate = checkRate(feeRatePpm)
  if (received <= 0n) return null
  const fee = (received * rate + PPM - 1n) / PPM
  const amount = received + fee
  return amount > MAX_AMOUNT ? null : { received, fee, amount }
}

/**
 * The quote whose `amount` (fee included) is exactly `amount`, or null when none has it. received + fee grows by at
 * least 1 with each unit received, so at most one does; some totals fall between two (the fee stepped up by one)
 * and are refused rather than guessed.
 */
export function quoteFromAmount(amount: bigint, feeRatePpm: number): TransferQuote | null {
  const rate = checkRate(feeRatePpm)
  if (amount <= 0n || amount > MAX_AMOUNT) return null
  // received ≈ amount × PPM / (PPM + rate); the exact one, if any, is within one of it.
  const guess = (amount * PPM) / (PPM + rate)
  for (const received of [guess - 1n, guess, guess + 1n]) {
    const quote = quoteTransfer(received, feeRatePpm)
    if (quote && quote.amount === amount) return quote
  }
  return null
}

/**
 * The fee of a withdrawal: amount × ppm / 1,000,000, rounded up to a whole base unit, as the transfer fee is (a
 * withdrawal never escapes its fee by being small: 999 units at 0.1 % pay 1); added to what the balance pays (the
 * vault pays `amount`). The server charges it and the withdraw page shows it, from this one rule.
 */
export function withdrawFee(amount: bigint, feePpm: number): bigint {
  const rate = checkRate(feePpm)
  if (amount <= 0n) return 0n
  return (amount * rate + PPM - 1n) / PPM
}

/**
 * The largest withdrawal whose amount + fee fits in `available` (the withdraw page's Max): floor(available × PPM /
 * (PPM + rate)). It fits, since amount × rate / PPM ≤ available − amount, a whole number, bounds the rounded-up fee;
 * one unit more does not, since its exact total already exceeds `available`.
 */
export function maxWithdrawal(available: bigint, feePpm: number): bigint {
  const rate = checkRate(feePpm)
  return available <= 0n ? 0n : (available * PPM) / (PPM + rate)
}
