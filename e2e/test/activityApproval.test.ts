import { deployerAccount } from '@phoswap/contracts/accounts'
import { parseDeployment } from '@phoswap/core/deployments'
import type { Browser } from 'playwright-core'
import { type Address, erc20Abi, maxUint256 } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser } from '../src/browser'
import {
  APPROVE_SELECTOR,
  deployFreshToken,
  fundAccount,
  go,
  type LiquiditySession,
  localClient,
  openConnected,
  pickToken,
  sentTransactions,
} from '../src/liquidityPage'
import { signInDirect } from '../src/session'

const base = inject('sandboxUrl')
const rpcUrl = inject('rpcUrl')
const deployment = parseDeployment(JSON.parse(inject('deploymentJson')))
const client = localClient(rpcUrl)
const router = deployment.contracts.router

// A fresh key and a fresh token for this file: the activity's coin is a token no other file approves.
const key = generatePrivateKey()
const me = privateKeyToAccount(key)
const activitySpender = privateKeyToAccount(generatePrivateKey()).address

let browser: Browser
let s: LiquiditySession

const allowance = (token: Address, spender: Address) =>
  client.readContract({ address: token, abi: erc20Abi, functionName: 'allowance', args: [me.address, spender] })

/** The operator (anvil account 0) names the activity's stablecoin and spender of the local chain. */
async function setActivityApproval(token: Address): Promise<void> {
  const { token: session } = await signInDirect(base, deployerAccount)
  const response = await fetch(`${base}v1/admin/activity/approvals`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session}` },
    body: JSON.stringify({ list: [{ chain_id: 31337, token, spender: activitySpender }] }),
  })
  expect(response.status).toBe(200)
}

beforeAll(async () => {
  browser = await launchBrowser()
  await fundAccount(rpcUrl, deployment, me.address, '10', { DAI: '1000' })
  s = await openConnected(browser, base, rpcUrl, key, '/SwapIndex/LiquidityIndex')
})
afterAll(async () => {
  await s?.context.close()
  await browser?.close()
})

describe('the second authorisation (spec 000 §4)', () => {
  it("approving the named stablecoin also approves the activity's spender, then joins the activity", async () => {
    const coin = await deployFreshToken(rpcUrl, me, 'ACTV')
    await setActivityApproval(coin)
    await go(s.page, base, '/SwapIndex/Liquidity')
    await pickToken(s.page, 'add-token-A', { symbol: 'ACTV', address: coin })
    await pickToken(s.page, 'add-token-B', { symbol: 'DAI' })
    await s.page.getByTestId('add-input-A').fill('10')
    await s.page.getByTestId('add-input-B').fill('5')
    const approveA = s.page.getByTestId('add-approve-A')
    await expect.poll(() => approveA.isVisible(), { timeout: 15_000 }).toBe(true)
    const from = s.wallet.requests.length
    const joined = s.page.waitForResponse(
      (r) => r.url().endsWith('/v1/activity/join') && r.request().method() === 'POST',
      { timeout: 30_000 },
    )
    await approveA.click()
    const join = await joined
    expect(join.status()).toBe(200)
    expect(join.request().postDataJSON()).toEqual({ address: me.address })
    expect(await allowance(coin, router)).toBe(maxUint256)
    expect(await allowance(coin, activitySpender)).toBe(maxUint256)
    // Two approvals of the coin, the router's first, then the activity's.
    const approvals = sentTransactions(s.wallet, from).filter((tx) => tx.data?.startsWith(APPROVE_SELECTOR))
    expect(approvals.map((tx) => tx.to?.toLowerCase())).toEqual([coin.toLowerCase(), coin.toLowerCase()])
    await expect.poll(() => approveA.isVisible(), { timeout: 20_000 }).toBe(false)
  })

  it('approving another token asks for nothing more', async () => {
    const other = await deployFreshToken(rpcUrl, me, 'OTHR')
    await go(s.page, base, '/SwapIndex/Liquidity')
    await pickToken(s.page, 'add-token-A', { symbol: 'OTHR', address: other })
    await pickToken(s.page, 'add-token-B', { symbol: 'DAI' })
    await s.page.getByTestId('add-input-A').fill('10')
    await s.page.getByTestId('add-input-B').fill('5')
    const approveA = s.page.getByTestId('add-approve-A')
    await expect.poll(() => approveA.isVisible(), { timeout: 15_000 }).toBe(true)
    const from = s.wallet.requests.length
    await approveA.click()
    await expect.poll(() => approveA.isVisible(), { timeout: 20_000 }).toBe(false)
    expect(await allowance(other, router)).toBe(maxUint256)
    expect(await allowance(other, activitySpender)).toBe(0n)
    expect(sentTransactions(s.wallet, from).filter((tx) => tx.data?.startsWith(APPROVE_SELECTOR))).toHaveLength(1)
  })
})
