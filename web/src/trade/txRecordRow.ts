/** A hash where there is no explorer to link: its head and tail, not 66 characters ("0x1234ab…9f8e7d6c"). */
export function shortTxHash(hash: string): string {
  return hash.length > 18 ? `${hash.slice(0, 8)}…${hash.slice(-8)}` : hash
}
