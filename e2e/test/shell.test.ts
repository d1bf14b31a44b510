import { anvilPrivateKeys } from '@phoswap/contracts/accounts'
import { shortenAddress } from '@phoswap/core/format'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { expectNoSeriousA11yViolations } from '../src/a11y'
import { DESKTOP, launchBrowser, MOBILE, screenshot } from '../src/browser'
import { getAccount, signInDirect } from '../src/session'
import { installTestWallet, TEST_WALLET_RDNS, type TestWallet } from '../src/testWallet'

const base = inject('sandboxUrl')
const rpcUrl = inject('rpcUrl')
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function open(
  keyIndex: number,
  viewport = MOBILE,
  path = '#/HomeIndex',
): Promise<{ context: BrowserContext; page: Page; wallet: TestWallet }> {
  const context = await browser.newContext({ viewport })
  const wallet = await installTestWallet(context, { privateKey: anvilPrivateKeys[keyIndex]!, rpcUrl })
  const page = await context.newPage()
  await page.goto(`${base}${path}`)
  return { context, page, wallet }
}

async function connect(page: Page): Promise<void> {
  await page.getByTestId('connect-button').click()
  await page.getByTestId(`wallet-option-${TEST_WALLET_RDNS}`).click()
}

/** Keeps the text of every toast the page shows, since each lasts only 3 s. */
async function recordToasts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = []
    ;(window as unknown as { __toasts: string[] }).__toasts = seen
    new MutationObserver(() => {
      const toast = document.querySelector('[data-testid="toast"]')
      const text = toast?.textContent ?? ''
      if (text && seen[seen.length - 1] !== text) seen.push(text)
    }).observe(document.body, { childList: true, subtree: true, characterData: true })
  })
}

function toastsSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts)
}

function siweRequests(wallet: TestWallet) {
  return wallet
    .signatureRequests()
    .filter((r) => Buffer.from(String(r.params[0]).slice(2), 'hex').toString().includes('wants you to sign in'))
}

