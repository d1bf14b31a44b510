/** The gas limit to send: 1.1 times the node's estimate (`estimate * 11 / 10`, rounded down), spec 000 §9. */
export function gasLimitFor(estimate: bigint): bigint {
  return (estimate * 11n) / 10n
}
