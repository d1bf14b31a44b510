import { anvilPrivateKeys } from '@phoswap/contracts/accounts'
import { routerAbi } from '@phoswap/core/abi/index'
import type { Deployment } from '@phoswap/core/deployments'
import { formatConfirmAmount } from '@phoswap/core/format'
import type { Browser } from 'playwright-core'
import { decodeFunctionData, erc20Abi, getAddress, maxUint256, parseEther, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { expectNoSeriousA11yViolations } from '../src/a11y'
import { DESKTOP, launchBrowser, MOBILE, screenshot } from '../src/browser'
import { swapOnChain } from '../src/chain'
import {
  buttonKey,
  buttonKind,
  chainClient,
  openSwap,
  pickToken,
  resetSwap,
  type SwapSession,
  submittedHash,
  swapAndConfirm,
  tokenBalance,
  tokenOf,
  typeAmount,
  waitButton,
} from '../src/swapPage'
import { installTestWallet, TEST_WALLET_RDNS } from '../src/testWallet'

const base = inject('sandboxUrl')
const rpcUrl = inject('rpcUrl')
const deployment = JSON.parse(inject('deploymentJson')) as Deployment
const client = chainClient(rpcUrl)
const USDT = tokenOf(deployment, 'USDT')
const USDC = tokenOf(deployment, 'USDC')
const DAI = tokenOf(deployment, 'DAI')
const LINK = tokenOf(deployment, 'LINK')
const PHO = deployment.contracts.pho
const WETH = deployment.contracts.wrappedNative
const router = deployment.contracts.router

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function mined(hash: `0x${string}`) {
  const receipt = await client.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  return receipt
}

describe('swap screen, account 6', () => {
  let s: SwapSession
  let me: `0x${string}`
  beforeAll(async () => {
    s = await openSwap(browser, base, rpcUrl, 6)
    me = s.wallet.account.address
  })
  afterAll(async () => {
    await s?.context.close()
  })

  it('approves the maximum, re-checks, swaps exact-in token to token and shows a tick in the record', async () => {
    const { page } = s
    await pickToken(page, 'from', 'USDT')
    await pickToken(page, 'to', 'USDC')
    await typeAmount(page, 'from', '100')
    await waitButton(page, 'approve')
    await page.getByTestId('swap-button').click()
    // After the approval's receipt the allowance is read again and the button turns to swap.
    await waitButton(page, 'swap', 30_000)
    expect(
      await client.readContract({ address: USDT, abi: erc20Abi, functionName: 'allowance', args: [me, router] }),
    ).toBe(maxUint256)
    expect(await page.getByTestId('swap-route').textContent()).toBe('USDT > USDC')
    expect(await page.getByTestId('swap-fee').textContent()).toContain('0.3 USDT')
    await screenshot(page, 'swap-375')
    await expectNoSeriousA11yViolations(page, 'swap')
    const usdtBefore = await tokenBalance(client, USDT, me)
    const usdcBefore = await tokenBalance(client, USDC, me)
    await page.getByTestId('swap-button').click()
    await page.getByTestId('confirm-swap').waitFor()
    await screenshot(page, 'swap-confirm-375')
    await expectNoSeriousA11yViolations(page, 'swap-confirm')
    const note = await page.getByTestId('confirm-note').textContent()
    await page.getByTestId('confirm-swap').click()
    const hash = await submittedHash(page)
    await mined(hash)
    expect(await tokenBalance(client, USDT, me)).toBe(usdtBefore - parseUnits('100', 18))
    const got = (await tokenBalance(client, USDC, me)) - usdcBefore
    expect(got).toBeGreaterThan(parseUnits('99', 6))
    const tx = await client.getTransaction({ hash })
    const call = decodeFunctionData({ abi: routerAbi, data: tx.input })
    expect(call.functionName).toBe('swapExactTokensForTokens')
    // The confirm's "minimum received" is the amountOutMin the swap sends (one rule: core's minimumAmountOut).
    expect(note).toContain(`${formatConfirmAmount(call.args?.[1] as bigint, 6)} USDC`)
    await page.getByTestId('history-button').click()
    const row = page.locator(`[data-testid="tx-record-row"][data-hash="${hash}"]`)
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 15_000 }).toBe('success')
    expect(await row.textContent()).toContain('✓')
    await screenshot(page, 'swap-record-375')
    await expectNoSeriousA11yViolations(page, 'swap-record')
    // The record survives a reload.
    await resetSwap(page)
    await page.getByTestId('history-button').click()
    expect(await page.locator(`[data-testid="tx-record-row"][data-hash="${hash}"]`).getAttribute('data-status')).toBe(
      'success',
    )
  })

  it('swaps exact-out: the to box decides, at most the maximum sold is spent', async () => {
    const { page } = s
    await resetSwap(page)
    await pickToken(page, 'from', 'USDT')
    await pickToken(page, 'to', 'DAI')
    await typeAmount(page, 'to', '50')
    await waitButton(page, 'swap')
    expect(await page.getByTestId('swap-info').textContent()).toMatch(/USDT/)
    const usdtBefore = await tokenBalance(client, USDT, me)
    const daiBefore = await tokenBalance(client, DAI, me)
    await page.getByTestId('swap-button').click()
    const note = await page.getByTestId('confirm-note').textContent()
    await page.getByTestId('confirm-swap').click()
    const hash = await submittedHash(page)
    await mined(hash)
    expect(await tokenBalance(client, DAI, me)).toBe(daiBefore + parseEther('50'))
    const spent = usdtBefore - (await tokenBalance(client, USDT, me))
    expect(spent).toBeGreaterThan(parseEther('50'))
    expect(spent).toBeLessThan(parseEther('50.5'))
    const tx = await client.getTransaction({ hash })
    const call = decodeFunctionData({ abi: routerAbi, data: tx.input })
    expect(call.functionName).toBe('swapTokensForExactTokens')
    // The confirm's "maximum sold" is the amountInMax the swap sends (one rule: core's maximumAmountIn).
    expect(note).toContain(`${formatConfirmAmount(call.args?.[1] as bigint, 18)} USDT`)
  })

  it('swaps the native coin for a token and a token for the native coin', async () => {
    const { page } = s
    await resetSwap(page)
    await pickToken(page, 'to', 'USDT')
    await typeAmount(page, 'from', '0.1')
    await waitButton(page, 'swap')
    const ethBefore = await client.getBalance({ address: me })
    const usdtBefore = await tokenBalance(client, USDT, me)
    let hash = await swapAndConfirm(page)
    await mined(hash)
    expect(ethBefore - (await client.getBalance({ address: me }))).toBeGreaterThanOrEqual(parseEther('0.1'))
    expect((await tokenBalance(client, USDT, me)) - usdtBefore).toBeGreaterThan(parseEther('290'))

    // Reverse: USDT to ETH (the typed amount moves to the to box, the source flips with it).
    await page.getByTestId('swap-reverse').click()
    expect(await page.getByTestId('swap-symbol-from').textContent()).toBe('USDT')
    await typeAmount(page, 'from', '100')
    await waitButton(page, 'swap')
    const ethMid = await client.getBalance({ address: me })
    const usdtMid = await tokenBalance(client, USDT, me)
    hash = await swapAndConfirm(page)
    await mined(hash)
    expect(await tokenBalance(client, USDT, me)).toBe(usdtMid - parseEther('100'))
    expect(await client.getBalance({ address: me })).toBeGreaterThan(ethMid)
    const tx = await client.getTransaction({ hash })
    expect(decodeFunctionData({ abi: routerAbi, data: tx.input }).functionName).toBe('swapExactTokensForETH')
  })

  it('routes through a base token in two hops', async () => {
    const { page } = s
    await resetSwap(page)
    await pickToken(page, 'from', 'LINK')
    await pickToken(page, 'to', 'USDT')
    await typeAmount(page, 'from', '10')
    await waitButton(page, 'approve')
    await page.getByTestId('swap-button').click()
    await waitButton(page, 'swap', 30_000)
    expect(await page.getByTestId('swap-route').textContent()).toBe('LINK > WETH > USDT')
    const linkBefore = await tokenBalance(client, LINK, me)
    const usdtBefore = await tokenBalance(client, USDT, me)
    const hash = await swapAndConfirm(page)
    await mined(hash)
    expect(await tokenBalance(client, LINK, me)).toBe(linkBefore - parseEther('10'))
    expect((await tokenBalance(client, USDT, me)) - usdtBefore).toBeGreaterThan(parseEther('10'))
    const tx = await client.getTransaction({ hash })
    const decoded = decodeFunctionData({ abi: routerAbi, data: tx.input })
    expect((decoded.args?.[2] as string[] | undefined)?.length).toBe(3)
  })

  it('wraps and unwraps 1:1', async () => {
    const { page } = s
    await resetSwap(page)
    await pickToken(page, 'to', 'WETH')
    await typeAmount(page, 'from', '0.5')
    await waitButton(page, 'wrap')
    const wethBefore = await tokenBalance(client, WETH, me)
    await page.getByTestId('swap-button').click()
    await mined(await submittedHash(page))
    expect(await tokenBalance(client, WETH, me)).toBe(wethBefore + parseEther('0.5'))
    await page.getByTestId('swap-reverse').click()
    await typeAmount(page, 'from', '0.5')
    await waitButton(page, 'unwrap')
    await page.getByTestId('swap-button').click()
    await mined(await submittedHash(page))
    expect(await tokenBalance(client, WETH, me)).toBe(wethBefore)
  })

  it('sells the taxed PHO with the fee-on-transfer function and its 0.9999 input scale', async () => {
    const { page } = s
    await resetSwap(page)
    await pickToken(page, 'from', 'PHO')
    await pickToken(page, 'to', 'USDT')
    await typeAmount(page, 'from', '1000')
    await waitButton(page, 'approve')
    await page.getByTestId('swap-button').click()
    await waitButton(page, 'swap', 30_000)
    const phoBefore = await tokenBalance(client, PHO, me)
    const usdtBefore = await tokenBalance(client, USDT, me)
    const hash = await swapAndConfirm(page)
    await mined(hash)
    expect(await tokenBalance(client, PHO, me)).toBe(phoBefore - parseEther('999.9'))
    expect((await tokenBalance(client, USDT, me)) - usdtBefore).toBeGreaterThan(parseEther('480'))
    const tx = await client.getTransaction({ hash })
    expect(decodeFunctionData({ abi: routerAbi, data: tx.input }).functionName).toBe(
      'swapExactTokensForTokensSupportingFeeOnTransferTokens',
    )
  })

  it('imports a token by address behind the warning when its list is off, and swaps into it', async () => {
    const { page } = s
    await resetSwap(page)
    await page.getByTestId('swap-token-to').click()
    await page.getByTestId('picker-view-2').click()
    await page.getByTestId('list-toggle-deployment').click()
    expect(await page.getByTestId('list-toggle-deployment').getAttribute('aria-checked')).toBe('false')
    await page.getByTestId('picker-view-0').click()
    await page.getByTestId('token-search').fill(USDC)
    await expect.poll(() => page.getByTestId('import-symbol').textContent(), { timeout: 15_000 }).toBe('USDC')
    await page.getByTestId('import-button').click()
    expect(await page.getByTestId('import-warning').isVisible()).toBe(true)
    await screenshot(page, 'token-import-375')
    await expectNoSeriousA11yViolations(page, 'token-import')
    await page.getByTestId('import-confirm').click()
    expect(await page.getByTestId('swap-symbol-to').textContent()).toBe('USDC')
    await typeAmount(page, 'from', '0.01')
    await waitButton(page, 'swap')
    expect(await page.getByTestId('swap-route').textContent()).toBe('ETH > USDT > USDC')
    const before = await tokenBalance(client, USDC, me)
    await mined(await swapAndConfirm(page))
    expect((await tokenBalance(client, USDC, me)) - before).toBeGreaterThan(parseUnits('25', 6))
    // The imported token is kept in curList and listed under manage.
    await page.getByTestId('swap-token-to').click()
    await page.getByTestId('picker-view-1').click()
    expect(await page.locator('[data-testid="custom-token-row"][data-symbol="USDC"]').count()).toBe(1)
    await page.getByTestId('picker-view-2').click()
    await page.getByTestId('list-toggle-deployment').click()
  })
})

