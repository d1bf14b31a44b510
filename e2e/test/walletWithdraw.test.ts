import { anvilAccounts, anvilPrivateKeys } from '@phoswap/contracts/accounts'
import { parseDeployment } from '@phoswap/core/deployments'
import type { Browser, Page } from 'playwright-core'
import { type Address, createTestClient, createWalletClient, erc20Abi, http, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser } from '../src/browser'
import { type LiquiditySession, localClient, tokenOf } from '../src/liquidityPage'
import { openWalletPages, postWithdrawOrder, walletPageHelpers } from '../src/walletPages'

// The withdraw page and withdraw_bill; the wallet, deposit, transfer and record bill pages are in wallet.test.ts.
const base = inject('sandboxUrl')
const rpcUrl = inject('rpcUrl')
const deployment = parseDeployment(JSON.parse(inject('deploymentJson')))
const client = localClient(rpcUrl)
const testClient = createTestClient({ mode: 'anvil', transport: http(rpcUrl) })
const VAULT = deployment.contracts.withdrawVault!
const GDT = tokenOf(deployment, 'GDT')
const GDT_COIN_ID = 6
// Anvil account 7: seeded with 10,000 of every reward coin and used by no other end-to-end file. Account 5 holds
// the vault's GDT while a claim must fail.
const ME = anvilAccounts[7]!
const OTHER = anvilAccounts[5]!

let browser: Browser
let session: LiquiditySession
let page: Page
const { open, pickCoin, toast } = walletPageHelpers(() => page, base)

const balanceOf = (token: Address, owner: Address) =>
  client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

beforeAll(async () => {
  browser = await launchBrowser()
  session = await openWalletPages(browser, base, rpcUrl, anvilPrivateKeys[7]!)
  page = session.page
})

afterAll(async () => {
  await session?.context.close()
  await browser?.close()
})

