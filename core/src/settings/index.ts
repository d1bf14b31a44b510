export { checkDeadlineInput, type DeadlineCheck } from './checkDeadlineInput'
export { checkPriceImpact } from './checkPriceImpact'
export { checkSlippageInput, type SlippageCheck } from './checkSlippageInput'
export { deadlineFrom } from './deadlineFrom'
export {
  DEADLINE_MAX_MINUTES,
  GAS_PRICE_TYPES,
  type GasPriceType,
  PRICE_IMPACT_BLOCK_FROM_BPS,
  PRICE_IMPACT_WARN_ABOVE_BPS,
  SLIPPAGE_MAX_PERCENT,
  SLIPPAGE_PRESETS_BPS,
  SLIPPAGE_WARN_ABOVE_PERCENT,
  SWAP_SETTINGS_DEFAULTS,
  type SwapSettings,
} from './defaults'
export { gasLimitFor } from './gasLimitFor'
export { maxSpendable } from './maxSpendable'
