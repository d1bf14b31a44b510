import { lockStakingAbi } from '@phoswap/core/abi/lockStakingAbi'
import { parseDeployment } from '@phoswap/core/deployments'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { erc20Abi, getAbiItem, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { expectNoSeriousA11yViolations } from '../src/a11y'
import { DESKTOP, launchBrowser, MOBILE, screenshot } from '../src/browser'
import { farmAbi, fundMiningWallet, type MiningWallet, miningClients, phoUsdtPool } from '../src/miningChain'
import { installTestWallet, TEST_WALLET_RDNS, type TestWallet } from '../src/testWallet'

const base = inject('sandboxUrl')
const rpcUrl = inject('rpcUrl')
const deployment = parseDeployment(JSON.parse(inject('deploymentJson')))
const { client, testClient } = miningClients(rpcUrl)
const PHO = deployment.contracts.pho
const STAKING = deployment.contracts.phoStaking!
const { farm: FARM, pid: PHO_USDT_PID } = phoUsdtPool(deployment)

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const sends = (wallet: TestWallet) => wallet.requests.filter((r) => r.method === 'eth_sendTransaction').length
const balanceOf = (token: `0x${string}`, owner: `0x${string}`) =>
  client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
const staked = async (owner: `0x${string}`) =>
  (await client.readContract({ address: FARM, abi: farmAbi, functionName: 'userInfo', args: [PHO_USDT_PID, owner] }))[0]

async function openStakePopup(page: Page, pool: string, action: 'deposit' | 'withdraw') {
  await page.getByTestId(`pool-${pool}`).getByTestId(`pool-${action}`).click()
  await page.getByTestId('stake-popup').waitFor()
}

describe('mining with a fresh funded account', () => {
  let context: BrowserContext
  let page: Page
  let wallet: TestWallet
  let me: MiningWallet

  beforeAll(async () => {
    me = await fundMiningWallet(rpcUrl, deployment)
    context = await browser.newContext({ viewport: MOBILE })
    wallet = await installTestWallet(context, { privateKey: me.privateKey, rpcUrl })
    page = await context.newPage()
    page.setDefaultTimeout(20_000)
    await page.goto(`${base}#/MiningsIndex`)
    await page.getByTestId('connect-button').click()
    await page.getByTestId(`wallet-option-${TEST_WALLET_RDNS}`).click()
    await page.getByTestId('account').waitFor({ timeout: 15_000 })
  })
  afterAll(async () => {
    await context?.close()
  })

  it('opens the OKC page on the local chain with the spec pools; Business opens the Business page', async () => {
    await expect.poll(() => page.url()).toMatch(/#\/MiningsIndex\/MiningOKT$/)
    await page.getByTestId('mining-page-OKT').waitFor()
    for (const pool of ['PHO-USDT', 'PHO', 'GDT-PHO', 'VGT-PHO', 'QJF-PHO', 'GET-PHO', 'FEP-BTC']) {
      expect(await page.getByTestId(`pool-${pool}`).isVisible(), pool).toBe(true)
    }
    await expect.poll(() => page.getByTestId('pool-total-reward').textContent(), { timeout: 15_000 }).toMatch(/\d/)
    await expect.poll(() => page.getByTestId('pool-today-reward').textContent(), { timeout: 15_000 }).toMatch(/\d/)
    // issue 30: the heading names the network selected (the local chain, in zh-CN as the network picker says), not OKC
    expect(await page.getByTestId('mining-title').textContent()).toContain('本地链')
    expect(await page.getByTestId('mining-title').textContent()).not.toContain('OKC')
    // TVL in USD from the pairs' reserves, or -- with the reason; never a made-up figure
    const phoUsdt = page.getByTestId('pool-PHO-USDT')
    await expect
      .poll(() => phoUsdt.getByTestId('pool-tvl').textContent(), { timeout: 15_000 })
      .toMatch(/^\$[\d,]+\.\d{2}$/)
    for (const pool of ['PHO-USDT', 'PHO', 'GDT-PHO', 'FEP-BTC']) {
      const card = page.getByTestId(`pool-${pool}`)
      for (const figure of ['pool-tvl', 'pool-apr']) {
        const text = (await card.getByTestId(figure).textContent()) ?? ''
        expect(text, `${pool} ${figure}`).toMatch(/^(\$[\d,]+\.\d{2}|[\d,]+\.\d{2}%|--)$/)
        if (text === '--') expect(await card.getByTestId(`${figure}-why`).textContent(), pool).not.toBe('')
      }
    }
    // the wallet's LP balance, said to be on chain
    expect(await phoUsdt.getByTestId('pool-wallet').textContent()).toMatch(/^[\d,.]+$/)
    expect(await phoUsdt.locator('[data-where="chain"]').count()).toBe(1)
    await page.getByTestId('mining-tab-previous').click()
    await page.getByTestId('pool-legacy-PHO-USDT').waitFor()
    await page.getByTestId('mining-tab-current').click()
    await page.getByTestId('mining-business').click()
    await expect.poll(() => page.url()).toMatch(/#\/HomeNext\/Business$/)
    await page.goBack()
    await page.getByTestId('mining-page-OKT').waitFor()
    await screenshot(page, 'mining-375')
    await expectNoSeriousA11yViolations(page, 'mining')
    await page.setViewportSize(DESKTOP)
    await screenshot(page, 'mining-1280')
    await page.setViewportSize(MOBILE)
  })

  it('approves the LP token; the Approve button hides after the confirmation', async () => {
    const panel = page.getByTestId('pool-PHO-USDT')
    await panel.getByTestId('pool-approve').waitFor({ timeout: 15_000 })
    await panel.getByTestId('pool-approve').click()
    await panel.getByTestId('pool-staked').waitFor({ timeout: 20_000 })
    expect(await panel.getByTestId('pool-approve').count()).toBe(0)
    expect(
      await client.readContract({
        address: me.lpToken,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [me.address, FARM],
      }),
    ).toBeGreaterThan(0n)
  })

  it('refuses an empty or zero amount without sending, then stakes LP, records the hash and reports the deposit', async () => {
    const before = sends(wallet)
    await openStakePopup(page, 'PHO-USDT', 'deposit')
    await screenshot(page, 'mining-stake-popup-375')
    // "Get PHO-USDT LP" opens Add liquidity with the pair's two tokens chosen
    const pair = deployment.pairs.find((p) => p.name === 'PHO-USDT')!
    const href = (await page.getByTestId('stake-swap-link').getAttribute('href')) ?? ''
    expect(href).toMatch(/Liquidity\?from=0x[0-9a-fA-F]{40}&to=0x[0-9a-fA-F]{40}$/)
    expect(href.toLowerCase()).toContain(pair.token0.toLowerCase())
    expect(href.toLowerCase()).toContain(pair.token1.toLowerCase())
    expect(await page.getByTestId('stake-swap-link').textContent()).toContain('PHO-USDT LP')
    await expectNoSeriousA11yViolations(page, 'mining-stake-popup')
    await page.getByTestId('stake-confirm').click()
    await expect.poll(() => page.getByTestId('toast').isVisible()).toBe(true)
    await page.getByTestId('stake-input').fill('0')
    await page.getByTestId('stake-confirm').click()
    expect(await page.getByTestId('stake-popup').isVisible()).toBe(true)
    expect(sends(wallet)).toBe(before)

    const lp = await balanceOf(me.lpToken, me.address)
    const report = page.waitForResponse((r) => r.url().includes('/v1/dex/report-lp'), { timeout: 30_000 })
    const starcard = page.waitForResponse((r) => r.url().includes('/v1/starcard/update-lp'), { timeout: 30_000 })
    await page.getByTestId('stake-input').fill('10')
    await page.getByTestId('stake-confirm').click()
    await expect.poll(() => page.getByTestId('stake-popup').count()).toBe(0)
    await expect.poll(() => staked(me.address), { timeout: 20_000 }).toBe(parseEther('10'))
    await expect
      .poll(() => page.getByTestId('pool-PHO-USDT').getByTestId('pool-staked').textContent(), { timeout: 15_000 })
      .toBe('10')
    expect(await balanceOf(me.lpToken, me.address)).toBe(lp - parseEther('10'))
    // with LP staked, the pool has an APR from its reward rate and the chain's block time
    await expect
      .poll(() => page.getByTestId('pool-PHO-USDT').getByTestId('pool-apr').textContent(), { timeout: 20_000 })
      .toMatch(/^[\d,]+\.\d{2}%$/)
    await screenshot(page, 'mining-staked-375')
    // the hash joined the transaction record of this account and chain
    const records = await page.evaluate(() => localStorage.getItem('transactions') ?? '')
    expect(records).toContain(`31337:${me.address.toLowerCase()}`)
    const deposit = await client.getContractEvents({
      address: FARM,
      abi: farmAbi,
      eventName: 'Deposit',
      args: { user: me.address },
      fromBlock: 0n,
    })
    expect(records).toContain(deposit.at(-1)!.transactionHash)
    // the star card and the LP report were accepted for this deposit
    expect((await starcard).status()).toBe(200)
    const reported = await (await report).json()
    expect(reported.data).toMatchObject({
      tx_hash: deposit.at(-1)!.transactionHash,
      amount: parseEther('10').toString(),
    })
  })

  it('harvests after some blocks: the PHO balance grows by the harvested reward, at least the pending one', async () => {
    await testClient.mine({ blocks: 5 })
    const pending = await client.readContract({
      address: FARM,
      abi: farmAbi,
      functionName: 'pendingReward',
      args: [PHO_USDT_PID, me.address],
    })
    expect(pending).toBeGreaterThan(0n)
    const panel = page.getByTestId('pool-PHO-USDT')
    await expect.poll(() => panel.getByTestId('pool-profit').textContent(), { timeout: 15_000 }).not.toBe('0')
    const phoBefore = await balanceOf(PHO, me.address)
    const from = await client.getBlockNumber()
    // Every toast text shown from here on: the screen's own word must not be replaced by the generic one.
    await page.evaluate(() => {
      const seen: string[] = []
      ;(window as unknown as { seenToasts: string[] }).seenToasts = seen
      new MutationObserver(() => {
        for (const toast of document.querySelectorAll('[data-testid="toast"]')) {
          const text = toast.textContent ?? ''
          if (seen.at(-1) !== text) seen.push(text)
        }
      }).observe(document.body, { childList: true, subtree: true, characterData: true })
    })
    await panel.getByTestId('pool-harvest').click()
    await expect.poll(() => balanceOf(PHO, me.address), { timeout: 20_000 }).toBeGreaterThan(phoBefore)
    // Once the app-wide watcher has attached the receipt (it toasts in the same step), the toasts are final.
    const allConfirmed = () =>
      page.evaluate(() =>
        Object.values(
          JSON.parse(localStorage.getItem('transactions') ?? '{}') as Record<string, { receipt?: unknown }[]>,
        )
          .flat()
          .every((tx) => tx.receipt),
      )
    await expect.poll(allConfirmed, { timeout: 15_000 }).toBe(true)
    const toasts = await page.evaluate(() => (window as unknown as { seenToasts: string[] }).seenToasts)
    expect(toasts).toContain('领取成功') // swap67 in zh-CN, the default language
    expect(toasts).not.toContain('交易已确认') // the watcher's generic "transaction confirmed"
    const [harvest] = await client.getContractEvents({
      address: FARM,
      abi: farmAbi,
      eventName: 'Harvest',
      args: { user: me.address },
      fromBlock: from + 1n,
    })
    expect(harvest!.args.amount).toBeGreaterThanOrEqual(pending)
    expect((await balanceOf(PHO, me.address)) - phoBefore).toBe(harvest!.args.amount)
    // with LP staked, the pool earns: its total and today's reward are no longer 0
    await expect.poll(() => panel.getByTestId('pool-total-reward').textContent(), { timeout: 15_000 }).not.toBe('0')
    expect(await panel.getByTestId('pool-today-reward').textContent()).not.toBe('0')
    // nothing left to harvest in this block: swap162 and no transaction
    await expect.poll(() => panel.getByTestId('pool-profit').textContent(), { timeout: 15_000 }).toBe('0')
    const count = sends(wallet)
    await panel.getByTestId('pool-harvest').click()
    await expect.poll(() => page.getByTestId('toast').isVisible()).toBe(true)
    expect(sends(wallet)).toBe(count)
  })

  it('unstakes all LP with Max', async () => {
    const lp = await balanceOf(me.lpToken, me.address)
    await openStakePopup(page, 'PHO-USDT', 'withdraw')
    await page.getByTestId('stake-max').click()
    expect(await page.getByTestId('stake-input').inputValue()).toBe('10')
    await page.getByTestId('stake-confirm').click()
    await expect.poll(() => staked(me.address), { timeout: 20_000 }).toBe(0n)
    expect(await balanceOf(me.lpToken, me.address)).toBe(lp + parseEther('10'))
    await expect
      .poll(() => page.getByTestId('pool-PHO-USDT').getByTestId('pool-staked').textContent(), { timeout: 15_000 })
      .toBe('0')
  })

  it('PHO single staking: stake, countdown, early withdrawal refused before sending, withdrawal after the lock', {
    timeout: 120_000,
  }, async () => {
    const panel = page.getByTestId('pool-PHO')
    await panel.getByTestId('pool-approve').click()
    await panel.getByTestId('pool-staked').waitFor({ timeout: 20_000 })
    await openStakePopup(page, 'PHO', 'deposit')
    await page.getByTestId('stake-input').fill('100')
    await page.getByTestId('stake-confirm').click()
    const stakedPho = () =>
      client.readContract({ address: STAKING, abi: lockStakingAbi, functionName: 'balanceOf', args: [me.address] })
    await expect.poll(stakedPho, { timeout: 20_000 }).toBe(parseEther('100'))
    const countdown = panel.getByTestId('unlock-countdown')
    await countdown.waitFor({ timeout: 15_000 })
    expect(await countdown.getAttribute('data-locked')).toBe('true')
    expect(await countdown.textContent()).toMatch(/00:(09|10):\d\d/)
    await screenshot(page, 'mining-countdown-375')
    await expectNoSeriousA11yViolations(page, 'mining-countdown')

    // The app-wide receipt watcher toasts each receipt it finds (every 3 s): let it find the stake's first, so its
    // toast cannot replace the one checked below.
    const unconfirmed = () =>
      page.evaluate(() =>
        Object.values(
          JSON.parse(localStorage.getItem('transactions') ?? '{}') as Record<string, { receipt?: unknown }[]>,
        )
          .flat()
          .some((tx) => !tx.receipt),
      )
    await expect.poll(unconfirmed, { timeout: 15_000 }).toBe(false)
    await page.waitForTimeout(500)

    // early: the simulation refuses it, the popup stays, nothing is sent
    const count = sends(wallet)
    await openStakePopup(page, 'PHO', 'withdraw')
    await page.getByTestId('stake-max').click()
    await page.getByTestId('stake-confirm').click()
    await expect.poll(() => page.getByTestId('toast').textContent(), { timeout: 10_000 }).toMatch(/\d\d:\d\d:\d\d/)
    expect(await page.getByTestId('stake-popup').isVisible()).toBe(true)
    expect(sends(wallet)).toBe(count)
    expect(await stakedPho()).toBe(parseEther('100'))
    await page.getByTestId('stake-cancel').click()

    // after the lock (10 minutes on the local chain)
    await testClient.increaseTime({ seconds: 11 * 60 })
    await testClient.mine({ blocks: 1 })
    await expect.poll(() => countdown.getAttribute('data-locked'), { timeout: 15_000 }).toBe('false')
    const phoBefore = await balanceOf(PHO, me.address)
    await openStakePopup(page, 'PHO', 'withdraw')
    await page.getByTestId('stake-max').click()
    await page.getByTestId('stake-confirm').click()
    await expect.poll(stakedPho, { timeout: 20_000 }).toBe(0n)
    expect(await balanceOf(PHO, me.address)).toBe(phoBefore + parseEther('100'))
    const withdrawn = await client.getContractEvents({
      address: STAKING,
      abi: [getAbiItem({ abi: lockStakingAbi, name: 'Withdrawn' })],
      eventName: 'Withdrawn',
      args: { user: me.address },
      fromBlock: 0n,
    })
    expect(withdrawn).toHaveLength(1)
  })
})

describe('mining host and the network', () => {
  it('shows the BSC page after the picker switches to BSC while disconnected', async () => {
    const page = await browser.newPage({ viewport: MOBILE })
    await page.goto(`${base}#/MiningsIndex`)
    await expect.poll(() => page.url(), { timeout: 15_000 }).toMatch(/MiningOKT$/)
    await page.getByTestId('network-picker').click()
    await page.getByTestId('network-option-56').click()
    await expect.poll(() => page.url(), { timeout: 15_000 }).toMatch(/#\/MiningsIndex\/MiningBSC$/)
    await page.getByTestId('mining-page-BSC').waitFor({ timeout: 15_000 })
    // no contracts on BSC in the sandbox: the page says so instead of showing empty panels
    expect(await page.getByTestId('mining-empty').isVisible()).toBe(true)
    expect(await page.getByTestId('mining-banner').isVisible()).toBe(true)
    await screenshot(page, 'mining-bsc-375')
    await expectNoSeriousA11yViolations(page, 'mining-bsc')
    await page.close()
  })
})
