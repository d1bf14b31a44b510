import { GAS_PRICE_TYPES, type GasPriceType } from './defaults'

/** The gas price to send: the node's price times the type's multiplier (1: 1.5x, 2: 2x, 3: 2.5x), rounded down. */
export function gasPriceFor(nodeGasPrice: bigint, type: GasPriceType): bigint {
  const multiplier = GAS_PRICE_TYPES[type]
  if (!multiplier) throw new Error(`gasPriceFor: unknown gas price type ${String(type)}`)
  return (nodeGasPrice * multiplier.numerator) / multiplier.denominator
}
