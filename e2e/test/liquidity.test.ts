import { factoryAbi, pairAbi, routerAbi } from '@phoswap/core/abi/index'
import { minimumAmountOut } from '@phoswap/core/amm'
import { parseDeployment } from '@phoswap/core/deployments'
import { formatConfirmAmount, formatDisplayAmount } from '@phoswap/core/format'
import type { Browser } from 'playwright-core'
import { type Address, decodeFunctionData, getAddress, parseUnits, zeroAddress } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { expectNoSeriousA11yViolations } from '../src/a11y'
import { DESKTOP, docsScreenshot, launchBrowser, MOBILE, screenshot } from '../src/browser'
import {
  APPROVE_SELECTOR,
  addButton,
  deployFreshToken,
  erc20Balance,
  fundAccount,
  go,
  type LiquiditySession,
  localClient,
  openConnected,
  pickToken,
  sentTransactions,
  tokenOf,
  waitPending,
} from '../src/liquidityPage'

const base = inject('sandboxUrl')
const rpcUrl = inject('rpcUrl')
const deployment = parseDeployment(JSON.parse(inject('deploymentJson')))
const client = localClient(rpcUrl)
const factory = deployment.contracts.factory
const WETH = deployment.contracts.wrappedNative
const PHO = deployment.contracts.pho
const DAI = tokenOf(deployment, 'DAI').address
const USDT = tokenOf(deployment, 'USDT').address
const E18 = 10n ** 18n

// A fresh key for this file, funded below from anvil account 0: no other test file uses it.
const key = generatePrivateKey()
const me = privateKeyToAccount(key)

let browser: Browser
let s: LiquiditySession

async function pairOf(a: Address, b: Address): Promise<Address> {
  return client.readContract({ address: factory, abi: factoryAbi, functionName: 'getPair', args: [a, b] })
}

async function pool(pair: Address, a: Address) {
  const [r0, r1] = await client.readContract({ address: pair, abi: pairAbi, functionName: 'getReserves' })
  const token0 = await client.readContract({ address: pair, abi: pairAbi, functionName: 'token0' })
  const totalSupply = await client.readContract({ address: pair, abi: pairAbi, functionName: 'totalSupply' })
  const [ra, rb] = getAddress(token0) === getAddress(a) ? [r0, r1] : [r1, r0]
  return { ra, rb, totalSupply }
}

const lpOf = (pair: Address) => erc20Balance(client, pair, me.address)

async function rowNames(): Promise<string[]> {
  const rows = s.page.getByTestId('liquidity-row')
  const names: string[] = []
  for (let i = 0; i < (await rows.count()); i++) names.push((await rows.nth(i).getAttribute('data-name')) ?? '')
  return names
}

async function approveAll(): Promise<void> {
  // The screen first reads balances, allowances and reserves (the other amount follows from the pool price);
  // only then does it know whether to ask for approvals.
  const settled = async () =>
    (await s.page.getByTestId('add-approve-A').isVisible()) ||
    (await s.page.getByTestId('add-approve-B').isVisible()) ||
    (await addButton(s.page)
      .getAttribute('data-kind', { timeout: 1_000 })
      .catch(() => null)) === 'supply'
  await expect.poll(settled, { timeout: 15_000 }).toBe(true)
  for (const slot of ['A', 'B']) {
    const button = s.page.getByTestId(`add-approve-${slot}`)
    if (await button.isVisible()) {
      await button.click()
      await expect.poll(() => button.isVisible(), { timeout: 20_000 }).toBe(false)
    }
  }
}

/**
 * Supply through the confirm popup (its review shows the network fee); the popup says "confirmed" on the first
 * confirmation and stays until closed, then the screen goes back to the list.
 */
