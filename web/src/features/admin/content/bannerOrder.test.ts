import type { AdminBanner } from '@phoswap/core/api/admin'
import { describe, expect, it } from 'vitest'
import { bannersShownIn, reorder } from './bannerOrder'

const banner = (id: number, sort: number, language: AdminBanner['language'] = 'all'): AdminBanner => ({
  id,
  image: `banners/${id}.svg`,
  link: '',
  sort,
  language,
  active: true,
})

describe('banner order in the console', () => {
  it('shows a language its own banners and those for all, higher sort first', () => {
    const list = [banner(1, 5, 'en-US'), banner(2, 9), banner(3, 7, 'ko-KR'), banner(4, 5)]
    expect(bannersShownIn(list, 'en-US').map((b) => b.id)).toEqual([2, 1, 4])
    expect(bannersShownIn(list, 'all').map((b) => b.id)).toEqual([2, 3, 1, 4])
  })

  it('moves one place and sends only the sorts that change, strictly ordered', () => {
    const shown = [banner(1, 30), banner(2, 20), banner(3, 10)]
    expect(reorder(shown, 2, 1)).toEqual([
      { banner: shown[2], sort: 20 },
      { banner: shown[1], sort: 10 },
    ])
    // equal sorts become a strict order
    const tied = [banner(1, 0), banner(2, 0)]
    const moves = reorder(tied, 1, 0)
    expect(moves.map((m) => [m.banner.id, m.sort])).toEqual([
      [2, 20],
      [1, 10],
    ])
    expect(reorder(shown, 0, -1)).toEqual([])
  })
})
