import { phoTokenAbi } from '@phoswap/core/abi/index'
import type { Deployment } from '@phoswap/core/deployments'
import { bpsPercent, PAIR_FEE_BPS } from '@phoswap/core/fees'
import type { Browser, Page } from 'playwright-core'
import { formatUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { expectNoSeriousA11yViolations } from '../src/a11y'
import { docsScreenshot, launchBrowser, MOBILE, screenshot } from '../src/browser'
import { buttonKey, buttonKind, chainClient, openSwap, pickToken, type SwapSession, typeAmount } from '../src/swapPage'

// Issue 30: the exchange screens state the chain's and the contracts' own figures.
const base = inject('sandboxUrl')
const rpcUrl = inject('rpcUrl')
const deployment = JSON.parse(inject('deploymentJson')) as Deployment
const client = chainClient(rpcUrl)
const PHO = deployment.contracts.pho

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const phoConstant = (functionName: 'LIQUIDITY_BPS' | 'EQUITY_BPS' | 'BURN_BPS' | 'ECOSYSTEM_BPS') =>
  client.readContract({ address: PHO, abi: phoTokenAbi, functionName }).then(Number)

async function openHome(lang: 'zh-CN' | 'en-US'): Promise<Page> {
  const page = await browser.newPage({ viewport: MOBILE })
  await page.addInitScript((l) => localStorage.setItem('lang', l), lang)
  await page.goto(`${base}#/HomeIndex`)
  return page
}

describe('home page figures', () => {
  it('PHO’s supply is the token’s totalSupply on chain; the tax and pool fee are the contracts’ figures', async () => {
    const supply = await client.readContract({ address: PHO, abi: phoTokenAbi, functionName: 'totalSupply' })
    const whole = formatUnits(supply, 18)
      .split('.')[0]!
      .replace(/\B(?=(\d{3})+(?!\d))/g, ',')
    const [liquidity, equity, burn, ecosystem] = await Promise.all(
      (['LIQUIDITY_BPS', 'EQUITY_BPS', 'BURN_BPS', 'ECOSYSTEM_BPS'] as const).map(phoConstant),
    )
    const tax = bpsPercent(liquidity! + equity! + burn! + ecosystem!)
    const page = await openHome('en-US')
    await expect.poll(() => page.getByTestId('home-supply').textContent(), { timeout: 15_000 }).toBe(`${whole} PHO`)
    expect(whole).not.toBe('29,000')
    expect(await page.getByTestId('home-pho-tax').textContent()).toBe(tax)
    const note = await page.getByTestId('home-tax-note').textContent()
    expect(note).toContain(`costs ${tax}:`)
    expect(note).toContain(`${bpsPercent(liquidity!)} to liquidity dividends`)
    expect(note).toContain(`${bpsPercent(burn!)} burned`)
    expect(note).toContain(`pool’s ${bpsPercent(PAIR_FEE_BPS)} fee`)
    expect(await page.getByTestId('advantage-lowFee').textContent()).toContain(bpsPercent(PAIR_FEE_BPS))
    await page.getByTestId('home-supply').scrollIntoViewIfNeeded()
    await screenshot(page, 'home-figures-en-375')
    await docsScreenshot(page, 'home-pho-card-en-US-375')
    await page.close()
  })

  it('the banners are the reader’s language’s images', async () => {
    for (const lang of ['zh-CN', 'en-US'] as const) {
      const page = await openHome(lang)
      const images = page.locator('[data-testid="banner-slide"] img')
      await expect.poll(() => images.count(), { timeout: 15_000 }).toBeGreaterThan(0)
      const sources = await images.evaluateAll((list) => list.map((img) => (img as HTMLImageElement).src))
      expect(sources.length).toBeGreaterThan(0)
      for (const src of sources) expect(src).toMatch(new RegExp(`\\.${lang}\\.svg$`))
      await screenshot(page, `home-banner-${lang}-375`)
      await docsScreenshot(page, `home-banner-${lang}-375`)
      await page.close()
    }
  })
})

describe('swap screen figures, account 5', () => {
  let s: SwapSession
  beforeAll(async () => {
    s = await openSwap(browser, base, rpcUrl, 5)
  })
  afterAll(async () => {
    await s?.context.close()
  })

  it('a sell-only target says it cannot be bought, before anything is sent', async () => {
    const { page } = s
    await pickToken(page, 'from', 'USDT')
    await pickToken(page, 'to', 'GDT')
    await expect.poll(() => buttonKey(page)).toBe('buyBlocked')
    expect(await buttonKind(page)).toBe('disabled')
    expect(await page.getByTestId('swap-button').isDisabled()).toBe(true)
    const text = await page.getByTestId('swap-button').textContent()
    expect(text).toContain('GDT')
    expect(text).not.toMatch(/交易失败|Transaction failed/)
    await screenshot(page, 'swap-sell-only-375')
    await docsScreenshot(page, 'swap-sell-only-zh-CN-375')
    await expectNoSeriousA11yViolations(page, 'swap-sell-only')
  })

  it('the pool fee is 0.3% of the input and a route that buys PHO shows PHO’s tax; the block number is live', async () => {
    const { page } = s
    await page.evaluate(() => localStorage.setItem('lang', 'en-US'))
    await page.reload()
    await page.getByTestId('account').waitFor({ timeout: 15_000 })
    await pickToken(page, 'from', 'USDT')
    await pickToken(page, 'to', 'PHO')
    await typeAmount(page, 'from', '100')
    await expect.poll(() => page.getByTestId('swap-fee').textContent(), { timeout: 15_000 }).toContain('0.3 USDT')
    const [liquidity, equity, burn, ecosystem] = await Promise.all(
      (['LIQUIDITY_BPS', 'EQUITY_BPS', 'BURN_BPS', 'ECOSYSTEM_BPS'] as const).map(phoConstant),
    )
    const tax = bpsPercent(liquidity! + equity! + burn! + ecosystem!)
    expect(await page.getByTestId('swap-tax-PHO').textContent()).toBe(tax)
    const info = await page.getByTestId('swap-info').textContent()
    expect(info).toContain(`Liquidity provider fee (${bpsPercent(PAIR_FEE_BPS)})`)
    expect(info).toContain(`PHO tax (${tax} on each buy or sell)`)
    // A route without PHO shows no tax line.
    await pickToken(page, 'to', 'USDC')
    await expect.poll(() => page.getByTestId('swap-route').textContent(), { timeout: 15_000 }).toBe('USDT > USDC')
    expect(await page.getByTestId('swap-tax-PHO').count()).toBe(0)
    await pickToken(page, 'to', 'PHO')
    await expect.poll(() => page.getByTestId('swap-tax-PHO').count(), { timeout: 15_000 }).toBe(1)
    await screenshot(page, 'swap-fees-en-375')
    await docsScreenshot(page, 'swap-fees-en-US-375')
    // The block number is read every 6 s (spec 000 §9): it shows, and moves on as the chain makes blocks.
    const block = page.getByTestId('block-number')
    await expect.poll(() => block.textContent(), { timeout: 15_000 }).toMatch(/Latest block \d/)
    const first = await block.textContent()
    await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'evm_mine', params: [] }),
    })
    await expect.poll(() => block.textContent(), { timeout: 15_000 }).not.toBe(first)
    await expectNoSeriousA11yViolations(page, 'swap-fees')
  })
})
