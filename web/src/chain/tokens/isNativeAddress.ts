import { NATIVE_TOKEN_ADDRESS } from '@phoswap/core/tokens'
import { sameAddress } from './sameAddress'

/** The native coin's placeholder address (core's NATIVE_TOKEN_ADDRESS), in any letter case. */
export function isNativeAddress(address: string | null | undefined): boolean {
  return sameAddress(address, NATIVE_TOKEN_ADDRESS)
}
