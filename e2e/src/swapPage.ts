import { anvilPrivateKeys } from '@phoswap/contracts/accounts'
import type { Deployment } from '@phoswap/core/deployments'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { type Address, createPublicClient, defineChain, erc20Abi, type Hex, http, type PublicClient } from 'viem'
import { expect } from 'vitest'
import { MOBILE } from './browser'
import { installTestWallet, TEST_WALLET_RDNS, type TestWallet } from './testWallet'

/** Helpers of the swap end-to-end tests: open the screen connected, pick tokens, swap, read balances on chain. */
export interface SwapSession {
  context: BrowserContext
  page: Page
  wallet: TestWallet
}

export function chainClient(rpcUrl: string): PublicClient {
  const chain = defineChain({
    id: 31337,
    name: 'Local',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  return createPublicClient({ chain, transport: http(rpcUrl) }) as PublicClient
}

export async function openSwap(
  browser: Browser,
  base: string,
  rpcUrl: string,
  keyIndex: number,
  viewport = MOBILE,
): Promise<SwapSession> {
  const context = await browser.newContext({ viewport })
  const wallet = await installTestWallet(context, { privateKey: anvilPrivateKeys[keyIndex]!, rpcUrl })
  const page = await context.newPage()
  await page.goto(`${base}#/SwapIndex/Swap`)
  await page.getByTestId('connect-button').click()
  await page.getByTestId(`wallet-option-${TEST_WALLET_RDNS}`).click()
  await connected(page)
  return { context, page, wallet }
}

/** Waits (outside `expect`, so hooks can use it) until the account shows and the button left "connect". */
async function connected(page: Page): Promise<void> {
  await page.getByTestId('account').waitFor({ timeout: 15_000 })
  await page.waitForFunction(
    () => {
      const kind = document.querySelector('[data-testid="swap-button"]')?.getAttribute('data-kind')
      return !!kind && kind !== 'connect'
    },
    undefined,
    { timeout: 15_000 },
  )
}

/** Back to a fresh screen (tokens and amounts reset), still connected. */
export async function resetSwap(page: Page): Promise<void> {
  await page.reload()
  await connected(page)
}

export async function pickToken(page: Page, slot: 'from' | 'to', symbol: string): Promise<void> {
  await page.getByTestId(`swap-token-${slot}`).click()
  await page.locator(`[data-testid="token-option"][data-symbol="${symbol}"]`).click()
  await expect.poll(() => page.getByTestId(`swap-symbol-${slot}`).textContent()).toBe(symbol)
}

export async function typeAmount(page: Page, slot: 'from' | 'to', amount: string): Promise<void> {
  await page.getByTestId(`swap-input-${slot}`).fill(amount)
}

export function buttonKind(page: Page): Promise<string | null> {
  return page.getByTestId('swap-button').getAttribute('data-kind')
}

export function buttonKey(page: Page): Promise<string | null> {
  return page.getByTestId('swap-button').getAttribute('data-key')
}

export async function waitButton(page: Page, kind: string, timeout = 15_000): Promise<void> {
  await expect.poll(() => buttonKind(page), { timeout }).toBe(kind)
}

/** The hash the pending popup shows once the wallet sent the transaction (status 1; no explorer locally). */
export async function submittedHash(page: Page): Promise<Hex> {
  await expect.poll(() => page.getByTestId('pending-status').getAttribute('data-status'), { timeout: 20_000 }).toBe('1')
  const hash = (await page.getByTestId('pending-popup').getByTestId('tx-hash').textContent()) as Hex
  await page.getByTestId('pending-close').click()
  return hash
}

/** Main button, then the confirm dialog (after the impact warning when it shows): the sent transaction's hash. */
export async function swapAndConfirm(page: Page, options: { warning?: boolean } = {}): Promise<Hex> {
  await page.getByTestId('swap-button').click()
  if (options.warning) await page.getByTestId('impact-continue').click()
  await page.getByTestId('confirm-swap').click()
  return submittedHash(page)
}

export async function tokenBalance(client: PublicClient, token: Address, owner: Address): Promise<bigint> {
  return client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
}

export function tokenOf(deployment: Deployment, symbol: string): Address {
  const token = deployment.tokens.find((t) => t.symbol === symbol)
  if (!token) throw new Error(`no ${symbol} in the deployment`)
  return token.address
}
