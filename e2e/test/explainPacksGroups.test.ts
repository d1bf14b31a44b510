import { packExchangeAbi } from '@phoswap/core/abi/packExchangeAbi'
import type { ActionFields } from '@phoswap/core/auth/actionFields'
import type { Action } from '@phoswap/core/auth/actions'
import { parseDeployment } from '@phoswap/core/deployments'
import { quoteTransfer } from '@phoswap/core/rewards/transferFee'
import type { Browser, Page } from 'playwright-core'
import { createWalletClient, erc20Abi, type Hex, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser } from '../src/browser'
import { tokenAddress, waitIndexed } from '../src/chain'
import { apiAs, type ExplainedBill, expectBillsExplain, LANGS, openIn } from '../src/explainBills'
import { fundAccount, miningClients } from '../src/miningChain'
import { type Operator, setConfig, signedBody, signInOperator } from '../src/operator'
import { signInDirect } from '../src/session'
import { openWalletPages } from '../src/walletPages'

const base = inject('sandboxUrl')
const rpcUrl = inject('rpcUrl')
const deployment = parseDeployment(JSON.parse(inject('deploymentJson')))
// anvil's account 0: the sandbox's deployer and operator; its reward wallet is seeded with 10,000 of each coin.
const OPERATOR_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
// This file's own day for the asset-pack and group-deadline runs (runs are once per job and day). A day's run pays
// the packs bought before it began; the deadline run fails the groups whose deadline the database clock has passed.
const RUN_DAY = '2092-05-05'
// The operator's setting of the GDT market's time to fill (60 s is its least; docs/decisions/0065-group-buy.md).
const DEADLINE_KEY = 'gg_deadline_seconds'

const api = <T>(path: string, token: string, body?: unknown) => apiAs<T>(base, path, token, body)

/** A signed action posted as the signed-in account (the web app's path: nonce, core's text, signature). */
async function signed<T, A extends Action>(who: Operator, action: A, path: string, fields: ActionFields<A>) {
  return api<T>(path, who.token, await signedBody(base, who, action, fields))
}

/** What the two bills' "why?" say, in each language: the texts of the server's bill kinds and the web's popup. */
function explained(packId: number, groupId: number): ExplainedBill[] {
  return [
    {
      kind: 'asset_pack_reward',
      bill: { 'en-US': 'Asset pack reward', 'zh-CN': '资产包收益' },
      // The 100 GDB package: 1% a day, 150 GDT over its life, nothing paid yet; no invitees, so no dynamic part.
      summary: {
        'en-US': `Pack #${packId}’s day: static 1 a day (never more than the 150 it still owes)`,
        'zh-CN': `资产包 #${packId} 的当日收益：静态收益按每日 1 计（不超过剩余 150）`,
      },
      run: { 'en-US': `Daily asset pack run, period ${RUN_DAY}`, 'zh-CN': `资产包日结，周期 ${RUN_DAY}` },
    },
    {
      kind: 'group_refund',
      bill: { 'en-US': 'Group failed, refund', 'zh-CN': '拼团失败退款' },
      summary: {
        'en-US': `Group #${groupId} did not fill before its deadline: your seat price is refunded.`,
        'zh-CN': `拼团 #${groupId} 未在截止时间前成团，退还你的座位费。`,
      },
      run: { 'en-US': `Group deadline run, period ${RUN_DAY}`, 'zh-CN': `拼团到期处理，周期 ${RUN_DAY}` },
      // The GG seat is paid in GDT and VGT: the refund is one entry, a row per coin.
      rows: 2,
    },
  ]
}

/**
 * A fresh user exchanges GDT into GDB on chain and pledges the 100 GDB package, which the operator's asset-pack run
 * of this file's day pays; then, with GDT and VGT from the operator and a leader coupon bought with its other 100 GDB,
 * starts a GDT group while the operator's deadline is 60 s, which nobody joins: the operator's deadline run fails it
 * and refunds the seat. Both bills explain themselves on the reward wallet's bill page.
 */
