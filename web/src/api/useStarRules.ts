import type { StarRulesData } from '@phoswap/core/api/team'
import { useQuery } from '@tanstack/react-query'
import { formatBalance, groupThousands, UNKNOWN } from '../ui/format'
import { apiGet } from './client'

/** `GET /starcard/rules`: the star thresholds and the valid-address threshold in force (operator settings). */
export function useStarRules() {
  return useQuery({
    queryKey: ['starcard', 'rules'],
    queryFn: ({ signal }) => apiGet<StarRulesData>('/starcard/rules', { signal }),
    staleTime: 60_000,
  })
}

/** One figure, or "from–to" when the levels differ (stars 2 to 5 in one rule line). */
function span(values: string[]): string {
  const first = values[0] ?? UNKNOWN
  const last = values[values.length - 1] ?? UNKNOWN
  return first === last ? first : `${first}–${last}`
}

/**
 * The figures the rules texts interpolate, formatted for display (USDT in 18 decimals): star 1's thresholds,
 * stars 2 to 5 as ranges, and the valid-address threshold. `--` for each until the server answered.
 */
export function starRuleFigures(data: StarRulesData | undefined): Record<string, string> {
  const usdt = (value: string) => formatBalance(BigInt(value), 18)
  const count = (value: number) => groupThousands(String(value))
  const [one, ...upper] = data?.levels ?? []
  const two = upper[0]
  const five = upper[upper.length - 1]
  const of = (pick: (level: StarRulesData['levels'][number]) => string) =>
    upper.length ? span(upper.map(pick)) : UNKNOWN
  return {
    valid: data ? usdt(data.valid_tvl) : UNKNOWN,
    own: one ? usdt(one.own_tvl) : UNKNOWN,
    team: one ? usdt(one.team_tvl) : UNKNOWN,
    direct: one ? count(one.valid_direct) : UNKNOWN,
    teamValid: one ? count(one.team_valid) : UNKNOWN,
    lines: one ? count(one.lines) : UNKNOWN,
    upperOwn: of((l) => usdt(l.own_tvl)),
    upperTeam: of((l) => usdt(l.team_tvl)),
    upperDirect: of((l) => count(l.valid_direct)),
    upperTeamValid: of((l) => count(l.team_valid)),
    upperLines: of((l) => count(l.lines)),
    // The ends of stars 2 to 5 apart, for texts that say "from … to …".
    ownFrom: two ? usdt(two.own_tvl) : UNKNOWN,
    ownTo: five ? usdt(five.own_tvl) : UNKNOWN,
    teamFrom: two ? usdt(two.team_tvl) : UNKNOWN,
    teamTo: five ? usdt(five.team_tvl) : UNKNOWN,
    validFrom: two ? count(two.team_valid) : UNKNOWN,
    validTo: five ? count(five.team_valid) : UNKNOWN,
  }
}
