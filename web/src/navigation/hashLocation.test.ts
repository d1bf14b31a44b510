import { describe, expect, it } from 'vitest'
import { parseHash, pathOf } from './hashLocation'

describe('hash locations', () => {
  it('reads the path and query of the URL hash', () => {
    expect(parseHash('#/SwapIndex/Swap?a=1&b=2', 'k')).toEqual({
      pathname: '/SwapIndex/Swap',
      search: '?a=1&b=2',
      key: 'k',
    })
    expect(parseHash('#/HomeIndex')).toEqual({ pathname: '/HomeIndex', search: '', key: 'default' })
    expect(parseHash('')).toEqual({ pathname: '/', search: '', key: 'default' })
    expect(parseHash('#HomeIndex?')).toEqual({ pathname: '/HomeIndex', search: '', key: 'default' })
    expect(parseHash('#/Notice?id=3#top').search).toBe('?id=3')
  })

  it('writes a path with its query, without a bare ?', () => {
    expect(pathOf('/HomeNext/Mine', new URLSearchParams({ id: '1' }))).toBe('/HomeNext/Mine?id=1')
    expect(pathOf('/NoticeIndex', new URLSearchParams())).toBe('/NoticeIndex')
    expect(pathOf('/NoticeIndex', '?page=2')).toBe('/NoticeIndex?page=2')
  })
})
