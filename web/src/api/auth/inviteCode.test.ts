import { describe, expect, it } from 'vitest'
import { inviteUrl, isInviteCode, maskMiddle, pendingInviteCode } from './inviteCode'

describe('invite links', () => {
  it('builds the spec URL: origin + /#/HomeIndex?invite_Code=<code>', () => {
    expect(inviteUrl('http://127.0.0.1:5180', 'AB12cd')).toBe('http://127.0.0.1:5180/#/HomeIndex?invite_Code=AB12cd')
  })

  it('reads invite_Code from the hash query and refuses malformed codes', () => {
    expect(pendingInviteCode('?invite_Code=XYZ789')).toBe('XYZ789')
    expect(pendingInviteCode('?invite_Code=%3Cscript%3E')).toBeNull()
    expect(isInviteCode('abc')).toBe(false)
    expect(isInviteCode('abcd')).toBe(true)
  })

  it('masks the middle of a long link', () => {
    const url = inviteUrl('http://127.0.0.1:5180', 'AB12CD34')
    const masked = maskMiddle(url)
    expect(masked.startsWith(url.slice(0, 14))).toBe(true)
    expect(masked.endsWith('12CD34')).toBe(true)
    expect(masked).toContain('****')
    expect(maskMiddle('short')).toBe('short')
  })
})
