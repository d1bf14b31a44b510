import type { Address } from 'viem'
import { NATIVE_TOKEN_ADDRESS } from '../tokens/token'

/** 'wrap' for native to wrapped native, 'unwrap' for the reverse (1:1, no pool), else null. */
export function wrapKind(
  tokenIn: Address | null,
  tokenOut: Address | null,
  wrappedNative: Address | null,
): 'wrap' | 'unwrap' | null {
  if (!tokenIn || !tokenOut || !wrappedNative) return null
  const native = NATIVE_TOKEN_ADDRESS.toLowerCase()
  const wrapped = wrappedNative.toLowerCase()
  const a = tokenIn.toLowerCase()
  const b = tokenOut.toLowerCase()
  if (a === native && b === wrapped) return 'wrap'
  if (a === wrapped && b === native) return 'unwrap'
  return null
}
