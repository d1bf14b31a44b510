import { describe, expect, it } from 'vitest'
import { expectCompleteNamespace } from '../../../i18n/expectCompleteNamespace'
import { adminBundles } from './index'

describe('operator console texts', () => {
  it('has every key in all five languages with the same placeholders', () => {
    expectCompleteNamespace(adminBundles)
  })

  it('keeps each section its own top-level group (the sections read `books.ok`, `audit.note` ...)', () => {
    expect(Object.keys(adminBundles['zh-CN'])).toEqual(
      expect.arrayContaining(['alerts', 'books', 'settlements', 'users', 'audit', 'review', 'note', 'errors']),
    )
    expect(adminBundles['en-US'].books.ok).toBe('The books balance')
  })
})
