import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, MOBILE } from '../src/browser'

/**
 * Issue 15 "no dead ends": every entry of the footer, the side menu, the home tiles, the partner page and
 * mining's Business button opens a built screen. The only entry allowed to answer "not yet open" (swap65) is
 * the side menu's bridge, which has no route in the spec ("Menu entries without a route show the swap65
 * toast", spec 000 section 8).
 */
const base = inject('sandboxUrl')

let browser: Browser
let context: BrowserContext
let page: Page

beforeAll(async () => {
  browser = await launchBrowser()
  context = await browser.newContext({ viewport: MOBILE })
  page = await context.newPage()
  page.setDefaultTimeout(20_000)
})
afterAll(async () => {
  await context?.close()
  await browser?.close()
})

/** Keeps every toast text the page shows (each lasts only a few seconds). */
async function recordToasts(): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = []
    ;(window as unknown as { __toasts: string[] }).__toasts = seen
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="toast"]')?.textContent ?? ''
      if (text && seen[seen.length - 1] !== text) seen.push(text)
    }).observe(document.body, { childList: true, subtree: true, characterData: true })
  })
}

const toastsSeen = () => page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts)

interface Entry {
  /** Where the entry sits, for the failure message. */
  label: string
  /** The page the walk starts from. */
  from: string
  /** Clicks needed before the entry is visible (opening the menu, unfolding Mine). */
  before?: string[]
  testId: string
  /** The hash the entry must open. */
  expect: RegExp
}

const menu = (testId: string, expect: RegExp, before: string[] = []): Entry => ({
  label: `side menu ${testId}`,
  from: '#/HomeIndex',
  before: ['menu-button', ...before],
  testId,
  expect,
})

const ENTRIES: Entry[] = [
  ...(
    [
      ['HomeIndex', /#\/HomeIndex$/],
      ['Swap', /#\/SwapIndex\/Swap/],
      ['MiningsIndex', /#\/MiningsIndex/],
      ['DropIndex', /#\/DropIndex$/],
      ['InviteIndex', /#\/InviteIndex$/],
    ] as const
  ).map(([tab, expect]) => ({ label: `footer ${tab}`, from: '#/NoticeIndex', testId: `tab-${tab}`, expect })),
  menu('menu-HomeIndex', /#\/HomeIndex$/),
  menu('menu-Mine-0', /#\/HomeNext\/Mine\?id=0$/, ['menu-Mine']),
  menu('menu-Mine-1', /#\/HomeNext\/Mine\?id=1$/, ['menu-Mine']),
  menu('menu-Mine-2', /#\/HomeNext\/Mine\?id=2$/, ['menu-Mine']),
  menu('menu-gamesMall', /#\/HomeNext\/gamesMall$/),
  menu('menu-Good', /#\/HomeNext\/Good$/),
  menu('menu-InviteIndex', /#\/InviteIndex$/),
  ...[0, 1, 2, 3].map((n) => ({
    label: `home tile ${n}`,
    from: '#/HomeIndex',
    testId: `tile-${n}`,
    expect: n === 2 ? /#\/HomeNext\/RechargeBill$/ : new RegExp(`#/HomeNext/Recharge\\?id=${[0, 1, 2, 2][n]}$`),
  })),
  { label: 'mining Business', from: '#/MiningsIndex', testId: 'mining-business', expect: /#\/HomeNext\/Business$/ },
  { label: 'partner vote', from: '#/DropIndex', testId: 'partner-vote-button', expect: /#\/HomeNext\/vote$/ },
  { label: 'partner airdrop', from: '#/DropIndex', testId: 'partner-airdrop-button', expect: /#\/HomeNext\/airdrop$/ },
]

describe('no dead ends: every entry opens a built screen', () => {
  for (const entry of ENTRIES) {
    it(entry.label, async () => {
      await page.goto(`${base}${entry.from}`)
      await page.reload()
      await recordToasts()
      for (const testId of entry.before ?? []) await page.getByTestId(testId).click()
      await page.getByTestId(entry.testId).click()
      await expect.poll(() => page.url(), { message: entry.label }).toMatch(entry.expect)
      // The screen is there: not the "not yet open" page and no "not open" toast.
      await page.locator('main, [role="main"], #root').first().waitFor()
      await page.waitForTimeout(300)
      expect(await page.getByTestId('not-open').count(), entry.label).toBe(0)
      expect(await toastsSeen(), entry.label).toEqual([])
    })
  }

  it('the bridge, which has no route in the spec, answers "not yet open" and stays put', async () => {
    await page.goto(`${base}#/HomeIndex`)
    await page.reload()
    await recordToasts()
    await page.getByTestId('menu-button').click()
    await page.getByTestId('menu-bridge').click()
    await expect.poll(toastsSeen).toHaveLength(1)
    expect(page.url()).toMatch(/#\/HomeIndex$/)
  })
})
