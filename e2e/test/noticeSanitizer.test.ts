/**
 * The browser's sanitiser (DOMPurify with core's allow-list) on a notice the server never saw: one passed in the
 * URL of the Notice route. Its result must equal the server's for the same input (core/src/richTextCases.ts), and
 * no payload may run. Parsing hostile markup makes Chromium report the inline handlers and styles it refuses under
 * the app's CSP; this file collects those reports and asserts that they are only such refusals (the CSP is a
 * second wall), where every other file fails on any report.
 */
import { RICH_TEXT_CASES } from '@phoswap/core/richTextCases'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, MOBILE } from '../src/browser'

const base = inject('sandboxUrl')
const violations: string[] = []
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser(violations)
})
afterAll(async () => {
  await browser?.close()
})

describe('a notice passed in the URL', () => {
  it('is sanitised as the server would, and nothing in it runs', async () => {
    const page = await browser.newPage({ viewport: MOBILE })
    const description = RICH_TEXT_CASES.map(({ html }) => `<div>${html}</div>`).join('')
    const basic = JSON.stringify({ title: 'Sanitiser', author: 'e2e', create_at: 1_700_000_000, description })
    await page.goto(`${base}#/Notice?basic=${encodeURIComponent(basic)}`)
    await expect.poll(() => page.getByTestId('notice-title').textContent(), { timeout: 15_000 }).toBe('Sanitiser')
    const differences = await page.getByTestId('notice-body').evaluate((body, cases) => {
      const shown = Array.from(body.children)
      const parsed = new DOMParser().parseFromString('<body></body>', 'text/html')
      return cases.flatMap(({ name, safe }, i) => {
        const expected = parsed.createElement('div')
        expected.innerHTML = safe
        return shown[i]?.isEqualNode(expected) ? [] : [`${name}: ${shown[i]?.innerHTML ?? '(missing)'}`]
      })
    }, RICH_TEXT_CASES)
    expect(differences).toEqual([])
    // Every link of the notice, the javascript: one included, is now safe to click.
    await page.getByTestId('notice-body').getByText('j', { exact: true }).click()
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
    // What Chromium reported is the CSP refusing the payload's inline handlers, styles and script while parsing it.
    for (const violation of violations) {
      expect(violation).toMatch(
        /CSP (script|style)-src-(attr|elem)|Applying inline style|Executing inline event handler/,
      )
    }
    await page.close()
  })
})
