import { anvilPrivateKeys } from '@phoswap/contracts/accounts'
import type { Deployment } from '@phoswap/core/deployments'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { formatEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { ROUTE_NAMES, ROUTES } from '../../web/src/navigation/routes'
import { expectNoSeriousA11yViolations } from '../src/a11y'
import { launchBrowser, MOBILE, screenshot } from '../src/browser'
import { focusedTestId, tabTo } from '../src/keyboard'
import { chainClient, tokenBalance, tokenOf } from '../src/swapPage'

const base = inject('sandboxUrl')
const rpcUrl = inject('rpcUrl')
const deployment = JSON.parse(inject('deploymentJson')) as Deployment
const client = chainClient(rpcUrl)
/** The local development wallet signs with anvil's account #1. */
const devAccount = privateKeyToAccount(anvilPrivateKeys[1]!)
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** A fresh 375 px page in `language` (the app's stored choice), with no wallet but the local development one. */
async function openIn(language: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: MOBILE })
  await context.addInitScript((lang) => localStorage.setItem('lang', lang), language)
  const page = await context.newPage()
  return { context, page }
}

const builtRoutes = ROUTE_NAMES

// zh-CN, the default, is checked by every other e2e file on the screens it visits; here two more languages.
for (const language of ['en-US', 'ko-KR']) {
  describe(`accessibility in ${language}`, () => {
    it('every built route: no serious or critical axe violation, the document in the chosen language', async () => {
      const { context, page } = await openIn(language)
      for (const name of builtRoutes) {
        await page.goto(`${base}#${ROUTES[name].path}`)
        // The screen's code has loaded once the first-paint splash is gone (some screens have no header).
        await page.waitForFunction(() => !document.querySelector('.splash') && !!document.querySelector('main'))
        expect(await page.locator('html').getAttribute('lang')).toBe(language)
        await expectNoSeriousA11yViolations(page, `${name}, ${language}`)
      }
      await context.close()
    }, 180_000)

    it('the popups of the header and the swap screen: named, checked, closed by Escape with focus back', async () => {
      const { context, page } = await openIn(language)
      await page.goto(`${base}#/SwapIndex/Swap`)
      const popups = [
        ['menu-button', 'side-menu'],
        ['connect-button', 'connect-dialog'],
        ['swap-token-to', 'token-search'],
        ['settings-button', 'settings-popup'],
        ['history-button', 'tx-record'],
        ['chart-button', 'chart-popup'],
      ] as const
      for (const [opener, shown] of popups) {
        await page.getByTestId(opener).click()
        await page.locator(`[data-testid="${shown}"], [data-testid^="${shown}"]`).first().waitFor()
        await expectNoSeriousA11yViolations(page, `${opener} popup, ${language}`)
        // Tab stays inside the dialog.
        for (let i = 0; i < 12; i++) await page.keyboard.press('Tab')
        expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true)
        await page.keyboard.press('Escape')
        await expect.poll(() => page.locator('[role="dialog"]').count()).toBe(0)
        expect(await focusedTestId(page)).toBe(opener)
      }
      for (const picker of ['language-picker', 'network-picker']) {
        await page.getByTestId(picker).click()
        await page.locator('[role="menu"]').waitFor()
        await expectNoSeriousA11yViolations(page, `${picker}, ${language}`)
        // The checked item has the focus; arrows move it; Escape closes and gives it back.
        expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-checked'))).toBe('true')
        await page.keyboard.press('ArrowDown')
        expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitemradio')
        await page.keyboard.press('Escape')
        await expect.poll(() => page.locator('[role="menu"]').count()).toBe(0)
        expect(await focusedTestId(page)).toBe(picker)
      }
      await page.getByTestId('connect-button').click()
      await page.getByTestId('wallet-option-dev').click()
      await page.getByTestId('account').waitFor({ timeout: 15_000 })
      await expectNoSeriousA11yViolations(page, `swap connected, ${language}`)
      await page.getByTestId('account').click()
      await page.getByTestId('sign-out').waitFor()
      await expectNoSeriousA11yViolations(page, `account sheet, ${language}`)
      await context.close()
    })
  })
}

describe('keyboard only', () => {
  it('swaps from the home page to a confirmed transaction with Tab, Enter, Space, arrows and Escape', async () => {
    const { context, page } = await openIn('en-US')
    const PHO = tokenOf(deployment, 'PHO')
    const phoBefore = await tokenBalance(client, PHO, devAccount.address)
    await page.goto(`${base}#/HomeIndex`)
    await page.getByTestId('tab-Swap').waitFor()

    await tabTo(page, 'tab-Swap')
    await page.keyboard.press('Enter')
    await page.getByTestId('swap-button').waitFor()

    // The language menu opens from the keyboard and Escape closes it, focus back on its button.
    await tabTo(page, 'language-picker')
    await page.keyboard.press('Enter')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Escape')
    expect(await focusedTestId(page)).toBe('language-picker')

    await tabTo(page, 'connect-button')
    await page.keyboard.press('Enter')
    // The dialog's code loads on first use: a keyboard user waits for it to show, as anyone would.
    await page.getByTestId('wallet-option-dev').waitFor()
    await tabTo(page, 'wallet-option-dev')
    await page.keyboard.press('Enter')
    await page.getByTestId('account').waitFor({ timeout: 15_000 })

    // The picker opens on its search field: type the symbol, Tab to the row, Enter.
    await tabTo(page, 'swap-token-from')
    await page.keyboard.press('Enter')
    // The picker's code loads on its first opening too (docs/decisions/0146-route-budget-150.md): it opens on its search
    // field once there.
    await expect.poll(() => focusedTestId(page)).toBe('token-search')
    await page.keyboard.type('ETH')
    await tabTo(page, 'token-option')
    await page.keyboard.press('Enter')
    await tabTo(page, 'swap-token-to')
    await page.keyboard.press('Enter')
    await page.keyboard.type('PHO')
    await tabTo(page, 'token-option')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-symbol'))).toBe('PHO')
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByTestId('swap-symbol-to').textContent()).toBe('PHO')

    await tabTo(page, 'swap-input-from', { backwards: true })
    await page.keyboard.type('0.5')
    await expect.poll(() => page.getByTestId('swap-button').getAttribute('data-kind')).toBe('swap')
    await tabTo(page, 'swap-button')
    await page.keyboard.press('Enter')
    await page.getByTestId('confirm-swap').waitFor()
    await expectNoSeriousA11yViolations(page, 'swap confirm, keyboard')
    await tabTo(page, 'confirm-swap')
    await page.keyboard.press('Enter')

    await expect
      .poll(() => page.getByTestId('pending-status').getAttribute('data-status'), { timeout: 20_000 })
      .toBe('1')
    const hash = (await page.getByTestId('pending-popup').getByTestId('tx-hash').textContent()) as `0x${string}`
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(devAccount.address.toLowerCase())
    const got = (await tokenBalance(client, PHO, devAccount.address)) - phoBefore
    expect(Number(formatEther(got))).toBeGreaterThan(0)
    await screenshot(page, 'keyboard-swap-375')
    await tabTo(page, 'pending-close')
    await page.keyboard.press('Space')
    await expect.poll(() => page.getByTestId('pending-popup').count()).toBe(0)
    await context.close()
  })
})
