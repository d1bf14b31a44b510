export {
  bpsPercent,
  feeTextValues,
  PAIR_FEE_BPS,
  PAIR_FEE_DENOMINATOR,
  PAIR_FEE_PER_MILLE,
  PHO_TAX_BPS,
  PHO_TAX_SHARES_BPS,
  pairFeeOf,
} from './fees'
