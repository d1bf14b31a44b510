import { describe, expect, it } from 'vitest'
import { sameAddress } from './sameAddress'

describe('sameAddress', () => {
  it('matches across letter case and refuses a missing side', () => {
    const checksummed = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    expect(sameAddress(checksummed, checksummed.toLowerCase())).toBe(true)
    expect(sameAddress(checksummed, '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(false)
    expect(sameAddress(checksummed, undefined)).toBe(false)
    expect(sameAddress(null, null)).toBe(false)
  })
})