describe('app shell', () => {
  for (const [name, viewport] of [
    ['375', MOBILE],
    ['1280', DESKTOP],
  ] as const) {
    it(`renders header, menu and footer at ${name} px`, async () => {
      const { context, page } = await open(2, viewport)
      await expect.poll(() => page.getByTestId('connect-button').isVisible()).toBe(true)
      // The phone's tab bar; from 1024 px the header's links instead (issue 30, desktop.test.ts).
      const prefix = viewport === MOBILE ? 'tab' : 'nav'
      for (const tab of ['HomeIndex', 'Swap', 'MiningsIndex', 'DropIndex', 'InviteIndex']) {
        expect(await page.getByTestId(`${prefix}-${tab}`).isVisible()).toBe(true)
      }
      await screenshot(page, `shell-${name}`)
      await expectNoSeriousA11yViolations(page, `shell-${name}`)
      await page.getByTestId('menu-button').click()
      await expect.poll(() => page.getByTestId('side-menu').isVisible()).toBe(true)
      await screenshot(page, `side-menu-${name}`)
      await expectNoSeriousA11yViolations(page, `side-menu-${name}`)
      await context.close()
    })
  }

  it('connects the injected wallet, shows the short account and signs in once', async () => {
    const { context, page, wallet } = await open(2)
    await connect(page)
    const short = shortenAddress(wallet.account.address)
    await expect.poll(() => page.getByTestId('account').textContent(), { timeout: 15_000 }).toContain(short)
    await expect.poll(() => siweRequests(wallet).length, { timeout: 15_000 }).toBe(1)
    // The session is kept once the server verified the signature; reload only after that.
    await page.waitForFunction(() => Object.keys(localStorage).some((key) => key.startsWith('auth:')))
    await page.reload()
    await expect.poll(() => page.getByTestId('account').textContent(), { timeout: 15_000 }).toContain(short)
    // Give the app time to (wrongly) ask again before counting.
    await page.waitForTimeout(1500)
    expect(siweRequests(wallet)).toHaveLength(1)
    await screenshot(page, 'connected-375')
    await expectNoSeriousA11yViolations(page, 'connected')
    await context.close()
  })

  it('signs out from the account sheet: the server refuses the token, no new signature is asked', async () => {
    const { context, page, wallet } = await open(2)
    await connect(page)
    await page.waitForFunction(() => Object.keys(localStorage).some((key) => key.startsWith('auth:')))
    const token = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('auth:'))!
      return (JSON.parse(localStorage.getItem(key)!) as { token: string }).token
    })
    await page.getByTestId('account').click()
    await page.getByTestId('sign-out').click()
    await expect.poll(() => page.getByTestId('sign-out').count()).toBe(0)
    expect(await page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('auth:')))).toBe(false)
    const refused = await fetch(`${base}v1/auth/sign-out`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    })
    expect(refused.status).toBe(401)
    await page.waitForTimeout(1500)
    expect(siweRequests(wallet)).toHaveLength(1)
    await screenshot(page, 'signed-out-375')
    await expectNoSeriousA11yViolations(page, 'signed-out')
    await context.close()
  })

  it('switches the interface language', async () => {
    const { context, page } = await open(2)
    const tab = page.getByTestId('tab-Swap')
    await expect.poll(() => tab.isVisible()).toBe(true)
    const chinese = await tab.textContent()
    const description = () => page.locator('meta[name="description"]').getAttribute('content')
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN')
    expect(await description()).toContain('兑换代币')
    await page.getByTestId('language-picker').click()
    await expectNoSeriousA11yViolations(page, 'language picker')
    await page.getByTestId('language-option-en-US').click()
    await expect.poll(() => tab.textContent()).not.toBe(chinese)
    expect(await tab.textContent()).toMatch(/swap/i)
    // Screen readers speak the page in the chosen language; search engines get its description.
    expect(await page.locator('html').getAttribute('lang')).toBe('en-US')
    expect(await description()).toContain('swap tokens')
    await page.reload()
    expect(await page.getByTestId('tab-Swap').textContent()).toMatch(/swap/i)
    expect(await page.locator('html').getAttribute('lang')).toBe('en-US')
    await context.close()
  })

  it('lists the three networks and the local chain in the network picker', async () => {
    const { context, page } = await open(2)
    await page.getByTestId('network-picker').click()
    // The sheet animates in: wait for it rather than read visibility at the click's instant (a flake under load).
    for (const chainId of [66, 137, 56, 31337]) {
      await page.getByTestId(`network-option-${chainId}`).waitFor({ state: 'visible' })
      expect(await page.getByTestId(`network-option-${chainId}`).isVisible()).toBe(true)
    }
    await screenshot(page, 'network-picker-375')
    await expectNoSeriousA11yViolations(page, 'network-picker')
    await context.close()
  })

  it('serves a robots.txt that lets crawlers read the app and not the API', async () => {
    const response = await fetch(`${base}robots.txt`)
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(text).toMatch(/^User-agent: \*$/m)
    expect(text).toMatch(/^Disallow: \/v1\/$/m)
  })

  it('binds the referrer from an invite link and then shows the invite box', async () => {
    const inviterKey = anvilPrivateKeys[3]!
    const { privateKeyToAccount } = await import('viem/accounts')
    const inviter = await signInDirect(base, privateKeyToAccount(inviterKey))
    const { context, page, wallet } = await open(4, MOBILE, `#/HomeIndex?invite_Code=${inviter.user.invite_code}`)
    await recordToasts(page)
    await connect(page)
    // One sign-in and one signed bind message.
    await expect.poll(() => wallet.signatureRequests().length, { timeout: 30_000 }).toBe(2)
    const bindText = Buffer.from(String(wallet.signatureRequests()[1]!.params[0]).slice(2), 'hex').toString()
    expect(bindText).toContain(inviter.user.invite_code)
    // The server's answer to the bind is shown as a toast (in the default language, zh-CN).
    await expect.poll(() => toastsSeen(page), { timeout: 15_000 }).toHaveLength(1)
    await page.getByTestId('menu-button').click()
    await expect.poll(() => page.getByTestId('invite-box').isVisible(), { timeout: 15_000 }).toBe(true)
    await screenshot(page, 'invite-box-375')
    await expectNoSeriousA11yViolations(page, 'invite-box')
    const invitee = await signInDirect(base, wallet.account)
    expect(Number(invitee.user.parent_id)).not.toBe(0)
    expect(invitee.user.parent_address?.toLowerCase()).toBe(privateKeyToAccount(inviterKey).address.toLowerCase())
    const inviterAgain = await getAccount(base, privateKeyToAccount(inviterKey), inviter.token)
    expect(inviterAgain.invite_code).toBe(inviter.user.invite_code)
    await context.close()
  })

  it('starts with demo balances posted through the ledger', async () => {
    const { privateKeyToAccount } = await import('viem/accounts')
    const { token } = await signInDirect(base, privateKeyToAccount(anvilPrivateKeys[4]!))
    const headers = { authorization: `Bearer ${token}` }
    const wallet = await (await fetch(`${base}v1/reward/wallet?coin_key=GDT`, { headers })).json()
    expect(wallet.data).toMatchObject({ coin_key: 'GDT', usable: `10000${'0'.repeat(18)}` })
    const bills = await (await fetch(`${base}v1/reward/record-list?page_size=20`, { headers })).json()
    expect(bills.data.total_count).toBe(6)
    expect(bills.data.list[0]).toMatchObject({ behavior: 'sandbox_seed' })
  })

  it('connects the local development wallet on the local chain', async () => {
    const { context, page } = await open(5)
    await page.getByTestId('connect-button').click()
    await page.getByTestId('wallet-option-dev').click()
    const { privateKeyToAccount } = await import('viem/accounts')
    const devAccount = privateKeyToAccount(anvilPrivateKeys[1]!)
    await expect
      .poll(() => page.getByTestId('account').textContent(), { timeout: 15_000 })
      .toContain(shortenAddress(devAccount.address))
    await context.close()
  })

  it('switches the network from the picker and keeps it after the reload', async () => {
    const { context, page } = await open(2)
    const picker = page.getByTestId('network-picker')
    await expect.poll(() => picker.isVisible()).toBe(true)
    await picker.click()
    await page.getByTestId('network-option-56').click()
    await expect.poll(() => page.getByTestId('network-picker').textContent(), { timeout: 15_000 }).toMatch(/BSC/)
    expect(await page.evaluate(() => localStorage.getItem('chainId'))).toBe('56')
    await context.close()
  })

  it('answers a menu entry without a screen (the bridge: no route in the spec) with the not-open toast', async () => {
    const { context, page } = await open(2)
    await page.getByTestId('menu-button').click()
    await page.getByTestId('menu-bridge').click()
    await expect.poll(() => page.getByTestId('toast').isVisible()).toBe(true)
    await context.close()
  })
})
