import { RICH_TEXT_CASES } from '@phoswap/core/richTextCases'
import { describe, expect, it } from 'vitest'
import { sanitizeRichText } from '../../src/services/content/sanitize'

// The browser's sanitiser must give the same for these cases: e2e/test/home.test.ts checks it in Chromium.
describe('notice HTML: the server applies core’s allow-list', () => {
  for (const { name, html, safe } of RICH_TEXT_CASES) {
    it(name, () => {
      // sanitize-html writes void elements as `<img ... />`; the markup is the same.
      expect(sanitizeRichText(html).replace(/ \/>/g, '>')).toBe(safe)
    })
  }
})