describe('explainable rewards: asset pack and group refund bills say why, in two languages', () => {
  let browser: Browser
  let page: Page
  let operator: Operator
  let user: Operator
  let packId = 0
  let groupId = 0
  /** The operator's deadline setting before this file (null: never set), put back once the group has started. */
  let deadlineBefore: { value: string | null; default: string | null } | undefined

  const restoreDeadline = async () => {
    if (!deadlineBefore) return
    const back = await setConfig(base, operator, DEADLINE_KEY, deadlineBefore.value ?? deadlineBefore.default!)
    expect(back.code, back.msg).toBe(200)
    deadlineBefore = undefined
  }

  beforeAll(async () => {
    browser = await launchBrowser()
    operator = await signInOperator(base, privateKeyToAccount(OPERATOR_KEY))
    // 200 GDT on chain, minted by the deployer (who owns the test tokens).
    const fresh = await fundAccount(rpcUrl, deployment, { GDT: '200' })
    const account = privateKeyToAccount(fresh.privateKey)
    user = { account, token: (await signInDirect(base, account)).token }
    page = (await openWalletPages(browser, base, rpcUrl, fresh.privateKey)).page
  }, 180_000)
  afterAll(async () => {
    // Other files read the market's 24-hour deadline: a failure to restore is an error.
    if (operator) await restoreDeadline()
    await browser?.close()
  })

  it('the user exchanges GDT into GDB on chain, pledges a package, and the operator’s day pays it', async () => {
    const { client } = miningClients(rpcUrl)
    const wallet = createWalletClient({ account: user.account, chain: client.chain, transport: http(rpcUrl) })
    const exchange = deployment.contracts.gdtPackExchange!
    const send = async (hash: Hex) => expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    const amount = parseEther('200')
    const GDT = tokenAddress(deployment, 'GDT')
    await send(
      await wallet.writeContract({ address: GDT, abi: erc20Abi, functionName: 'approve', args: [exchange, amount] }),
    )
    await send(
      await wallet.writeContract({
        address: exchange,
        abi: packExchangeAbi,
        functionName: 'doExchange',
        args: [amount],
      }),
    )
    await waitIndexed(base, rpcUrl)
    const gdb = async () => (await api<{ usable: string }>('/pledge/gdb-wallet', user.token)).data.usable
    await expect.poll(gdb, { timeout: 30_000 }).toBe(amount.toString())

    const configs = await api<{
      list: { id: number; pledge_amount: string; static_rate: string; profit_rate: string }[]
    }>('/pledge/configs', user.token)
    const pack = configs.data.list.find((c) => c.pledge_amount === parseEther('100').toString())!
    expect(pack).toMatchObject({ static_rate: '0.01', profit_rate: '1.5' })
    const pledged = await signed<{ id: number }, 'pledge'>(user, 'pledge', '/pledge/do', { config_id: pack.id })
    expect(pledged.code, pledged.msg).toBe(200)
    packId = pledged.data.id

    const run = await api<{ status: string; result: Record<string, unknown> }>('/admin/settle', operator.token, {
      job: 'asset-packs',
      period: RUN_DAY,
    })
    expect(run.data?.status, run.msg).toBe('done')
    const held = await api<{ list: { id: number; rewarded: string }[] }>('/pledge/hold-list?page=1', user.token)
    expect(held.data.list.find((h) => h.id === packId)?.rewarded).toBe(parseEther('1').toString())
  }, 120_000)

  it('the user starts a group while the deadline is 60 s; nobody joins; the operator’s deadline run refunds the seat', async () => {
    // The seat (100 GDT and 10 VGT) from the operator's reward wallet, a signed Transfer Out with its fee.
    const coins = await api<{ list: { coin_id: number; coin_key: string; fee_rate_ppm: number }[] }>(
      '/transfer/configs',
      operator.token,
    )
    const group = await api<{ pay_gdt: string; pay_vgt: string }>('/gg/config', user.token)
    for (const [key, received] of [
      ['GDT', group.data.pay_gdt],
      ['VGT', group.data.pay_vgt],
    ] as const) {
      const coin = coins.data.list.find((c) => c.coin_key === key)!
      const quote = quoteTransfer(BigInt(received), coin.fee_rate_ppm)!
      const fields = {
        to_address: user.account.address,
        coin_id: coin.coin_id,
        amount: `${quote.amount}`,
        fee: `${quote.fee}`,
      }
      const sent = await signed(operator, 'transfer_out', '/transfer/out', fields)
      expect(sent.code, sent.msg).toBe(200)
    }
    const coupon = await signed(user, 'gg_buy_coupons', '/gg/buy-coupons', { amount: 1 })
    expect(coupon.code, coupon.msg).toBe(200)

    // The operator's real setting, read first and put back as soon as the group has its deadline.
    const config = await api<{ list: { key: string; value: string | null; default: string | null }[] }>(
      '/admin/config',
      operator.token,
    )
    deadlineBefore = config.data.list.find((c) => c.key === DEADLINE_KEY)!
    const set = await setConfig(base, operator, DEADLINE_KEY, '60')
    expect(set.code, set.msg).toBe(200)
    expect((await api<{ deadline_seconds: number }>('/gg/config', user.token)).data.deadline_seconds).toBe(60)
    const started = await signed<{ id: number }, 'gg_initiate'>(user, 'gg_initiate', '/gg/initiate', {})
    expect(started.code, started.msg).toBe(200)
    groupId = started.data.id
    await restoreDeadline()
    expect((await api<{ deadline_seconds: number }>('/gg/config', user.token)).data.deadline_seconds).toBe(86_400)

    const mine = async () =>
      (
        await api<{ list: { ticket_id: number; status: number; deadline: string }[] }>(
          '/gg/join-list?page=1',
          user.token,
        )
      ).data.list[0]!
    const { deadline } = await mine()
    const left = Date.parse(deadline) - Date.now()
    expect(left).toBeGreaterThan(0)
    expect(left).toBeLessThanOrEqual(60_000)
    // Past the deadline by the server's clock too (the same machine), then the operator runs the deadline.
    await new Promise((resolve) => setTimeout(resolve, left + 2_000))
    const run = await api<{ status: string; result: { failed: number } }>('/admin/settle', operator.token, {
      job: 'groups-expire',
      period: RUN_DAY,
    })
    expect(run.data?.status, run.msg).toBe('done')
    expect(run.data.result.failed).toBeGreaterThanOrEqual(1)
    expect(await mine()).toMatchObject({ ticket_id: groupId, status: 2 })
  }, 150_000)

  it.each(LANGS)('the reward wallet: the pack reward and the group refund explain themselves (%s)', async (lang) => {
    await openIn(page, base, '/HomeNext/RechargeBill', lang)
    await expectBillsExplain(page, 'record-list', lang, explained(packId, groupId), 'record-list-packs-groups')
  })
})
