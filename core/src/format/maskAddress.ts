/**
 * An invited address in the invitation list (spec 001): the first 7 characters, four stars, the last 7,
 * as given (no checksumming): '0x12345****abcdef0'. Strings of 14 characters or fewer are returned unchanged
 * (there is nothing to hide).
 */
export function maskAddress(address: string): string {
  if (address.length <= 14) return address
  return `${address.slice(0, 7)}****${address.slice(-7)}`
}
