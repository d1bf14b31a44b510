import { anvilPrivateKeys } from '@phoswap/contracts/accounts'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { DESKTOP, launchBrowser, MOBILE, screenshot } from '../src/browser'
import { installTestWallet, TEST_WALLET_RDNS } from '../src/testWallet'

// Issue 30 "every screen tells the truth": every screen it touched, signed in, at a phone's 375 px and a desktop's
// 1280 px, in zh-CN and en-US. Each is saved (e2e/screenshots/touched-<screen>-<width>-<language>.png) to be looked
// at, and each must fit its width: nothing wider than the window, so nothing is cut off or needs a sideways scroll.
const base = inject('sandboxUrl')
const rpcUrl = inject('rpcUrl')

const SCREENS: [name: string, path: string, shown: string][] = [
  ['home', '/HomeIndex', '[data-testid="home-quotes"]'],
  ['swap', '/SwapIndex/Swap', '[data-testid="swap-button"]'],
  ['liquidity', '/SwapIndex/Liquidity', '[data-testid="liquidity-settings"]'],
  ['import', '/SwapIndex/importMining', 'main h1, main h2, main form'],
  ['remove', '/SwapIndex/Remove', 'main h1, main h2, main form'],
  ['mining', '/MiningsIndex/MiningOKT', 'main section, main article'],
  ['notices', '/NoticeIndex', '[data-testid="notice-row"]'],
  ['invite', '/InviteIndex', 'main section'],
  ['partners', '/DropIndex', 'main section, main a'],
  ['board', '/HomeNext/boardOfDirectors', '[data-testid="board-page"]'],
  ['congress', '/HomeNext/Congress', 'main section'],
  ['mine', '/HomeNext/Mine', 'main section'],
  ['gdt-center', '/HomeNext/Good', 'main section'],
  ['vgt-center', '/HomeNext/VGT', 'main section'],
  ['group-market', '/HomeNext/GoodCenter', 'main section, main table, main ul'],
  ['gdt-reward', '/HomeNext/GdtReward', 'main section'],
  ['business', '/HomeNext/Business', 'main section'],
  ['equity-pool', '/HomeNext/EquityPool', 'main section'],
  ['membership', '/HomeNext/Member', 'main section, main button'],
  ['asset-pack', '/HomeNext/AssetPack', 'main section'],
  ['airdrop', '/HomeNext/airdrop', 'main section'],
  ['wallet', '/HomeNext/RechargeWallet', '[data-testid="wallet-usable-GDT"]'],
  ['withdraw', '/HomeNext/Recharge?id=1', '[data-testid="withdraw-form"]'],
  // A list's foot once its first page answered: "load more", "no more" or the empty state (the account may have none).
  ['bills', '/HomeNext/RechargeBill', '[data-testid="record-list-more"] > :not([role="status"])'],
  ['withdraw-bill', '/HomeNext/withdraw_bill', '[data-testid="withdraw-orders-more"] > :not([role="status"])'],
]

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** How far the page reaches past the window's right edge, in px (0 when it fits). */
function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
}

for (const [viewport, width] of [
  [MOBILE, 375],
  [DESKTOP, 1280],
] as const) {
  for (const lang of ['zh-CN', 'en-US'] as const) {
    describe(`${width} px, ${lang}`, () => {
      let context: BrowserContext
      let page: Page

      beforeAll(async () => {
        context = await browser.newContext({ viewport })
        await context.addInitScript((l) => localStorage.setItem('lang', l), lang)
        await installTestWallet(context, { privateKey: anvilPrivateKeys[5]!, rpcUrl })
        page = await context.newPage()
        page.setDefaultTimeout(20_000)
        await page.goto(`${base}#/SwapIndex/Swap`)
        await page.getByTestId('connect-button').click()
        await page.getByTestId(`wallet-option-${TEST_WALLET_RDNS}`).click()
        await page.getByTestId('account').waitFor({ timeout: 15_000 })
        await page.waitForFunction(() => Object.keys(localStorage).some((key) => key.startsWith('auth:')))
      })
      afterAll(async () => {
        await context?.close()
      })

      it('every touched screen shows and fits the window', async () => {
        const wide: string[] = []
        for (const [name, path, shown] of SCREENS) {
          await page.evaluate((hash) => {
            window.location.hash = hash
          }, path)
          // The first of the screen's own parts that is visible (a list may be empty and hidden).
          const visible = shown
            .split(',')
            .map((part) => `${part.trim()}:visible`)
            .join(', ')
          await page.locator(visible).first().waitFor({ timeout: 20_000 })
          await page.waitForFunction(
            () => (document.querySelector('.shell__progress') as HTMLElement | null)?.hidden !== false,
          )
          // The first reads answer and entry animations end, so the picture is what stays.
          await page.waitForTimeout(500)
          expect(await page.title(), name).toMatch(/ · PhoSwap$/)
          const past = await overflow(page)
          if (past > 0) wide.push(`${name}: ${past} px wider than the window`)
          await screenshot(page, `touched-${name}-${width}-${lang}`)
        }
        expect(wide).toEqual([])
      }, 300_000)
    })
  }
}
