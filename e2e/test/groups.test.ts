import { anvilPrivateKeys } from '@phoswap/contracts/accounts'
import { buildActionMessage } from '@phoswap/core/auth/actionMessage'
import type { Action } from '@phoswap/core/auth/actions'
import { quoteTransfer } from '@phoswap/core/rewards/transferFee'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { type PrivateKeyAccount, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { expectNoSeriousA11yViolations } from '../src/a11y'
import { launchBrowser, MOBILE, screenshot } from '../src/browser'
import { signInDirect } from '../src/session'
import { installTestWallet, TEST_WALLET_RDNS, type TestWallet } from '../src/testWallet'

const base = inject('sandboxUrl')
const rpcUrl = inject('rpcUrl')
const E18 = 10n ** 18n
const COIN = { GDT: 6, VGT: 7, GDB: 8, VGB: 9 } as const

interface Envelope<T> {
  code: number
  msg: string
  data: T
}

async function api<T>(path: string, token: string, body?: unknown): Promise<Envelope<T>> {
  const response = await fetch(`${base}v1${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
  return (await response.json()) as Envelope<T>
}

/** A signed action through the API, as the web app sends it (fresh nonce, the phrase's message, the signature). */
async function signed<T>(
  who: { account: PrivateKeyAccount; token: string },
  action: Action,
  path: string,
  params: Record<string, string>,
  body: Record<string, unknown>,
): Promise<Envelope<T>> {
  const { data } = await api<{ nonce: string }>('/auth/action-nonce', who.token, { action })
  const message = buildActionMessage({
    action,
    address: who.account.address,
    chainId: 31337,
    nonce: data.nonce,
    params,
  })
  const signature = await who.account.signMessage({ message })
  return api<T>(path, who.token, { ...body, nonce: data.nonce, signature })
}

let browser: Browser
let context: BrowserContext
let page: Page
const users: { account: PrivateKeyAccount; token: string; key: `0x${string}` }[] = []
let groupId = 0
let funderToken = ''
let wallet: TestWallet

/**
 * Funding: the sandbox's anvil account 9 (10,000 of every reward coin in the ledger; no other file moves its GDT,
 * VGT or GDB) transfers each fresh account its seat through the real signed Transfer Out.
 */
async function fund(
  funder: { account: PrivateKeyAccount; token: string },
  to: string,
  coin: keyof typeof COIN,
  received: bigint,
) {
  const configs = await api<{ list: { coin_id: number; fee_rate: string }[] }>('/transfer/configs', funder.token)
  const feeRate = configs.data.list.find((c) => c.coin_id === COIN[coin])!.fee_rate
  const quote = quoteTransfer(received, Number(parseUnits(feeRate, 6)))!
  const fields = { to_address: to, coin_id: COIN[coin], amount: quote.amount.toString(), fee: quote.fee.toString() }
  const reply = await signed(
    funder,
    'transfer_out',
    '/transfer/out',
    { ...fields, coin_id: String(COIN[coin]) },
    fields,
  )
  expect(reply.code, reply.msg).toBe(200)
}

const toast = () => page.getByTestId('toast').textContent()

async function shot(name: string) {
  await screenshot(page, name)
  await expectNoSeriousA11yViolations(page, name)
}

beforeAll(async () => {
  const funder = await signInDirect(base, privateKeyToAccount(anvilPrivateKeys[9]!))
  funderToken = funder.token
  const from = { account: privateKeyToAccount(anvilPrivateKeys[9]!), token: funder.token }
  for (let i = 0; i < 10; i++) {
    const key = generatePrivateKey()
    const account = privateKeyToAccount(key)
    const { token } = await signInDirect(base, account)
    users.push({ account, token, key })
    await fund(from, account.address, 'GDT', 100n * E18)
    await fund(from, account.address, 'VGT', 10n * E18)
  }
  await fund(from, users[0]!.account.address, 'GDB', 100n * E18)

  // The leader buys a first coupon (its own action, GG Buy Coupons) and starts; eight members join through the API.
  const leader = users[0]!
  const coupon = await signed(leader, 'gg_buy_coupons', '/gg/buy-coupons', { amount: '1' }, { amount: 1 })
  expect(coupon.code, coupon.msg).toBe(200)
  const started = await signed<{ id: number }>(leader, 'gg_initiate', '/gg/initiate', {}, {})
  expect(started.code, started.msg).toBe(200)
  groupId = started.data.id
  for (const member of users.slice(1, 9)) {
    const joined = await signed(member, 'gg_join', '/gg/join', { ticket_id: String(groupId) }, { ticket_id: groupId })
    expect(joined.code, joined.msg).toBe(200)
  }

  browser = await launchBrowser()
  context = await browser.newContext({ viewport: MOBILE })
  wallet = await installTestWallet(context, { privateKey: users[9]!.key, rpcUrl })
  page = await context.newPage()
  page.setDefaultTimeout(20_000)
  await page.goto(`${base}#/HomeNext/Good`)
}, 240_000)
afterAll(async () => {
  await context?.close()
  await browser?.close()
})

describe('the GDT group market', () => {
  it('without a wallet the market shows its rules with the operator’s figures', async () => {
    await page.getByTestId('groups-connect').waitFor()
    const rules = page.getByTestId('group-rules')
    await rules.waitFor()
    expect(await rules.textContent()).toContain('每团 10 人')
    expect(await rules.textContent()).toContain('100 GDT 和 10 VGT')
    expect(await rules.textContent()).toContain('每张团长券价值 100 GDB')
    expect(await page.getByTestId('group-rules-note').textContent()).toBe('连接钱包后可开团、参团和兑换团长券')
    await shot('group-market-nowallet-375-zh-CN')
    await page.getByTestId('groups-connect').click()
    await page.getByTestId(`wallet-option-${TEST_WALLET_RDNS}`).click()
  })

  it('the tenth member finds the group by its number and joins it in the browser; the group succeeds', async () => {
    // Connecting signs in on its own (the prompt shows for a moment); the button is the fallback.
    const search = page.getByTestId('group-search')
    const signedIn = await search.waitFor({ timeout: 15_000 }).then(
      () => true,
      () => false,
    )
    if (!signedIn) await page.getByTestId('groups-sign-in').click()
    await search.waitFor()
    expect(await page.getByTestId('topbar-title').textContent()).toBe('GDT 拼团')
    await expect.poll(() => page.getByTestId(`group-row-${groupId}`).isVisible()).toBe(true)
    const row = page.getByTestId(`group-row-${groupId}`)
    expect(await row.getByTestId('group-row-seats').textContent()).toBe('9/10')
    // Every column is named (the action's too), a seat's price in both coins, the time left to the deadline.
    expect(await page.getByTestId('group-market').locator('thead th').allTextContents()).toEqual([
      '团号',
      '支付',
      '人数',
      '剩余时间',
      '操作',
    ])
    expect(await row.getByTestId('group-row-pay').textContent()).toBe('100 GDT10 VGT')
    const left = await row.getByTestId('group-row-left').textContent()
    expect(left).toMatch(/^2[0-3]:[0-5]\d:[0-5]\d$/)
    await expect.poll(() => row.getByTestId('group-row-left').textContent()).not.toBe(left) // it ticks
    await shot('group-market-375-zh-CN')

    // Spec 001 §5 before any signature: no coupon (swap384). The exchange's stepper runs to the coupons held:
    // with none, both stay at 0 and the button is disabled with its reason.
    await page.getByTestId('group-open-start').click()
    await page.getByTestId('group-popup').waitFor()
    await expect.poll(() => page.getByTestId('group-coupons-held').textContent()).toBe('0')
    expect(await page.getByTestId('group-buy-confirm').textContent()).toBe('购买 1 张团长券')
    await page.waitForTimeout(600) // the popup's entry
    await shot('group-start-popup-375-zh-CN')
    await page.getByTestId('group-start-confirm').click()
    await expect.poll(toast).toBe('没有团长券')
    await page.getByTestId('group-to-exchange').click()
    expect(await page.getByTestId('group-exchange-held').textContent()).toBe('0')
    expect(await page.getByTestId('group-count-plus').isDisabled()).toBe(true)
    expect(await page.getByTestId('group-exchange-confirm').isDisabled()).toBe(true)
    expect(await page.getByTestId('group-exchange-reason').textContent()).toContain('您没有可兑换的团长券')
    expect(await page.getByTestId('group-exchange-confirm').getAttribute('aria-describedby')).toBe(
      await page.getByTestId('group-exchange-reason').getAttribute('id'),
    )
    await page.waitForTimeout(3500) // the popup's entry and the toast are gone
    await shot('group-exchange-none-375-zh-CN')
    await page.keyboard.press('Escape')

    await page.getByTestId('group-search').fill(String(groupId))
    await page.getByTestId('group-search-button').click()
    await expect.poll(() => page.getByTestId('group-market').locator('tbody tr').count()).toBe(1)
    await page.getByTestId(`group-join-${groupId}`).click()
    await page.getByTestId('group-join-target').waitFor()
    expect(await page.getByTestId('group-join-pay-gdt').textContent()).toBe('100')
    await expect.poll(() => page.getByTestId('group-join-gdt').textContent()).toBe('100')
    await page.waitForTimeout(3500) // the popup's entry and the last toast are gone
    await shot('group-join-popup-375-zh-CN')
    await page.getByTestId('group-join-confirm').click()
    // The review: the group, its seats, what is paid, and that a join cannot be left; signed only from its confirm.
    const review = page.getByTestId('group-join-review')
    await review.waitFor()
    expect(await review.getByTestId('review-group').textContent()).toBe(String(groupId))
    expect(await review.getByTestId('review-seats').textContent()).toBe('9/10')
    expect(await review.getByTestId('review-pay-gdt').textContent()).toBe('100 GDT')
    expect(await review.getByTestId('review-warning').textContent()).toContain('参团后不能退出')
    await review.getByTestId('review-confirm').click()
    await expect.poll(toast).toBe('参团成功')
    await expect
      .poll(() => page.getByTestId(`group-row-${groupId}`).getByTestId('group-row-seats').textContent())
      .toBe('10/10')
  })

  it('every member’s center shows the success; the tenth sees it in the browser with a product coupon', async () => {
    for (const member of users) {
      const list = await api<{ list: { ticket_id: number; status: number; status_txt: string }[] }>(
        '/gg/join-list?page=1',
        member.token,
      )
      expect(list.data.list[0]).toMatchObject({ ticket_id: groupId, status: 1 })
    }
    await page.getByTestId('group-go-center').click()
    await page.getByTestId(`group-joined-${groupId}`).waitFor()
    expect(await page.getByTestId('topbar-title').textContent()).toBe('GDT 拼团个人中心')
    expect(await page.getByTestId(`group-joined-${groupId}`).getByTestId('group-joined-status').textContent()).toBe(
      '拼团成功',
    )
    expect(await page.getByTestId('group-backpack-product').textContent()).toBe('1')
    await expect.poll(() => page.getByTestId('group-times').textContent()).toBe('1/3')
    await shot('group-center-375-zh-CN')

    await page.evaluate(() => localStorage.setItem('lang', 'en-US'))
    await page.reload()
    await page.getByTestId(`group-joined-${groupId}`).waitFor()
    expect(await page.getByTestId('group-joined-status').first().textContent()).toBe('Success')
    await shot('group-center-375-en-US')
  })

  it('the bill lists the join with its group number; the market in English', async () => {
    await page.goto(`${base}#/HomeNext/GoodBill`)
    await expect
      .poll(() => page.locator('[data-testid^="group-bill-"] li, [data-testid="group-bills"] li').count())
      .toBe(2)
    const text = await page.getByTestId('group-bills').textContent()
    expect(text).toContain('Group joined')
    expect(text).toContain(`#${groupId}`)
    expect(text).toContain('-100 GDT')
    await shot('group-bill-375-en-US')

    // The leader got their coupon back with the success and opens the next group: the market lists it.
    const leader = users[0]!
    const from = { account: privateKeyToAccount(anvilPrivateKeys[9]!), token: funderToken }
    await fund(from, leader.account.address, 'GDT', 100n * E18)
    await fund(from, leader.account.address, 'VGT', 10n * E18)
    const next = await signed<{ id: number }>(leader, 'gg_initiate', '/gg/initiate', {}, {})
    expect(next.code, next.msg).toBe(200)
    await page.goto(`${base}#/HomeNext/Good`)
    await page.getByTestId(`group-row-${next.data.id}`).waitFor()
    expect(await page.getByTestId(`group-row-${next.data.id}`).textContent()).toContain('1/10')
    const heads = await page.getByTestId('group-market').locator('thead th').allTextContents()
    expect(heads).toEqual(['Group', 'Pay', 'People', 'Time left', 'Action'])
    await shot('group-market-375-en-US')
    await page.getByTestId(`group-join-${next.data.id}`).click()
    await page.getByTestId('group-join-target').waitFor()
    await page.waitForTimeout(500) // the popup's entry
    await shot('group-join-popup-375-en-US')
    // Spec 001 §5: a join with no GDT says the coin and swap392, and asks for no signature.
    const signs = () => wallet.signatureRequests().length
    const before = signs()
    await page.getByTestId('group-join-confirm').click()
    await expect.poll(toast).toBe('GDT insufficient')
    expect(signs()).toBe(before)
  })

  it('VGT market in the browser: buy coupons with VGB, exchange a held one back into VGB, start with the other', async () => {
    const me = users[9]!
    const from = { account: privateKeyToAccount(anvilPrivateKeys[9]!), token: funderToken }
    await fund(from, me.account.address, 'VGB', 200n * E18)
    await fund(from, me.account.address, 'GDT', 10n * E18)
    await fund(from, me.account.address, 'VGT', 100n * E18)
    await page.goto(`${base}#/HomeNext/VGT`)
    await page.getByTestId('group-open-start').click()
    await page.getByTestId('group-popup').waitFor()
    // A first coupon: its own action on the start pane (VG Buy Coupons), one signature each.
    await expect.poll(() => page.getByTestId('group-buy-usable').textContent()).toBe('200')
    const before = wallet.signatureRequests().length
    for (const held of ['1', '2']) {
      await page.getByTestId('group-buy-confirm').click()
      await expect.poll(() => page.getByTestId('group-coupons-held').textContent()).toBe(held)
    }
    expect(wallet.signatureRequests().length).toBe(before + 2)
    await expect.poll(() => page.getByTestId('group-buy-usable').textContent()).toBe('0')
    await expect.poll(toast).toBe('Leader coupon bought')
    await page.waitForTimeout(3500) // the toast is gone
    await shot('group-start-popup-375-en-US')

    // The exchange (spec): held coupons into VGB, 100 each; the stepper stops at the 2 held.
    await page.getByTestId('group-to-exchange').click()
    expect(await page.getByTestId('group-exchange-held').textContent()).toBe('2')
    await page.getByTestId('group-count-plus').click()
    await page.getByTestId('group-count-plus').click()
    expect(await page.getByTestId('group-count').textContent()).toBe('2')
    expect(await page.getByTestId('group-count-plus').isDisabled()).toBe(true)
    expect(await page.getByTestId('group-exchange-received').textContent()).toBe('200')
    await page.getByTestId('group-count-minus').click()
    expect(await page.getByTestId('group-exchange-received').textContent()).toBe('100')
    await shot('group-exchange-popup-375-en-US')
    await page.getByTestId('group-exchange-confirm').click()
    await expect.poll(toast).toBe('Exchanged')
    expect(wallet.signatureRequests().length).toBe(before + 3)
    await expect.poll(() => page.getByTestId('group-exchange-held').textContent()).toBe('1')
    await expect.poll(() => page.getByTestId('group-exchange-usable').textContent()).toBe('100')
    expect(await page.getByTestId('group-count').textContent()).toBe('0')
    const vgb = await api<{ list: { coin_key: string; usable: string }[] }>('/vg/hold-list', me.token)
    expect(vgb.data.list.find((h) => h.coin_key === 'VGB')!.usable).toBe((100n * E18).toString())

    await page.getByTestId('group-tab-start').click()
    await expect.poll(() => page.getByTestId('group-coupons-held').textContent()).toBe('1')
    await page.getByTestId('group-start-confirm').click()
    // The review names the coupon it spends, not returned even if the group fails; nothing signed before confirm.
    const review = page.getByTestId('group-start-review')
    await review.waitFor()
    expect(await review.getByTestId('review-coupon').textContent()).toBe('1 (of 1 held)')
    expect(await review.getByTestId('review-warning').textContent()).toContain('not returned even if the group fails')
    expect(wallet.signatureRequests().length).toBe(before + 3)
    await review.getByTestId('review-confirm').click()
    await expect.poll(toast).toBe('Group started')
    const mine = await api<{ list: { ticket_id: number; is_leader: number; join_num: number }[] }>(
      '/vg/join-list?page=1',
      me.token,
    )
    expect(mine.data.list[0]).toMatchObject({ is_leader: 1, join_num: 1 })
    await expect
      .poll(() =>
        page.getByTestId(`group-row-${mine.data.list[0]!.ticket_id}`).getByTestId('group-row-pay').textContent(),
      )
      .toBe('100 VGT10 GDT')
    await page.goto(`${base}#/HomeNext/VGTCenter`)
    await page.getByTestId(`group-joined-${mine.data.list[0]!.ticket_id}`).waitFor()
    expect(await page.getByTestId('group-backpack-product').count()).toBe(0) // no product coupons in VG
    await page.waitForTimeout(3000) // the start's toast is gone
    await shot('group-center-vgt-375-en-US')
  })
  it('without a wallet the VGT market’s rules show in English too', async () => {
    const guest = await browser.newContext({ viewport: MOBILE })
    try {
      const other = await guest.newPage()
      await other.goto(`${base}#/HomeNext/VGT`)
      await other.evaluate(() => localStorage.setItem('lang', 'en-US'))
      await other.reload()
      const rules = other.getByTestId('group-rules')
      await rules.waitFor()
      expect(await rules.textContent()).toContain('leader and members each pay 10 GDT and 100 VGT')
      expect(await rules.textContent()).toContain('A leader coupon is worth 100 VGB')
      expect(await other.getByTestId('group-rules-note').textContent()).toBe(
        'Connect a wallet to start, join or exchange coupons',
      )
      await screenshot(other, 'group-market-nowallet-375-en-US')
      await expectNoSeriousA11yViolations(other, 'group-market-nowallet-375-en-US')
    } finally {
      await guest.close()
    }
  })
})
