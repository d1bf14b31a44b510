import { anvilPrivateKeys } from '@phoswap/contracts/accounts'
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { expectNoSeriousA11yViolations } from '../src/a11y'
import { DESKTOP, docsScreenshot, launchBrowser, MOBILE } from '../src/browser'
import { tabTo } from '../src/keyboard'
import { installTestWallet, TEST_WALLET_RDNS } from '../src/testWallet'

// Issue 30: from 1024 px the app has a desktop layout. The header links to the tab bar's five destinations (the
// current one marked), there is no tab bar, lists and cards use up to about 1200 px and forms stay a centred
// column of about 480 px. Below 1024 px nothing changes.
const base = inject('sandboxUrl')
const rpcUrl = inject('rpcUrl')
const TABS = ['HomeIndex', 'Swap', 'MiningsIndex', 'DropIndex', 'InviteIndex'] as const
const NAMES = {
  'en-US': ['Home', 'Swap', 'Mining', 'Partners', 'Invite'],
  'zh-CN': ['首页', '兑换', '挖矿', '合作', '邀请'],
} as const
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function width(locator: Locator): Promise<number> {
  return (await locator.boundingBox())?.width ?? 0
}

/** The element's horizontal centre is the page's (1280 / 2), within a pixel. */
async function expectCentred(locator: Locator): Promise<void> {
  const box = (await locator.boundingBox())!
  expect(Math.abs(box.x + box.width / 2 - DESKTOP.width / 2)).toBeLessThanOrEqual(1)
}

/** The header's links in order, with which one is marked current. */
async function headerLinks(page: Page): Promise<{ name: string; current: string | null }[]> {
  const nav = page.getByTestId('header-nav')
  return Promise.all(
    TABS.map(async (tab) => {
      const link = nav.getByTestId(`nav-${tab}`)
      return { name: (await link.textContent()) ?? '', current: await link.getAttribute('aria-current') }
    }),
  )
}

async function expectDesktopShell(page: Page, current: (typeof TABS)[number] | null): Promise<void> {
  const nav = page.getByRole('navigation').filter({ has: page.getByTestId('nav-HomeIndex') })
  await expect.poll(() => nav.isVisible()).toBe(true)
  for (const tab of TABS) {
    expect(await page.getByTestId(`nav-${tab}`).isVisible(), tab).toBe(true)
    expect(await page.getByTestId(`tab-${tab}`).isVisible(), tab).toBe(false)
  }
  const links = await headerLinks(page)
  expect(links.filter((l) => l.current === 'page').map((l) => l.name)).toHaveLength(current ? 1 : 0)
  if (current) expect(links[TABS.indexOf(current)]!.current).toBe('page')
}

