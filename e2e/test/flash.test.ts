import { flashExchangeAbi } from '@phoswap/core/abi/index'
import { minimumAmountOut } from '@phoswap/core/amm/minimumAmountOut'
import { parseDeployment } from '@phoswap/core/deployments'
import { SWAP_SETTINGS_DEFAULTS } from '@phoswap/core/settings/defaults'
import type { Browser } from 'playwright-core'
import { type Address, decodeFunctionData, erc20Abi, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { expectNoSeriousA11yViolations } from '../src/a11y'
import { DESKTOP, launchBrowser, MOBILE, screenshot } from '../src/browser'
import {
  erc20Balance,
  fundAccount,
  type LiquiditySession,
  localClient,
  openConnected,
  tokenOf,
} from '../src/liquidityPage'

const base = inject('sandboxUrl')
const rpcUrl = inject('rpcUrl')
const deployment = parseDeployment(JSON.parse(inject('deploymentJson')))
const client = localClient(rpcUrl)
const flash = deployment.contracts.flashExchange as Address
const GDT = tokenOf(deployment, 'GDT').address
const PHO = deployment.contracts.pho
const E18 = 10n ** 18n

// A fresh key funded from anvil account 0 (ETH and GDT by transfer).
const key = generatePrivateKey()
const me = privateKeyToAccount(key)

let browser: Browser
let s: LiquiditySession

beforeAll(async () => {
  browser = await launchBrowser()
  await fundAccount(rpcUrl, deployment, me.address, '10', { GDT: '100', QJF: '100' })
  s = await openConnected(browser, base, rpcUrl, key, '/FlashExchange')
})
afterAll(async () => {
  await s?.context.close()
  await browser?.close()
})

const button = () => s.page.getByTestId('flash-button')

describe('flash exchange', () => {
  it('shows the GDT balance read-only and asks for an amount first', async () => {
    await expect.poll(() => s.page.getByTestId('flash-record-0').isVisible(), { timeout: 15_000 }).toBe(true)
    await expect.poll(() => s.page.getByTestId('flash-balance').textContent(), { timeout: 15_000 }).toBe('100 GDT')
    await expect.poll(() => button().getAttribute('data-key')).toBe('swap10')
    expect(await button().isDisabled()).toBe(true)
    await s.page.getByTestId('flash-input').fill('1000')
    await expect.poll(() => button().getAttribute('data-key')).toBe('swap11')
  })

  it('refuses a paused record before anything is sent', async () => {
    await s.page.getByTestId('flash-record-2').click()
    await s.page.getByTestId('flash-input').fill('1')
    await expect.poll(() => button().getAttribute('data-key'), { timeout: 15_000 }).toBe('flash.paused')
    expect(await button().isDisabled()).toBe(true)
    await s.page.getByTestId('flash-record-0').click()
  })

  it('approves, then exchanges 10 GDT for exactly 40 PHO at the fixed ratio', async () => {
    const gdt0 = await erc20Balance(client, GDT, me.address)
    const pho0 = await erc20Balance(client, PHO, me.address)
    const reserve0 = await client.readContract({
      address: flash,
      abi: flashExchangeAbi,
      functionName: 'reserveOf',
      args: [0n],
    })
    await s.page.getByTestId('flash-input').fill('10')
    await expect.poll(() => s.page.getByTestId('flash-preview').textContent(), { timeout: 15_000 }).toBe('40 PHO')
    await expect.poll(() => button().getAttribute('data-kind'), { timeout: 15_000 }).toBe('approve')
    await screenshot(s.page, 'flash-375')
    await expectNoSeriousA11yViolations(s.page, 'flash')
    await s.page.setViewportSize(DESKTOP)
    await screenshot(s.page, 'flash-1280')
    await s.page.setViewportSize(MOBILE)
    await button().click()
    await expect.poll(() => button().getAttribute('data-kind'), { timeout: 20_000 }).toBe('exchange')
    const allowance = await client.readContract({
      address: GDT,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [me.address, flash],
    })
    expect(allowance).toBeGreaterThan(parseUnits('10', 18))
    await button().click()
    // Success refreshes the screen: the input clears and the balance drops.
    await expect.poll(() => s.page.getByTestId('flash-input').inputValue(), { timeout: 20_000 }).toBe('')
    await expect.poll(() => s.page.getByTestId('flash-balance').textContent(), { timeout: 15_000 }).toBe('90 GDT')
    expect(await erc20Balance(client, GDT, me.address)).toBe(gdt0 - 10n * E18)
    expect(await erc20Balance(client, PHO, me.address)).toBe(pho0 + 40n * E18)
    const reserve1 = await client.readContract({
      address: flash,
      abi: flashExchangeAbi,
      functionName: 'reserveOf',
      args: [0n],
    })
    expect(reserve1).toBe(reserve0 - 40n * E18)
    // the exchange carried the preview less the slippage setting as its minimum
    const [exchanged] = await client.getContractEvents({
      address: flash,
      abi: flashExchangeAbi,
      eventName: 'Exchanged',
      args: { user: me.address },
      fromBlock: 0n,
    })
    const sent = await client.getTransaction({ hash: exchanged!.transactionHash })
    const call = decodeFunctionData({ abi: flashExchangeAbi, data: sent.input })
    expect(call.args).toEqual([0n, 10n * E18, minimumAmountOut(40n * E18, SWAP_SETTINGS_DEFAULTS.slippageBps)])
  })
})
