import { phoTokenAbi } from '@phoswap/core/abi/phoTokenAbi'
import { parseDeployment } from '@phoswap/core/deployments'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { createPublicClient, erc20Abi, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { expectNoSeriousA11yViolations } from '../src/a11y'
import { launchBrowser, MOBILE, screenshot } from '../src/browser'
import { swapOnChain, waitIndexed } from '../src/chain'
import { fundMiningWallet } from '../src/miningChain'
import { type Operator, signInOperator } from '../src/operator'
import { signInDirect } from '../src/session'
import { makeStarOneHolder, restoreStarThresholds } from '../src/starCards'
import { installTestWallet, TEST_WALLET_RDNS } from '../src/testWallet'

const base = inject('sandboxUrl')
const rpcUrl = inject('rpcUrl')
const deployment = parseDeployment(JSON.parse(inject('deploymentJson')))
// anvil's account 0: the sandbox's operator; here it only signs in to change a setting and run the day's job.
const OPERATOR_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

interface Envelope<T> {
  code: number
  msg: string
  data: T
}
interface StarInfo {
  star_card_level: number
  self_tvl: string
  total_distribution: string
  usable: string
}

async function api<T>(method: 'GET' | 'POST', path: string, token: string, body?: unknown): Promise<Envelope<T>> {
  const response = await fetch(`${base}v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
  return (await response.json()) as Envelope<T>
}

/** Star 1 from `ownTvl` of own liquidity and nothing else; stars 2 to 5 out of reach (the operator's setting). */
const client = createPublicClient({ transport: http(rpcUrl) })
const sinkPho = () =>
  client.readContract({
    address: deployment.contracts.pho,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [deployment.equitySink!],
  })
const number = (text: string | null) => Number((text ?? '').replace(/,/g, ''))
const toastText = (page: Page) => page.getByTestId('toast').last().textContent()

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

// The card holder is a fresh key with real PHO-USDT LP (300 + 300) on chain. The star thresholds are lowered by
// the operator's setting to exactly the holder's own TVL (read by the server from the chain), so no other test's
// account (200 + 200 LP) gets a card; the spec's thresholds are set back at the end.
describe('equity pool: a taxed swap, the day settled, the card holder sees the dividend and claims it', () => {
  let operator: Operator
  let holderToken: string
  let holderKey: `0x${string}`
  let context: BrowserContext
  let page: Page
  let settled: Record<string, string | number> = {}
  const claims: string[] = []

  beforeAll(async () => {
    operator = await signInOperator(base, privateKeyToAccount(OPERATOR_KEY))
    holderKey = (await fundMiningWallet(rpcUrl, deployment, { lpEach: '300' })).privateKey
    holderToken = (await signInDirect(base, privateKeyToAccount(holderKey))).token
  }, 60_000)
  afterAll(async () => {
    if (operator) await restoreStarThresholds(base, operator)
    await context?.close()
  })

  it('the sandbox names the equity sink the PHO token pays', async () => {
    const sink = await client.readContract({
      address: deployment.contracts.pho,
      abi: phoTokenAbi,
      functionName: 'equitySink',
    })
    expect(sink).toBe(deployment.equitySink)
  })

  it('the server reads the LP from the chain; the operator lowers star 1 to it and the holder gets a card', async () => {
    // The holder's LP is confirmed first (2 blocks on the sandbox): the indexer then re-reads its value once, at
    // today's reserves, not later after the test's own swap has moved them.
    await waitIndexed(base, rpcUrl)
    await makeStarOneHolder(base, operator, holderToken)
  })

  it('a taxed PHO buy reaches the sink; the indexer measures it; settle equity for the day pays once', async () => {
    const before = await sinkPho()
    await swapOnChain(rpcUrl, deployment, privateKeyToAccount(holderKey), ['USDT', 'PHO'], parseEther('100'))
    const arrived = (await sinkPho()) - before
    expect(arrived).toBeGreaterThan(0n)
    await waitIndexed(base, rpcUrl)
    const period = new Date().toISOString().slice(0, 10)
    const run = await api<{ status: string; result: Record<string, string | number> }>(
      'POST',
      '/admin/settle',
      operator.token,
      { job: 'equity', period },
    )
    expect(run.code).toBe(200)
    expect(run.data.status).toBe('done')
    settled = run.data.result
    // Everything unpaid that reached the sink (this buy included), and never more than arrived.
    expect(BigInt(settled.arrived!)).toBeGreaterThanOrEqual(arrived)
    expect(BigInt(settled.paid!)).toBeGreaterThan(0n)
    expect(BigInt(settled.paid!) + BigInt(settled.leftover!)).toBe(BigInt(settled.arrived!))
    const again = await api<{ status: string }>('POST', '/admin/settle', operator.token, { job: 'equity', period })
    expect(again.data.status).toBe('already_done')
  })

  it('without a wallet no star is drawn: the rating says to connect to see the level (375 px, two languages)', async () => {
    const texts = { 'en-US': 'Connect your wallet to see your level', 'zh-CN': '连接钱包查看您的星级' }
    for (const [lang, text] of Object.entries(texts)) {
      const visitor = await browser.newContext({ viewport: MOBILE })
      try {
        await visitor.addInitScript((l) => localStorage.setItem('lang', l), lang)
        const view = await visitor.newPage()
        view.setDefaultTimeout(20_000)
        await view.goto(`${base}#/HomeNext/EquityPool`)
        await view.getByTestId('equity-connect').waitFor()
        expect(await view.getByTestId('equity-star').textContent()).toBe(text)
        expect(await view.locator('.equity-star__on, .equity-star__off').count()).toBe(0)
        expect(await view.getByText('★').count()).toBe(0)
        await screenshot(view, `equity-375-nowallet-${lang === 'en-US' ? 'en' : 'zh'}`)
        await expectNoSeriousA11yViolations(view, `equity without a wallet ${lang}`)
      } finally {
        await visitor.close()
      }
    }
  })

  it('the holder sees the distribution, the star and the rules on EquityPool (375 px, two languages)', async () => {
    const info = (await api<StarInfo>('GET', '/starcard/info', holderToken)).data
    expect(BigInt(info.total_distribution)).toBeGreaterThan(0n)
    // one holder of star 1 shares a fifth of the day's arrival with the other star-1 holders
    expect(BigInt(info.total_distribution)).toBeLessThanOrEqual(BigInt(settled.arrived!) / 5n)
    context = await browser.newContext({ viewport: MOBILE })
    // English first; the test switches to zh-CN later, so only a page without a choice gets English.
    await context.addInitScript(() => {
      if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'en-US')
    })
    await installTestWallet(context, { privateKey: holderKey, rpcUrl })
    page = await context.newPage()
    page.setDefaultTimeout(20_000)
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/v1/starcard/claim')) claims.push(r.url())
    })
    await page.goto(`${base}#/HomeNext/EquityPool`)
    await page.getByTestId('equity-connect').click()
    await page.getByTestId(`wallet-option-${TEST_WALLET_RDNS}`).click()
    await page.getByTestId('equity-claim').waitFor({ timeout: 15_000 })
    const shown = Number(BigInt(info.total_distribution)) / 1e18
    await expect.poll(async () => number(await page.getByTestId('equity-total').textContent())).toBeCloseTo(shown, 3)
    await expect.poll(async () => number(await page.getByTestId('equity-usable').textContent())).toBeCloseTo(shown, 3)
    expect(await page.getByTestId('equity-star').getAttribute('aria-label')).toBe('1 / 5')
    // One filled star of five: the holder's level, the rest outlined.
    expect(await page.getByTestId('equity-star').textContent()).toBe('★☆☆☆☆')
    expect(number(await page.getByTestId('equity-own-tvl').textContent())).toBeGreaterThan(0)
    expect(await page.locator('[data-testid="equity-rules"] li').count()).toBe(8)
    // The rules show the thresholds in force: star 1 lowered to the holder's own liquidity.
    const ownShown = (await page.getByTestId('equity-own-tvl').textContent()) ?? ''
    await expect.poll(() => page.locator('[data-testid="equity-rules"] li').nth(3).textContent()).toContain(ownShown)
    await screenshot(page, 'equity-375-en')
    await expectNoSeriousA11yViolations(page, 'equity en-US')
    await page.evaluate(() => localStorage.setItem('lang', 'zh-CN'))
    await page.reload()
    await page.getByTestId('equity-claim').waitFor({ timeout: 15_000 })
    await expect.poll(() => page.locator('[data-testid="equity-rules"] li').first().textContent()).toContain('股权池')
    await expect.poll(async () => number(await page.getByTestId('equity-total').textContent())).toBeCloseTo(shown, 3)
    await screenshot(page, 'equity-375-zh')
    await expectNoSeriousA11yViolations(page, 'equity zh-CN')
  })

  it('claims once however often clicked: usable to 0, the reward wallet PHO up; then nothing to claim', async () => {
    const walletBefore = number(await page.getByTestId('equity-pho').textContent())
    const usable = number(await page.getByTestId('equity-usable').textContent())
    await page.getByTestId('equity-claim').click()
    await page
      .getByTestId('equity-claim')
      .click({ force: true, timeout: 2_000 })
      .catch(() => {})
    await expect
      .poll(async () => number(await page.getByTestId('equity-usable').textContent()), { timeout: 20_000 })
      .toBe(0)
    await expect
      .poll(async () => number(await page.getByTestId('equity-pho').textContent()))
      .toBeCloseTo(walletBefore + usable, 3)
    expect(claims).toHaveLength(1)
    const info = (await api<StarInfo>('GET', '/starcard/info', holderToken)).data
    expect(info.usable).toBe('0')
    await page.getByTestId('equity-claim').click()
    await screenshot(page, 'equity-375-nothing')
    await expect.poll(() => toastText(page)).toBe('暂无可收获的收益')
    expect(claims).toHaveLength(1)
  })
})
