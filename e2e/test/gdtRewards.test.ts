import { routerAbi } from '@phoswap/core/abi/index'
import { parseDeployment } from '@phoswap/core/deployments'
import { formatStarRequirements } from '@phoswap/core/rewards/starCards'
import { STAR_REQUIREMENTS } from '@phoswap/core/rewards/starLevel'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { createPublicClient, createWalletClient, erc20Abi, type Hex, http, maxUint256, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { expectNoSeriousA11yViolations } from '../src/a11y'
import { launchBrowser, MOBILE, screenshot } from '../src/browser'
import { tokenAddress } from '../src/chain'
import { fundMiningWallet } from '../src/miningChain'
import { signInDirect } from '../src/session'
import { installTestWallet, TEST_WALLET_RDNS } from '../src/testWallet'

const base = inject('sandboxUrl')
const rpcUrl = inject('rpcUrl')
const deployment = parseDeployment(JSON.parse(inject('deploymentJson')))
// anvil's account 0: the sandbox's deployer and operator (`npm run admin`), used here only for operator calls.
const OPERATOR_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

let browser: Browser
const contexts: BrowserContext[] = []
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  for (const context of contexts) await context.close()
  await browser?.close()
})

async function api<T>(path: string, token: string, body?: unknown): Promise<{ code: number; msg: string; data: T }> {
  const response = await fetch(`${base}v1${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return (await response.json()) as { code: number; msg: string; data: T }
}

/** A swap of `usdt` USDT for PHO through our router by the account; its hash and its block's UTC day. */
async function swapThroughRouter(privateKey: Hex, usdt: string): Promise<{ hash: Hex; day: string }> {
  const account = privateKeyToAccount(privateKey)
  const chain = { ...foundry, rpcUrls: { default: { http: [rpcUrl] } } }
  const client = createPublicClient({ chain, transport: http(rpcUrl) })
  const wallet = createWalletClient({ account, chain, transport: http(rpcUrl) })
  const router = deployment.contracts.router
  const path = [tokenAddress(deployment, 'USDT'), deployment.contracts.pho]
  await client.waitForTransactionReceipt({
    hash: await wallet.writeContract({
      address: path[0]!,
      abi: erc20Abi,
      functionName: 'approve',
      args: [router, maxUint256],
    }),
  })
  const hash = await wallet.writeContract({
    address: router,
    abi: routerAbi,
    functionName: 'swapExactTokensForTokensSupportingFeeOnTransferTokens',
    args: [parseEther(usdt), 0n, path, account.address, maxUint256],
    gas: 600_000n,
  })
  const receipt = await client.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error('the swap reverted')
  const block = await client.getBlock({ blockNumber: receipt.blockNumber })
  return { hash, day: new Date(Number(block.timestamp) * 1000).toISOString().slice(0, 10) }
}

async function openAs(privateKey: Hex, lang: string): Promise<Page> {
  const context = await browser.newContext({ viewport: MOBILE, locale: lang })
  contexts.push(context)
  await context.addInitScript((l) => localStorage.setItem('lang', l), lang)
  await installTestWallet(context, { privateKey, rpcUrl })
  const page = await context.newPage()
  page.setDefaultTimeout(20_000)
  await page.goto(`${base}#/InviteIndex`)
  await page.getByTestId('connect-button').click()
  await page.getByTestId(`wallet-option-${TEST_WALLET_RDNS}`).click()
  await page.getByTestId('account').waitFor({ timeout: 15_000 })
  return page
}

const number = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''))

