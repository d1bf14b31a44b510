import type { NoticeListItem } from '@phoswap/core/api/content'
import { describe, expect, it } from 'vitest'
import { noticeParam, parseNoticeParam } from './parseNoticeParam'

const notice: NoticeListItem = {
  id: 7,
  group_id: 3,
  language: 'en-US',
  title: 'Launch',
  remark: '<p>short</p>',
  author: 'PhoSwap',
  create_at: 1_735_689_600,
}

describe('parseNoticeParam (query "basic" of the Notice route)', () => {
  it('round-trips a list notice written by noticeParam: no description, its group to load it by', () => {
    expect(parseNoticeParam(noticeParam(notice))).toEqual({
      id: 7,
      group_id: 3,
      title: 'Launch',
      remark: '<p>short</p>',
      author: 'PhoSwap',
      create_at: 1_735_689_600,
    })
  })

  it('accepts the minimal notice: title, description, author, create_at', () => {
    const minimal = { title: 't', description: 'd', author: 'a', create_at: 0 }
    expect(parseNoticeParam(JSON.stringify(minimal))).toEqual(minimal)
  })

  it('needs a description or a group_id to load it by', () => {
    expect(parseNoticeParam(JSON.stringify({ title: 't', author: 'a', create_at: 0 }))).toBeNull()
    const byGroup = { title: 't', author: 'a', create_at: 0, group_id: 4 }
    expect(parseNoticeParam(JSON.stringify(byGroup))).toEqual(byGroup)
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
