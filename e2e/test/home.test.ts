import { anvilAccounts, anvilPrivateKeys } from '@phoswap/contracts/accounts'
import { parseDeployment } from '@phoswap/core/deployments'
import type { Browser, Page } from 'playwright-core'
import { parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { expectNoSeriousA11yViolations } from '../src/a11y'
import { DESKTOP, launchBrowser, MOBILE, screenshot } from '../src/browser'
import { swapOnChain } from '../src/chain'
import { installTestWallet, TEST_WALLET_RDNS } from '../src/testWallet'

const base = inject('sandboxUrl')
const rpcUrl = inject('rpcUrl')
const deployment = parseDeployment(JSON.parse(inject('deploymentJson')))
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

interface Envelope<T> {
  code: number
  data: T
}

async function api<T>(path: string, language = 'zh-CN'): Promise<T> {
  const response = await fetch(`${base}v1${path}`, { headers: { 'show-language': language } })
  const body = (await response.json()) as Envelope<T>
  expect(body.code).toBe(200)
  return body.data
}

async function openHome(viewport = MOBILE): Promise<Page> {
  const page = await browser.newPage({ viewport })
  await page.goto(`${base}#/HomeIndex`)
  return page
}

describe('home page', () => {
  it('shows the seeded banners, the latest notice and the PHO price read from the chain', async () => {
    const page = await openHome()
    await expect.poll(() => page.getByTestId('banner-slide').count(), { timeout: 15_000 }).toBeGreaterThan(0)
    const latest = await api<{ title: string }>('/basic/notice/latest')
    await expect.poll(() => page.getByTestId('home-news').textContent()).toContain(latest.title)
    await expect.poll(() => page.getByTestId('pho-price').textContent(), { timeout: 15_000 }).toMatch(/\d\.\d+/)
    expect(await page.getByTestId('home-supply').textContent()).toContain('100,000,000')
    await screenshot(page, 'home-375')
    await expectNoSeriousA11yViolations(page, 'home')
    await page.setViewportSize(DESKTOP)
    await screenshot(page, 'home-1280')
    await page.close()
  })

  it('shows market quotes that change after a swap is made on chain', async () => {
    const page = await openHome()
    const row = page.getByTestId('quote-row-GDT-PHO')
    // The indexer has the seeding's Sync events, so there is a price from the start.
    await expect.poll(() => row.textContent(), { timeout: 20_000 }).toMatch(/\d/)
    const before = await row.textContent()
    // Another trader buys GDT with PHO: GDT's price in PHO goes up.
    await swapOnChain(rpcUrl, deployment, anvilAccounts[8]!, ['PHO', 'GDT'], parseUnits('20000', 18))
    await expect.poll(() => row.textContent(), { timeout: 30_000 }).not.toBe(before)
    const percent = await page.getByTestId('quote-percent-GDT-PHO').textContent()
    expect(percent).toMatch(/^\+?\d+\.\d\d%$/)
    expect(Number.parseFloat(percent!)).toBeGreaterThan(0)
    await page.close()
  })

  it('shows a new user zeros in the reward-wallet table once signed in', async () => {
    const context = await browser.newContext({ viewport: MOBILE })
    await installTestWallet(context, { privateKey: anvilPrivateKeys[9]!, rpcUrl })
    const page = await context.newPage()
    await page.goto(`${base}#/HomeIndex`)
    await page.getByTestId('connect-button').click()
    await page.getByTestId(`wallet-option-${TEST_WALLET_RDNS}`).click()
    await expect.poll(() => page.getByTestId('asset-row-PHO').isVisible(), { timeout: 20_000 }).toBe(true)
    const cells = await page.getByTestId('asset-row-PHO').locator('td, span').allTextContents()
    expect(cells.join(' ')).toMatch(/\b0\b/)
    await context.close()
  })
})

describe('notices', () => {
  it('opens a notice from the list and shows its detail in the chosen language', async () => {
    const page = await browser.newPage({ viewport: MOBILE })
    await page.goto(`${base}#/HomeNext/gongao`)
    await expect.poll(() => page.getByTestId('notice-row').count(), { timeout: 15_000 }).toBeGreaterThan(0)
    const { list } = await api<{ list: { title: string; author: string }[] }>('/basic/notice/list?page=1&page_size=10')
    expect(await page.getByTestId('notice-row').first().textContent()).toContain(list[0]!.title)
    await screenshot(page, 'notices-375')
    await expectNoSeriousA11yViolations(page, 'notices')
    await page.getByTestId('notice-view').first().click()
    await expect.poll(() => page.getByTestId('notice-title').textContent()).toBe(list[0]!.title)
    expect(await page.getByTestId('notice-date').textContent()).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(await page.getByTestId('notice-body').innerHTML()).not.toContain('<script')
    await screenshot(page, 'notice-detail-375')
    await expectNoSeriousA11yViolations(page, 'notice-detail')
    await page.close()
  })

  it('opens gongao and xiangqin (the /HomeNext notice routes) in English with the English notices', async () => {
    const context = await browser.newContext({ viewport: MOBILE, locale: 'en-US' })
    await context.addInitScript(() => localStorage.setItem('lang', 'en-US'))
    const page = await context.newPage()
    await page.goto(`${base}#/HomeNext/gongao`)
    await expect.poll(() => page.getByTestId('notice-row').count(), { timeout: 15_000 }).toBeGreaterThan(0)
    const { list } = await api<{ list: { group_id: number; title: string }[] }>(
      '/basic/notice/list?page=1&page_size=10',
      'en-US',
    )
    expect(await page.getByTestId('notice-row').first().textContent()).toContain(list[0]!.title)
    await screenshot(page, 'notices-en-US-375')
    await expectNoSeriousA11yViolations(page, 'notices en-US')
    await page.goto(`${base}#/HomeNext/xiangqin?id=${list[0]!.group_id}`)
    await expect.poll(() => page.getByTestId('notice-title').textContent(), { timeout: 15_000 }).toBe(list[0]!.title)
    await screenshot(page, 'notice-detail-en-US-375')
    await expectNoSeriousA11yViolations(page, 'notice-detail en-US')
    await context.close()
  })

  it('NoticeIndex opens Notice without the description in the URL and loads it by group', async () => {
    const page = await browser.newPage({ viewport: MOBILE })
    await page.goto(`${base}#/NoticeIndex`)
    await expect.poll(() => page.getByTestId('notice-row').count(), { timeout: 15_000 }).toBeGreaterThan(0)
    const { list } = await api<{ list: { group_id: number; title: string }[] }>(
      '/basic/notice/list?page=1&page_size=10',
    )
    const detail = await api<{ description: string }>(`/basic/notice/detail?group_id=${list[0]!.group_id}`)
    await page.getByTestId('notice-view').first().click()
    await expect.poll(() => page.getByTestId('notice-title').textContent()).toBe(list[0]!.title)
    expect(decodeURIComponent(page.url())).not.toContain('description')
    const text = detail.description.replace(/<[^>]+>/g, '').slice(0, 20)
    await expect.poll(() => page.getByTestId('notice-body').textContent()).toContain(text)
    await page.close()
  })

  it('shows an error, not a crash, for a malformed notice in the query', async () => {
    const page = await browser.newPage({ viewport: MOBILE })
    await page.goto(`${base}#/Notice?basic=${encodeURIComponent('{"title": 5')}`)
    await expect.poll(() => page.getByTestId('notice-error').isVisible(), { timeout: 15_000 }).toBe(true)
    await page.close()
  })

  it('去兑换 on the PHO card opens Swap with PHO as the token to buy', async () => {
    const page = await openHome()
    await page.getByTestId('pho-swap').click()
    await expect.poll(() => page.url()).toContain('#/SwapIndex/Swap?outputCurrency=PHO')
    await expect.poll(() => page.getByTestId('swap-symbol-to').textContent(), { timeout: 15_000 }).toBe('PHO')
    await page.close()
  })
})
