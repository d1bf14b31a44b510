import { parseDeployment } from '@phoswap/core/deployments'
import type { Browser, Page } from 'playwright-core'
import { parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser } from '../src/browser'
import { apiAs, type ExplainedBill, expectBillsExplain, LANGS, openIn } from '../src/explainBills'
import { fundMiningWallet } from '../src/miningChain'
import { type Operator, signInOperator } from '../src/operator'
import { signInDirect } from '../src/session'
import { makeStarOneHolder, restoreStarThresholds } from '../src/starCards'
import { openWalletPages } from '../src/walletPages'

const base = inject('sandboxUrl')
const rpcUrl = inject('rpcUrl')
const deployment = parseDeployment(JSON.parse(inject('deploymentJson')))
// anvil's account 0: the sandbox's deployer and operator (`npm run admin`), used here only for operator calls.
const OPERATOR_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
// A day of this file's own for the GDT run, so no other file's run of a day is taken (runs are once per job and day).
const GDT_RUN_DAY = '2091-03-03'

const api = <T>(path: string, token: string, body?: unknown) => apiAs<T>(base, path, token, body)

/** The reward kinds this file produces through their real paths, with what their "why?" says in each language. */
const KINDS: readonly ExplainedBill[] = [
  {
    kind: 'genesis_claim',
    bill: { 'en-US': 'Genesis card claimed', 'zh-CN': '创世卡领取' },
    summary: { 'en-US': '1 open grant(s) of your genesis card', 'zh-CN': '你的创世卡未领取的奖励 1 笔' },
    run: { 'en-US': 'Your own action, ', 'zh-CN': '你的操作，' },
  },
  {
    kind: 'gdt_white_list',
    bill: { 'en-US': 'GDT white-list reward', 'zh-CN': 'GDT 白名单奖励' },
    summary: { 'en-US': '1 white-list grant(s) from the operator', 'zh-CN': '运营方发放的白名单奖励 1 笔' },
    run: { 'en-US': `Daily GDT rewards run, period ${GDT_RUN_DAY}`, 'zh-CN': `GDT 奖励日结，周期 ${GDT_RUN_DAY}` },
  },
  {
    kind: 'star_gift',
    bill: { 'en-US': 'Star card gift', 'zh-CN': '星卡礼包' },
    summary: { 'en-US': 'The gift of a star-1 card: 1,000 GDT', 'zh-CN': '达到 1 星卡的礼包：1,000 GDT' },
    run: { 'en-US': 'Star cards updated as team figures changed', 'zh-CN': '星卡随团队数据更新' },
  },
]

describe('explainable rewards: each reward bill row says why, in two languages', () => {
  let browser: Browser
  let page: Page
  let operator: Operator
  let token: string
  let address: string

  beforeAll(async () => {
    browser = await launchBrowser()
    // LP in the PHO-USDT pool: what makes the account a star-1 holder below.
    const wallet = await fundMiningWallet(rpcUrl, deployment)
    address = wallet.address
    operator = await signInOperator(base, privateKeyToAccount(OPERATOR_KEY))
    token = (await signInDirect(base, privateKeyToAccount(wallet.privateKey))).token
    page = (await openWalletPages(browser, base, rpcUrl, wallet.privateKey)).page
    await page.evaluate(() => localStorage.setItem('lang', 'en-US'))
  }, 180_000)
  afterAll(async () => {
    if (operator) await restoreStarThresholds(base, operator)
    await browser?.close()
  })

  it('the user earns a genesis claim, a white-list reward and a star gift through their real paths', async () => {
    // Genesis: the operator grants 5 GDT; the user claims it on the Lianchuang page (a signed action).
    const genesis = await api('/admin/reward-grant', operator.token, {
      program: 'genesis-gdt',
      address,
      amount: parseEther('5').toString(),
      key: `e2e-explain-genesis-${address}`,
    })
    expect(genesis.code).toBe(200)
    await page.goto(`${base}#/HomeNext/Lianchuang`)
    await expect.poll(() => page.getByTestId('genesis-reward').textContent()).toMatch(/^5(\.0+)? GDT$/)
    await page.getByTestId('genesis-claim').click()
    await expect.poll(() => page.getByTestId('genesis-claimed').textContent()).toMatch(/^5(\.0+)? GDT$/)
    // White list: the operator grants 2 GDT; the GDT run of a day pays it (into the earned bucket).
    const whiteList = await api('/admin/reward-grant', operator.token, {
      program: 'white-list',
      address,
      amount: parseEther('2').toString(),
      key: `e2e-explain-wl-${address}`,
    })
    expect(whiteList.code).toBe(200)
    const run = await api<{ status: string }>('/admin/settle', operator.token, {
      job: 'gdt-rewards',
      period: GDT_RUN_DAY,
    })
    expect(run.data.status).toBe('done')
    // Star card: star 1 lowered to the account's own liquidity; the refresher pays the 1,000 GDT gift.
    await makeStarOneHolder(base, operator, token)
    const kinds = async () =>
      (await api<{ list: { behavior: string; explained: boolean }[] }>('/reward/record-list?page=1', token)).data.list
        .filter((r) => r.explained)
        .map((r) => r.behavior)
        .sort()
    await expect.poll(kinds, { timeout: 30_000 }).toEqual(KINDS.map((k) => k.kind).sort())
  }, 120_000)

  it.each(LANGS)(
    'each reward bill row opens its explanation: rule, result, run, recomputed in the browser (%s)',
    async (lang) => {
      await openIn(page, base, '/HomeNext/RechargeBill', lang)
      await expectBillsExplain(page, 'record-list', lang, KINDS)
      // Only the reward bills have a "why?".
      const list = page.getByTestId('record-list')
      expect(
        await list
          .locator('li')
          .filter({ has: page.getByTestId('record-why') })
          .count(),
      ).toBe(KINDS.length)
    },
    90_000,
  )

  it('another user cannot read the explanation of this user’s entry', async () => {
    const mine = await api<{ list: { entry_id: number; explained: boolean }[] }>('/reward/record-list?page=1', token)
    const entry = mine.data.list.find((r) => r.explained)!.entry_id
    expect((await api(`/reward/explain?entry_id=${entry}`, token)).code).toBe(200)
    const other = await api(`/reward/explain?entry_id=${entry}`, operator.token)
    expect(other.code).toBe(40495)
  })
})
