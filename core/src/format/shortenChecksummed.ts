/**
 * The header's account label of an address that is already checksummed (a wallet's): '0x' and the first 4 hex
 * digits, '...', the last 4. Apart from shortenAddress so that a screen can use it without the checksum code (keccak).
 */
export function shortenChecksummed(address: string): string {
  return `${address.slice(0, 6)}...${address.slice(-4)}`
}
