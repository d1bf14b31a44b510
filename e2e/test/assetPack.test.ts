import { anvilAccounts } from '@phoswap/contracts/accounts'
import { testTokenAbi } from '@phoswap/core/abi/testTokenAbi'
import { parseDeployment } from '@phoswap/core/deployments'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { createWalletClient, erc20Abi, type Hex, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { expectNoSeriousA11yViolations } from '../src/a11y'
import { docsScreenshot, launchBrowser, MOBILE, screenshot } from '../src/browser'
import { tokenAddress } from '../src/chain'
import { miningClients } from '../src/miningChain'
import { signInDirect } from '../src/session'
import { installTestWallet, TEST_WALLET_RDNS, type TestWallet } from '../src/testWallet'

const base = inject('sandboxUrl')
const rpcUrl = inject('rpcUrl')
const deployment = parseDeployment(JSON.parse(inject('deploymentJson')))
const { client } = miningClients(rpcUrl)
const GDT = tokenAddress(deployment, 'GDT')
const EXCHANGE = deployment.contracts.gdtPackExchange!

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const gdtOf = (owner: Hex) =>
  client.readContract({ address: GDT, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
const sends = (wallet: TestWallet) => wallet.requests.filter((r) => r.method === 'eth_sendTransaction').length

/** A fresh account (no other test uses it) with 10 ETH and 500 GDT minted by the deployer; no reward balances. */
async function freshHolder() {
  const privateKey = generatePrivateKey()
  const account = privateKeyToAccount(privateKey)
  const deployer = createWalletClient({ account: anvilAccounts[0]!, transport: http(rpcUrl) })
  const chain = client.chain
  for (const hash of [
    await deployer.sendTransaction({ chain, to: account.address, value: parseEther('10') }),
    await deployer.writeContract({
      chain,
      address: GDT,
      abi: testTokenAbi,
      functionName: 'mint',
      args: [account.address, parseEther('500')],
    }),
  ]) {
    await client.waitForTransactionReceipt({ hash })
  }
  return { privateKey, address: account.address }
}

/** The operator (the sandbox's deployer, anvil account 0) settles a job's day through the admin API. */
async function settle(job: string, period: string) {
  const { token } = await signInDirect(base, anvilAccounts[0]!)
  const response = await fetch(`${base}v1/admin/settle`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ job, period }),
  })
  return (await response.json()) as { code: number; data: { status: string; result: Record<string, unknown> } }
}

