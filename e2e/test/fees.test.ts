import { anvilAccounts } from '@phoswap/contracts/accounts'
import { goodVoteAbi } from '@phoswap/core/abi/goodVoteAbi'
import type { Deployment } from '@phoswap/core/deployments'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { createWalletClient, erc20Abi, type Hex, http, numberToHex, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { expectNoSeriousA11yViolations } from '../src/a11y'
import { launchBrowser, MOBILE, screenshot } from '../src/browser'
import { tokenAddress } from '../src/chain'
import { fundAccount, pickToken as pickPoolToken } from '../src/liquidityPage'
import { fundMiningWallet } from '../src/miningChain'
import { chainClient, pickToken, submittedHash, typeAmount, waitButton } from '../src/swapPage'
import { installTestWallet, TEST_WALLET_RDNS, type TestWallet } from '../src/testWallet'

const base = inject('sandboxUrl')
const rpcUrl = inject('rpcUrl')
const deployment = JSON.parse(inject('deploymentJson')) as Deployment
const client = chainClient(rpcUrl)

/** The review's fee: "≈ <amount> ETH", with its dollar value (the sandbox's market prices WETH in USDT). */
const FEE = /^≈ (<)?\d[\d.,]* ETH \(≈ \$(<)?\d[\d.,]*\)$/

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** A connected page in English (the texts asserted are the en-US ones) with the test wallet of `privateKey`. */
async function openEnglish(
  privateKey: Hex,
  path: string,
  connect = 'connect-button',
): Promise<{ context: BrowserContext; page: Page; wallet: TestWallet }> {
  const context = await browser.newContext({ viewport: MOBILE })
  await context.addInitScript(() => localStorage.setItem('lang', 'en-US'))
  const wallet = await installTestWallet(context, { privateKey, rpcUrl })
  const page = await context.newPage()
  await page.goto(`${base}#${path}`)
  await page.getByTestId(connect).click()
  await page.getByTestId(`wallet-option-${TEST_WALLET_RDNS}`).click()
  return { context, page, wallet }
}

async function expectNetworkFee(page: Page, scope: string): Promise<void> {
  const line = page.getByTestId(scope).getByTestId('network-fee')
  await expect.poll(() => line.locator('.network-fee__label').textContent(), { timeout: 15_000 }).toBe('Network fee')
  await expect.poll(() => line.getByTestId('network-fee-value').textContent(), { timeout: 20_000 }).toMatch(FEE)
  await line.scrollIntoViewIfNeeded()
}

describe('swap: fees that cannot run away, the fee in the review, the fee reason (issue 29)', () => {
  const key = generatePrivateKey()
  const me = privateKeyToAccount(key)
  let s: { context: BrowserContext; page: Page; wallet: TestWallet }
  beforeAll(async () => {
    await fundAccount(rpcUrl, deployment, me.address, '10', { USDT: '100000', USDC: '100000' })
    s = await openEnglish(key, '/SwapIndex/Swap')
    await s.page.getByTestId('account').waitFor({ timeout: 15_000 })
  })
  afterAll(async () => {
    await s?.context.close()
  })

  it('40 swaps in a row at the default tier all confirm, and the last pays within 2x of the first', async () => {
    const { page } = s
    await pickToken(page, 'from', 'USDT')
    await pickToken(page, 'to', 'USDC')
    const prices: bigint[] = []
    const types = new Set<string>()
    for (let i = 0; i < 40; i++) {
      await typeAmount(page, 'from', '10')
      await expect
        .poll(() => page.getByTestId('swap-button').getAttribute('data-kind'), { timeout: 15_000 })
        .toMatch(/^(approve|swap)$/)
      if ((await page.getByTestId('swap-button').getAttribute('data-kind')) === 'approve') {
        // The first swap of each direction approves the router first (not counted among the 40).
        await page.getByTestId('swap-button').click()
        await waitButton(page, 'swap', 30_000)
      }
      await page.getByTestId('swap-button').click()
      await page.getByTestId('confirm-swap').click()
      const hash = await submittedHash(page)
      const receipt = await client.waitForTransactionReceipt({ hash })
      expect(receipt.status).toBe('success')
      types.add((await client.getTransaction({ hash })).type)
      prices.push(receipt.effectiveGasPrice)
      await page.getByTestId('swap-reverse').click()
    }
    expect(prices).toHaveLength(40)
    expect([...types]).toEqual(['eip1559'])
    const first = prices[0]!
    const last = prices.at(-1)!
    console.log(
      `effective gas price: first ${first} wei, last ${last} wei, highest ${prices.reduce((a, b) => (a > b ? a : b))} wei`,
    )
    expect(last <= first * 2n && last * 2n >= first).toBe(true)
  }, 900_000)

  it('the swap review shows "Network fee" in ETH with its dollar value', async () => {
    const { page } = s
    await typeAmount(page, 'from', '25')
    await waitButton(page, 'swap')
    await page.getByTestId('swap-button').click()
    await expectNetworkFee(page, 'confirm-popup')
    await expectNoSeriousA11yViolations(page, 'fee-review-swap')
    await screenshot(page, 'fee-review-swap-375')
    // and the popup follows the transaction: submitted, then confirmed in the same popup
    await page.getByTestId('confirm-swap').click()
    await expect
      .poll(() => page.getByTestId('pending-status').getAttribute('data-outcome'), { timeout: 30_000 })
      .toBe('confirmed')
    expect(await page.getByTestId('pending-popup').locator('.pending__title').textContent()).toBe(
      'Transaction confirmed',
    )
    await page.getByTestId('pending-close').click()
  })

  it('with too little ETH for the fee, the swap says so in one popup (no toast besides), and sends nothing', async () => {
    const { page, wallet } = s
    await client.request({ method: 'anvil_setBalance' as never, params: [me.address, numberToHex(10n ** 9n)] as never })
    try {
      await typeAmount(page, 'from', '10')
      await waitButton(page, 'swap')
      const sent = wallet.requests.filter((r) => r.method === 'eth_sendTransaction').length
      await page.getByTestId('swap-button').click()
      await page.getByTestId('confirm-swap').click()
      await expect
        .poll(() => page.getByTestId('pending-status').getAttribute('data-status'), { timeout: 20_000 })
        .toBe('2')
      expect(await page.getByTestId('pending-reason').textContent()).toMatch(
        /^Not enough ETH to pay the network fee \(about (<)?\d[\d.]* ETH needed\)\.$/,
      )
      expect(await page.getByTestId('toast').count()).toBe(0)
      expect(wallet.requests.filter((r) => r.method === 'eth_sendTransaction').length).toBe(sent)
      await expectNoSeriousA11yViolations(page, 'fee-failure-no-gas')
      await screenshot(page, 'fee-failure-no-gas-375')
      await page.getByTestId('pending-close').click()
    } finally {
      await client.request({
        method: 'anvil_setBalance' as never,
        params: [me.address, numberToHex(parseEther('10'))] as never,
      })
    }
  })

  it('the add-liquidity review shows the network fee', async () => {
    const { page } = s
    await page.goto(`${base}#/SwapIndex/Liquidity`)
    await page.getByTestId('account').waitFor({ timeout: 15_000 })
    await pickPoolToken(page, 'add-token-A', { symbol: 'USDT' })
    await pickPoolToken(page, 'add-token-B', { symbol: 'USDC' })
    await page.getByTestId('add-input-A').fill('50')
    // both tokens were approved to the router by the swaps above
    await expect
      .poll(() => page.getByTestId('add-button').getAttribute('data-kind'), { timeout: 15_000 })
      .toBe('supply')
    await page.getByTestId('add-button').click()
    await expectNetworkFee(page, 'add-confirm')
    await screenshot(page, 'fee-review-add-375')
  })
})

describe('stake and vote: the fee in the review; vote Max within the pool (issue 29)', () => {
  it('the stake popup shows the network fee', async () => {
    const me = await fundMiningWallet(rpcUrl, deployment)
    const { context, page } = await openEnglish(me.privateKey, '/MiningsIndex')
    try {
      const panel = page.getByTestId('pool-PHO-USDT')
      await panel.getByTestId('pool-approve').waitFor({ timeout: 20_000 })
      await panel.getByTestId('pool-approve').click()
      await panel.getByTestId('pool-staked').waitFor({ timeout: 20_000 })
      await panel.getByTestId('pool-deposit').click()
      await page.getByTestId('stake-popup').waitFor()
      await page.getByTestId('stake-input').fill('10')
      await expectNetworkFee(page, 'stake-popup')
      await screenshot(page, 'fee-review-stake-375')
    } finally {
      await context.close()
    }
  })

  it('vote: Max fills at most what the pool can still take, the review shows the fee, more says how much is left', async () => {
    const key = generatePrivateKey()
    const me = privateKeyToAccount(key)
    const VOTE = deployment.contracts.goodVote!
    const GOOD = tokenAddress(deployment, 'Good')
    const deployer = createWalletClient({ account: anvilAccounts[0]!, transport: http(rpcUrl) })
    const chain = client.chain
    for (const hash of [
      await deployer.sendTransaction({ chain, to: me.address, value: parseEther('10') }),
      await deployer.writeContract({
        chain,
        address: GOOD,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [me.address, parseEther('20000')],
      }),
    ])
      await client.waitForTransactionReceipt({ hash })
    const { context, page } = await openEnglish(key, '/HomeNext/vote', 'vote-connect')
    try {
      await page.getByTestId('vote-collect').waitFor({ timeout: 15_000 })
      // Nothing earned: the button says so instead of doing nothing.
      await page.getByTestId('vote-collect').click()
      await expect.poll(() => page.getByTestId('toast').textContent()).toBe('Nothing to claim')
      const read = (functionName: 'depositCap' | 'depositTotal') =>
        client.readContract({ address: VOTE, abi: goodVoteAbi, functionName })
      const remaining = (await read('depositCap')) - (await read('depositTotal'))
      expect(remaining).toBeLessThan(parseEther('19800')) // 99% of the 20,000 held would not fit
      await page.getByTestId('vote-plus').click()
      await page.getByTestId('vote-popup').waitFor()
      await page.getByTestId('vote-max').click()
      const max = BigInt(await page.getByTestId('vote-input').inputValue())
      // the deposit is 99% of the entry in whole Good: it fits, and one more would not
      expect(((max * 99n) / 100n) * 10n ** 18n <= remaining).toBe(true)
      expect((((max + 1n) * 99n) / 100n) * 10n ** 18n > remaining).toBe(true)
      await expectNetworkFee(page, 'vote-popup')
      await expectNoSeriousA11yViolations(page, 'fee-review-vote')
      await screenshot(page, 'fee-review-vote-375')
      // One more than Max: refused before anything is sent, with the figure the contract would refuse it for.
      await page.getByTestId('vote-input').fill((max + 1n).toString())
      await page.getByTestId('vote-confirm').click()
      const left = Number(remaining / 10n ** 18n).toLocaleString('en-US')
      await expect
        .poll(() => page.getByTestId('toast').textContent())
        .toBe(`The pool is nearly full: it can take ${left} Good more.`)
      await screenshot(page, 'fee-failure-vote-cap-375')
    } finally {
      await context.close()
    }
  })
})
