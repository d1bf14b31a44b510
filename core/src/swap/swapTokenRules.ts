import type { Fraction } from '../amm/priceImpact'
import { PHO_TAX_BPS } from '../fees/fees'

/**
 * Per-token rules of the swap screen, naming tokens by symbol (resolved in the chain's deployments file) or by
 * address (taken as is). Configuration, not code: a chain can get its own entry in `SWAP_TOKEN_RULES`.
 */
export interface SwapTokenRules {
  /** Spec 000 §5: swapping into these is blocked ("a fixed set of 4 tokens is blocked for buy"). */
  blockedBuy: readonly string[]
  /** Transfer tax in basis points; routes through them use the fee-on-transfer router functions. */
  transferTaxBps: Readonly<Record<string, number>>
  /** Spec 000 §5: "the input value of one specific token is scaled by 0.9999". */
  inputScale: Readonly<Record<string, Fraction>>
}

/**
 * The four mining reward tokens paired with PHO (GDT, VGT, QJF, GET) are sell-only; PHO pays 1.5% on buys and
 * sells (contracts/src/tokens/PhoToken.sol) and its input is scaled by 0.9999 so a Max swap leaves dust for the
 * tax's rounding. `default` serves every chain without its own entry.
 */
export const SWAP_TOKEN_RULES: Readonly<Record<number | 'default', SwapTokenRules>> = {
  default: {
    blockedBuy: ['GDT', 'VGT', 'QJF', 'GET'],
    transferTaxBps: { PHO: PHO_TAX_BPS },
    inputScale: { PHO: { numerator: 9_999n, denominator: 10_000n } },
  },
}
