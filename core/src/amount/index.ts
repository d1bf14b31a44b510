export { type FormatAmountOptions, formatAmount } from './formatAmount'
export { PARSE_AMOUNT_ERROR, parseAmount } from './parseAmount'
