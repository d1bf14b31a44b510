import type { Browser, BrowserContext, Page } from 'playwright-core'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { expectNoSeriousA11yViolations } from '../src/a11y'
import { DESKTOP, launchBrowser, MOBILE, screenshot } from '../src/browser'
import { signInDirect } from '../src/session'

const base = inject('sandboxUrl')
// anvil's account 0: the sandbox's operator; here it only names and clears the external links.
const OPERATOR_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const LINKS = {
  link_partner_product: 'https://partner.example.org/',
  link_flywheel: 'https://flywheel.example.org/',
  link_chat: 'https://chat.example.org/',
  link_hash: 'https://hash.example.org/',
}

async function setLinks(token: string, value: (key: keyof typeof LINKS) => string): Promise<void> {
  for (const key of Object.keys(LINKS) as (keyof typeof LINKS)[]) {
    const response = await fetch(`${base}v1/admin/config/set`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ key, value: value(key) }),
    })
    expect(response.status, key).toBe(200)
  }
}

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

  it('the partner tab and the side menu without links named: no placeholder site, those entries hidden', async () => {
    await page.goto(`${base}#/HomeIndex`)
    await page.getByTestId('tab-DropIndex').click()
    await page.getByTestId('partner-page').waitFor()
    await page.getByTestId('partner-flywheel-figure').waitFor()
    for (const card of ['vote', 'flywheel', 'airdrop']) {
      expect(await page.getByTestId(`partner-${card}`).isVisible(), card).toBe(true)
    }
    expect(await page.getByTestId('partner-product').count()).toBe(0)
    expect(await page.getByTestId('partner-flywheel-link').count()).toBe(0)
    expect(await page.locator('a[href*="phoswap.example"]').count()).toBe(0)
    await screenshot(page, 'partner-375-nolinks-zh')
    await expectNoSeriousA11yViolations(page, 'partner without links')
    await page.getByTestId('menu-button').click()
    await page.getByTestId('side-menu').waitFor()
    await page.getByTestId('menu-Member').waitFor()
    expect(await page.getByTestId('menu-chat').count()).toBe(0)
    expect(await page.getByTestId('menu-hash').count()).toBe(0)
    await screenshot(page, 'side-menu-375-nolinks-zh')
    await page.keyboard.press('Escape')
  })

  it('the partner tab: four cards once the operator names the sites; vote and airdrop open their screens', async () => {
    const operator = (await signInDirect(base, privateKeyToAccount(OPERATOR_KEY))).token
    await setLinks(operator, (key) => LINKS[key])
    try {
      await page.goto(`${base}#/HomeIndex`)
      await page.reload()
      await page.getByTestId('tab-DropIndex').click()
      await page.getByTestId('partner-page').waitFor()
      await page.getByTestId('partner-product-link').waitFor()
      for (const card of ['vote', 'product', 'flywheel', 'airdrop']) {
        expect(await page.getByTestId(`partner-${card}`).isVisible(), card).toBe(true)
      }
      await expectSafeExternal(page, 'partner-product-link')
      await expectSafeExternal(page, 'partner-flywheel-link')
      expect(await page.getByTestId('partner-product-link').getAttribute('href')).toBe(LINKS.link_partner_product)
      expect(await page.getByTestId('partner-flywheel-link').getAttribute('href')).toBe(LINKS.link_flywheel)
      await screenshot(page, 'partner-375-zh')
      await expectNoSeriousA11yViolations(page, 'partner')
      await page.getByTestId('menu-button').click()
      await page.getByTestId('menu-chat').waitFor()
      await expectSafeExternal(page, 'menu-chat')
      expect(await page.getByTestId('menu-chat').getAttribute('href')).toBe(LINKS.link_chat)
      expect(await page.getByTestId('menu-hash').getAttribute('href')).toBe(LINKS.link_hash)
      await page.keyboard.press('Escape')
      await page.evaluate(() => localStorage.setItem('lang', 'en-US'))
      await page.reload()
      await page.getByTestId('partner-product-link').waitFor()
      expect(await page.getByTestId('partner-product-link').textContent()).toBe('Open')
      await screenshot(page, 'partner-375-en')
      await page.getByTestId('menu-button').click()
      await page.getByTestId('menu-chat').waitFor()
      expect(await page.getByTestId('menu-chat').textContent()).toContain('Community chat')
      await screenshot(page, 'side-menu-375-links-en')
      await page.keyboard.press('Escape')
      await page.evaluate(() => localStorage.setItem('lang', 'zh-CN'))
      await page.reload()
      await page.getByTestId('partner-page').waitFor()
    } finally {
      await setLinks(operator, () => '')
    }
    await page.getByTestId('partner-vote-button').click()
    await expect.poll(() => page.url()).toMatch(/#\/HomeNext\/vote$/)
    await page.getByTestId('vote-page').waitFor()
    await page.goBack()
    await page.getByTestId('partner-airdrop-button').click()
    await expect.poll(() => page.url()).toMatch(/#\/HomeNext\/airdrop$/)
    await page.getByTestId('airdrop-page').waitFor()
  })
})
