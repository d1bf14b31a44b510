export { FEE_HISTORY_BLOCKS, FEE_PERCENTILES, type FeeInputs, type FeePlan, feeRule, networkFeeOf } from './feeRule'
export { formatFeeAmount, formatUsdValue, nativeUsdPrice, USD_COINS, usdValueOf } from './feeValue'
