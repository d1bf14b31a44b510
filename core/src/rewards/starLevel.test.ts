import { describe, expect, test } from 'vitest'
import { STAR_REQUIREMENTS, type StarFacts, starLevel } from './starLevel'

const USDT = 10n ** 18n
const at = (level: number): StarFacts => {
  const r = STAR_REQUIREMENTS[level - 1]!
  return { ownTvl: r.ownTvl, teamTvl: r.teamTvl, validDirect: r.validDirect, teamValid: r.teamValid, lines: r.lines }
}

describe('starLevel at every threshold edge', () => {
  test('the spec figures', () => {
    expect(STAR_REQUIREMENTS.map((r) => [r.ownTvl / USDT, r.teamTvl / USDT])).toEqual([
      [1000n, 1000n],
      [2000n, 10_000n],
      [3000n, 100_000n],
      [4000n, 1_000_000n],
      [5000n, 10_000_000n],
    ])
    expect(at(1)).toMatchObject({ validDirect: 100, teamValid: 500, lines: 4 })
  })

  test('nothing at all is no star', () => {
    expect(starLevel({ ownTvl: 0n, teamTvl: 0n, validDirect: 0, teamValid: 0, lines: 0 })).toBe(0)
  })

  for (const level of [1, 2, 3, 4, 5]) {
    test(`star ${level}: at each threshold, one below (level - 1), one above (still ${level} unless the next is met)`, () => {
      const facts = at(level)
      expect(starLevel(facts)).toBe(level)
      expect(starLevel({ ...facts, ownTvl: facts.ownTvl - 1n })).toBe(level - 1)
      expect(starLevel({ ...facts, teamTvl: facts.teamTvl - 1n })).toBe(level - 1)
      expect(starLevel({ ...facts, validDirect: facts.validDirect - 1 })).toBe(0)
      expect(starLevel({ ...facts, teamValid: facts.teamValid - 1 })).toBe(level - 1)
      expect(starLevel({ ...facts, lines: facts.lines - 1 })).toBe(0)
      const above = { ...facts, ownTvl: facts.ownTvl + 1n, teamTvl: facts.teamTvl + 1n, teamValid: facts.teamValid + 1 }
      expect(starLevel(above)).toBe(level)
    })
  }

  test('downgrade: a star falls when its facts fall', () => {
    const three = at(3)
    expect(starLevel(three)).toBe(3)
    expect(starLevel({ ...three, teamTvl: 50_000n * USDT })).toBe(2)
    expect(starLevel({ ...three, ownTvl: 999n * USDT })).toBe(0)
  })
})
