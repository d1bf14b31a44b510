import { anvilPrivateKeys } from '@phoswap/contracts/accounts'
import type { AdminCoinsData, AdminUserData, JobRunListData } from '@phoswap/core/api/console'
import { buildActionMessage } from '@phoswap/core/auth/actionMessage'
import { quoteTransfer } from '@phoswap/core/rewards/transferFee'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { type PrivateKeyAccount, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { expectNoSeriousA11yViolations } from '../src/a11y'
import { DESKTOP, launchBrowser, MOBILE, screenshot } from '../src/browser'
import { focusedTestId } from '../src/keyboard'
import { signInDirect } from '../src/session'
import { installTestWallet, TEST_WALLET_RDNS } from '../src/testWallet'
import { postWithdrawOrder } from '../src/walletPages'

// The operator console (issue 32) as an operator uses it: the sandbox's development wallet (anvil #1, an operator)
// opens #/admin in one browser context. A fresh account (a random key: no other file's data) gets GDT by a signed
// transfer from the operator and makes a withdraw order through the API; a second fresh account is no operator.
// Pools, coins, settings and content have their own file (adminSettings.test.ts).
const base = inject('sandboxUrl')
const rpcUrl = inject('rpcUrl')
const operatorAccount = privateKeyToAccount(anvilPrivateKeys[1]!)
const user = privateKeyToAccount(generatePrivateKey())
const strangerKey = generatePrivateKey()
const stranger = privateKeyToAccount(strangerKey)
const GDT_COIN_ID = 6
// A day long past that no other file settles: gdt-rewards pays nothing for it, so this file's runs are the only ones.
const JOB = 'gdt-rewards'
const PERIOD = '2020-01-01'
const NOTE = 'e2e: the settled day again'

let browser: Browser
let context: BrowserContext
let page: Page
let operatorToken: string

async function api<T>(method: 'GET' | 'POST', path: string, token: string | null, body?: unknown) {
  const response = await fetch(`${base}v1${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as { code: number; msg: string; data: T } }
}

/** The operator's signed transfer of `received` GDT (plus its fee) to `to`, as the wallet page signs one. */
async function transferGdt(from: PrivateKeyAccount, token: string, to: string, received: bigint) {
  const coins = await api<AdminCoinsData>('GET', '/admin/coins', token)
  const rate = coins.body.data.list.find((coin) => coin.coin_id === GDT_COIN_ID)!.fee_rate_ppm
  const quote = quoteTransfer(received, rate)!
  const fields = { to_address: to, coin_id: GDT_COIN_ID, amount: quote.amount.toString(), fee: quote.fee.toString() }
  const { nonce } = (await api<{ nonce: string }>('POST', '/auth/action-nonce', token, { action: 'transfer_out' })).body
    .data
  const params = { ...fields, coin_id: String(GDT_COIN_ID), to_address: to }
  const message = buildActionMessage({ action: 'transfer_out', address: from.address, chainId: 31337, nonce, params })
  const signature = await from.signMessage({ message })
  const sent = await api('POST', '/transfer/out', token, { ...fields, nonce, signature })
  expect(sent.body.code, sent.body.msg).toBe(200)
}

const userView = async (address: string) =>
  (await api<AdminUserData>('GET', `/admin/users/${address.toLowerCase()}`, operatorToken)).body.data

async function openSection(id: string) {
  await page.getByTestId(`admin-nav-${id}`).click()
  await page.getByTestId(`admin-section-${id}`).waitFor()
  await expect.poll(() => page.locator('.admin [role="status"]').count()).toBe(0)
}

beforeAll(async () => {
  browser = await launchBrowser()
  operatorToken = (await signInDirect(base, operatorAccount)).token
  context = await browser.newContext({ viewport: DESKTOP })
  await installTestWallet(context, { privateKey: anvilPrivateKeys[1]!, rpcUrl })
  page = await context.newPage()
  page.setDefaultTimeout(20_000)
})

afterAll(async () => {
  await context?.close()
  await browser?.close()
})

describe('the operator console', () => {
  it('opens for the development wallet: the books are checked and balance', async () => {
    await page.goto(`${base}#/admin`)
    await page.getByTestId('admin-connect').click()
    await page.getByTestId(`wallet-option-${TEST_WALLET_RDNS}`).click()
    // Connected, the app signs in once; the server then says the account is an operator.
    await page.getByTestId('admin-nav').waitFor({ timeout: 30_000 })
    expect(await page.getByTestId('admin-nav-books').getAttribute('aria-current')).toBe('page')
    await page.getByTestId('admin-books-check').click()
    await expect.poll(() => page.getByTestId('admin-books-status').getAttribute('data-ok')).toBe('true')
    expect(await page.getByTestId('admin-books-status').textContent()).toBe('账目平衡')
    await expect.poll(() => page.getByTestId('admin-books-checked-at').textContent()).toContain('手动核对')
    await screenshot(page, 'admin-books-1280-zh')
    // The side menu offers the console to an operator.
    await page.setViewportSize(MOBILE)
    await page.getByTestId('menu-button').click()
    await page.getByTestId('menu-admin').click()
    await page.getByTestId('admin-section-books').waitFor()
    await screenshot(page, 'admin-books-375-zh')
    await page.setViewportSize(DESKTOP)
  })

  it('runs a settled day again with the keyboard: already done, nobody paid twice, audited with its note', async () => {
    const first = await api<{ status: string }>('POST', '/admin/settle', operatorToken, { job: JOB, period: PERIOD })
    expect(first.body.data.status).toBe('done')
    const before = await userView(operatorAccount.address)
    await page.goto(`${base}#/admin/settlements`)
    await page.getByTestId('admin-runs').waitFor()
    await page.getByTestId('admin-runs-job').selectOption(JOB)
    const runs = page.locator(`[data-job="${JOB}"][data-period="${PERIOD}"]`)
    await expect.poll(() => runs.count()).toBe(1)
    const done = runs.first()
    const doneId = await done.getAttribute('data-testid')
    expect(await done.getAttribute('data-status')).toBe('done')
    const counts = [
      await done.getByTestId('admin-run-users').textContent(),
      await done.getByTestId('admin-run-postings').textContent(),
    ]
    // Keyboard only: focus the run's button, Enter opens the review with the focus in its note (Enter there is a new
    // line, never a confirm), Tab to Cancel, Tab to Confirm.
    await done.getByTestId('admin-run-rerun').focus()
    await page.keyboard.press('Enter')
    const review = page.getByTestId('admin-rerun-review')
    await review.waitFor()
    await expectNoSeriousA11yViolations(page, 'settlements, re-run review, zh-CN')
    expect(await review.getByTestId('admin-review-run-before').textContent()).toContain('已完成')
    expect(await focusedTestId(page)).toBe('admin-note')
    await page.keyboard.type(NOTE)
    await page.keyboard.press('Tab')
    expect(await focusedTestId(page)).toBe('admin-review-cancel')
    await page.keyboard.press('Tab')
    expect(await focusedTestId(page)).toBe('admin-review-confirm')
    await page.keyboard.press('Enter')
    await expect.poll(() => review.count()).toBe(0)
    await expect.poll(() => runs.count()).toBe(2)
    const again = page.locator(`[data-job="${JOB}"][data-period="${PERIOD}"][data-status="already_done"]`)
    expect(await again.getByTestId('admin-run-users').textContent()).toBe('0')
    expect(await again.getByTestId('admin-run-postings').textContent()).toBe('0')
    // The first run keeps its counts; the operator's balances did not move.
    const kept = page.getByTestId(doneId!)
    expect([
      await kept.getByTestId('admin-run-users').textContent(),
      await kept.getByTestId('admin-run-postings').textContent(),
    ]).toEqual(counts)
    expect((await userView(operatorAccount.address)).balances).toEqual(before.balances)
    const list = await api<JobRunListData>(
      'GET',
      `/admin/jobs/runs?job=${JOB}&from=${PERIOD}&to=${PERIOD}`,
      operatorToken,
    )
    expect(list.body.data.list.map((run) => run.status).sort()).toEqual(['already_done', 'done'])
    await screenshot(page, 'admin-settlements-1280-zh')
  })

  it("finds a user's withdraw order by address", async () => {
    await signInDirect(base, user)
    await transferGdt(operatorAccount, operatorToken, user.address, parseUnits('10', 18))
    const order = await postWithdrawOrder(base, user, GDT_COIN_ID, parseUnits('4', 18))
    expect(order.status).toBe(0)
    await openSection('users')
    // A text that is no address is refused in place, nothing asked.
    await page.getByTestId('admin-user-address').fill('0x1234')
    await page.getByTestId('admin-user-find').click()
    await expect.poll(() => page.getByTestId('admin-user-address').getAttribute('aria-invalid')).toBe('true')
    await page.getByTestId('admin-user-address').fill(user.address)
    await page.getByTestId('admin-user-address').press('Enter')
    const row = page.getByTestId(`admin-user-withdraw-${order.id}`)
    await row.waitFor()
    expect(await row.getAttribute('data-status')).toBe('0')
    expect(await row.getAttribute('data-amount')).toBe(parseUnits('4', 18).toString())
    expect(await row.getByTestId('admin-user-withdraw-status').textContent()).toBe('待领取')
    // Received 10, 4 in transit: the wallet shows what is usable, in coins.
    expect(
      await page.getByTestId(`admin-user-balance-${GDT_COIN_ID}`).getByTestId('admin-user-usable').textContent(),
    ).toMatch(/^[\d,.]+ GDT$/)
    expect(new URL(page.url()).hash).toBe(`#/admin/users?address=${user.address.toLowerCase()}`)
    await screenshot(page, 'admin-users-1280-zh')
    await page.setViewportSize(MOBILE)
    await screenshot(page, 'admin-users-375-zh')
    await page.setViewportSize(DESKTOP)
  })

  it('lists the change in the audit log, filtered by action', async () => {
    await openSection('audit')
    await page.getByTestId('admin-audit-action').selectOption('job.settle')
    const row = page.locator(`[data-action="job.settle"][data-target="job:${JOB}:${PERIOD}"]`)
    await expect.poll(() => row.count()).toBe(2)
    const noted = row.filter({ has: page.getByTestId('admin-audit-note').getByText(NOTE) })
    expect(await noted.count()).toBe(1)
    expect(await noted.getByTestId('admin-audit-operator').getAttribute('data-address')).toBe(
      operatorAccount.address.toLowerCase(),
    )
    await screenshot(page, 'admin-audit-1280-zh')
  })

  it('every console section is axe clean in zh-CN and en-US, at 375 px and at 1280 px', async () => {
    for (const [turn, language] of ['zh-CN', 'en-US'].entries()) {
      await page.evaluate((lang) => localStorage.setItem('lang', lang), language)
      await page.goto(`${base}#/admin/books`)
      await page.reload()
      await page.getByTestId('admin-nav').waitFor()
      expect(await page.locator('html').getAttribute('lang')).toBe(language)
      const ids = await page
        .getByTestId('admin-nav')
        .locator('a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('data-testid')!.replace('admin-nav-', '')))
      expect(ids).toEqual(expect.arrayContaining(['books', 'settlements', 'users', 'audit']))
      for (const [index, id] of ids.entries()) {
        // Each section at 1280 px in one language and at 375 px in the other.
        await page.setViewportSize((index + turn) % 2 === 0 ? DESKTOP : MOBILE)
        await openSection(id)
        await expectNoSeriousA11yViolations(page, `console ${id}, ${language}`)
        // Nothing wider than the window at 375 px: the tables scroll in their own box.
        const wider = await page.evaluate(() =>
          document.documentElement.scrollWidth <= window.innerWidth
            ? []
            : [...document.querySelectorAll('.admin *')]
                .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
                .filter((element) => !element.closest('.admin-table-wrap, .admin__nav'))
                .slice(0, 5)
                .map((element) => element.outerHTML.slice(0, 120)),
        )
        expect(wider, `${id} at ${page.viewportSize()?.width} px`).toEqual([])
      }
    }
    await page.setViewportSize(DESKTOP)
    await screenshot(page, 'admin-audit-1280-en')
  }, 180_000)
})

