import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { anvilAccounts, anvilPrivateKeys } from '@phoswap/contracts/accounts'
import { withdrawVaultAbi } from '@phoswap/core/abi/withdrawVaultAbi'
import type { WithdrawListData } from '@phoswap/core/api/withdraw'
import { parseDeployment } from '@phoswap/core/deployments'
import type { Browser, Page } from 'playwright-core'
import {
  type Address,
  createTestClient,
  createWalletClient,
  erc20Abi,
  formatUnits,
  type Hex,
  http,
  parseUnits,
} from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { expectNoSeriousA11yViolations } from '../src/a11y'
import { launchBrowser } from '../src/browser'
import { type LiquiditySession, localClient, tokenOf } from '../src/liquidityPage'
import { signInDirect } from '../src/session'
import { openWalletPages, postWithdrawOrder, walletPageHelpers } from '../src/walletPages'

// The wallet, deposit, transfer and record bill pages; the withdraw page and withdraw_bill are in walletWithdraw.test.ts.

const base = inject('sandboxUrl')
const rpcUrl = inject('rpcUrl')
const deployment = parseDeployment(JSON.parse(inject('deploymentJson')))
const client = localClient(rpcUrl)
const testClient = createTestClient({ mode: 'anvil', transport: http(rpcUrl) })
const VAULT = deployment.contracts.withdrawVault!
const USDT = tokenOf(deployment, 'USDT')
const GDT = tokenOf(deployment, 'GDT')
const GDT_COIN_ID = 6
// Anvil accounts 2 and 5: seeded with 10,000 of every reward coin. 2 is used by no other end-to-end file; 5 receives
// the transfer (walletWithdraw.test.ts parks the vault's GDT on it for a moment).
const ME = anvilAccounts[2]!
const OTHER = anvilAccounts[5]!
const docsShots = join(import.meta.dirname, '..', '..', 'docs', 'screenshots')

let browser: Browser
let session: LiquiditySession
let page: Page

const balanceOf = (token: Address, owner: Address) =>
  client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

/** A page at 375 px for the docs (docs/screenshots, kept in the repository). */
async function shot(name: string) {
  mkdirSync(docsShots, { recursive: true })
  await page.screenshot({ path: join(docsShots, `${name}.png`) })
  await expectNoSeriousA11yViolations(page, name)
}

async function usableOf(token: string, coin: string): Promise<bigint> {
  const response = await fetch(`${base}v1/reward/wallet-list`, { headers: { authorization: `Bearer ${token}` } })
  const body = (await response.json()) as { data: { list: { coin_en: string; usable: string }[] } }
  return BigInt(body.data.list.find((c) => c.coin_en === coin)!.usable)
}

/** A USDT amount as the app shows it in English (ui/formatNumber): grouped, trailing zeros trimmed. */
const shownUsdt = (units: bigint) =>
  Number(formatUnits(units, USDT.decimals)).toLocaleString('en-US', { maximumFractionDigits: 6 })
const { open, pickCoin, toast } = walletPageHelpers(() => page, base)

/**
 * A 5 GDT withdraw of ME posted through the API and claimed on chain, done once the indexer has seen the claim:
 * the withdraw pages are walletWithdraw.test.ts's, the bills here show the order and its ledger line.
 */
async function withdrawFiveGdtOutsideThePages() {
  const order = await postWithdrawOrder(base, ME, GDT_COIN_ID, parseUnits('5', GDT.decimals))
  const voucher = order.voucher!
  const hash = await createWalletClient({ account: ME, transport: http(rpcUrl) }).writeContract({
    chain: null,
    address: voucher.withdraw_contract as Address,
    abi: withdrawVaultAbi,
    functionName: 'claim',
    args: [
      voucher.recipient as Address,
      voucher.token as Address,
      BigInt(voucher.amount),
      BigInt(voucher.order_id),
      BigInt(voucher.deadline),
      voucher.signature as Hex,
    ],
  })
  await client.waitForTransactionReceipt({ hash })
  const { token } = await signInDirect(base, ME)
  const statusOf = async () => {
    const response = await fetch(`${base}v1/order/withdraw/list?page=1&page_size=20`, {
      headers: { authorization: `Bearer ${token}` },
    })
    const body = (await response.json()) as { data: WithdrawListData }
    return body.data.list.find((row) => row.id === order.id)?.status
  }
  await expect.poll(statusOf, { timeout: 30_000, interval: 1000 }).toBe(1)
}

beforeAll(async () => {
  browser = await launchBrowser()
  session = await openWalletPages(browser, base, rpcUrl, anvilPrivateKeys[2]!)
  page = session.page
})

afterAll(async () => {
  await session?.context.close()
  await browser?.close()
})

