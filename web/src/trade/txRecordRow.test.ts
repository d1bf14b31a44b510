import { describe, expect, it } from 'vitest'
import { shortTxHash } from './txRecordRow'

describe('transaction history rows', () => {
  it('shortens a 66-character hash to its head and tail', () => {
    const hash = `0x${'ab'.repeat(31)}cd`
    expect(hash).toHaveLength(66)
    expect(shortTxHash(hash)).toBe('0xababab…abababcd')
  })
})
