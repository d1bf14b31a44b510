import type { Token } from '@phoswap/core/tokens'
import { type Address, getAddress, isAddress } from 'viem'
import { sameAddress } from '../../chain/tokens/sameAddress'
import type { PoolRecord } from './poolRecord'

/**
 * A token named in the query (`from`, `to`) among the picker's tokens, else from a saved pool record (a token
 * imported only as part of a pair); null for anything else, so a link cannot bring in a made-up token.
 */
export function resolveQueryToken(
  text: string | null,
  chainId: number,
  tokens: readonly Token[],
  records: readonly PoolRecord[],
): Token | null {
  if (!text || !isAddress(text, { strict: false })) return null
  const address = getAddress(text)
  const listed = tokens.find((t) => sameAddress(t.address, address))
  if (listed) return listed
  for (const r of records) {
    if (sameAddress(r.fromAddress, address)) return tokenOf(chainId, r.fromAddress, r.fromSymbol, r.fromDecimals)
    if (sameAddress(r.toAddress, address)) return tokenOf(chainId, r.toAddress, r.toSymbol, r.toDecimals)
  }
  return null
}

function tokenOf(chainId: number, address: Address, symbol: string, decimals: number): Token {
  return { chainId, address, symbol, name: symbol, decimals }
}