describe('reward wallet pages', () => {
  it('lists every coin with its usable amount in the one amount format; hides amounts across a reload; searches', async () => {
    expect(await page.getByTestId('topbar-title').textContent()).toBe('我的钱包')
    await expect.poll(() => page.getByTestId('wallet-usable-GDT').textContent(), { timeout: 30_000 }).toBe('10,000')
    for (const coin of ['PHO', 'GDT', 'VGT', 'USDT', 'GDB', 'VGB']) {
      expect(await page.getByTestId(`wallet-coin-${coin}`).isVisible(), coin).toBe(true)
    }

    await page.getByTestId('wallet-hide').click()
    expect(await page.getByTestId('wallet-usable-GDT').textContent()).toBe('******')
    await page.reload()
    await expect.poll(() => page.getByTestId('wallet-usable-GDT').textContent(), { timeout: 30_000 }).toBe('******')
    expect(await page.getByTestId('wallet-hide').getAttribute('aria-pressed')).toBe('true')
    await page.getByTestId('wallet-hide').click()
    expect(await page.getByTestId('wallet-usable-GDT').textContent()).toBe('10,000')

    await page.getByTestId('wallet-search').fill('gd')
    await expect.poll(() => page.getByTestId('wallet-coins').locator('li').count()).toBe(2)
    expect(await page.getByTestId('wallet-coin-GDT').isVisible()).toBe(true)
    expect(await page.getByTestId('wallet-coin-GDB').isVisible()).toBe(true)
    await page.getByTestId('wallet-search').fill('')
  })

  it('deposits USDT from the wallet: swap10 and swap11 first, then credited by the indexer', async () => {
    await page.getByTestId('wallet-go-deposit').click()
    await page.getByTestId('deposit-form').waitFor()
    expect(await page.getByTestId('topbar-title').textContent()).toBe('充值提现')
    // The picker closes on Escape and gives the focus back to its button.
    await page.getByTestId('coin-picker').click()
    await page.getByTestId('coin-picker-popup').waitFor()
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByTestId('coin-picker-popup').count()).toBe(0)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('coin-picker')
    await pickCoin('USDT')
    const chainBefore = await balanceOf(USDT.address, ME.address)
    await expect.poll(() => page.getByTestId('deposit-chain-balance').textContent()).toBe(shownUsdt(chainBefore))

    const sends = () => session.wallet.requests.filter((r) => r.method === 'eth_sendTransaction').length
    const before = sends()
    await page.getByTestId('deposit-submit').click()
    await expect.poll(toast).toBe('请输入数量') // swap10
    await page.getByTestId('deposit-amount').fill(formatUnits(chainBefore + 1n, USDT.decimals))
    await page.getByTestId('deposit-submit').click()
    await expect.poll(toast).toBe('余额不足') // swap11
    expect(sends()).toBe(before)

    const vaultBefore = await balanceOf(USDT.address, VAULT)
    const usableBefore = await page.getByTestId('deposit-usable').textContent()
    expect(usableBefore).toBe('10,000')
    // The sandbox waits 2 blocks before crediting. To read the confirmations as they count, the test mines the
    // deposit's blocks itself (automine off: the sandbox's block pump stands aside), then hands the chain back.
    const nonce = await client.getTransactionCount({ address: ME.address, blockTag: 'pending' })
    const mark = page.waitForResponse((r) => r.url().includes('/v1/reward/entry-mark'), { timeout: 30_000 })
    const pendingLine = () => page.getByTestId('pending-deposit-state').allTextContents()
    await testClient.setAutomine(false)
    try {
      await page.getByTestId('deposit-amount').fill('25')
      await page.getByTestId('deposit-submit').click()
      await expect.poll(() => client.getTransactionCount({ address: ME.address, blockTag: 'pending' })).toBe(nonce + 1)
      await testClient.mine({ blocks: 1 })
      // Mined, not usable: the screen says so, never "充值成功" (swap391) before the credit.
      await expect.poll(toast).toBe('充值交易已上链，等待区块确认后到账')
      expect((await mark).status()).toBe(200)
      await expect.poll(pendingLine).toEqual(['待确认，已确认 1/3'])
      expect(await page.getByTestId('pending-deposit').textContent()).toContain('25 USDT')
      expect(await page.getByTestId('deposit-waiting').textContent()).toBe('待确认：区块确认完成后到账')
      expect(await page.getByTestId('deposit-usable').textContent()).toBe('10,000')
      expect(await page.getByTestId('pending-deposits').getAttribute('aria-live')).toBe('polite')
      await expectNoSeriousA11yViolations(page, 'deposit pending')
      await testClient.mine({ blocks: 1 })
      await expect.poll(pendingLine).toEqual(['待确认，已确认 2/3'])
      expect(await page.getByTestId('deposit-usable').textContent()).toBe('10,000')
    } finally {
      await testClient.setAutomine(true)
    }
    // The sandbox mines the last block; the indexer credits it; the screen says so and the usable amount grows.
    await page.getByTestId('deposit-credited').waitFor({ timeout: 30_000 })
    expect(await page.getByTestId('deposit-credited').textContent()).toContain('25 USDT')
    await expect.poll(() => page.getByTestId('deposit-usable').textContent()).toBe('10,025')
    await expect.poll(() => page.getByTestId('pending-deposit').count()).toBe(0)
    expect(await balanceOf(USDT.address, VAULT)).toBe(vaultBefore + parseUnits('25', USDT.decimals))
    await expect
      .poll(() => page.getByTestId('deposit-chain-balance').textContent())
      .toBe(shownUsdt(chainBefore - parseUnits('25', USDT.decimals)))

    await open('/HomeNext/RechargeWallet')
    await expect.poll(() => page.getByTestId('wallet-usable-USDT').textContent()).toBe('10,025')
  })

  it('transfers PHO to a second account with the fee shown before signing; the recipient is credited', async () => {
    const other = await signInDirect(base, OTHER)
    const received = await usableOf(other.token, 'PHO')
    await open('/HomeNext/Recharge?id=2')
    await page.getByTestId('transfer-form').waitFor()
    await pickCoin('PHO')
    await expect.poll(() => page.getByTestId('transfer-usable').textContent()).toBe('10,000')
    await page.getByTestId('transfer-address').fill(OTHER.address)
    await page.getByTestId('transfer-amount').fill('10000')
    // 0.1%: 10 on top; 10,010 is above the usable 10,000.
    expect(await page.getByTestId('transfer-fee').textContent()).toBe('10 PHO')
    const signs = () => session.wallet.requests.filter((r) => r.method === 'personal_sign').length
    const signed = signs()
    await page.getByTestId('transfer-submit').click()
    await expect.poll(toast).toBe('余额不足') // swap11
    expect(signs()).toBe(signed)

    await page.getByTestId('transfer-amount').fill('10')
    expect(await page.getByTestId('transfer-fee').textContent()).toBe('0.01 PHO')
    expect(await page.getByTestId('transfer-total').textContent()).toBe('10.01 PHO')
    // The review names the recipient in full and short, the amount, the fee and the total; Cancel sends nothing.
    let posts = 0
    page.on('request', (request) => {
      if (request.url().endsWith('/v1/transfer/out')) posts++
    })
    await page.getByTestId('transfer-submit').click()
    const review = page.getByTestId('transfer-review')
    await review.waitFor()
    expect(await review.getByRole('heading').textContent()).toBe('确认转账')
    const recipient = review.getByTestId('review-recipient')
    expect(await recipient.locator('.review__detail').textContent()).toBe(OTHER.address)
    expect(await recipient.locator('.review__value').textContent()).toBe(
      `${OTHER.address.slice(0, 6)}...${OTHER.address.slice(-4)}`,
    )
    expect(await review.getByTestId('review-received').textContent()).toBe('10 PHO')
    expect(await review.getByTestId('review-fee').textContent()).toBe('0.01 PHO')
    expect(await review.getByTestId('review-total').textContent()).toBe('10.01 PHO')
    expect(await review.getByTestId('review-warning').textContent()).toContain('无法撤回')
    await review.getByRole('button', { name: '取消', exact: true }).click()
    await review.waitFor({ state: 'detached' })
    expect(signs()).toBe(signed)
    expect(posts).toBe(0)
    expect(await page.getByTestId('transfer-usable').textContent()).toBe('10,000')
    expect(await usableOf(other.token, 'PHO')).toBe(received)
    // The form kept what was typed; confirming the review signs and sends it.
    expect(await page.getByTestId('transfer-amount').inputValue()).toBe('10')
    const posted = page.waitForResponse((r) => r.url().endsWith('/v1/transfer/out'), { timeout: 30_000 })
    await page.getByTestId('transfer-submit').click()
    await page.getByTestId('transfer-review').getByTestId('review-confirm').click()
    expect((await posted).status()).toBe(200)
    expect(posts).toBe(1)
    await expect.poll(() => page.getByTestId('transfer-usable').textContent()).toBe('9,989.99')
    expect(await usableOf(other.token, 'PHO')).toBe(received + parseUnits('10', 18))
  })

  it('lists every movement in the record bill with its text, time, signed amount and coin', async () => {
    await withdrawFiveGdtOutsideThePages()
    await open('/HomeNext/RechargeBill')
    await page.getByTestId('record-list').waitFor()
    expect(await page.getByTestId('topbar-title').textContent()).toBe('账单')
    await expect.poll(() => page.getByTestId('record-list').locator('li').count()).toBeGreaterThanOrEqual(4)
    const changes = await page.getByTestId('record-change').allTextContents()
    expect(changes).toContain('+25 USDT')
    expect(changes).toContain('-10.01 PHO')
    expect(changes.some((c) => /^-5(\.\d{1,4})? GDT$/.test(c))).toBe(true)
    for (const text of await page.getByTestId('record-behavior').allTextContents())
      expect(text.length).toBeGreaterThan(0)
    expect(await page.locator('[data-testid="record-list"] time').count()).toBeGreaterThanOrEqual(4)
    // dates in the UI language (zh-CN), not the US form the browser's own locale would give
    for (const time of await page.locator('[data-testid="record-list"] time').allTextContents())
      expect(time).toMatch(/^\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}$/)
  })

  it('shows each page at 375 px (in English: the machine may have no CJK font)', async () => {
    await page.evaluate(() => localStorage.setItem('lang', 'en-US'))
    await open('/HomeNext/RechargeWallet')
    await page.reload()
    await expect.poll(() => page.getByTestId('wallet-usable-GDT').textContent()).toMatch(/^[\d,]+(\.\d+)?$/)
    expect(await page.getByTestId('topbar-title').textContent()).toBe('Wallet')
    await shot('wallet-375')

    // A deposit sent from outside the app (another wallet of the same address) shows on the wallet page too.
    const usdtBefore = await usableOf((await signInDirect(base, ME)).token, 'USDT')
    await testClient.setAutomine(false)
    try {
      const sender = createWalletClient({ account: ME, transport: http(rpcUrl) })
      await sender.writeContract({
        chain: null,
        address: USDT.address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [deployment.contracts.depositReceiver ?? VAULT, parseUnits('7', USDT.decimals)],
      })
      await testClient.mine({ blocks: 1 })
      await page.reload()
      await expect
        .poll(() => page.getByTestId('pending-deposit-state').allTextContents())
        .toEqual(['Pending, 1 of 3 confirmations'])
      expect(await page.getByTestId('pending-deposit').textContent()).toContain('7 USDT')
      await shot('wallet-pending-deposit-375')
    } finally {
      await testClient.setAutomine(true)
    }
    // Credited: the line leaves and the usable amount grows without a reload.
    await expect.poll(() => page.getByTestId('pending-deposit').count()).toBe(0)
    await expect
      .poll(() => page.getByTestId('wallet-usable-USDT').textContent())
      .toBe(shownUsdt(usdtBefore + parseUnits('7', USDT.decimals)))
    for (const [id, form, coin] of [
      [0, 'deposit', 'USDT'],
      [1, 'withdraw', 'GDT'],
      [2, 'transfer', 'PHO'],
    ] as const) {
      await open(`/HomeNext/Recharge?id=${id}`)
      await page.getByTestId(`${form}-form`).waitFor()
      await pickCoin(coin)
      if (form === 'transfer') await page.getByTestId('transfer-address').fill(OTHER.address)
      await page.getByTestId(`${form}-amount`).fill('12.5')
      await expect.poll(() => page.getByTestId(`${form}-usable`).textContent()).toMatch(/\d/)
      await shot(`recharge-${form}-375`)
      if (form === 'deposit') continue
      // The review at 375 px; Escape cancels it and gives the focus back to the button that opened it.
      await page.getByTestId(`${form}-submit`).click()
      await page.getByTestId(`${form}-review`).waitFor()
      await page.waitForTimeout(300) // the dialog's pop-in
      await shot(`${form}-review-375`)
      await page.keyboard.press('Escape')
      await page.getByTestId(`${form}-review`).waitFor({ state: 'detached' })
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(`${form}-submit`)
    }
    await page.getByTestId('coin-picker').click()
    await page.getByTestId('coin-picker-popup').waitFor()
    await page.waitForTimeout(500) // the sheet's slide-in
    await shot('recharge-coin-picker-375')
    await page.keyboard.press('Escape')
    await open('/HomeNext/withdraw_bill')
    await page.getByTestId('withdraw-orders').locator('li').first().waitFor()
    expect(await page.getByTestId('withdraw-order-status').first().textContent()).toBe('Done')
    await shot('withdraw-bill-375')
    await open('/HomeNext/RechargeBill')
    await page.getByTestId('record-list').locator('li').first().waitFor()
    expect(await page.getByTestId('topbar-title').textContent()).toBe('Bill')
    await shot('recharge-bill-375')
  })
})
