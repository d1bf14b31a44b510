/**
 * Chain requests per refresh on the swap page (goal: one multicall per refresh, however many tokens). Opens the
 * swap page in Chromium with the test wallet connected, makes sure the picker lists at least `MIN_TOKENS` tokens
 * (importing fresh ERC-20s by address when the local list is shorter), picks a pair and an amount so balances,
 * reserves and the allowance are all on screen, then counts for a fixed number of refresh intervals every
 * JSON-RPC call the page sends over HTTP (batched bodies counted per call) and every request that goes through
 * the wallet provider.
 */
import { anvilAccounts, anvilPrivateKeys, deployerAccount } from '@phoswap/contracts/accounts'
import { deployTestToken } from '@phoswap/contracts/deploy'
import { createTxSender } from '@phoswap/contracts/sender'
import type { Deployment } from '@phoswap/core/deployments'
import { chromium, type Page } from 'playwright-core'
import { encodeFunctionData, erc20Abi, type Hex, parseUnits } from 'viem'
import { installTestWallet, TEST_WALLET_RDNS } from '../testWallet'

/** The spec's balance refresh (000 §9), `BALANCE_REFRESH_MS` of the web app. */
const REFRESH_MS = 3_000
const REFRESHES = 10
const MIN_TOKENS = 20
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

export interface SwapReadsResult {
  tokensListed: number
  imported: number
  refreshes: number
  /** JSON-RPC calls the page sent over HTTP, per refresh. */
  requestsPerRefresh: number
  ethCallsPerRefresh: number
  multicallsPerRefresh: number
  /** Requests through the injected wallet provider, per refresh. */
  walletRequestsPerRefresh: number
  /** Every JSON-RPC method seen in the window, with its count. */
  methods: Record<string, number>
}

interface RpcCall {
  method?: string
  params?: unknown[]
}

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs
  while (Date.now() < end) {
    if (await check().catch(() => false)) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`swap reads bench: timed out waiting for ${what}`)
}

async function countOptions(page: Page): Promise<number> {
  await page.getByTestId('swap-token-from').click()
  await page.getByTestId('token-picker').waitFor()
  const count = await page.locator('[data-testid="token-option"]').count()
  await page.keyboard.press('Escape')
  await page.getByTestId('token-picker').waitFor({ state: 'hidden' })
  return count
}

/** Fresh ERC-20s of the deployer, one unit each sent to `owner`, so the imported tokens have a balance to read. */
async function deployExtraTokens(rpcUrl: string, owner: Hex, count: number): Promise<Hex[]> {
  const sender = await createTxSender({ rpcUrl, account: deployerAccount })
  const tokens: Hex[] = []
  for (let i = 0; i < count; i++) {
    const symbol = `BEN${i + 1}`
    tokens.push(await deployTestToken(sender, { name: `Bench ${i + 1}`, symbol, decimals: 18, supply: 1_000_000n }))
  }
  await sender.flush()
  for (const token of tokens) {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [owner, parseUnits('1', 18)] })
    await sender.send({ to: token, data })
  }
  await sender.flush()
  return tokens
}

async function importToken(page: Page, address: Hex): Promise<void> {
  await page.getByTestId('swap-token-to').click()
  await page.getByTestId('token-search').fill(address)
  await page.getByTestId('import-button').click()
  await page.getByTestId('import-confirm').click()
  await page.getByTestId('token-picker').waitFor({ state: 'hidden' })
}

async function pick(page: Page, slot: 'from' | 'to', symbol: string): Promise<void> {
  await page.getByTestId(`swap-token-${slot}`).click()
  await page.locator(`[data-testid="token-option"][data-symbol="${symbol}"]`).first().click()
  await waitFor(async () => (await page.getByTestId(`swap-symbol-${slot}`).textContent()) === symbol, symbol)
}

export async function benchSwapReads(sandbox: {
  url: string
  rpcUrl: string
  deployment: Deployment
}): Promise<SwapReadsResult> {
  const multicall3 = sandbox.deployment.contracts.multicall3.toLowerCase()
  const browser = await chromium.launch({
    executablePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  })
  try {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } })
    const wallet = await installTestWallet(context, { privateKey: anvilPrivateKeys[2]!, rpcUrl: sandbox.rpcUrl })
    let recording = false
    const calls: RpcCall[] = []
    context.on('request', (request) => {
      if (!recording || request.method() !== 'POST') return
      let body: unknown
      try {
        body = JSON.parse(request.postData() ?? '')
      } catch {
        return
      }
      for (const call of Array.isArray(body) ? body : [body]) {
        if (call && typeof call === 'object' && (call as { jsonrpc?: unknown }).jsonrpc === '2.0') calls.push(call)
      }
    })
    const page = await context.newPage()
    await page.goto(`${sandbox.url}#/SwapIndex/Swap`)
    await page.getByTestId('connect-button').click()
    await page.getByTestId(`wallet-option-${TEST_WALLET_RDNS}`).click()
    await page.getByTestId('account').waitFor({ timeout: 20_000 })

    let listed = await countOptions(page)
    const missing = Math.max(0, MIN_TOKENS - listed)
    if (missing > 0) {
      const owner = anvilAccounts[2]!.address
      for (const token of await deployExtraTokens(sandbox.rpcUrl, owner, missing)) await importToken(page, token)
      listed = await countOptions(page)
    }

    await pick(page, 'from', 'USDT')
    await pick(page, 'to', 'USDC')
    await page.getByTestId('swap-input-from').fill('1')
    await waitFor(async () => !!(await page.getByTestId('swap-route').textContent()), 'a quote')
    // Let the reads of the last change settle, then count whole refresh intervals.
    await page.waitForTimeout(REFRESH_MS)
    const walletBefore = wallet.requests.length
    recording = true
    await page.waitForTimeout(REFRESH_MS * REFRESHES)
    recording = false
    const walletRequests = wallet.requests.length - walletBefore

    const methods: Record<string, number> = {}
    for (const call of calls) methods[call.method ?? '?'] = (methods[call.method ?? '?'] ?? 0) + 1
    const ethCalls = calls.filter((c) => c.method === 'eth_call')
    const multicalls = ethCalls.filter((c) => {
      const to = (c.params?.[0] as { to?: string } | undefined)?.to
      return typeof to === 'string' && to.toLowerCase() === multicall3
    })
    const per = (n: number) => Number((n / REFRESHES).toFixed(2))
    return {
      tokensListed: listed,
      imported: missing,
      refreshes: REFRESHES,
      requestsPerRefresh: per(calls.length),
      ethCallsPerRefresh: per(ethCalls.length),
      multicallsPerRefresh: per(multicalls.length),
      walletRequestsPerRefresh: per(walletRequests),
      methods,
    }
  } finally {
    await browser.close()
  }
}