describe('an account that is not an operator', () => {
  it('sees no console entry, is told so at #/admin, and the admin API refuses it', async () => {
    const other = await browser.newContext({ viewport: MOBILE })
    try {
      await installTestWallet(other, { privateKey: strangerKey, rpcUrl })
      const view = await other.newPage()
      view.setDefaultTimeout(20_000)
      await view.goto(`${base}#/admin`)
      await view.getByTestId('admin-connect').click()
      await view.getByTestId(`wallet-option-${TEST_WALLET_RDNS}`).click()
      await view.getByTestId('admin-not-operator').waitFor({ timeout: 30_000 })
      expect(await view.getByTestId('admin-not-operator').textContent()).toContain('此账户不是运营账户')
      expect(await view.getByTestId('admin-nav').count()).toBe(0)
      await expectNoSeriousA11yViolations(view, 'console, not an operator, zh-CN')
      await screenshot(view, 'admin-not-operator-375-zh')
      await view.getByTestId('menu-button').click()
      await view.getByTestId('menu-Member').waitFor()
      expect(await view.getByTestId('menu-admin').count()).toBe(0)
    } finally {
      await other.close()
    }
    const { token } = await signInDirect(base, stranger)
    expect((await api('GET', '/admin/me', null)).status).toBe(401)
    expect((await api('GET', '/admin/me', token)).status).toBe(403)
    expect((await api('GET', '/admin/audit', token)).status).toBe(403)
    expect((await api('GET', `/admin/users/${user.address}`, token)).status).toBe(403)
    const settle = await api('POST', '/admin/settle', token, { job: JOB, period: PERIOD, note: 'not mine' })
    expect(settle.status).toBe(403)
    // Nothing ran: still the operator's two runs of the day.
    const list = await api<JobRunListData>(
      'GET',
      `/admin/jobs/runs?job=${JOB}&from=${PERIOD}&to=${PERIOD}`,
      operatorToken,
    )
    expect(list.body.data.list).toHaveLength(2)
  })
})
