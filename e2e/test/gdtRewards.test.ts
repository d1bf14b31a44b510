import { routerAbi } from '@phoswap/core/abi/index'
import { parseDeployment } from '@phoswap/core/deployments'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { createPublicClient, createWalletClient, erc20Abi, type Hex, http, maxUint256, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { expectNoSeriousA11yViolations } from '../src/a11y'
import { launchBrowser, MOBILE, screenshot } from '../src/browser'
import { tokenAddress } from '../src/chain'
import { apiAs } from '../src/explainBills'
import { fundMiningWallet } from '../src/miningChain'
import { type Operator, signInOperator } from '../src/operator'
import { signInDirect } from '../src/session'
import { makeStarOneHolder, restoreStarThresholds } from '../src/starCards'
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

const api = <T>(path: string, token: string, body?: unknown) => apiAs<T>(base, path, token, body)

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

/** Every toast the page shows from now on, in order (a toast replaces the last one, so a poll could miss it). */
async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = []
    ;(window as unknown as { __toasts: string[] }).__toasts = seen
    const region = document.querySelector('[data-testid="toast-region"]')!
    new MutationObserver(() => {
      for (const el of region.querySelectorAll('[data-testid="toast"]')) {
        const text = el.textContent ?? ''
        if (seen[seen.length - 1] !== text) seen.push(text)
      }
    }).observe(region, { childList: true, subtree: true, characterData: true })
  })
  return () => page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts)
}

const number = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''))