async function supply(): Promise<void> {
  await expect.poll(() => addButton(s.page).getAttribute('data-kind'), { timeout: 15_000 }).toBe('supply')
  await addButton(s.page).click()
  await expect
    .poll(() => s.page.getByTestId('add-confirm').getByTestId('network-fee-value').textContent(), { timeout: 15_000 })
    .toMatch(/^≈ (\d|<)[\d.,]* ETH/)
  await s.page.getByTestId('add-confirm-button').click()
  await expect
    .poll(() => s.page.getByTestId('pending-status').getAttribute('data-outcome'), { timeout: 30_000 })
    .toBe('confirmed')
  await s.page.getByTestId('pending-close').click()
  await expect.poll(() => s.page.url(), { timeout: 30_000 }).toMatch(/#\/SwapIndex\/LiquidityIndex$/)
}

beforeAll(async () => {
  browser = await launchBrowser()
  await fundAccount(rpcUrl, deployment, me.address, '100', { DAI: '10000', USDT: '10000', PHO: '50000' })
  s = await openConnected(browser, base, rpcUrl, key, '/SwapIndex/LiquidityIndex')
})
afterAll(async () => {
  await s?.context.close()
  await browser?.close()
})

describe('liquidity', () => {
  it('starts with an empty list and the two options', async () => {
    await expect.poll(() => s.page.getByTestId('liquidity-empty').isVisible(), { timeout: 15_000 }).toBe(true)
    await screenshot(s.page, 'liquidity-empty-375')
    await expectNoSeriousA11yViolations(s.page, 'liquidity-empty')
    await s.page.getByTestId('liquidity-option-2').click()
    await expect.poll(() => s.page.url()).toMatch(/#\/SwapIndex\/Liquidity$/)
    await s.page.getByTestId('liquidity-back').click()
    await s.page.getByTestId('liquidity-option-1').click()
    await expect.poll(() => s.page.url()).toMatch(/#\/SwapIndex\/importMining$/)
  })

  it('adds to an existing pair at the pool price (DAI-USDT), then lists it', async () => {
    await go(s.page, base, '/SwapIndex/Liquidity')
    await pickToken(s.page, 'add-token-A', { symbol: 'DAI' })
    await pickToken(s.page, 'add-token-B', { symbol: 'USDT' })
    const pair = await pairOf(DAI, USDT)
    const before = await pool(pair, DAI)
    const dai0 = await erc20Balance(client, DAI, me.address)
    const usdt0 = await erc20Balance(client, USDT, me.address)
    await expect.poll(() => addButton(s.page).getAttribute('data-key')).toBe('swap10')
    await s.page.getByTestId('add-input-A').fill('100')
    // The other input follows at the pool price (quote).
    const expectedB = (100n * E18 * before.rb) / before.ra
    await expect.poll(() => s.page.getByTestId('add-input-B').inputValue()).not.toBe('')
    expect(parseUnits(await s.page.getByTestId('add-input-B').inputValue(), 18)).toBeLessThanOrEqual(expectedB)
    await expect.poll(() => s.page.getByTestId('add-share').textContent()).toMatch(/%$/)
    await s.page.getByTestId('add-input-A').fill('100000')
    await expect.poll(() => addButton(s.page).getAttribute('data-key')).toBe('swap11')
    await s.page.getByTestId('add-input-A').fill('100')
    await expect.poll(() => s.page.getByTestId('add-approve-A').isVisible(), { timeout: 15_000 }).toBe(true)
    await screenshot(s.page, 'liquidity-add-375')
    await expectNoSeriousA11yViolations(s.page, 'liquidity-add')
    await s.page.setViewportSize(DESKTOP)
    await screenshot(s.page, 'liquidity-add-1280')
    await s.page.setViewportSize(MOBILE)
    await approveAll()
    await supply()

    expect(await erc20Balance(client, DAI, me.address)).toBe(dai0 - 100n * E18)
    expect(await erc20Balance(client, USDT, me.address)).toBe(usdt0 - expectedB)
    const minted = await lpOf(pair)
    expect(minted).toBe(
      (100n * E18 * before.totalSupply) / before.ra < (expectedB * before.totalSupply) / before.rb
        ? (100n * E18 * before.totalSupply) / before.ra
        : (expectedB * before.totalSupply) / before.rb,
    )
    await expect.poll(rowNames, { timeout: 15_000 }).toEqual(['DAI/USDT'])
    const stored = await s.page.evaluate(() => JSON.parse(localStorage.getItem('lpList') ?? '{}'))
    expect(stored['31337']).toEqual([
      {
        fromAddress: DAI,
        fromSymbol: 'DAI',
        fromDecimals: 18,
        toAddress: USDT,
        toSymbol: 'USDT',
        toDecimals: 18,
        lpAddress: pair,
      },
    ])
    await s.page.getByTestId('liquidity-row-toggle').first().click()
    await expect.poll(() => s.page.getByTestId('liquidity-share').textContent()).toMatch(/%$/)
    await screenshot(s.page, 'liquidity-list-375')
    await expectNoSeriousA11yViolations(s.page, 'liquidity-list')
    await s.page.setViewportSize(DESKTOP)
    await screenshot(s.page, 'liquidity-list-1280')
    await s.page.setViewportSize(MOBILE)
  })

  it('creates a new pair with a fresh token: the first provider sets the price', async () => {
    const fresh = await deployFreshToken(rpcUrl, me, 'FRSH')
    expect(await pairOf(fresh, DAI)).toBe(zeroAddress)
    await go(s.page, base, '/SwapIndex/Liquidity')
    await pickToken(s.page, 'add-token-A', { symbol: 'FRSH', address: fresh })
    await pickToken(s.page, 'add-token-B', { symbol: 'DAI' })
    await expect.poll(() => s.page.getByTestId('add-first-provider').isVisible(), { timeout: 15_000 }).toBe(true)
    await s.page.getByTestId('add-input-A').fill('1000')
    await s.page.getByTestId('add-input-B').fill('500')
    await expect.poll(() => s.page.getByTestId('add-price-ba').textContent()).toBe('0.50000000')
    // The first deposit holds all but the 1000 locked units: just under 100%.
    await expect.poll(() => s.page.getByTestId('add-share').textContent()).toBe('99.99%')
    await screenshot(s.page, 'liquidity-create-375')
    await expectNoSeriousA11yViolations(s.page, 'liquidity-create')
    await approveAll()
    await supply()

    const pair = await pairOf(fresh, DAI)
    expect(pair).not.toBe(zeroAddress)
    const created = await pool(pair, fresh)
    expect([created.ra, created.rb]).toEqual([1000n * E18, 500n * E18])
    // sqrt(1000e18 * 500e18) - MINIMUM_LIQUIDITY
    expect(await lpOf(pair)).toBe(707106781186547524400n - 1000n)
    await expect.poll(rowNames, { timeout: 15_000 }).toEqual(['DAI/USDT', 'FRSH/DAI'])
  })

  it('adds with the native coin (ETH + PHO through addLiquidityETH), taxed PHO noted', async () => {
    await go(s.page, base, '/SwapIndex/Liquidity')
    await pickToken(s.page, 'add-token-A', { symbol: 'ETH' })
    await pickToken(s.page, 'add-token-B', { symbol: 'PHO' })
    await s.page.getByTestId('add-input-A').fill('1')
    await expect.poll(() => s.page.getByTestId('add-tax-note').isVisible(), { timeout: 15_000 }).toBe(true)
    const pair = await pairOf(WETH, PHO)
    const eth0 = await client.getBalance({ address: me.address })
    const pho0 = await erc20Balance(client, PHO, me.address)
    const from = s.wallet.requests.length
    await approveAll()
    await supply()
    const sent = sentTransactions(s.wallet, from)
    const call = decodeFunctionData({ abi: routerAbi, data: sent.at(-1)!.data! })
    expect(call.functionName).toBe('addLiquidityETH')
    const eth1 = await client.getBalance({ address: me.address })
    expect(eth0 - eth1).toBeGreaterThan(E18)
    expect(eth0 - eth1).toBeLessThan(E18 + E18 / 100n)
    expect(await erc20Balance(client, PHO, me.address)).toBeLessThan(pho0)
    expect(await lpOf(pair)).toBeGreaterThan(0n)
    await expect.poll(rowNames, { timeout: 15_000 }).toContain('WETH/PHO')
  })

  it('imports a pool held but not listed; a pool without LP prompts to add', async () => {
    await s.page.evaluate(() => localStorage.removeItem('lpList'))
    await go(s.page, base, '/SwapIndex/LiquidityIndex')
    await s.page.reload()
    await s.page.getByTestId('account').waitFor({ timeout: 15_000 })
    await expect.poll(() => s.page.getByTestId('liquidity-empty').isVisible(), { timeout: 15_000 }).toBe(true)
    await s.page.getByTestId('liquidity-option-1').click()
    await pickToken(s.page, 'import-token-A', { symbol: 'USDC' })
    await pickToken(s.page, 'import-token-B', { symbol: 'USDT' })
    await expect.poll(() => s.page.getByTestId('import-no-liquidity').isVisible(), { timeout: 15_000 }).toBe(true)
    await pickToken(s.page, 'import-token-A', { symbol: 'DAI' })
    await expect.poll(() => s.page.getByTestId('import-found').isVisible(), { timeout: 15_000 }).toBe(true)
    const pair = await pairOf(DAI, USDT)
    const lp = await lpOf(pair)
    expect(lp).toBeGreaterThan(0n)
    await expect.poll(() => s.page.getByTestId('import-share').textContent()).toMatch(/%$/)
    await screenshot(s.page, 'liquidity-import-375')
    await expectNoSeriousA11yViolations(s.page, 'liquidity-import')
    await s.page.setViewportSize(DESKTOP)
    await screenshot(s.page, 'liquidity-import-1280')
    await s.page.setViewportSize(MOBILE)
    await s.page.getByTestId('import-manage').click()
    await expect.poll(() => s.page.url()).toMatch(/#\/SwapIndex\/LiquidityIndex$/)
    await expect.poll(rowNames, { timeout: 15_000 }).toEqual(['DAI/USDT'])
    // Import WETH/PHO back as well, for the permit removal below.
    await s.page.getByTestId('liquidity-option-1').click()
    await pickToken(s.page, 'import-token-A', { symbol: 'WETH' })
    await pickToken(s.page, 'import-token-B', { symbol: 'PHO' })
    await expect.poll(() => s.page.getByTestId('import-found').isVisible(), { timeout: 15_000 }).toBe(true)
    await s.page.getByTestId('import-manage').click()
    await expect.poll(rowNames, { timeout: 15_000 }).toEqual(['DAI/USDT', 'WETH/PHO'])
  })

  it('removes 25% (slider resets), then 100% (the row leaves the list)', async () => {
    const pair = await pairOf(DAI, USDT)
    const lp0 = await lpOf(pair)
    await go(s.page, base, '/SwapIndex/LiquidityIndex')
    const row = s.page.locator('[data-testid="liquidity-row"][data-name="DAI/USDT"]')
    await row.getByTestId('liquidity-row-toggle').click()
    await row.getByTestId('liquidity-remove').click()
    await expect.poll(() => s.page.getByTestId('remove-screen').isVisible(), { timeout: 15_000 }).toBe(true)
    // Slider at 0: the no-input message, nothing to send.
    await expect.poll(() => s.page.getByTestId('remove-button').isDisabled(), { timeout: 15_000 }).toBe(true)
    await s.page.getByTestId('remove-quick-25').click()
    await expect.poll(() => s.page.getByTestId('remove-percent').textContent()).toBe('25%')
    const before = await pool(pair, DAI)
    const burn = (lp0 * 25n) / 100n
    const dai0 = await erc20Balance(client, DAI, me.address)
    await expect.poll(() => s.page.getByTestId('remove-amount-from').textContent()).not.toBe('0')
    await screenshot(s.page, 'liquidity-remove-375')
    await expectNoSeriousA11yViolations(s.page, 'liquidity-remove')
    await s.page.setViewportSize(DESKTOP)
    await screenshot(s.page, 'liquidity-remove-1280')
    await s.page.setViewportSize(MOBILE)
    await s.page.getByTestId('remove-approve').click()
    await expect
      .poll(() => s.page.getByTestId('remove-approve').getAttribute('data-state'), { timeout: 20_000 })
      .toBe('approved')
    // Its network fee shows under the button once it can be sent, and again in the review.
    await expect
      .poll(() => s.page.getByTestId('remove-screen').getByTestId('network-fee-value').textContent(), {
        timeout: 20_000,
      })
      .toMatch(/^≈ (<)?\d[\d.,]* ETH/)
    // The review (in English for the docs' screenshot: the machine may have no CJK font): amounts out, the
    // minimums after the 0.1% default slippage (what the router call carries), the pool tokens burned.
    await s.page.evaluate(() => localStorage.setItem('lang', 'en-US'))
    await s.page.reload()
    await s.page.getByTestId('remove-quick-25').click()
    await expect.poll(() => s.page.getByTestId('remove-button').isEnabled(), { timeout: 15_000 }).toBe(true)
    await s.page.getByTestId('remove-button').click()
    const review = s.page.getByTestId('remove-review')
    await review.waitFor()
    const usdtDecimals = tokenOf(deployment, 'USDT').decimals
    const outDai = (burn * before.ra) / before.totalSupply
    const outUsdt = (burn * before.rb) / before.totalSupply
    expect(await review.getByRole('heading').textContent()).toBe('Review removal')
    expect(await review.getByTestId('review-out-from').textContent()).toBe(`${formatConfirmAmount(outDai, 18)} DAI`)
    expect(await review.getByTestId('review-out-to').textContent()).toBe(
      `${formatConfirmAmount(outUsdt, usdtDecimals)} USDT`,
    )
    expect(await review.getByTestId('review-min-from').textContent()).toBe(
      `${formatConfirmAmount(minimumAmountOut(outDai, 10), 18)} DAI`,
    )
    expect(await review.getByTestId('review-min-to').textContent()).toBe(
      `${formatConfirmAmount(minimumAmountOut(outUsdt, 10), usdtDecimals)} USDT`,
    )
    expect(await review.getByTestId('review-slippage').textContent()).toBe('0.1%')
    expect(await review.getByTestId('review-lp').textContent()).toBe(formatConfirmAmount(burn, 18))
    expect(await review.getByTestId('review-warning').textContent()).toContain('cannot be undone')
    await expect
      .poll(() => review.getByTestId('network-fee-value').textContent(), { timeout: 20_000 })
      .toMatch(/^≈ (<)?\d[\d.,]* ETH/)
    // The approval's toast gone first, so the screenshot shows the review only.
    await expect.poll(() => s.page.getByTestId('toast').count(), { timeout: 10_000 }).toBe(0)
    await docsScreenshot(s.page, 'liquidity-remove-review-375')
    await expectNoSeriousA11yViolations(s.page, 'liquidity-remove-review')
    // Cancel sends nothing.
    const sentBefore = sentTransactions(s.wallet, 0).length
    await review.getByRole('button', { name: 'Cancel', exact: true }).click()
    await review.waitFor({ state: 'detached' })
    expect(sentTransactions(s.wallet, 0).length).toBe(sentBefore)
    expect(await lpOf(pair)).toBe(lp0)
    await s.page.evaluate(() => localStorage.setItem('lang', 'zh-CN'))
    await s.page.reload()
    await s.page.getByTestId('remove-quick-25').click()
    await expect.poll(() => s.page.getByTestId('remove-button').isEnabled(), { timeout: 15_000 }).toBe(true)
    await s.page.getByTestId('remove-button').click()
    await s.page.getByTestId('remove-review').getByTestId('review-confirm').click()
    await waitPending(s.page, '1')
    await expect.poll(() => s.page.getByTestId('remove-percent').textContent(), { timeout: 20_000 }).toBe('0%')
    await s.page.getByTestId('pending-close').click()
    expect(await lpOf(pair)).toBe(lp0 - burn)
    expect(await erc20Balance(client, DAI, me.address)).toBe(dai0 + (burn * before.ra) / before.totalSupply)
    // The history row says what it was, when (in the user's language) and, without an explorer on the local
    // chain, a short hash with the whole one in its tooltip, not 66 characters.
    await s.page.getByTestId('liquidity-history').click()
    const newest = s.page.getByTestId('tx-record-row').first()
    await newest.waitFor()
    expect(await newest.textContent()).toContain(`移除 ${formatDisplayAmount(outDai, 18)} DAI`)
    expect(await newest.getByTestId('tx-record-time').textContent()).toMatch(/^\d{4}年\d{1,2}月\d{1,2}日/)
    const hash = newest.getByTestId('tx-record-hash')
    expect(await hash.getAttribute('title')).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await hash.textContent()).toMatch(/^0x[0-9a-f]{6}…[0-9a-f]{8}$/)
    expect(await newest.getByTestId('tx-record-explorer').count()).toBe(0)
    await s.page.keyboard.press('Escape')
    await s.page.getByTestId('tx-record').waitFor({ state: 'detached' })

    await s.page.getByTestId('remove-quick-max').click()
    await expect.poll(() => s.page.getByTestId('remove-button').isEnabled(), { timeout: 15_000 }).toBe(true)
    await s.page.getByTestId('remove-button').click()
    await s.page.getByTestId('remove-review').getByTestId('review-confirm').click()
    // The popup says "confirmed" and stays; closing it goes back to the list.
    await expect
      .poll(() => s.page.getByTestId('pending-status').getAttribute('data-outcome'), { timeout: 30_000 })
      .toBe('confirmed')
    await s.page.getByTestId('pending-close').click()
    await expect.poll(() => s.page.url(), { timeout: 30_000 }).toMatch(/#\/SwapIndex\/LiquidityIndex$/)
    expect(await lpOf(pair)).toBe(0n)
    await expect.poll(rowNames, { timeout: 15_000 }).toEqual(['WETH/PHO'])
  })

  it('removes with a signed permit instead of an approval, paid in ETH through the fee-on-transfer path', async () => {
    const pair = await pairOf(WETH, PHO)
    const lp0 = await lpOf(pair)
    const eth0 = await client.getBalance({ address: me.address })
    const pho0 = await erc20Balance(client, PHO, me.address)
    const from = s.wallet.requests.length
    const row = s.page.locator('[data-testid="liquidity-row"][data-name="WETH/PHO"]')
    await row.getByTestId('liquidity-row-toggle').click()
    await row.getByTestId('liquidity-remove').click()
    await expect.poll(() => s.page.getByTestId('remove-screen').isVisible(), { timeout: 15_000 }).toBe(true)
    await s.page.getByTestId('remove-quick-50').click()
    await expect.poll(() => s.page.getByTestId('remove-receive-native').isChecked()).toBe(true)
    await expect.poll(() => s.page.getByTestId('remove-permit').isEnabled(), { timeout: 15_000 }).toBe(true)
    await s.page.getByTestId('remove-permit').click()
    await expect
      .poll(() => s.page.getByTestId('remove-approve').getAttribute('data-state'), { timeout: 15_000 })
      .toBe('permitted')
    await s.page.getByTestId('remove-button').click()
    await s.page.getByTestId('remove-review').getByTestId('review-confirm').click()
    await waitPending(s.page, '1')
    await s.page.getByTestId('pending-close').click()
    await expect.poll(() => s.page.getByTestId('remove-percent').textContent(), { timeout: 20_000 }).toBe('0%')

    const requests = s.wallet.requests.slice(from)
    expect(requests.some((r) => r.method === 'eth_signTypedData_v4')).toBe(true)
    const sent = sentTransactions(s.wallet, from)
    expect(sent.filter((tx) => tx.data?.startsWith(APPROVE_SELECTOR))).toEqual([])
    expect(sent).toHaveLength(1)
    expect(decodeFunctionData({ abi: routerAbi, data: sent[0]!.data! }).functionName).toBe(
      'removeLiquidityETHWithPermitSupportingFeeOnTransferTokens',
    )
    expect(await lpOf(pair)).toBe(lp0 - lp0 / 2n)
    expect(await client.getBalance({ address: me.address })).toBeGreaterThan(eth0)
    expect(await erc20Balance(client, PHO, me.address)).toBeGreaterThan(pho0)
  })

  it('refuses a malformed or tampered pool record in the query, in the user language', async () => {
    await go(s.page, base, '/SwapIndex/Remove?item=%7Bnot-json')
    await expect.poll(() => s.page.getByTestId('remove-error').getAttribute('data-reason')).toBe('notJson')
    const daiUsdt = await pairOf(DAI, USDT)
    const tampered = {
      fromAddress: WETH,
      fromSymbol: 'WETH',
      fromDecimals: 18,
      toAddress: PHO,
      toSymbol: 'PHO',
      toDecimals: 18,
      lpAddress: daiUsdt,
    }
    await go(s.page, base, `/SwapIndex/Remove?item=${encodeURIComponent(JSON.stringify(tampered))}`)
    await expect
      .poll(() => s.page.getByTestId('remove-error').getAttribute('data-reason'), { timeout: 15_000 })
      .toBe('notPair')
    const lower = { ...tampered, lpAddress: daiUsdt.toLowerCase() }
    await go(s.page, base, `/SwapIndex/Remove?item=${encodeURIComponent(JSON.stringify(lower))}`)
    await expect.poll(() => s.page.getByTestId('remove-error').getAttribute('data-reason')).toBe('checksum')
    expect(await s.page.getByTestId('remove-error').textContent()).toMatch(/\S/)
  })
})
