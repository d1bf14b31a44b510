import type { StarRulesData } from '@phoswap/core/api/team'
import { describe, expect, it } from 'vitest'
import { starRuleFigures } from './useStarRules'

const E18 = 10n ** 18n
const level = (n: number, own: bigint, team: bigint, teamValid: number) => ({
  level: n,
  own_tvl: (own * E18).toString(),
  team_tvl: (team * E18).toString(),
  valid_direct: 100,
  team_valid: teamValid,
  lines: 4,
})

describe('starRuleFigures', () => {
  it('is -- for every figure until the server answered', () => {
    expect(Object.values(starRuleFigures(undefined)).every((v) => v === '--')).toBe(true)
  })

  it('names the thresholds in force: an operator change shows, stars 2 to 5 as ranges', () => {
    const data: StarRulesData = {
      valid_tvl: (250n * E18).toString(),
      levels: [
        level(1, 1234n, 1000n, 500),
        level(2, 2000n, 10_000n, 1000),
        level(3, 3000n, 100_000n, 1500),
        level(4, 4000n, 1_000_000n, 2000),
        level(5, 5000n, 10_000_000n, 2500),
      ],
    }
    expect(starRuleFigures(data)).toEqual({
      valid: '250',
      own: '1,234',
      team: '1,000',
      direct: '100',
      teamValid: '500',
      lines: '4',
      upperOwn: '2,000–5,000',
      upperTeam: '10,000–10,000,000',
      upperDirect: '100',
      upperTeamValid: '1,000–2,500',
      upperLines: '4',
      ownFrom: '2,000',
      ownTo: '5,000',
      teamFrom: '10,000',
      teamTo: '10,000,000',
      validFrom: '1,000',
      validTo: '2,500',
    })
  })
})