describe('GDT rewards: a swap through the router raises the GDT tab once the day is settled', () => {
  let traderKey: Hex
  let operator: Operator
  let page: Page
  let swap: { hash: Hex; day: string }

  beforeAll(async () => {
    traderKey = (await fundMiningWallet(rpcUrl, deployment)).privateKey
    operator = await signInOperator(base, privateKeyToAccount(OPERATOR_KEY))
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
    const first = await api<{ status: string }>('/admin/settle', operator.token, {
      job: 'gdt-rewards',
      period: swap.day,
    })
    expect(first).toMatchObject({ code: 200, data: { status: 'done' } })
    const again = await api<{ status: string }>('/admin/settle', operator.token, {
      job: 'gdt-rewards',
      period: swap.day,
    })
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
    // The trade reward is business earnings (the Business page), so GdtReward has nothing to claim, and says so.
    await expect.poll(() => page.getByTestId('reward-claimable').textContent()).toBe('0 GDT')
    expect(await page.getByTestId('reward-star-card').textContent()).toBe('0 GDT')
    const toasts = await recordToasts(page)
    await page.getByTestId('reward-claim').click()
    await expect.poll(toasts).toContain('Nothing to claim') // swap218
    await expectNoSeriousA11yViolations(page, 'GdtReward')
  })

  it('Business shows the buy reward of the swap and verifies its hash', async () => {
    await page.goto(`${base}#/HomeNext/Business`)
    await expect
      .poll(async () => number(await page.getByTestId('business-total-buy').textContent()))
      .toBeCloseTo(0.3, 5)
    // Usable is the business earnings (the 0.3 GDT buy reward), not the reward wallet's GDT.
    expect(number(await page.getByTestId('business-usable').textContent())).toBeCloseTo(0.3, 5)
    expect(await page.getByTestId('business-withdraw').isDisabled()).toBe(false)
    await page.getByTestId('business-verify').click()
    await page.getByTestId('hash-input').fill(swap.hash)
    await page.getByTestId('hash-check').click()
    await expect.poll(() => page.getByTestId('hash-reward').textContent()).toMatch(/^0\.3\d* GDT$/)
    // When the credit arrives: this swap's day is settled, so it says it was credited to the business earnings.
    expect(await page.getByTestId('hash-popup').textContent()).toContain('credited to your business earnings')
    await page.keyboard.press('Escape')
    await screenshot(page, 'business-375-en')
    await expectNoSeriousA11yViolations(page, 'Business')
  })

  it('Business withdraw is the business withdraw: GDT only, from the business earnings, /order/custom, swap393 then swap412', async () => {
    const walletGdt = async () => {
      const token = (await signInDirect(base, privateKeyToAccount(traderKey))).token
      const list = await api<{ list: { coin_en: string; usable: string }[] }>('/reward/wallet-list', token)
      return BigInt(list.data.list.find((c) => c.coin_en === 'GDT')?.usable ?? '0')
    }
    const before = await walletGdt()
    await page.getByTestId('business-withdraw').click()
    await page.getByTestId('business-withdraw-form').waitFor()
    expect(page.url()).toContain('#/HomeNext/Recharge?id=1&business=1')
    expect(await page.getByRole('heading', { name: 'Business withdraw' }).count()).toBe(1)
    expect(await page.getByTestId('recharge-tab-1').count()).toBe(0)
    await expect.poll(() => page.getByTestId('coin-picker').textContent()).toContain('GDT')
    await expect.poll(() => page.getByTestId('withdraw-usable').textContent()).toBe('0.3')
    await page.getByTestId('withdraw-amount').fill('0.1')
    await screenshot(page, 'business-withdraw-375-en')
    await expectNoSeriousA11yViolations(page, 'business withdraw')
    const toasts = await recordToasts(page)
    const custom = page.waitForResponse((r) => r.url().endsWith('/v1/order/custom'), { timeout: 30_000 })
    await page.getByTestId('withdraw-submit').click()
    await page.getByTestId('withdraw-review').getByTestId('review-confirm').click()
    expect((await custom).status()).toBe(200)
    await expect.poll(toasts, { timeout: 30_000 }).toContain('Withdrawn successfully') // swap412, paid on chain
    const shown = await toasts()
    expect(shown.indexOf('Withdrawal submitted')).toBeGreaterThanOrEqual(0) // swap393, the order made
    expect(shown.indexOf('Withdrawal submitted')).toBeLessThan(shown.indexOf('Withdrawn successfully'))
    // The wallet's GDT is untouched; the business earnings went down by the amount and its fee.
    expect(await walletGdt()).toBe(before)
    await page.goto(`${base}#/HomeNext/Business`)
    await expect
      .poll(async () => number(await page.getByTestId('business-usable').textContent()))
      .toBeLessThan(0.2 + 1e-9)
    // The wallet bills ask for the spec's 20 a page.
    const bill = page.waitForRequest((r) => r.url().includes('/v1/reward/record-list'))
    await page.goto(`${base}#/HomeNext/RechargeBill`)
    expect(new URL((await bill).url()).searchParams.get('page_size')).toBe('20')
  })

  it('a genesis grant is claimed into the reward wallet; the claim is then disabled at 0', async () => {
    const address = privateKeyToAccount(traderKey).address
    const grant = await api('/admin/reward-grant', operator.token, {
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
    await makeStarOneHolder(base, operator, token)
    try {
      const gdtInfo = () => api<{ star_card_reward: string; claimable: string }>('/gdt/info', token)
      await expect
        .poll(async () => (await gdtInfo()).data.star_card_reward, { timeout: 30_000 })
        .toBe(parseEther('1000').toString())
      await page.goto(`${base}#/HomeNext/GdtReward`)
      await page.reload()
      await expect.poll(() => page.getByTestId('reward-star-card').textContent()).toBe('1,000 GDT')
      // The gift is usable at once: it is not part of what the claim releases (nothing here).
      expect(await page.getByTestId('reward-claimable').textContent()).toBe('0 GDT')
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
      await restoreStarThresholds(base, operator)
    }
  })

  it('the screens issue 30 (bizmsg) touched, at 375 px in en-US and zh-CN', async () => {
    for (const [lang, tag] of [
      ['en-US', 'en'],
      ['zh-CN', 'zh'],
    ] as const) {
      const p = await openAs(traderKey, lang)
      const shoot = async (route: string, testId: string, name: string) => {
        await p.goto(`${base}#${route}`)
        await p.getByTestId(testId).first().waitFor({ timeout: 20_000 })
        await p.waitForTimeout(800)
        await screenshot(p, `i30-${name}-375-${tag}`)
      }
      await shoot('/HomeNext/Business', 'business-usable', 'business')
      await shoot('/HomeNext/Recharge?id=1&business=1', 'withdraw-usable', 'business-withdraw')
      await shoot('/HomeNext/RechargeWallet', 'wallet-total', 'wallet')
      await shoot('/HomeNext/Member', 'member-not-open', 'member')
      await shoot('/HomeNext/AssetPack', 'pack-none', 'asset-pack')
      await shoot('/DropIndex', 'partner-vote', 'partner')
      await shoot('/HomeNext/GdtReward', 'reward-claimable', 'gdt-reward')
      await p.goto(`${base}#/HomeIndex`)
      await p.getByTestId('pho-swap').click()
      await p.getByTestId('swap-symbol-to').waitFor()
      await screenshot(p, `i30-swap-pho-375-${tag}`)
      await p.goto(`${base}#/HomeNext/Business`)
      await p.getByTestId('business-verify').click()
      await p.getByTestId('hash-input').fill(swap.hash)
      await p.getByTestId('hash-check').click()
      await p.getByTestId('hash-address').filter({ hasText: '0x' }).waitFor()
      await screenshot(p, `i30-business-hash-375-${tag}`)
    }
  })
})

describe("Mine's pages ask through the one wallet gate", () => {
  it('without a wallet each page shows its own connect prompt, and its button opens the connect dialog', async () => {
    const context = await browser.newContext({ viewport: MOBILE, locale: 'en-US' })
    contexts.push(context)
    await context.addInitScript(() => localStorage.setItem('lang', 'en-US'))
    const page = await context.newPage()
    page.setDefaultTimeout(20_000)
    const pages = [
      ['/HomeNext/Mine?id=1', 'Connect your wallet to see your star level and rewards'],
      ['/HomeNext/GdtReward', 'Connect your wallet to see your rewards'],
      ['/HomeNext/Lianchuang', 'Connect your wallet to see your rewards'],
      ['/HomeNext/Business', 'Connect your wallet to see your rewards'],
    ] as const
    for (const [path, text] of pages) {
      await page.goto(`${base}#${path}`)
      // A move keeps the last screen until the next one is in: wait for this page's words.
      await expect.poll(() => page.getByTestId('mine-connect-prompt').textContent()).toContain(text)
    }
    await page.getByTestId('mine-connect-prompt').waitFor({ state: 'visible' })
    await page.locator('.splash').waitFor({ state: 'detached' })
    await screenshot(page, 'mine-gate-375-en')
    await expectNoSeriousA11yViolations(page, 'mine gate')
    await page.getByTestId('mine-connect').click()
    await page.getByTestId('connect-dialog').waitFor()
  })
})
