/** USDT in 18-decimal base units. */
const USDT = 10n ** 18n

export interface StarFacts {
  ownTvl: bigint
  teamTvl: bigint
  validDirect: number
  teamValid: number
  lines: number
}

export interface StarRequirement {
  level: number
  ownTvl: bigint
  teamTvl: bigint
  validDirect: number
  teamValid: number
  lines: number
}

/**
 * The spec's star-card thresholds (001 §9): own liquidity 1000 to 5000 USDT, team liquidity 1k to 10M USDT;
 * star 1 also 100 valid direct and 500 valid team addresses in at least 4 lines of 100. Higher stars follow the
 * same pattern (recorded in docs/decisions/0054-star-levels.md): the same 100 valid direct and 4 lines, 500 valid
 * team addresses per star.
 */
export const STAR_REQUIREMENTS: readonly StarRequirement[] = [1, 2, 3, 4, 5].map((level) => ({
  level,
  ownTvl: BigInt(level) * 1000n * USDT,
  teamTvl: 10n ** BigInt(level + 2) * USDT,
  validDirect: 100,
  teamValid: 500 * level,
  lines: 4,
}))

/** GDT gift per level, paid once per user and level (1000, 2000, 5000, 10000, 50000 GDT). */
export const STAR_GIFTS_GDT = [1000n, 2000n, 5000n, 10_000n, 50_000n] as const

/** At most this many star cards worldwide. */
export const STAR_CARD_CAP = 1680

/**
 * The highest star whose every requirement the facts meet (0: none); rises and falls with the facts. The cap of
 * 1680 cards is applied over all users by `assignStarCards` (starCards.ts).
 */
export function starLevel(facts: StarFacts, requirements: readonly StarRequirement[] = STAR_REQUIREMENTS): number {
  let level = 0
  for (const r of requirements) {
    const meets =
      facts.ownTvl >= r.ownTvl &&
      facts.teamTvl >= r.teamTvl &&
      facts.validDirect >= r.validDirect &&
      facts.teamValid >= r.teamValid &&
      facts.lines >= r.lines
    if (!meets) break
    level = r.level
  }
  return level
}