describe('desktop layout at 1280 px', () => {
  for (const lang of ['en-US', 'zh-CN'] as const) {
    describe(lang, () => {
      let context: BrowserContext
      let page: Page
      const short = lang === 'en-US' ? 'en' : 'zh'

      beforeAll(async () => {
        context = await browser.newContext({ viewport: DESKTOP })
        await context.addInitScript((l) => localStorage.setItem('lang', l), lang)
        await installTestWallet(context, { privateKey: anvilPrivateKeys[5]!, rpcUrl })
        page = await context.newPage()
        page.setDefaultTimeout(20_000)
        await page.goto(`${base}#/HomeIndex`)
        // The header (with the account control) is on every page from 1024 px: connect there once.
        await page.getByTestId('connect-button').click()
        await page.getByTestId(`wallet-option-${TEST_WALLET_RDNS}`).click()
        await page.getByTestId('account').waitFor({ timeout: 15_000 })
        await page.waitForFunction(() => Object.keys(localStorage).some((key) => key.startsWith('auth:')))
      })
      afterAll(async () => {
        await context?.close()
      })

      it('home: header links with the current page marked, no tab bar, the content across the width', async () => {
        await page.goto(`${base}#/HomeIndex`)
        await page.getByTestId('home-quotes').waitFor()
        await expectDesktopShell(page, 'HomeIndex')
        expect((await headerLinks(page)).map((l) => l.name)).toEqual(NAMES[lang])
        expect(await width(page.locator('main .home'))).toBeGreaterThan(1000)
        expect(await width(page.getByTestId('home-quotes'))).toBeGreaterThan(1000)
        // The banner sits beside the tiles.
        const banner = (await page.locator('.swipe-banner').boundingBox())!
        const tiles = (await page.getByTestId('home-tiles').boundingBox())!
        expect(tiles.x).toBeGreaterThan(banner.x + banner.width)
        expect(Math.abs(tiles.y - banner.y)).toBeLessThan(2)
        await docsScreenshot(page, `home-1280-${short}`)
        await expectNoSeriousA11yViolations(page, `home at 1280 px, ${lang}`)
      })

      it('swap and liquidity: the form a centred column of at most 520 px', async () => {
        await page.goto(`${base}#/SwapIndex/Swap`)
        const swap = page.locator('.swap-index')
        await page.getByTestId('swap-token-from').waitFor()
        await expectDesktopShell(page, 'Swap')
        expect(await width(swap)).toBeLessThanOrEqual(520)
        expect(await width(swap)).toBeGreaterThan(400)
        await expectCentred(swap)
        await docsScreenshot(page, `swap-1280-${short}`)
        await expectNoSeriousA11yViolations(page, `swap at 1280 px, ${lang}`)
        await page.goto(`${base}#/SwapIndex/Liquidity`)
        const add = page.locator('.liq')
        await add.waitFor()
        expect(await width(add)).toBeLessThanOrEqual(520)
        await expectCentred(add)
      })

      it('mining: the pools as cards side by side, wider than the phone column', async () => {
        await page.goto(`${base}#/MiningsIndex/MiningOKT`)
        await page.getByTestId('mining-page-OKT').waitFor()
        await page.getByTestId('pool-PHO-USDT').waitFor()
        await expectDesktopShell(page, 'MiningsIndex')
        expect(await width(page.locator('.mining-list'))).toBeGreaterThan(1000)
        const cards = await page.locator('.mining-list > *').all()
        expect(cards.length).toBeGreaterThan(1)
        const [first, second] = [(await cards[0]!.boundingBox())!, (await cards[1]!.boundingBox())!]
        expect(second.y).toBe(first.y)
        expect(second.x).toBeGreaterThan(first.x + first.width)
        await docsScreenshot(page, `mining-1280-${short}`)
        await expectNoSeriousA11yViolations(page, `mining at 1280 px, ${lang}`)
      })

      it('wallet: coins across the width, withdraw a centred form column, the header on these pages too', async () => {
        await page.goto(`${base}#/HomeNext/RechargeWallet`)
        await page.getByTestId('wallet-coins').waitFor()
        await expectDesktopShell(page, null)
        expect(await page.getByTestId('topbar-title').isVisible()).toBe(true)
        expect(await width(page.getByTestId('wallet-coins'))).toBeGreaterThan(1000)
        await docsScreenshot(page, `wallet-1280-${short}`)
        await expectNoSeriousA11yViolations(page, `wallet at 1280 px, ${lang}`)
        await page.goto(`${base}#/HomeNext/Recharge?id=1`)
        const form = page.getByTestId('withdraw-form')
        await form.waitFor()
        expect(await width(form)).toBeLessThanOrEqual(520)
        expect(await width(form)).toBeGreaterThan(400)
        await expectCentred(form)
        await docsScreenshot(page, `recharge-1280-${short}`)
        await expectNoSeriousA11yViolations(page, `withdraw at 1280 px, ${lang}`)
      })

      it('groups: the market table wider than the phone column, the rules beside it', async () => {
        await page.goto(`${base}#/HomeNext/Good`)
        const table = page.getByTestId('group-market')
        await table.waitFor()
        await expectDesktopShell(page, null)
        expect(await width(table)).toBeGreaterThan(600)
        const rules = (await page.getByTestId('group-rules').boundingBox())!
        const box = (await table.boundingBox())!
        expect(rules.x).toBeGreaterThan(box.x + box.width)
        await docsScreenshot(page, `groups-1280-${short}`)
        await expectNoSeriousA11yViolations(page, `groups at 1280 px, ${lang}`)
      })
    })
  }

  it('moves through the header links with the keyboard; Enter opens the page and marks it', async () => {
    const context = await browser.newContext({ viewport: DESKTOP })
    await context.addInitScript(() => localStorage.setItem('lang', 'en-US'))
    const page = await context.newPage()
    await page.goto(`${base}#/HomeIndex`)
    await page.getByTestId('nav-HomeIndex').waitFor()
    await tabTo(page, 'nav-HomeIndex')
    for (const tab of TABS.slice(1)) {
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(`nav-${tab}`)
    }
    await tabTo(page, 'nav-MiningsIndex', { backwards: true })
    await page.keyboard.press('Enter')
    await expect.poll(() => page.url()).toMatch(/#\/MiningsIndex/)
    await page.getByTestId('mining-page-OKT').waitFor()
    await expect.poll(() => page.getByTestId('nav-MiningsIndex').getAttribute('aria-current')).toBe('page')
    expect(await page.getByTestId('nav-HomeIndex').getAttribute('aria-current')).toBeNull()
    await context.close()
  })

  it("is in the server's page: with JavaScript off the header links show and the tab bar does not", async () => {
    const context = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(base)
    await page.getByTestId('home-tiles').waitFor()
    await expectDesktopShell(page, 'HomeIndex')
    await context.close()
  })
})

// Tablets, 600-1023 px: the phone layout (tab bar, no header links) in a centred column of 34 rem, 544 px at the
// 16 px root: wider than a phone's 480 px, a form's width still. It used to stay 480 px (global.css won over the
// tablet steps of shell.css).
describe('tablets at 768 px', () => {
  const TABLET = { width: 768, height: 1024 }
  const COLUMN = 544
  for (const lang of ['en-US', 'zh-CN'] as const) {
    it(`${lang}: the phone layout in a centred ${COLUMN} px column, the tab bar as wide, swap inside it`, async () => {
      const context = await browser.newContext({ viewport: TABLET })
      await context.addInitScript((l) => localStorage.setItem('lang', l), lang)
      const page = await context.newPage()
      const short = lang === 'en-US' ? 'en' : 'zh'
      /** The box's width and its centre's distance from the page's (768 / 2). */
      const geometry = async (locator: Locator) => {
        const box = (await locator.boundingBox())!
        return { width: Math.round(box.width), offCentre: Math.abs(box.x + box.width / 2 - TABLET.width / 2) }
      }
      await page.goto(`${base}#/HomeIndex`)
      await page.getByTestId('home-quotes').waitFor()
      for (const tab of TABS) {
        expect(await page.getByTestId(`tab-${tab}`).isVisible(), tab).toBe(true)
        expect(await page.getByTestId(`nav-${tab}`).isVisible(), tab).toBe(false)
      }
      const main = await geometry(page.locator('main.shell__main'))
      expect(main.width).toBe(COLUMN)
      expect(main.offCentre).toBeLessThanOrEqual(1)
      const tabbar = await geometry(page.locator('.tabbar__inner'))
      expect(tabbar.width).toBe(COLUMN)
      expect(tabbar.offCentre).toBeLessThanOrEqual(1)
      // The home's content fills the column (less its padding), wider than a phone's 480 px column.
      expect((await geometry(page.locator('main .home'))).width).toBeGreaterThan(480)
      await docsScreenshot(page, `home-768-${short}`)
      await expectNoSeriousA11yViolations(page, `home at 768 px, ${lang}`)
      await page.goto(`${base}#/SwapIndex/Swap`)
      await page.getByTestId('swap-token-from').waitFor()
      const swap = await geometry(page.locator('.swap-index'))
      expect(swap.width).toBeGreaterThan(480)
      expect(swap.width).toBeLessThanOrEqual(COLUMN)
      expect(swap.offCentre).toBeLessThanOrEqual(1)
      await docsScreenshot(page, `swap-768-${short}`)
      await context.close()
    })
  }
})

describe('phones stay as they are at 375 px', () => {
  it('the tab bar, no header links; a /HomeNext page keeps its top bar without the header', async () => {
    const context = await browser.newContext({ viewport: MOBILE })
    const page = await context.newPage()
    await page.goto(`${base}#/HomeIndex`)
    await page.getByTestId('tab-Swap').waitFor()
    for (const tab of TABS) {
      expect(await page.getByTestId(`tab-${tab}`).isVisible(), tab).toBe(true)
      expect(await page.getByTestId(`nav-${tab}`).isVisible(), tab).toBe(false)
    }
    expect(await page.getByTestId('tab-HomeIndex').getAttribute('aria-current')).toBe('page')
    expect(await width(page.locator('main .home'))).toBeLessThanOrEqual(375)
    await page.goto(`${base}#/HomeNext/Good`)
    await page.getByTestId('topbar-title').waitFor()
    const bar = (await page.getByTestId('topbar-title').boundingBox())!
    expect(bar.y).toBeLessThan(56)
    expect(await page.getByTestId('menu-button').isVisible()).toBe(false)
    expect(await page.getByTestId('tab-Swap').isVisible()).toBe(false)
    await expectNoSeriousA11yViolations(page, 'groups at 375 px')
    await context.close()
  })
})