describe('swap screen, account 7 (English)', () => {
  let s: SwapSession
  let me: `0x${string}`
  beforeAll(async () => {
    s = await openSwap(browser, base, rpcUrl, 7)
    me = s.wallet.account.address
    await s.page.evaluate(() => localStorage.setItem('lang', 'en-US'))
  })
  afterAll(async () => {
    await s?.context.close()
  })

  it('refuses to send a swap that would fail on slippage and says why', async () => {
    const { page, wallet } = s
    await resetSwap(page)
    await pickToken(page, 'from', 'USDT')
    await pickToken(page, 'to', 'DAI')
    await typeAmount(page, 'from', '100')
    await waitButton(page, 'approve')
    await page.getByTestId('swap-button').click()
    await waitButton(page, 'swap', 30_000)
    await page.getByTestId('swap-button').click()
    await page.getByTestId('confirm-swap').waitFor()
    // Another trader moves the price after the quote was confirmed on screen.
    await swapOnChain(
      rpcUrl,
      deployment,
      privateKeyToAccount(anvilPrivateKeys[6]!),
      ['USDT', 'DAI'],
      parseEther('3000'),
    )
    const sent = wallet.requests.filter((r) => r.method === 'eth_sendTransaction').length
    const usdtBefore = await tokenBalance(client, USDT, me)
    await page.getByTestId('confirm-swap').click()
    await expect
      .poll(() => page.getByTestId('swap-error').textContent(), { timeout: 15_000 })
      .toBe('Try increasing your slippage tolerance.')
    expect(wallet.requests.filter((r) => r.method === 'eth_sendTransaction').length).toBe(sent)
    expect(await tokenBalance(client, USDT, me)).toBe(usdtBefore)
  })

  it('warns above 10% price impact, blocks at 20% and lets expert mode swap', async () => {
    const { page } = s
    await resetSwap(page)
    await pickToken(page, 'to', 'USDT')
    await typeAmount(page, 'from', '15')
    await expect.poll(() => buttonKey(page), { timeout: 15_000 }).toBe('swapAnyway')
    await page.getByTestId('swap-button').click()
    expect(await page.getByTestId('impact-warning').isVisible()).toBe(true)
    await screenshot(page, 'swap-impact-warning-375')
    await expectNoSeriousA11yViolations(page, 'swap-impact-warning')
    await page.getByTestId('impact-continue').click()
    expect(await page.getByTestId('confirm-popup').isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    await typeAmount(page, 'from', '40')
    await expect.poll(() => buttonKey(page)).toBe('priceImpactTooHigh')
    expect(await page.getByTestId('swap-button').isDisabled()).toBe(true)
    expect(await page.getByTestId('swap-impact').getAttribute('data-tier')).toBe('severe')
    await page.getByTestId('settings-button').click()
    await page.getByTestId('expert-toggle').click()
    await page.getByTestId('expert-confirm').click()
    await screenshot(page, 'swap-settings-375')
    await expectNoSeriousA11yViolations(page, 'swap-settings')
    await page.keyboard.press('Escape')
    await waitButton(page, 'swap')
    expect(await buttonKey(page)).toBe('swap')
    const usdtBefore = await tokenBalance(client, USDT, me)
    // Expert mode: no warning popup, straight to the confirm dialog.
    await mined(await swapAndConfirm(page))
    expect((await tokenBalance(client, USDT, me)) - usdtBefore).toBeGreaterThan(parseEther('50000'))
  })

  it('says "no price history yet" in the chart of a pair the indexer has no history for', async () => {
    const { page } = s
    await resetSwap(page)
    // DAI and LINK have no pool of their own: nothing was ever indexed for their pair.
    await pickToken(page, 'from', 'DAI')
    await pickToken(page, 'to', 'LINK')
    await page.getByTestId('chart-button').click()
    await expect
      .poll(() => page.getByTestId('chart-empty').textContent(), { timeout: 15_000 })
      .toBe('No price history yet')
    expect(await page.getByTestId('chart-svg').count()).toBe(0)
    await page.keyboard.press('Escape')
  })

  it('marks a transaction the wallet replaced (its nonce used by another) as dropped, not pending forever', async () => {
    const { page, wallet } = s
    await resetSwap(page)
    await pickToken(page, 'to', 'WETH')
    await typeAmount(page, 'from', '0.1')
    await waitButton(page, 'wrap')
    // The wallet signs the wrap but keeps it (never broadcast), as a wallet with a stuck transaction does.
    wallet.holdNextTransaction = true
    await page.getByTestId('swap-button').click()
    const held = await submittedHash(page)
    expect(held).toBe(wallet.held?.hash)
    await page.getByTestId('history-button').click()
    const row = page.locator(`[data-testid="tx-record-row"][data-hash="${held}"]`)
    await expect.poll(() => row.getAttribute('data-status')).toBe('pending')
    // A few polls later it is still pending: nothing used its nonce yet.
    await page.waitForTimeout(4_000)
    expect(await row.getAttribute('data-status')).toBe('pending')
    // The user cancels it in the wallet: another transaction takes the same nonce and is mined.
    await mined(await wallet.replaceHeld())
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 15_000 }).toBe('dropped')
    expect(await row.textContent()).toContain('Replaced or dropped')
    expect(await client.getTransactionReceipt({ hash: held }).catch(() => null)).toBeNull()
    await screenshot(page, 'swap-record-dropped-375')
    await expectNoSeriousA11yViolations(page, 'swap-record-dropped')
    await page.keyboard.press('Escape')
  })
})

