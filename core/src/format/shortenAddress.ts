import { getAddress, isAddress } from 'viem'
import { shortenChecksummed } from './shortenChecksummed'

/**
 * The header's account label: '0x' and the first 4 hex digits, '...', the last 4, checksummed:
 * '0x1234...abCD'. A string that is not an address is returned unchanged.
 */
export function shortenAddress(address: string): string {
  if (!isAddress(address, { strict: false })) return address
  return shortenChecksummed(getAddress(address))
}
