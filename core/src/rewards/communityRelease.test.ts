import { describe, expect, it } from 'vitest'
import { communityReleased } from './communityRelease'

describe('communityReleased', () => {
  it('releases nothing before or at the start, linearly after, and never more than staked', () => {
    expect(communityReleased(1000n, 100n, 10n, 50n)).toBe(0n)
    expect(communityReleased(1000n, 100n, 10n, 100n)).toBe(0n)
    expect(communityReleased(1000n, 100n, 10n, 101n)).toBe(100n)
    expect(communityReleased(1000n, 100n, 10n, 105n)).toBe(500n)
    expect(communityReleased(1000n, 100n, 10n, 110n)).toBe(1000n)
    expect(communityReleased(1000n, 100n, 10n, 10_000n)).toBe(1000n)
    expect(communityReleased(7n, 0n, 3n, 1n)).toBe(2n)
    expect(communityReleased(5n, 0n, 0n, 1n)).toBe(0n)
  })
})
