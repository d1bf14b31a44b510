import type { StarRequirement } from './starLevel'

/** One user whose facts meet a star, before the worldwide cap. */
export interface CardCandidate {
  userId: number
  /** The star the facts meet (1..5). */
  level: number
  /** When the user started meeting star 1 without a break (ms since epoch). */
  qualifiedAt: number
  teamTvl: bigint
}

/**
 * The worldwide cap (docs/decisions/0069-star-cards.md): when more users qualify than there are cards,
 * the earliest qualified keep theirs; a tie goes to the larger team TVL, then the lower user id (the earlier
 * account). Users past the cap hold no card (level 0) until a card frees up. Returns each candidate's level.
 */
export function assignStarCards(candidates: readonly CardCandidate[], cap: number): Map<number, number> {
  const order = [...candidates]
    .filter((c) => c.level > 0)
    .sort((a, b) => {
      if (a.qualifiedAt !== b.qualifiedAt) return a.qualifiedAt - b.qualifiedAt
      if (a.teamTvl !== b.teamTvl) return a.teamTvl > b.teamTvl ? -1 : 1
      return a.userId - b.userId
    })
  const levels = new Map<number, number>(candidates.map((c) => [c.userId, 0]))
  for (const c of order.slice(0, Math.max(0, cap))) levels.set(c.userId, c.level)
  return levels
}

const DIGITS = /^\d{1,40}$/

/**
 * The operator's star thresholds (setting `star_thresholds`): a JSON list of five levels, each
 * `{ own_tvl, team_tvl, valid_direct, team_valid, lines }` (TVL in 18-decimal USDT base units as decimal strings),
 * no level easier than the one below. Null when the text is not such a list.
 */
export function parseStarRequirements(text: string): StarRequirement[] | null {
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return null
  }
  if (!Array.isArray(raw) || raw.length !== 5) return null
  const out: StarRequirement[] = []
  for (const [i, entry] of raw.entries()) {
    if (typeof entry !== 'object' || entry === null) return null
    const e = entry as Record<string, unknown>
    const { own_tvl, team_tvl, valid_direct, team_valid, lines } = e
    if (Object.keys(e).length !== 5) return null
    if (typeof own_tvl !== 'string' || !DIGITS.test(own_tvl)) return null
    if (typeof team_tvl !== 'string' || !DIGITS.test(team_tvl)) return null
    const counts = [valid_direct, team_valid, lines]
    if (!counts.every((n) => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 10_000_000)) return null
    const r: StarRequirement = {
      level: i + 1,
      ownTvl: BigInt(own_tvl),
      teamTvl: BigInt(team_tvl),
      validDirect: valid_direct as number,
      teamValid: team_valid as number,
      lines: lines as number,
    }
    const below = out[i - 1]
    if (
      below &&
      (r.ownTvl < below.ownTvl ||
        r.teamTvl < below.teamTvl ||
        r.validDirect < below.validDirect ||
        r.teamValid < below.teamValid ||
        r.lines < below.lines)
    )
      return null
    out.push(r)
  }
  return out
}

/** The requirements as the setting's JSON (the inverse of parseStarRequirements). */
export function formatStarRequirements(list: readonly StarRequirement[]): string {
  return JSON.stringify(
    list.map((r) => ({
      own_tvl: r.ownTvl.toString(),
      team_tvl: r.teamTvl.toString(),
      valid_direct: r.validDirect,
      team_valid: r.teamValid,
      lines: r.lines,
    })),
  )
}
