import type { Address } from 'viem'
import { NATIVE_TOKEN_ADDRESS } from '../tokens/token'

/** The token a route uses for a picked token: the native currency trades as its wrapped token. */
export function toRouteToken(token: Address, wrappedNative: Address): Address {
  return token.toLowerCase() === NATIVE_TOKEN_ADDRESS.toLowerCase() ? wrappedNative : token
}
