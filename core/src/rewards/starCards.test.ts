import { describe, expect, test } from 'vitest'
import { assignStarCards, type CardCandidate, formatStarRequirements, parseStarRequirements } from './starCards'
import { STAR_CARD_CAP, STAR_REQUIREMENTS, starLevel } from './starLevel'

const cand = (userId: number, level: number, qualifiedAt: number, teamTvl = 0n): CardCandidate => ({
  userId,
  level,
  qualifiedAt,
  teamTvl,
})

describe('assignStarCards: 1680 cards worldwide', () => {
  test('the spec cap', () => expect(STAR_CARD_CAP).toBe(1680))

  test('one below, at and one above the cap', () => {
    for (const n of [STAR_CARD_CAP - 1, STAR_CARD_CAP, STAR_CARD_CAP + 1]) {
      const all = Array.from({ length: n }, (_, i) => cand(i + 1, 1 + (i % 5), i))
      const levels = assignStarCards(all, STAR_CARD_CAP)
      const holders = [...levels.values()].filter((l) => l > 0).length
      expect(holders).toBe(Math.min(n, STAR_CARD_CAP))
      // The latest qualified is the one left out when the cap binds.
      expect(levels.get(n)).toBe(n > STAR_CARD_CAP ? 0 : 1 + ((n - 1) % 5))
    }
  })

  test('earliest qualified first, then larger team TVL, then lower user id', () => {
    const levels = assignStarCards(
      [cand(1, 5, 20), cand(2, 1, 10, 5n), cand(3, 2, 10, 9n), cand(4, 3, 10, 9n), cand(5, 1, 5)],
      3,
    )
    expect(Object.fromEntries(levels)).toEqual({ 1: 0, 2: 0, 3: 2, 4: 3, 5: 1 })
  })

  test('a card freed by a downgrade goes to the next in line', () => {
    const before = assignStarCards([cand(1, 1, 1), cand(2, 1, 2), cand(3, 4, 3)], 2)
    expect(before.get(3)).toBe(0)
    const after = assignStarCards([cand(1, 0, 1), cand(2, 1, 2), cand(3, 4, 3)], 2)
    expect(Object.fromEntries(after)).toEqual({ 1: 0, 2: 1, 3: 4 })
  })
})

describe('star thresholds setting', () => {
  test('round trip of the defaults', () => {
    expect(parseStarRequirements(formatStarRequirements(STAR_REQUIREMENTS))).toEqual(STAR_REQUIREMENTS)
  })

  test('lowered thresholds change the level', () => {
    const low = parseStarRequirements(
      JSON.stringify(
        [1, 2, 3, 4, 5].map((l) => ({ own_tvl: String(l), team_tvl: '0', valid_direct: 0, team_valid: 0, lines: 0 })),
      ),
    )!
    expect(starLevel({ ownTvl: 3n, teamTvl: 0n, validDirect: 0, teamValid: 0, lines: 0 }, low)).toBe(3)
    expect(starLevel({ ownTvl: 3n, teamTvl: 0n, validDirect: 0, teamValid: 0, lines: 0 })).toBe(0)
  })

  test('refuses what is not five non-decreasing levels', () => {
    const level = { own_tvl: '1', team_tvl: '1', valid_direct: 1, team_valid: 1, lines: 1 }
    expect(parseStarRequirements('nope')).toBeNull()
    expect(parseStarRequirements(JSON.stringify([level, level, level, level]))).toBeNull()
    expect(parseStarRequirements(JSON.stringify([level, level, level, level, { ...level, lines: 0 }]))).toBeNull()
    expect(parseStarRequirements(JSON.stringify([level, level, level, level, { ...level, own_tvl: '-1' }]))).toBeNull()
    expect(parseStarRequirements(JSON.stringify([level, level, level, level, { ...level, extra: 1 }]))).toBeNull()
    expect(parseStarRequirements(JSON.stringify([level, level, level, level, level]))).not.toBeNull()
  })
})
