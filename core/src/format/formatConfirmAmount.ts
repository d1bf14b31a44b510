import { formatAmount } from '../amount/formatAmount'

/** Spec 000 §5: amounts in the confirm dialog show 6 decimals (fixed, cut not rounded), e.g. '1.500000'. */
export function formatConfirmAmount(value: bigint, decimals: number): string {
  return formatAmount(value, decimals, 6, { minFractionDigits: 6 })
}
