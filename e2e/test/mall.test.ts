import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { expectNoSeriousA11yViolations } from '../src/a11y'
import { DESKTOP, launchBrowser, MOBILE, screenshot } from '../src/browser'

const base = inject('sandboxUrl')

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function expectSafeExternal(page: Page, testId: string) {
  const links = page.getByTestId(testId)
  const n = await links.count()
  expect(n).toBeGreaterThan(0)
  for (let i = 0; i < n; i++) {
    const link = links.nth(i)
    expect(await link.getAttribute('target')).toBe('_blank')
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer')
    expect(await link.getAttribute('href')).toMatch(/^https:\/\//)
  }
}

describe('the mall, the games mall and the partner page', () => {
  let context: BrowserContext
  let page: Page

  beforeAll(async () => {
    context = await browser.newContext({ viewport: MOBILE })
    page = await context.newPage()
    page.setDefaultTimeout(20_000)
  })
  afterAll(async () => {
    await context?.close()
  })

  it('the mall: not-open entries say swap267, the games list opens external sites safely', async () => {
    await page.goto(`${base}#/HomeNext/Mall`)
    await page.getByTestId('mall-page').waitFor()
    await expect.poll(() => page.getByTestId('game-link').count()).toBe(2)
    await expectSafeExternal(page, 'game-link')
    await screenshot(page, 'mall-375')
    await expectNoSeriousA11yViolations(page, 'mall')
    await page.setViewportSize(DESKTOP)
    await screenshot(page, 'mall-1280')
    await page.setViewportSize(MOBILE)
    await page.getByTestId('mall-entry-goods').click()
    await expect.poll(() => page.getByTestId('toast').textContent()).toBe('暂未开放')
    await page.getByTestId('mall-entry-games').click()
    await expect.poll(() => page.url()).toMatch(/#\/HomeNext\/gamesMall$/)
    await page.getByTestId('games-mall-page').waitFor()
    await expect.poll(() => page.getByTestId('game-link').count()).toBe(2)
    await screenshot(page, 'games-mall-375')
    await expectNoSeriousA11yViolations(page, 'games-mall')
  })

  it('the partner tab: four cards; vote and airdrop open their screens, the others external sites', async () => {
    await page.goto(`${base}#/HomeIndex`)
    await page.getByTestId('tab-DropIndex').click()
    await page.getByTestId('partner-page').waitFor()
    for (const card of ['vote', 'product', 'flywheel', 'airdrop']) {
      expect(await page.getByTestId(`partner-${card}`).isVisible(), card).toBe(true)
    }
    await expectSafeExternal(page, 'partner-product-link')
    await expectSafeExternal(page, 'partner-flywheel-link')
    await screenshot(page, 'partner-375')
    await expectNoSeriousA11yViolations(page, 'partner')
    await page.getByTestId('partner-vote-button').click()
    await expect.poll(() => page.url()).toMatch(/#\/HomeNext\/vote$/)
    await page.getByTestId('vote-page').waitFor()
    await page.goBack()
    await page.getByTestId('partner-airdrop-button').click()
    await expect.poll(() => page.url()).toMatch(/#\/HomeNext\/airdrop$/)
    await page.getByTestId('airdrop-page').waitFor()
  })
})
