import { describe, expect, it } from 'vitest'
import { httpsLink } from './useExternalLinks'

describe('httpsLink', () => {
  it('passes an https URL and nothing else: unset, cleared, http or script links are hidden', () => {
    expect(httpsLink('https://t.me/phoswap')).toBe('https://t.me/phoswap')
    for (const value of [null, undefined, '', 'http://t.me/x', 'javascript:alert(1)', 'not a url'])
      expect(httpsLink(value), String(value)).toBeNull()
  })
})