describe('reward wallet withdraw pages', () => {
  it('withdraws GDT: signed, claimed on chain once however often clicked, shown done in withdraw_bill', async () => {
    await open('/HomeNext/Recharge?id=1')
    await page.getByTestId('withdraw-form').waitFor()
    await pickCoin('GDT')
    await expect.poll(() => page.getByTestId('withdraw-usable').textContent()).toBe('10,000')
    await page.getByTestId('withdraw-amount').fill('5')
    expect(await page.getByTestId('withdraw-fee').textContent()).toMatch(/^[\d,]+(\.\d+)? GDT$/)
    const onChain = await balanceOf(GDT.address, ME.address)
    const orders = page.waitForResponse((r) => r.url().endsWith('/v1/order/withdraw'), { timeout: 30_000 })
    // The review first: chain, coin, amount, fee, what arrives and the total; nothing signed before its confirm.
    const signs = session.wallet.requests.filter((r) => r.method === 'personal_sign').length
    await page.getByTestId('withdraw-submit').click()
    const review = page.getByTestId('withdraw-review')
    await review.waitFor()
    expect(await review.getByTestId('review-coin').textContent()).toBe('GDT')
    expect(await review.getByTestId('review-amount').textContent()).toBe('5 GDT')
    expect(await review.getByTestId('review-arrives').textContent()).toContain('5 GDT')
    expect(await review.getByTestId('review-fee').textContent()).toMatch(/^[\d,]+(\.\d+)? GDT$/)
    expect(await review.getByTestId('review-warning').textContent()).toContain('截止时间前领取')
    expect(session.wallet.requests.filter((r) => r.method === 'personal_sign').length).toBe(signs)
    // Two clicks on its confirm in the same task: the second one finds the withdraw running and is ignored.
    await review.getByTestId('review-confirm').evaluate((button: HTMLButtonElement) => {
      button.click()
      button.click()
    })
    const order = (await (await orders).json()) as { data: { id: number; amount: string } }
    expect(order.data.amount).toBe(parseUnits('5', GDT.decimals).toString())
    await expect.poll(() => balanceOf(GDT.address, ME.address), { timeout: 30_000 }).toBe(onChain + parseUnits('5', 18))
    await expect.poll(toast).toBe('提现成功') // swap412
    expect(session.wallet.requests.filter((r) => r.method === 'personal_sign').length).toBeGreaterThan(0)

    await page.getByTestId('withdraw-bill-link').click()
    await page.getByTestId('withdraw-orders').waitFor()
    expect(await page.getByTestId('topbar-title').textContent()).toBe('提现账单')
    expect(await page.getByTestId('withdraw-orders').locator('li').count()).toBe(1)
    // The indexer marks the order done from the vault's Claimed event.
    await expect
      .poll(
        async () => {
          await page.reload()
          await page.getByTestId(`withdraw-order-${order.data.id}`).waitFor()
          return page.getByTestId(`withdraw-order-${order.data.id}`).getAttribute('data-status')
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe('1')
    const row = page.getByTestId(`withdraw-order-${order.data.id}`)
    expect(await row.getAttribute('class')).toContain('bill--done')
    expect(await row.getByTestId('withdraw-order-claim').count()).toBe(0)
    expect(await row.getByTestId('withdraw-order-status').textContent()).toBe('已完成')
  })

  it('claims an open order from withdraw_bill: its claim button pays on chain and the row turns done', async () => {
    // An order made outside this page (as by another tab) and not claimed yet: status 0 with its voucher.
    const amount = parseUnits('2', GDT.decimals).toString()
    const order = await postWithdrawOrder(base, ME, GDT_COIN_ID, BigInt(amount))
    expect(order.status).toBe(0)

    // The page is on withdraw_bill already (the last test): read again as the user would, by reloading.
    await open('/HomeNext/withdraw_bill')
    await page.reload()
    const row = page.getByTestId(`withdraw-order-${order.id}`)
    await row.waitFor()
    expect(await row.getAttribute('data-status')).toBe('0')
    const onChain = await balanceOf(GDT.address, ME.address)
    await row.getByTestId('withdraw-order-claim').click()
    await expect.poll(() => balanceOf(GDT.address, ME.address), { timeout: 30_000 }).toBe(onChain + BigInt(amount))
    await expect.poll(toast).toBe('提现成功') // swap412
    await expect
      .poll(
        async () => {
          await page.reload()
          await row.waitFor()
          return row.getAttribute('data-status')
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe('1')
    expect(await row.getByTestId('withdraw-order-claim').count()).toBe(0)
  })

  it('a claim the chain refuses says the amount waits as a claimable order in the withdraw bill, linked', async () => {
    // The vault cannot pay: its GDT moved away for this test (anvil impersonates it), then back.
    const vaultGdt = await balanceOf(GDT.address, VAULT)
    const moveGdt = async (from: Address, to: Address, amount: bigint) => {
      const sender = createWalletClient({ account: from, transport: http(rpcUrl) })
      const hash = await sender.writeContract({
        chain: null,
        address: GDT.address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [to, amount],
      })
      await client.waitForTransactionReceipt({ hash })
    }
    await testClient.impersonateAccount({ address: VAULT })
    await testClient.setBalance({ address: VAULT, value: parseUnits('1', 18) })
    await moveGdt(VAULT, OTHER.address, vaultGdt)
    await testClient.stopImpersonatingAccount({ address: VAULT })
    try {
      await open('/HomeNext/Recharge?id=1')
      await page.getByTestId('withdraw-form').waitFor()
      await pickCoin('GDT')
      await page.getByTestId('withdraw-amount').fill('3')
      const orders = page.waitForResponse((r) => r.url().endsWith('/v1/order/withdraw'), { timeout: 30_000 })
      await page.getByTestId('withdraw-submit').click()
      await page.getByTestId('withdraw-review').getByTestId('review-confirm').click()
      const order = (await (await orders).json()) as { data: { id: number } }
      // The chain's reason comes and goes as a toast; the notice that stays says where the amount is.
      const notice = page.getByTestId('withdraw-unclaimed')
      await notice.waitFor()
      expect(await notice.textContent()).toContain('3 GDT 的链上领取失败')
      await notice.getByTestId('withdraw-unclaimed-bill').click()
      const row = page.getByTestId(`withdraw-order-${order.data.id}`)
      await row.waitFor()
      expect(await page.getByTestId('topbar-title').textContent()).toBe('提现账单')
      expect(await row.getAttribute('data-status')).toBe('0')
      expect(await row.getByTestId('withdraw-order-claim').count()).toBe(1)
    } finally {
      const other = createWalletClient({ account: OTHER, transport: http(rpcUrl) })
      const hash = await other.writeContract({
        chain: null,
        address: GDT.address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [VAULT, vaultGdt],
      })
      await client.waitForTransactionReceipt({ hash })
    }
    // Paid again, the same order is claimed from the bill.
    const onChain = await balanceOf(GDT.address, ME.address)
    await page.reload()
    await page.getByTestId('withdraw-orders').locator('[data-status="0"]').first().waitFor()
    await page
      .getByTestId('withdraw-orders')
      .locator('[data-status="0"]')
      .first()
      .getByTestId('withdraw-order-claim')
      .click()
    await expect.poll(() => balanceOf(GDT.address, ME.address), { timeout: 30_000 }).toBe(onChain + parseUnits('3', 18))
    await expect
      .poll(
        async () => {
          await page.reload()
          await page.getByTestId('withdraw-orders').locator('li').first().waitFor()
          return page.getByTestId('withdraw-orders').locator('[data-status="0"]').count()
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(0)
  })
})