describe('a wallet on the wrong network', () => {
  it('shows "Switch network" first on swap, liquidity and flash; the click switches the wallet back', async () => {
    const context = await browser.newContext({ viewport: MOBILE })
    try {
      const wallet = await installTestWallet(context, { privateKey: anvilPrivateKeys[8]!, rpcUrl })
      const page = await context.newPage()
      await page.goto(`${base}#/SwapIndex/Swap`)
      await page.evaluate(() => localStorage.setItem('lang', 'en-US'))
      await page.reload()
      await page.getByTestId('connect-button').click()
      await page.getByTestId(`wallet-option-${TEST_WALLET_RDNS}`).click()
      await page.getByTestId('account').waitFor({ timeout: 15_000 })
      // The user picks chain 1 in the wallet, which the app does not offer (Local is the sandbox's network); the
      // page reloads on the network change and comes back connected on chain 1.
      await wallet.moveToChain(1)
      await waitButton(page, 'switch', 20_000)
      expect(await page.getByTestId('swap-button').textContent()).toBe('Switch network')
      await page.goto(`${base}#/SwapIndex/Liquidity`)
      await expect.poll(() => page.getByTestId('add-button').getAttribute('data-kind')).toBe('switch')
      expect(await page.getByTestId('add-button').textContent()).toBe('Switch network')
      await page.goto(`${base}#/FlashExchange`)
      await expect.poll(() => page.getByTestId('flash-button').getAttribute('data-kind')).toBe('switch')
      // Remove takes a pool of the page's network: it asks to switch instead of checking it against chain 1.
      const pair = deployment.pairs.find((p) => p.name === 'PHO-USDT')!
      const meta = (address: string) =>
        deployment.tokens.find((t) => t.address.toLowerCase() === address.toLowerCase())!
      const item = {
        fromAddress: getAddress(pair.token0),
        fromSymbol: meta(pair.token0).symbol,
        fromDecimals: meta(pair.token0).decimals,
        toAddress: getAddress(pair.token1),
        toSymbol: meta(pair.token1).symbol,
        toDecimals: meta(pair.token1).decimals,
        lpAddress: getAddress(pair.address),
      }
      await page.goto(`${base}#/SwapIndex/Remove?item=${encodeURIComponent(JSON.stringify(item))}`)
      await page.getByTestId('remove-switch').waitFor({ timeout: 15_000 })
      expect(await page.getByTestId('remove-switch').textContent()).toBe('Switch network')
      expect(await page.getByTestId('remove-wrong-network').textContent()).toContain('another network')
      expect(await page.getByTestId('remove-error').count()).toBe(0)
      await screenshot(page, 'liquidity-remove-wrong-network-375')
      await expectNoSeriousA11yViolations(page, 'liquidity-remove-wrong-network')
      await page.goto(`${base}#/SwapIndex/Swap`)
      await waitButton(page, 'switch')
      await page.getByTestId('swap-button').click()
      // The wallet was asked for the selected network (31337); the page reloads on the new chain, still connected.
      await expect
        .poll(() => wallet.requests.some((r) => r.method === 'wallet_switchEthereumChain'), { timeout: 15_000 })
        .toBe(true)
      const switchTo = wallet.requests.find((r) => r.method === 'wallet_switchEthereumChain')!
      expect((switchTo.params[0] as { chainId: string }).chainId).toBe('0x7a69')
      await page.getByTestId('account').waitFor({ timeout: 15_000 })
      await expect.poll(() => buttonKind(page), { timeout: 15_000 }).toBe('disabled')
      expect(await buttonKey(page)).toBe('swap10')
    } finally {
      await context.close()
    }
  })
})

describe('swap screen at 1280 px', () => {
  it('renders the screen with a quote and the token picker', async () => {
    const s = await openSwap(browser, base, rpcUrl, 6, DESKTOP)
    await pickToken(s.page, 'to', 'PHO')
    await typeAmount(s.page, 'from', '0.2')
    await waitButton(s.page, 'swap')
    await screenshot(s.page, 'swap-1280')
    await s.page.getByTestId('swap-token-from').click()
    await screenshot(s.page, 'token-picker-1280')
    await s.context.close()
  })
})
