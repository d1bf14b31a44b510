import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { anvilAccounts, anvilPrivateKeys } from '@phoswap/contracts/accounts'
import { buildActionMessage } from '@phoswap/core/auth/actionMessage'
import { parseDeployment } from '@phoswap/core/deployments'
import type { Browser, Page } from 'playwright-core'
import { type Address, createTestClient, createWalletClient, erc20Abi, formatUnits, http, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { expectNoSeriousA11yViolations } from '../src/a11y'
import { launchBrowser, MOBILE } from '../src/browser'
import { type LiquiditySession, localClient, tokenOf } from '../src/liquidityPage'
import { signInDirect } from '../src/session'
import { installTestWallet, TEST_WALLET_RDNS } from '../src/testWallet'

const base = inject('sandboxUrl')
const rpcUrl = inject('rpcUrl')
const deployment = parseDeployment(JSON.parse(inject('deploymentJson')))
const client = localClient(rpcUrl)
const testClient = createTestClient({ mode: 'anvil', transport: http(rpcUrl) })
const VAULT = deployment.contracts.withdrawVault!
const USDT = tokenOf(deployment, 'USDT')
const GDT = tokenOf(deployment, 'GDT')
// Anvil accounts 2 and 5: seeded with 10,000 of every reward coin and used by no other end-to-end file.
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

const toast = () => page.getByTestId('toast').textContent()

async function open(path: string) {
  await page.goto(`${base}#${path}`)
  await page.getByTestId('topbar-title').waitFor()
}

async function pickCoin(symbol: string) {
  await page.getByTestId('coin-picker').click()
  await page.getByTestId(`coin-option-${symbol}`).click()
  await expect.poll(() => page.getByTestId('coin-picker').textContent()).toContain(symbol)
}

beforeAll(async () => {
  browser = await launchBrowser()
  // The /HomeNext pages have the top bar, not the header: the wallet page's own prompt connects.
  const context = await browser.newContext({ viewport: MOBILE })
  const wallet = await installTestWallet(context, { privateKey: anvilPrivateKeys[2]!, rpcUrl })
  page = await context.newPage()
  session = { context, page, wallet }
  await page.goto(`${base}#/HomeNext/RechargeWallet`)
  await page.getByTestId('wallet-connect').click()
  await page.getByTestId(`wallet-option-${TEST_WALLET_RDNS}`).click()
  page.setDefaultTimeout(20_000)
})
afterAll(async () => {
  await session?.context.close()
  await browser?.close()
})

describe('reward wallet pages', () => {
  it('lists every coin with its usable amount in 6 decimals; hides amounts across a reload; searches', async () => {
    expect(await page.getByTestId('topbar-title').textContent()).toBe('我的钱包')
    await expect
      .poll(() => page.getByTestId('wallet-usable-GDT').textContent(), { timeout: 30_000 })
      .toBe('10000.000000')
    for (const coin of ['PHO', 'GDT', 'VGT', 'USDT', 'GDB', 'VGB']) {
      expect(await page.getByTestId(`wallet-coin-${coin}`).isVisible(), coin).toBe(true)
    }

    await page.getByTestId('wallet-hide').click()
    expect(await page.getByTestId('wallet-usable-GDT').textContent()).toBe('******')
    await page.reload()
    await expect.poll(() => page.getByTestId('wallet-usable-GDT').textContent(), { timeout: 30_000 }).toBe('******')
    expect(await page.getByTestId('wallet-hide').getAttribute('aria-pressed')).toBe('true')
    await page.getByTestId('wallet-hide').click()
    expect(await page.getByTestId('wallet-usable-GDT').textContent()).toBe('10000.000000')

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
    const sixDecimals = (units: bigint) => Number(formatUnits(units, USDT.decimals)).toFixed(6)
    await expect.poll(() => page.getByTestId('deposit-chain-balance').textContent()).toBe(sixDecimals(chainBefore))

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
    expect(usableBefore).toBe('10000.000000')
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
      expect(await page.getByTestId('pending-deposit').textContent()).toContain('25.000000 USDT')
      expect(await page.getByTestId('deposit-waiting').textContent()).toBe('待确认：区块确认完成后到账')
      expect(await page.getByTestId('deposit-usable').textContent()).toBe('10000.000000')
      expect(await page.getByTestId('pending-deposits').getAttribute('aria-live')).toBe('polite')
      await expectNoSeriousA11yViolations(page, 'deposit pending')
      await testClient.mine({ blocks: 1 })
      await expect.poll(pendingLine).toEqual(['待确认，已确认 2/3'])
      expect(await page.getByTestId('deposit-usable').textContent()).toBe('10000.000000')
    } finally {
      await testClient.setAutomine(true)
    }
    // The sandbox mines the last block; the indexer credits it; the screen says so and the usable amount grows.
    await page.getByTestId('deposit-credited').waitFor({ timeout: 30_000 })
    expect(await page.getByTestId('deposit-credited').textContent()).toContain('25.000000 USDT')
    await expect.poll(() => page.getByTestId('deposit-usable').textContent()).toBe('10025.000000')
    await expect.poll(() => page.getByTestId('pending-deposit').count()).toBe(0)
    expect(await balanceOf(USDT.address, VAULT)).toBe(vaultBefore + parseUnits('25', USDT.decimals))
    await expect
      .poll(() => page.getByTestId('deposit-chain-balance').textContent())
      .toBe(sixDecimals(chainBefore - parseUnits('25', USDT.decimals)))

    await open('/HomeNext/RechargeWallet')
    await expect.poll(() => page.getByTestId('wallet-usable-USDT').textContent()).toBe('10025.000000')
  })

  it('withdraws GDT: signed, claimed on chain once however often clicked, shown done in withdraw_bill', async () => {
    await open('/HomeNext/Recharge?id=1')
    await page.getByTestId('withdraw-form').waitFor()
    await pickCoin('GDT')
    await expect.poll(() => page.getByTestId('withdraw-usable').textContent()).toBe('10000.000000')
    await page.getByTestId('withdraw-amount').fill('5')
    expect(await page.getByTestId('withdraw-fee').textContent()).toMatch(/^\d+\.\d{6} GDT$/)
    const onChain = await balanceOf(GDT.address, ME.address)
    const orders = page.waitForResponse((r) => r.url().endsWith('/v1/order/withdraw'), { timeout: 30_000 })
    // The review first: chain, coin, amount, fee, what arrives and the total; nothing signed before its confirm.
    const signs = session.wallet.requests.filter((r) => r.method === 'personal_sign').length
    await page.getByTestId('withdraw-submit').click()
    const review = page.getByTestId('withdraw-review')
    await review.waitFor()
    expect(await review.getByTestId('review-coin').textContent()).toBe('GDT')
    expect(await review.getByTestId('review-amount').textContent()).toBe('5.000000 GDT')
    expect(await review.getByTestId('review-arrives').textContent()).toContain('5.000000 GDT')
    expect(await review.getByTestId('review-fee').textContent()).toMatch(/^\d+\.\d{6} GDT$/)
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
    expect(await row.getAttribute('class')).toContain('wallet-bill--done')
    expect(await row.getByTestId('withdraw-order-claim').count()).toBe(0)
    expect(await row.getByTestId('withdraw-order-status').textContent()).toBe('已完成')
  })

  it('claims an open order from withdraw_bill: its claim button pays on chain and the row turns done', async () => {
    // An order made outside this page (as by another tab) and not claimed yet: status 0 with its voucher.
    const mine = await signInDirect(base, ME)
    const post = async <T>(path: string, body: unknown) => {
      const response = await fetch(`${base}v1${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${mine.token}` },
        body: JSON.stringify(body),
      })
      return ((await response.json()) as { data: T }).data
    }
    const amount = parseUnits('2', GDT.decimals).toString()
    const params = { chain_id: '31337', coin_id: '6', amount }
    const { nonce } = await post<{ nonce: string }>('/auth/action-nonce', { action: 'withdraw' })
    const message = buildActionMessage({ action: 'withdraw', address: ME.address, chainId: 31337, nonce, params })
    const signature = await ME.signMessage({ message })
    const order = await post<{ id: number; status: number }>('/order/withdraw', {
      chain_id: 31337,
      coin_id: 6,
      amount,
      nonce,
      signature,
    })
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
      expect(await notice.textContent()).toContain('3.000000 GDT 的链上领取失败')
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

  it('transfers PHO to a second account with the fee shown before signing; the recipient is credited', async () => {
    const other = await signInDirect(base, OTHER)
    const received = await usableOf(other.token, 'PHO')
    await open('/HomeNext/Recharge?id=2')
    await page.getByTestId('transfer-form').waitFor()
    await pickCoin('PHO')
    await expect.poll(() => page.getByTestId('transfer-usable').textContent()).toBe('10000.000000')
    await page.getByTestId('transfer-address').fill(OTHER.address)
    await page.getByTestId('transfer-amount').fill('10000')
    // 0.1%: 10 on top; 10,010 is above the usable 10,000.
    expect(await page.getByTestId('transfer-fee').textContent()).toBe('10.000000 PHO')
    const signs = () => session.wallet.requests.filter((r) => r.method === 'personal_sign').length
    const signed = signs()
    await page.getByTestId('transfer-submit').click()
    await expect.poll(toast).toBe('余额不足') // swap11
    expect(signs()).toBe(signed)

    await page.getByTestId('transfer-amount').fill('10')
    expect(await page.getByTestId('transfer-fee').textContent()).toBe('0.010000 PHO')
    expect(await page.getByTestId('transfer-total').textContent()).toBe('10.010000 PHO')
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
    expect(await review.getByTestId('review-received').textContent()).toBe('10.000000 PHO')
    expect(await review.getByTestId('review-fee').textContent()).toBe('0.010000 PHO')
    expect(await review.getByTestId('review-total').textContent()).toBe('10.010000 PHO')
    expect(await review.getByTestId('review-warning').textContent()).toContain('无法撤回')
    await review.getByRole('button', { name: '取消', exact: true }).click()
    await review.waitFor({ state: 'detached' })
    expect(signs()).toBe(signed)
    expect(posts).toBe(0)
    expect(await page.getByTestId('transfer-usable').textContent()).toBe('10000.000000')
    expect(await usableOf(other.token, 'PHO')).toBe(received)
    // The form kept what was typed; confirming the review signs and sends it.
    expect(await page.getByTestId('transfer-amount').inputValue()).toBe('10')
    const posted = page.waitForResponse((r) => r.url().endsWith('/v1/transfer/out'), { timeout: 30_000 })
    await page.getByTestId('transfer-submit').click()
    await page.getByTestId('transfer-review').getByTestId('review-confirm').click()
    expect((await posted).status()).toBe(200)
    expect(posts).toBe(1)
    await expect.poll(() => page.getByTestId('transfer-usable').textContent()).toBe('9989.990000')
    expect(await usableOf(other.token, 'PHO')).toBe(received + parseUnits('10', 18))
  })

  it('lists every movement in the record bill with its text, time, signed amount and coin', async () => {
    await open('/HomeNext/RechargeBill')
    await page.getByTestId('record-list').waitFor()
    expect(await page.getByTestId('topbar-title').textContent()).toBe('账单')
    await expect.poll(() => page.getByTestId('record-list').locator('li').count()).toBeGreaterThanOrEqual(4)
    const changes = await page.getByTestId('record-change').allTextContents()
    expect(changes).toContain('+25.000000 USDT')
    expect(changes).toContain('-10.010000 PHO')
    expect(changes.some((c) => /^-5\.\d{6} GDT$/.test(c))).toBe(true)
    for (const text of await page.getByTestId('record-behavior').allTextContents())
      expect(text.length).toBeGreaterThan(0)
    expect(await page.locator('[data-testid="record-list"] time').count()).toBeGreaterThanOrEqual(4)
  })

  it('shows each page at 375 px (in English: the machine may have no CJK font)', async () => {
    await page.evaluate(() => localStorage.setItem('lang', 'en-US'))
    await open('/HomeNext/RechargeWallet')
    await page.reload()
    await expect.poll(() => page.getByTestId('wallet-usable-GDT').textContent()).toMatch(/^\d+\.\d{6}$/)
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
      expect(await page.getByTestId('pending-deposit').textContent()).toContain('7.000000 USDT')
      await shot('wallet-pending-deposit-375')
    } finally {
      await testClient.setAutomine(true)
    }
    // Credited: the line leaves and the usable amount grows without a reload.
    await expect.poll(() => page.getByTestId('pending-deposit').count()).toBe(0)
    await expect
      .poll(() => page.getByTestId('wallet-usable-USDT').textContent())
      .toBe(Number(formatUnits(usdtBefore + parseUnits('7', USDT.decimals), USDT.decimals)).toFixed(6))
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
