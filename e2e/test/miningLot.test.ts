import { parseDeployment } from '@phoswap/core/deployments'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { erc20Abi, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { expectNoSeriousA11yViolations } from '../src/a11y'
import { DESKTOP, launchBrowser, MOBILE, screenshot } from '../src/browser'
import { addLiquidityFrom, farmAbi, fundAccount, miningClients } from '../src/miningChain'
import { installTestWallet, TEST_WALLET_RDNS, type TestWallet } from '../src/testWallet'

// The spec's read-only stake popup (default 100): the seed's GET-PHO pool takes a fixed lot of 100 LP per stake.
const base = inject('sandboxUrl')
const rpcUrl = inject('rpcUrl')
const deployment = parseDeployment(JSON.parse(inject('deploymentJson')))
const { client } = miningClients(rpcUrl)
const farm = deployment.farms!.find((f) => f.name === 'farm')!
const pool = farm.pools.find((p) => p.name === 'GET-PHO')!
const LOT = parseEther('100')

const lpOf = (owner: `0x${string}`) =>
  client.readContract({ address: pool.lpToken, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
const stakedOf = async (owner: `0x${string}`) =>
  (
    await client.readContract({
      address: farm.address,
      abi: farmAbi,
      functionName: 'userInfo',
      args: [BigInt(pool.pid), owner],
    })
  )[0]

describe('a fixed-lot pool (GET-PHO, 100 LP per stake) on the real chain', () => {
  let browser: Browser
  let context: BrowserContext
  let page: Page
  let wallet: TestWallet
  let me: { privateKey: `0x${string}`; address: `0x${string}` }
  const sends = () => wallet.requests.filter((r) => r.method === 'eth_sendTransaction').length
  const panel = () => page.getByTestId('pool-GET-PHO')

  beforeAll(async () => {
    expect(pool.fixedStake).toBe('100')
    me = await fundAccount(rpcUrl, deployment, { PHO: '1000', GET: '1000' })
    // less than one lot of LP to begin with
    await addLiquidityFrom(rpcUrl, deployment, me.privateKey, ['GET', '40'], ['PHO', '64'])
    browser = await launchBrowser()
    context = await browser.newContext({ viewport: MOBILE })
    wallet = await installTestWallet(context, { privateKey: me.privateKey, rpcUrl })
    page = await context.newPage()
    page.setDefaultTimeout(20_000)
    await page.goto(`${base}#/MiningsIndex`)
    await page.getByTestId('connect-button').click()
    await page.getByTestId(`wallet-option-${TEST_WALLET_RDNS}`).click()
    await page.getByTestId('account').waitFor({ timeout: 15_000 })
    await page.getByTestId('mining-page-OKT').waitFor()
  })
  afterAll(async () => {
    await context?.close()
    await browser?.close()
  })

  it('shows the lot read-only at 100 without Max, and refuses to stake with the reason while the wallet holds less', async () => {
    const lp = await lpOf(me.address)
    expect(lp).toBeGreaterThan(0n)
    expect(lp).toBeLessThan(LOT)
    // the card states the lot; no other pool has one
    expect(await panel().getByTestId('pool-lot').textContent()).toBe('100')
    expect(await page.getByTestId('pool-lot').count()).toBe(1)
    await panel().getByTestId('pool-approve').click()
    await panel().getByTestId('pool-staked').waitFor({ timeout: 20_000 })
    await panel().getByTestId('pool-deposit').click()
    await page.getByTestId('stake-popup').waitFor()
    const input = page.getByTestId('stake-input')
    expect(await input.inputValue()).toBe('100')
    expect(await input.getAttribute('readonly')).not.toBeNull()
    expect(await page.getByTestId('stake-max').count()).toBe(0)
    // zh-CN, the default language
    expect(await page.getByTestId('stake-lot-note').textContent()).toBe(
      '本池按固定份额质押：每次质押 100 GET-PHO LP，数量不可更改',
    )
    await expect
      .poll(() => page.getByTestId('stake-blocked').textContent())
      .toBe('钱包中的 GET-PHO LP 不足一份（100），无法质押')
    expect(await page.getByTestId('stake-confirm').isDisabled()).toBe(true)
    // typing into the read-only field changes nothing
    await input.press('End')
    await page.keyboard.type('5')
    expect(await input.inputValue()).toBe('100')
    await screenshot(page, 'mining-lot-short-375')
    await expectNoSeriousA11yViolations(page, 'mining-lot-popup')
    expect(sends()).toBe(1) // the approval only
  })

  it('stakes exactly the lot once the wallet holds it, and sees it staked', async () => {
    // more liquidity, added as the user would elsewhere: the popup's balance follows and confirm enables
    await addLiquidityFrom(rpcUrl, deployment, me.privateKey, ['GET', '160'], ['PHO', '256'])
    const lp = await lpOf(me.address)
    expect(lp).toBeGreaterThanOrEqual(LOT)
    await expect.poll(() => page.getByTestId('stake-confirm').isDisabled()).toBe(false)
    expect(await page.getByTestId('stake-blocked').count()).toBe(0)
    await page.setViewportSize(DESKTOP)
    await screenshot(page, 'mining-lot-popup-1280')
    await page.setViewportSize(MOBILE)
    await page.getByTestId('stake-confirm').click()
    await expect.poll(() => page.getByTestId('stake-popup').count()).toBe(0)
    await expect.poll(() => stakedOf(me.address), { timeout: 20_000 }).toBe(LOT)
    expect(await lpOf(me.address)).toBe(lp - LOT)
    await expect.poll(() => panel().getByTestId('pool-staked').textContent(), { timeout: 15_000 }).toBe('100')
    await panel().scrollIntoViewIfNeeded()
    await screenshot(page, 'mining-lot-staked-375')
  })

  it('unstakes the whole stake, read-only too', async () => {
    const lp = await lpOf(me.address)
    await panel().getByTestId('pool-withdraw').click()
    await page.getByTestId('stake-popup').waitFor()
    const input = page.getByTestId('stake-input')
    expect(await input.inputValue()).toBe('100')
    expect(await input.getAttribute('readonly')).not.toBeNull()
    expect(await page.getByTestId('stake-max').count()).toBe(0)
    expect(await page.getByTestId('stake-lot-note').textContent()).toBe('本池赎回时取回您的全部质押，数量不可更改')
    await screenshot(page, 'mining-lot-unstake-375')
    await page.getByTestId('stake-confirm').click()
    await expect.poll(() => stakedOf(me.address), { timeout: 20_000 }).toBe(0n)
    expect(await lpOf(me.address)).toBe(lp + LOT)
    await expect.poll(() => panel().getByTestId('pool-staked').textContent(), { timeout: 15_000 }).toBe('0')
  })
})
