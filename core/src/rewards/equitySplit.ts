/** The star levels that share the equity tax, each an equal part (spec 001: "each sharing 0.1% of tax"). */
export const EQUITY_LEVELS = 5

export interface EquityHolder {
  owner: string
  /** Star level 1..5 as the card cap left it; 0 holds no card and is skipped. */
  level: number
}

export interface EquitySplit {
  payments: { owner: string; level: number; amount: bigint }[]
  paid: bigint
  /** Not paid: levels nobody holds and the remainders of the divisions; stays in the equity pool. */
  leftover: bigint
}

/**
 * Splits one day's arrival at the equity sink (docs/decisions/0070-equity-pool.md): the 0.5% equity share of
 * the tax is five parts of 0.1%, one per star level; each level's part is shared equally by that level's
 * holders, rounded down. What no one is paid stays in the pool. Never pays more than arrived.
 */
export function splitEquity(arrived: bigint, holders: readonly EquityHolder[]): EquitySplit {
  if (arrived < 0n) throw new Error('splitEquity: a negative arrival')
  const byLevel = new Map<number, string[]>()
  for (const h of holders) {
    if (h.level < 1 || h.level > EQUITY_LEVELS) continue
    byLevel.set(h.level, [...(byLevel.get(h.level) ?? []), h.owner])
  }
  const part = arrived / BigInt(EQUITY_LEVELS)
  const payments: EquitySplit['payments'] = []
  let paid = 0n
  for (let level = 1; level <= EQUITY_LEVELS; level++) {
    const owners = byLevel.get(level)
    if (!owners || owners.length === 0) continue
    const each = part / BigInt(owners.length)
    if (each === 0n) continue
    for (const owner of [...owners].sort()) {
      payments.push({ owner, level, amount: each })
      paid += each
    }
  }
  return { payments, paid, leftover: arrived - paid }
}