describe('GDT rewards: a swap through the router raises the GDT tab once the day is settled', () => {
  let traderKey: Hex
  let operator: string
  let page: Page
  let swap: { hash: Hex; day: string }

  beforeAll(async () => {
    traderKey = (await fundMiningWallet(rpcUrl, deployment)).privateKey
    operator = (await signInDirect(base, privateKeyToAccount(OPERATOR_KEY))).token
    swap = await swapThroughRouter(traderKey, '300')
    page = await openAs(traderKey, 'en-US')
  }, 90_000)

  it('the GDT tab says plainly that nothing was paid yet, with the rules', async () => {
    await page.goto(`${base}#/HomeNext/Mine?id=1`)
    await expect.poll(() => page.getByTestId('gdt-trade').textContent()).toMatch(/^0(\.0+)?$/)
    expect(await page.getByTestId('gdt-nothing').textContent()).toContain('You have no GDT reward yet')
    await page.getByTestId('reward-rules').locator('summary').click()
    expect(await page.getByTestId('reward-rules').textContent()).toContain('0.1%')
    await screenshot(page, 'mine-gdt-375-en')
    await expectNoSeriousA11yViolations(page, 'mine GDT tab')
  })

  it('the hash popup shows the swap’s address and the acquirable amount; confirm says swap311', async () => {
    await page.getByTestId('gdt-hash').click()
    await page.getByTestId('hash-input').fill(swap.hash)
    await page.getByTestId('hash-check').click()
    const address = privateKeyToAccount(traderKey).address
    await expect.poll(() => page.getByTestId('hash-address').textContent()).toBe(address)
    expect(await page.getByTestId('hash-reward').textContent()).toMatch(/^0\.3\d* GDT$/)
    await screenshot(page, 'mine-hash-popup-375-en')
    await expectNoSeriousA11yViolations(page, 'hash popup')
    await page.getByTestId('hash-input').fill('')
    await page.getByTestId('hash-check').click()
    await expect.poll(() => page.getByTestId('toast').last().textContent()).toBe('Please enter a transaction hash')
    await page.getByTestId('hash-input').fill(swap.hash)
    await page.getByTestId('hash-check').click()
    await expect.poll(() => page.getByTestId('hash-address').textContent()).toBe(address)
    await page.getByTestId('hash-confirm').click()
    await expect.poll(() => page.getByTestId('toast').last().textContent()).toBe('Hash submitted')
  })

  it('the operator settles the day; the trade reward rises by the swap’s reward, and a second run pays nothing', async () => {
    const first = await api<{ status: string }>('/admin/settle', operator, { job: 'gdt-rewards', period: swap.day })
    expect(first).toMatchObject({ code: 200, data: { status: 'done' } })
    const again = await api<{ status: string }>('/admin/settle', operator, { job: 'gdt-rewards', period: swap.day })
    expect(again.data.status).toBe('already_done')
    await page.reload()
    await expect.poll(async () => number(await page.getByTestId('gdt-trade').textContent())).toBeCloseTo(0.3, 5)
    expect(number(await page.getByTestId('gdt-total').textContent())).toBeCloseTo(0.3, 5)
    await screenshot(page, 'mine-gdt-paid-375-en')
  })

  it('the VGT tab and the GdtReward page say what they pay', async () => {
    await page.getByTestId('mine-tab-VGT').click()
    await expect.poll(() => page.getByTestId('vgt-nothing').textContent()).toContain('You have no VGT reward yet')
    await screenshot(page, 'mine-vgt-375-en')
    await expectNoSeriousA11yViolations(page, 'mine VGT tab')
    await page.goto(`${base}#/HomeNext/GdtReward`)
    await expect.poll(async () => number(await page.getByTestId('reward-claimable').textContent())).toBeCloseTo(0.3, 5)
    expect(await page.getByTestId('reward-star-card').textContent()).toBe('0 GDT')
    await expectNoSeriousA11yViolations(page, 'GdtReward')
  })

  it('Business shows the buy reward of the swap and verifies its hash', async () => {
    await page.goto(`${base}#/HomeNext/Business`)
    await expect
      .poll(async () => number(await page.getByTestId('business-total-buy').textContent()))
      .toBeCloseTo(0.3, 5)
    expect(await page.getByTestId('business-withdraw').isDisabled()).toBe(true)
    await page.getByTestId('business-verify').click()
    await page.getByTestId('hash-input').fill(swap.hash)
    await page.getByTestId('hash-check').click()
    await expect.poll(() => page.getByTestId('hash-reward').textContent()).toMatch(/^0\.3\d* GDT$/)
    await page.keyboard.press('Escape')
    await screenshot(page, 'business-375-en')
    await expectNoSeriousA11yViolations(page, 'Business')
  })

  it('a genesis grant is claimed into the reward wallet; the claim is then disabled at 0', async () => {
    const address = privateKeyToAccount(traderKey).address
    const grant = await api('/admin/reward-grant', operator, {
      program: 'genesis-gdt',
      address,
      amount: parseEther('5').toString(),
      key: `e2e-${address}`,
    })
    expect(grant.code).toBe(200)
    await page.goto(`${base}#/HomeNext/Lianchuang`)
    await expect.poll(() => page.getByTestId('genesis-reward').textContent()).toMatch(/^5(\.0+)? GDT$/)
    await screenshot(page, 'lianchuang-375-en')
    await expectNoSeriousA11yViolations(page, 'Lianchuang')
    await page.getByTestId('genesis-claim').click()
    await expect.poll(() => page.getByTestId('genesis-claimed').textContent()).toMatch(/^5(\.0+)? GDT$/)
    expect(await page.getByTestId('genesis-claim').isDisabled()).toBe(true)
    await page.goto(`${base}#/HomeNext/RechargeWallet`)
    await expect.poll(async () => number(await page.getByTestId('wallet-usable-GDT').textContent())).toBeCloseTo(5, 5)
  })

  it('in Chinese: the GDT tab, the VGT genesis card and the hash popup', async () => {
    const zh = await openAs(traderKey, 'zh-CN')
    await zh.goto(`${base}#/HomeNext/Mine?id=1`)
    await expect.poll(async () => number(await zh.getByTestId('gdt-trade').textContent())).toBeCloseTo(0.3, 5)
    await screenshot(zh, 'mine-gdt-375-zh')
    await expectNoSeriousA11yViolations(zh, 'mine GDT tab zh')
    await zh.goto(`${base}#/HomeNext/vgtLianchuang`)
    await expect.poll(() => zh.getByTestId('genesis-nothing').textContent()).toContain('创世卡')
    expect(await zh.getByTestId('genesis-claim').isDisabled()).toBe(true)
    await screenshot(zh, 'vgt-lianchuang-375-zh')
    await expectNoSeriousA11yViolations(zh, 'vgtLianchuang zh')
  })

  it('a star card reached pays its 1,000 GDT gift: GdtReward shows it (usable, not in the claim), in two languages', async () => {
    const token = (await signInDirect(base, privateKeyToAccount(traderKey))).token
    const info = () => api<{ star_card_level: number; self_tvl: string }>('/starcard/info', token)
    const hint = () => api('/user-center/lp-log', token, { tx_hash: `0x${'00'.repeat(32)}` })
    await hint()
    await expect.poll(async () => BigInt((await info()).data.self_tvl), { timeout: 30_000 }).toBeGreaterThan(0n)
    // Star 1 lowered by the operator's setting to the trader's own liquidity; stars 2 to 5 out of reach.
    const own = (await info()).data.self_tvl
    const levels = [1, 2, 3, 4, 5].map((l) => ({
      own_tvl: l === 1 ? own : (10n ** 39n).toString(),
      team_tvl: '0',
      valid_direct: 0,
      team_valid: 0,
      lines: 0,
    }))
    expect(
      (await api('/admin/config/set', operator, { key: 'star_thresholds', value: JSON.stringify(levels) })).code,
    ).toBe(200)
    try {
      await hint()
      await expect.poll(async () => (await info()).data.star_card_level, { timeout: 30_000 }).toBe(1)
      const gdtInfo = () => api<{ star_card_reward: string; claimable: string }>('/gdt/info', token)
      await expect
        .poll(async () => (await gdtInfo()).data.star_card_reward, { timeout: 30_000 })
        .toBe(parseEther('1000').toString())
      await page.goto(`${base}#/HomeNext/GdtReward`)
      await page.reload()
      await expect.poll(() => page.getByTestId('reward-star-card').textContent()).toBe('1,000 GDT')
      // The gift is usable at once: the claim still releases only the 0.3 GDT trade reward.
      expect(number(await page.getByTestId('reward-claimable').textContent())).toBeCloseTo(0.3, 5)
      const note = (await page.getByTestId('reward-star-note').textContent()) ?? ''
      expect(note).toContain('paid straight into your reward wallet')
      expect(await page.getByText('not paid yet').count()).toBe(0)
      await screenshot(page, 'gdt-reward-375-en')
      await expectNoSeriousA11yViolations(page, 'GdtReward with a star gift')
      const zh = await openAs(traderKey, 'zh-CN')
      await zh.goto(`${base}#/HomeNext/GdtReward`)
      await expect.poll(() => zh.getByTestId('reward-star-card').textContent()).toBe('1,000 GDT')
      expect(await zh.getByTestId('reward-star-note').textContent()).toContain('直接计入奖励钱包的可用 GDT')
      expect(await zh.getByText('暂未发放').count()).toBe(0)
      await screenshot(zh, 'gdt-reward-375-zh')
      await expectNoSeriousA11yViolations(zh, 'GdtReward zh')
    } finally {
      await api('/admin/config/set', operator, {
        key: 'star_thresholds',
        value: formatStarRequirements(STAR_REQUIREMENTS),
      })
    }
  })
})
