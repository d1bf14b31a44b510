import { isAddress, zeroAddress } from 'viem'
import type { Token } from '../tokens/token'
import { NATIVE_TOKEN_ADDRESS } from '../tokens/token'

/**
 * Whether the picker should look the text up on chain and offer it for import (spec 000 §2): a valid address
 * (a mixed-case one must carry a correct checksum) that no listed token has. The zero address and the native
 * sentinel are never tokens.
 */
export function isImportCandidate(query: string, list: readonly Pick<Token, 'address'>[]): boolean {
  const text = query.trim()
  if (!isAddress(text)) return false
  const key = text.toLowerCase()
  if (key === zeroAddress || key === NATIVE_TOKEN_ADDRESS.toLowerCase()) return false
  return !list.some((t) => t.address.toLowerCase() === key)
}
