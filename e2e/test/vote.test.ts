import { anvilAccounts } from '@phoswap/contracts/accounts'
import { goodVoteAbi } from '@phoswap/core/abi/goodVoteAbi'
import { parseDeployment } from '@phoswap/core/deployments'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { createWalletClient, erc20Abi, type Hex, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { expectNoSeriousA11yViolations } from '../src/a11y'
import { DESKTOP, launchBrowser, MOBILE, screenshot } from '../src/browser'
import { tokenAddress } from '../src/chain'
import { miningClients } from '../src/miningChain'
import { installTestWallet, TEST_WALLET_RDNS, type TestWallet } from '../src/testWallet'

const base = inject('sandboxUrl')
const rpcUrl = inject('rpcUrl')
const deployment = parseDeployment(JSON.parse(inject('deploymentJson')))
const { client, testClient } = miningClients(rpcUrl)
const VOTE = deployment.contracts.goodVote!
const GOOD = tokenAddress(deployment, 'Good')

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const sends = (wallet: TestWallet) => wallet.requests.filter((r) => r.method === 'eth_sendTransaction').length
const goodOf = (owner: Hex) =>
  client.readContract({ address: GOOD, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
const depositOf = async (owner: Hex) =>
  (await client.readContract({ address: VOTE, abi: goodVoteAbi, functionName: 'depositInfo', args: [owner] }))[0]

/** A fresh account (no other test uses it) with 10 ETH and 1000 Good from the deployer. */
async function freshVoter() {
  const privateKey = generatePrivateKey()
  const account = privateKeyToAccount(privateKey)
  const deployer = createWalletClient({ account: anvilAccounts[0]!, transport: http(rpcUrl) })
  const chain = client.chain
  for (const hash of [
    await deployer.sendTransaction({ chain, to: account.address, value: parseEther('10') }),
    await deployer.writeContract({
      chain,
      address: GOOD,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [account.address, parseEther('1000')],
    }),
  ]) {
    await client.waitForTransactionReceipt({ hash })
  }
  return { privateKey, address: account.address }
}

describe('the Good vote page', () => {
  let context: BrowserContext
  let page: Page
  let wallet: TestWallet
  let me: { privateKey: Hex; address: Hex }

  beforeAll(async () => {
    me = await freshVoter()
    context = await browser.newContext({ viewport: MOBILE })
    wallet = await installTestWallet(context, { privateKey: me.privateKey, rpcUrl })
    page = await context.newPage()
    page.setDefaultTimeout(20_000)
    await page.goto(`${base}#/HomeNext/vote`)
    // the /HomeNext top bar has no account control: the page offers the connect dialog itself
    await page.getByTestId('vote-connect').click()
    await page.getByTestId(`wallet-option-${TEST_WALLET_RDNS}`).click()
    await page.getByTestId('vote-collect').waitFor({ timeout: 15_000 })
  })
  afterAll(async () => {
    await context?.close()
  })

  it('shows earned and deposited from the contract, and the rules with the schedule', async () => {
    await page.getByTestId('vote-page').waitFor()
    await expect.poll(() => page.getByTestId('vote-deposited').textContent()).toBe('0')
    expect(await page.getByTestId('vote-earned').textContent()).toBe('0')
    expect(await page.getByTestId('topbar-title').textContent()).toMatch(/投票|Vote/)
    expect(await page.locator('.vote-rules__list li').count()).toBe(5)
    expect(await page.locator('.vote-rules__list').textContent()).toContain('10000')
    await screenshot(page, 'vote-375')
    await expectNoSeriousA11yViolations(page, 'vote')
    await page.setViewportSize(DESKTOP)
    await screenshot(page, 'vote-1280')
    await page.setViewportSize(MOBILE)
  })

  it('refuses empty, fractional and above-99% amounts without sending, then approves and deposits 99% of 100', async () => {
    const before = sends(wallet)
    await page.getByTestId('vote-plus').click()
    await page.getByTestId('vote-popup').waitFor()
    for (const text of ['', '1.5', '991']) {
      await page.getByTestId('vote-input').fill(text)
      await page.getByTestId('vote-confirm').click()
      await expect.poll(() => page.getByTestId('toast').isVisible()).toBe(true)
      expect(await page.getByTestId('vote-popup').isVisible()).toBe(true)
    }
    expect(sends(wallet)).toBe(before)
    // max is 99% of the 1000 Good held
    await page.getByTestId('vote-max').click()
    expect(await page.getByTestId('vote-input').inputValue()).toBe('990')
    await screenshot(page, 'vote-popup-375')
    await expectNoSeriousA11yViolations(page, 'vote-popup')
    await page.getByTestId('vote-input').fill('100')
    await page.getByTestId('vote-confirm').click()
    await expect.poll(() => page.getByTestId('vote-popup').count()).toBe(0)
    await expect.poll(() => depositOf(me.address), { timeout: 30_000 }).toBe(parseEther('99'))
    // approve, then deposit
    expect(sends(wallet)).toBe(before + 2)
    await expect.poll(() => page.getByTestId('vote-deposited').textContent()).toBe('99')
    expect(await goodOf(me.address)).toBe(parseEther('901'))
  })

  it('earns with time and collects once however often the button is clicked; the server counts the payment from the chain', async () => {
    await testClient.increaseTime({ seconds: 86_400 })
    await testClient.mine({ blocks: 1 })
    await expect
      .poll(async () => Number(await page.getByTestId('vote-earned').textContent()), { timeout: 15_000 })
      .toBeGreaterThan(0)
    const requests: string[] = []
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/v1/vote/withdraw')) requests.push(r.url())
    })
    const held = await goodOf(me.address)
    const ensured = page.waitForResponse((r) => r.url().endsWith('/v1/vote/withdraw-ensure'), { timeout: 40_000 })
    await page.getByTestId('vote-collect').click()
    await page
      .getByTestId('vote-collect')
      .click({ force: true })
      .catch(() => {})
    const answer = await (await ensured).json()
    expect(answer.data.success).toBe(1)
    const paid = BigInt(answer.data.paid)
    expect(paid).toBeGreaterThan(0n)
    expect(await goodOf(me.address)).toBe(held + paid)
    expect(requests).toHaveLength(1)
    await expect.poll(() => page.getByTestId('vote-earned').textContent()).toMatch(/^0(\.0+)?$|^0\.0*\d+$/)
  })

  it('withdraws the deposit through the minus popup', async () => {
    await page.getByTestId('vote-minus').click()
    await page.getByTestId('vote-popup').waitFor()
    await page.getByTestId('vote-max').click()
    expect(await page.getByTestId('vote-input').inputValue()).toBe('99')
    await page.getByTestId('vote-confirm').click()
    await expect.poll(() => depositOf(me.address), { timeout: 30_000 }).toBe(0n)
    await expect.poll(() => page.getByTestId('vote-deposited').textContent()).toBe('0')
  })
})
