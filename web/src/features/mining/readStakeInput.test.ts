import { describe, expect, it } from 'vitest'
import { readStakeInput } from './readStakeInput'

describe('stake popup input', () => {
  it('treats empty, 0 and unreadable input as no input', () => {
    for (const text of ['', ' ', '0', '0.0', '.', 'abc', '-1', '1e3', '0.0000000000000000001']) {
      expect(readStakeInput(text, 18), text).toBeNull()
    }
  })

  it('reads an amount in base units', () => {
    expect(readStakeInput('1.5', 18)).toBe(1_500_000_000_000_000_000n)
    expect(readStakeInput(' 2 ', 6)).toBe(2_000_000n)
  })
})
