import { parseDeployment } from '@phoswap/core/deployments'
import type { Browser, Page } from 'playwright-core'
import { type Hex, type PrivateKeyAccount, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser } from '../src/browser'
import { swapOnChain, waitIndexed } from '../src/chain'
import { apiAs, type ExplainedBill, expectBillsExplain, LANGS, openIn } from '../src/explainBills'
import { fundMiningWallet } from '../src/miningChain'
import { type Operator, signInOperator } from '../src/operator'
import { bindReferrer, stakeAndHarvest } from '../src/rewardPaths'
import { signInDirect } from '../src/session'
import { makeStarOneHolder, restoreStarThresholds } from '../src/starCards'
import { openWalletPages } from '../src/walletPages'

const base = inject('sandboxUrl')
const rpcUrl = inject('rpcUrl')
const deployment = parseDeployment(JSON.parse(inject('deploymentJson')))
// anvil's account 0: the sandbox's deployer, operator and referral root (GENESIS_ADDRESS).
const OPERATOR_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
// This file's own day for the GDT and equity runs (runs are once per job and day): they pay what is unpaid up to it.
const RUN_DAY = '2091-03-05'
const GDT_RUN = { 'en-US': `Daily GDT rewards run, period ${RUN_DAY}`, 'zh-CN': `GDT 奖励日结，周期 ${RUN_DAY}` }

/**
 * An inviter (a star-1 card holder) and its invitee, fresh accounts. The invitee swaps 300 USDT for PHO through our
 * router (its trade reward, the inviter's share, and PHO's tax for the equity pool) and harvests the farm (its mining
 * reward); the operator runs the GDT and equity days. Trade and share are business earnings (the Business page),
 * the dividend is in the equity-card account (the equity pool page), mining in the reward wallet.
 */
describe('explainable rewards: business, equity and mining bills say why, in two languages', () => {
  let browser: Browser
  let operator: Operator
  const pages = new Map<'inviter' | 'invitee', Page>()
  let swap: Hex
  let harvest: Hex
  let inviterToken: string
  let inviteeAccount: PrivateKeyAccount
  let inviteeLp: Hex

  beforeAll(async () => {
    browser = await launchBrowser()
    operator = await signInOperator(base, privateKeyToAccount(OPERATOR_KEY))
    const root = await signInDirect(base, operator.account)
    const inviter = await fundMiningWallet(rpcUrl, deployment)
    const invitee = await fundMiningWallet(rpcUrl, deployment)
    const inviterAccount = privateKeyToAccount(inviter.privateKey)
    const inviterSession = await signInDirect(base, inviterAccount)
    await bindReferrer(base, inviterAccount, inviterSession.token, root.user.invite_code)
    const code = (await signInDirect(base, inviterAccount)).user.invite_code
    inviteeAccount = privateKeyToAccount(invitee.privateKey)
    inviteeLp = invitee.lpToken
    inviterToken = inviterSession.token
    await bindReferrer(base, inviteeAccount, (await signInDirect(base, inviteeAccount)).token, code)
    pages.set('inviter', (await openWalletPages(browser, base, rpcUrl, inviter.privateKey)).page)
    pages.set('invitee', (await openWalletPages(browser, base, rpcUrl, invitee.privateKey)).page)
  }, 240_000)
  afterAll(async () => {
    if (operator) await restoreStarThresholds(base, operator)
    await browser?.close()
  })

  it('the invitee trades and harvests, the inviter holds a star card; the operator runs the GDT and equity days', async () => {
    await waitIndexed(base, rpcUrl)
    await makeStarOneHolder(base, operator, inviterToken)
    swap = await swapOnChain(rpcUrl, deployment, inviteeAccount, ['USDT', 'PHO'], parseEther('300'))
    harvest = await stakeAndHarvest(rpcUrl, deployment, inviteeAccount, inviteeLp)
    await waitIndexed(base, rpcUrl)
    for (const job of ['gdt-rewards', 'equity']) {
      const run = await apiAs<{ status: string }>(base, '/admin/settle', operator.token, { job, period: RUN_DAY })
      expect(run.data?.status, `${job}: ${run.msg}`).toBe('done')
    }
  }, 180_000)

  const trade: ExplainedBill = {
    kind: 'gdt_trade',
    bill: { 'en-US': 'GDT trading reward', 'zh-CN': 'GDT 交易奖励' },
    summary: { 'en-US': '300 USDT traded through our router that day', 'zh-CN': '当日经本站路由兑换 300 USDT' },
    run: GDT_RUN,
  }
  const mining: ExplainedBill = {
    kind: 'gdt_mining',
    bill: { 'en-US': 'GDT mining reward', 'zh-CN': 'GDT 挖矿奖励' },
    summary: { 'en-US': 'PHO harvested from our farms that day × mining rate 1%', 'zh-CN': '× 挖矿奖励率 1%' },
    run: GDT_RUN,
  }
  const share: ExplainedBill = {
    kind: 'gdt_share',
    bill: { 'en-US': 'GDT referral reward', 'zh-CN': 'GDT 分享奖励' },
    summary: {
      'en-US': 'Your direct invitees earned 0.3 GDT of trading rewards that day × share rate 10%',
      'zh-CN': '你直接邀请的用户当日交易奖励共 0.3 GDT × 分享率 10%',
    },
    run: GDT_RUN,
  }
  const dividend: ExplainedBill = {
    kind: 'equity_dividend',
    bill: { 'en-US': 'Equity dividend', 'zh-CN': '股权分红' },
    summary: { 'en-US': 'you hold star 1', 'zh-CN': '你是 1 星' },
    run: { 'en-US': `Daily equity dividend run, period ${RUN_DAY}`, 'zh-CN': `股权分红日结，周期 ${RUN_DAY}` },
  }

  it.each(LANGS)('Business: the invitee’s trading reward explains itself with its swap (%s)', async (lang) => {
    const page = pages.get('invitee')!
    await openIn(page, base, '/HomeNext/Business', lang)
    await expectBillsExplain(page, 'business-bills', lang, [{ ...trade, txs: [swap] }])
  })

  it.each(LANGS)(
    'the reward wallet: the invitee’s mining reward explains itself with its harvest (%s)',
    async (lang) => {
      const page = pages.get('invitee')!
      await openIn(page, base, '/HomeNext/RechargeBill', lang)
      await expectBillsExplain(page, 'record-list', lang, [{ ...mining, txs: [harvest] }], 'record-list-mining')
    },
  )

  it.each(LANGS)('Business: the inviter’s share of the invitee’s trading reward explains itself (%s)', async (lang) => {
    const page = pages.get('inviter')!
    await openIn(page, base, '/HomeNext/Business', lang)
    await expectBillsExplain(page, 'business-bills', lang, [share])
  })

  it.each(LANGS)(
    'the equity pool: the inviter’s dividend explains itself with the tax of the swap (%s)',
    async (lang) => {
      const page = pages.get('inviter')!
      await openIn(page, base, '/HomeNext/EquityPool', lang)
      await expectBillsExplain(page, 'equity-bills', lang, [{ ...dividend, txs: [swap] }])
    },
  )
})
