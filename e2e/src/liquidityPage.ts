import { deployerAccount } from '@phoswap/contracts/accounts'
import { deployTestToken } from '@phoswap/contracts/deploy'
import { createTxSender } from '@phoswap/contracts/sender'
import type { Deployment } from '@phoswap/core/deployments'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import {
  type Address,
  createPublicClient,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  type PrivateKeyAccount,
  type PublicClient,
  parseUnits,
} from 'viem'
import { expect } from 'vitest'
import { MOBILE } from './browser'
import { installTestWallet, TEST_WALLET_RDNS, type TestWallet } from './testWallet'

/** Helpers of the liquidity and flash exchange end-to-end tests. */
export interface LiquiditySession {
  context: BrowserContext
  page: Page
  wallet: TestWallet
}

export function localClient(rpcUrl: string): PublicClient {
  const chain = defineChain({
    id: 31337,
    name: 'Local',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  return createPublicClient({ chain, transport: http(rpcUrl) }) as PublicClient
}

export function tokenOf(deployment: Deployment, symbol: string): { address: Address; decimals: number } {
  const token = deployment.tokens.find((t) => t.symbol === symbol)
  if (!token) throw new Error(`no ${symbol} in the deployment`)
  return { address: token.address, decimals: token.decimals }
}

/**
 * Gives a fresh account native coin and tokens from the deployer (anvil account 0), by plain transfers (no pair
 * involved, so PHO's tax does not apply); wrapped native is bought by depositing.
 */
export async function fundAccount(
  rpcUrl: string,
  deployment: Deployment,
  to: Address,
  eth: string,
  tokens: Record<string, string>,
): Promise<void> {
  const sender = await createTxSender({ rpcUrl, account: deployerAccount })
  await sender.send({ to, data: '0x', value: parseUnits(eth, 18) })
  for (const [symbol, amount] of Object.entries(tokens)) {
    const token = tokenOf(deployment, symbol)
    await sender.send({
      to: token.address,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [to, parseUnits(amount, token.decimals)],
      }),
    })
  }
  await sender.flush()
}

/** A new ERC-20 deployed by `owner`, who holds its whole supply: a token no pair has yet. */
export async function deployFreshToken(rpcUrl: string, owner: PrivateKeyAccount, symbol: string): Promise<Address> {
  const sender = await createTxSender({ rpcUrl, account: owner })
  const address = await deployTestToken(sender, { name: `${symbol} Token`, symbol, decimals: 18, supply: 1_000_000n })
  await sender.flush()
  return address
}

/** Opens a route connected with the test wallet of `privateKey`. */
export async function openConnected(
  browser: Browser,
  base: string,
  rpcUrl: string,
  privateKey: Hex,
  path: string,
  viewport = MOBILE,
): Promise<LiquiditySession> {
  const context = await browser.newContext({ viewport })
  const wallet = await installTestWallet(context, { privateKey, rpcUrl })
  const page = await context.newPage()
  await page.goto(`${base}#${path}`)
  await page.getByTestId('connect-button').click()
  await page.getByTestId(`wallet-option-${TEST_WALLET_RDNS}`).click()
  await page.getByTestId('account').waitFor({ timeout: 15_000 })
  return { context, page, wallet }
}

export async function go(page: Page, base: string, path: string): Promise<void> {
  await page.goto(`${base}#${path}`)
  await page.getByTestId('account').waitFor({ timeout: 15_000 })
}

/** Picks a listed token in the picker, or imports one by address. */
export async function pickToken(
  page: Page,
  opener: string,
  token: { symbol: string; address?: Address },
): Promise<void> {
  await page.getByTestId(opener).click()
  if (token.address) {
    await page.getByTestId('token-search').fill(token.address)
    await page.getByTestId('import-button').click()
    await page.getByTestId('import-confirm').click()
  } else {
    await page.locator(`[data-testid="token-option"][data-symbol="${token.symbol}"]`).first().click()
  }
  await expect.poll(() => page.getByTestId(opener).textContent()).toContain(token.symbol)
}

export function addButton(page: Page) {
  return page.getByTestId('add-button')
}

export async function waitPending(page: Page, status: string, timeout = 20_000): Promise<void> {
  await expect.poll(() => page.getByTestId('pending-status').getAttribute('data-status'), { timeout }).toBe(status)
}

export async function erc20Balance(client: PublicClient, token: Address, owner: Address): Promise<bigint> {
  return client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
}

/** The wallet's sent transactions (eth_sendTransaction) from request index `from` on. */
export function sentTransactions(wallet: TestWallet, from = 0): { to?: Address; data?: Hex }[] {
  return wallet.requests
    .slice(from)
    .filter((r) => r.method === 'eth_sendTransaction')
    .map((r) => r.params[0] as { to?: Address; data?: Hex })
}

export const APPROVE_SELECTOR = '0x095ea7b3'