describe('the GDT asset pack page', () => {
  let context: BrowserContext
  let page: Page
  let wallet: TestWallet
  let me: { privateKey: Hex; address: Hex }
  const toast = () => page.getByTestId('toast').last().textContent()

  beforeAll(async () => {
    me = await freshHolder()
    context = await browser.newContext({ viewport: MOBILE })
    wallet = await installTestWallet(context, { privateKey: me.privateKey, rpcUrl })
    page = await context.newPage()
    page.setDefaultTimeout(20_000)
    await page.goto(`${base}#/HomeNext/AssetPack`)
    await page.getByTestId('wallet-connect').click()
    await page.getByTestId(`wallet-option-${TEST_WALLET_RDNS}`).click()
    const signIn = page.getByTestId('wallet-sign-in')
    const usable = page.getByTestId('pack-usable')
    // The app may sign in by itself right after connecting; otherwise the gate's button does.
    const deadline = Date.now() + 30_000
    while (!(await usable.isVisible())) {
      if (Date.now() > deadline) throw new Error('the asset pack page never showed the pack balance')
      if (await signIn.isVisible()) await signIn.click({ timeout: 2000 }).catch(() => {})
      await page.waitForTimeout(200)
    }
  })
  afterAll(async () => {
    await context?.close()
  })

  it('shows the packages with static rate, profit rate and expected profit, an empty pack balance and the rules', async () => {
    expect(await page.getByTestId('topbar-title').textContent()).toBe('GDT 资产包')
    await expect.poll(() => page.getByTestId('pack-usable').textContent()).toBe('0')
    const packages = page.locator('[data-testid^="pack-package-"]')
    await expect.poll(() => packages.count()).toBe(4)
    const first = await packages.first().textContent()
    // 100 GDB at 1% a day and ×1.5: 150 GDT out, 50 GDT profit
    expect(first).toContain('100 GDB')
    expect(first).toContain('1%')
    expect(first).toContain('×1.5')
    expect(first).toContain('50 GDT')
    expect(first).toContain('150 GDT')
    await page.getByTestId('pack-held-more-empty').waitFor()
    expect(await page.locator('.pack-rules__list li').count()).toBe(4)
    expect(await page.locator('.pack-rules__list').textContent()).toContain('1 GDT = 1 GDB')
    await screenshot(page, 'asset-pack-375')
    await expectNoSeriousA11yViolations(page, 'asset-pack')
  })

  it('a pledge without GDB says swap10 with no package chosen and swap11 with one', async () => {
    // No package chosen: the page says so before any tap, and the line goes once one is chosen.
    expect(await page.getByTestId('pack-none').textContent()).toBe('尚未选择套餐：请在上方选择一个后再质押。')
    await page.getByTestId('pack-submit').click()
    await expect.poll(toast).toBe('请输入数量')
    await page.locator('[data-testid^="pack-package-"]').first().click()
    expect(await page.getByTestId('pack-none').count()).toBe(0)
    await page.getByTestId('pack-submit').click()
    await expect.poll(toast).toBe('余额不足')
  })

  it('exchanges GDT on chain: percent buttons, swap10/swap11 without sending, approve then doExchange, credited', async () => {
    // the last toast gone first, so the popup's screenshot shows the popup only
    await expect.poll(() => page.getByTestId('toast').count()).toBe(0)
    await page.getByTestId('pack-exchange-open').click()
    await page.getByTestId('pack-exchange-popup').waitFor()
    await expect.poll(() => page.getByTestId('pack-swap-balance').textContent()).toBe('500')
    expect(await page.getByTestId('pack-airdrop-balance').textContent()).toBe('0')
    await page.getByTestId('pack-percent-25').click()
    expect(await page.getByTestId('pack-exchange-input').inputValue()).toBe('125')
    await page.getByTestId('pack-percent-100').click()
    expect(await page.getByTestId('pack-exchange-input').inputValue()).toBe('500')
    expect(await page.getByTestId('pack-exchange-receive').textContent()).toContain('500 GDB')
    await screenshot(page, 'asset-pack-exchange-375')
    await expectNoSeriousA11yViolations(page, 'asset-pack-exchange')

    const before = sends(wallet)
    await page.getByTestId('pack-exchange-input').fill('')
    await page.getByTestId('pack-exchange-confirm').click()
    await expect.poll(toast).toBe('请输入数量')
    await page.getByTestId('pack-exchange-input').fill('500.01')
    await page.getByTestId('pack-exchange-confirm').click()
    await expect.poll(toast).toBe('余额不足')
    expect(sends(wallet)).toBe(before)

    const mark = page.waitForResponse((r) => r.url().includes('/v1/pledge/entry-mark'), { timeout: 30_000 })
    await page.getByTestId('pack-exchange-input').fill('200')
    await page.getByTestId('pack-exchange-confirm').click()
    expect((await mark).status()).toBe(200)
    await expect.poll(() => page.getByTestId('pack-exchange-popup').count(), { timeout: 30_000 }).toBe(0)
    // approve, then doExchange
    expect(sends(wallet)).toBe(before + 2)
    expect(await gdtOf(me.address)).toBe(parseEther('300'))
    expect(await gdtOf(EXCHANGE)).toBeGreaterThanOrEqual(parseEther('200'))
    await expect.poll(() => page.getByTestId('pack-usable').textContent(), { timeout: 30_000 }).toBe('200')
  })

  it('reviews a pledge before signing it: the package, what it pays, non-refundable; Cancel signs nothing', async () => {
    // In English for the docs' screenshot (the machine may have no CJK font).
    await page.evaluate(() => localStorage.setItem('lang', 'en-US'))
    await page.reload()
    await expect.poll(() => page.getByTestId('pack-usable').textContent()).toBe('200')
    await page.locator('[data-testid^="pack-package-"]').first().click()
    const signs = () => wallet.requests.filter((r) => r.method === 'personal_sign').length
    const signed = signs()
    await page.getByTestId('pack-submit').click()
    const review = page.getByTestId('pack-review')
    await review.waitFor()
    expect(await review.getByRole('heading').textContent()).toBe('Review pledge')
    expect(await review.getByTestId('review-pledge').textContent()).toBe('100 GDB')
    expect(await review.getByTestId('review-usable-after').textContent()).toBe('100 GDB')
    expect(await review.getByTestId('review-output').textContent()).toBe('150 GDT')
    expect(await review.getByTestId('review-warning').textContent()).toContain(
      'A pledge is non-refundable: 100 GDB leave your usable balance and are not returned',
    )
    await page.waitForTimeout(300) // the dialog's pop-in
    await docsScreenshot(page, 'asset-pack-pledge-review-375')
    await expectNoSeriousA11yViolations(page, 'asset-pack-pledge-review')
    await review.getByRole('button', { name: 'Cancel', exact: true }).click()
    await review.waitFor({ state: 'detached' })
    expect(signs()).toBe(signed)
    expect(await page.getByTestId('pack-usable').textContent()).toBe('200')
    expect(await page.getByTestId('pack-held-list').locator('li').count()).toBe(0)
    await page.evaluate(() => localStorage.setItem('lang', 'zh-CN'))
    await page.reload()
    await expect.poll(() => page.getByTestId('pack-usable').textContent()).toBe('200')
  })

  it('pledges the 100 GDB package (swap336), and the day settled by the operator pays its static reward', async () => {
    await page.locator('[data-testid^="pack-package-"]').first().click()
    await page.getByTestId('pack-submit').click()
    await page.getByTestId('pack-review').getByTestId('review-confirm').click()
    await expect.poll(toast).toBe('质押成功')
    await expect.poll(() => page.getByTestId('pack-usable').textContent()).toBe('100')
    const held = page.getByTestId('pack-held-list').locator('li')
    await expect.poll(() => held.count()).toBe(1)
    expect(await held.first().getByTestId('pack-held-rewarded').textContent()).toBe('0 GDT')

    // A pack earns from the first day that begins after it was bought: the operator settles tomorrow's day.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
    const run = await settle('asset-packs', tomorrow)
    expect(run.code).toBe(200)
    await page.reload()
    await page.getByTestId('pack-usable').waitFor()
    await expect.poll(() => held.first().getByTestId('pack-held-static').textContent()).toBe('1 GDT')
    expect(await held.first().getByTestId('pack-held-dynamic').textContent()).toBe('0 GDT')
    expect(await held.first().getByTestId('pack-held-rewarded').textContent()).toBe('1 GDT')
    expect(await held.first().getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0')
    await held.first().scrollIntoViewIfNeeded()
    await screenshot(page, 'asset-pack-held-375')

    await page.evaluate(() => localStorage.setItem('lang', 'en-US'))
    await page.reload()
    await page.getByTestId('pack-usable').waitFor()
    await expect.poll(() => page.getByTestId('topbar-title').textContent()).toBe('GDT asset pack')
    await expect.poll(() => held.first().getByTestId('pack-held-rewarded').textContent()).toBe('1 GDT')
    expect(await page.locator('.pack-rules__list').textContent()).toContain('1 GDT = 1 GDB')
    await screenshot(page, 'asset-pack-en-375')
    await held.first().scrollIntoViewIfNeeded()
    await screenshot(page, 'asset-pack-held-en-375')
    await expectNoSeriousA11yViolations(page, 'asset-pack-en')
  })

  it("Mine's VGT tab links to the VGT variant, with its own packages and balance", async () => {
    await page.goto(`${base}#/HomeNext/Mine?id=2`)
    await page.getByTestId('vgt-asset-pack').click()
    await page.getByTestId('pack-usable').waitFor()
    expect(page.url()).toContain('/HomeNext/AssetPackV')
    expect(await page.getByTestId('asset-pack-page').getAttribute('data-variant')).toBe('vgt')
    await expect.poll(() => page.getByTestId('pack-usable').textContent()).toBe('0')
    await expect.poll(() => page.locator('[data-testid^="pack-package-"]').count()).toBe(4)
    expect(await page.locator('[data-testid^="pack-package-"]').first().textContent()).toContain('VGB')
    await screenshot(page, 'asset-pack-v-en-375')
    await expectNoSeriousA11yViolations(page, 'asset-pack-v')
  })
})
