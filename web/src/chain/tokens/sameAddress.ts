/**
 * Two addresses name the same account whatever their letter case (checksummed, lowercase from a URL or storage).
 * Not viem's `isAddressEqual`: that throws on a malformed address, and these come from URLs and local storage
 * where a bad one must simply not match. A missing side never matches.
 */
export function sameAddress(a: string | null | undefined, b: string | null | undefined): boolean {
  return !!a && !!b && a.toLowerCase() === b.toLowerCase()
}
