import type { Notice } from '@phoswap/core/api/content'
import { describe, expect, it } from 'vitest'
import { noticeParam, parseNoticeParam } from './parseNoticeParam'

const notice: Notice = {
  id: 7,
  group_id: 3,
  language: 'en-US',
  title: 'Launch',
  remark: '<p>short</p>',
  description: '<p>long</p>',
  author: 'PhoSwap',
  create_at: 1_735_689_600,
}

describe('parseNoticeParam (query "basic" of the Notice route)', () => {
  it('round-trips a notice written by noticeParam', () => {
    expect(parseNoticeParam(noticeParam(notice))).toEqual({
      id: 7,
      group_id: 3,
      title: 'Launch',
      remark: '<p>short</p>',
      description: '<p>long</p>',
      author: 'PhoSwap',
      create_at: 1_735_689_600,
    })
  })

  it('accepts the minimal notice: title, description, author, create_at', () => {
    const minimal = { title: 't', description: 'd', author: 'a', create_at: 0 }
    expect(parseNoticeParam(JSON.stringify(minimal))).toEqual(minimal)
  })

  it('refuses what is not a JSON object', () => {
    for (const raw of [null, '', 'not json', '{', '[]', 'null', '42', '"text"']) {
      expect(parseNoticeParam(raw), String(raw)).toBeNull()
    }
  })

  it('refuses missing or mistyped fields and unknown fields', () => {
    const good = { title: 't', description: 'd', author: 'a', create_at: 1 }
    const bad: Record<string, unknown>[] = [
      { ...good, title: undefined },
      { ...good, title: 5 },
      { ...good, description: null },
      { ...good, author: ['a'] },
      { ...good, create_at: '2025-01-01' },
      { ...good, create_at: 1.5 },
      { ...good, create_at: -1 },
      { ...good, id: 0 },
      { ...good, group_id: '3' },
      { ...good, remark: {} },
      { ...good, onload: 'x' },
      { ...good, __proto__x: 1 },
    ]
    for (const value of bad) expect(parseNoticeParam(JSON.stringify(value)), JSON.stringify(value)).toBeNull()
  })

  it('refuses absurdly long input before parsing it', () => {
    expect(parseNoticeParam(`{"title":"${'x'.repeat(200_001)}"}`)).toBeNull()
  })
})
