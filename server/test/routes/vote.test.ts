import { goodVoteAbi } from '@phoswap/core/abi/goodVoteAbi'
import { actionParams } from '@phoswap/core/auth/actionFields'
import { eq } from 'drizzle-orm'
import {
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type Hex,
  http,
  maxUint256,
  parseEther,
  parseEventLogs,
} from 'viem'
import type { HDAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app'
import { authNonces, voteWithdrawals } from '../../src/db/schema'
import type { App } from '../../src/types'
import { BACKENDS } from '../helpers/backends'
import { startTestChain, type TestChain } from '../helpers/chain'
import { get, post } from '../helpers/http'
import { signAction, signIn } from '../helpers/signIn'
import { testConfig } from '../helpers/testApp'
import { openTestDb, type TestDb } from '../helpers/testDb'
import { bob, carol, dave } from '../helpers/wallets'

let chain: TestChain
beforeAll(async () => {
  chain = await startTestChain()
}, 120_000)
afterAll(async () => chain?.stop())

const CHAIN = 31337
const goodOf = () => chain.deployment.tokens.find((t) => t.symbol === 'Good')!.address
const voteOf = () => chain.deployment.contracts.goodVote!

async function send(account: HDAccount, to: Hex, data: Hex) {
  const wallet = createWalletClient({ account, chain: foundry, transport: http(chain.anvil.rpcUrl) })
  const hash = await wallet.sendTransaction({ to, data, gas: 500_000n })
  const receipt = await chain.client.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  return { hash, receipt }
}
const goodBalance = (account: HDAccount) =>
  chain.client.readContract({ address: goodOf(), abi: erc20Abi, functionName: 'balanceOf', args: [account.address] })

describe.each(BACKENDS)('the Good vote: config, wallet and reward withdrawal records (%s)', (backend) => {
  let db: TestDb
  let app: App
  const tokens = new Map<HDAccount, string>()
  const withdraw = async (account: HDAccount, lang = 'en-US') => {
    const token = tokens.get(account)!
    const signed = await signAction(
      app,
      account,
      token,
      'vote_withdraw',
      actionParams('vote_withdraw', { chain_id: String(CHAIN) }),
    )
    const res = await post(app, '/v1/vote/withdraw', { chain_id: String(CHAIN), ...signed }, { token, lang })
    return { res, signed }
  }
  const ensure = (account: HDAccount, body: object, lang = 'en-US') =>
    post(app, '/v1/vote/withdraw-ensure', body, { token: tokens.get(account)!, lang })

  beforeAll(async () => {
    db = await openTestDb(backend)
    app = await buildApp({
      config: testConfig({ deploymentsDirs: [chain.deploymentsDir], rpcUrls: { [CHAIN]: chain.anvil.rpcUrl } }),
      db: db.handle,
    })
    await app.ready()
    for (const account of [bob, carol, dave]) tokens.set(account, await signIn(app, account))
  })
  afterAll(async () => {
    await app?.close()
    await db?.dispose()
  })

  it('GET /vote/config gives the schedule and the contract as the chain holds it', async () => {
    const res = await get(app, `/v1/vote/config?chain_id=${CHAIN}`)
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      chain_id: CHAIN,
      vote: voteOf(),
      token: goodOf(),
      token_symbol: 'Good',
      decimals: 18,
      deposit_cap: parseEther('10000').toString(),
      reward_total: parseEther('500').toString(),
      per_day: parseEther('10').toString(),
      days: 50,
    })
    expect(res.body.data.end_time - res.body.data.start_time).toBe(50 * 86_400)
    const none = await get(app, '/v1/vote/config?chain_id=137', { lang: 'zh-CN' })
    expect(none.status).toBe(400)
    expect(none.body.msg).toBe('该网络暂无投票活动')
    expect((await get(app, '/v1/vote/config?chain_id=abc')).status).toBe(400)
    expect((await get(app, '/v1/vote/wallet/info?chain_id=31337')).status).toBe(401)
  })

  it('records a reward withdrawal, counts it from the chain once, and refuses what is not it', async () => {
    const vote = voteOf()
    await send(bob, goodOf(), encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [vote, maxUint256] }))
    const approved = await send(
      bob,
      vote,
      encodeFunctionData({ abi: goodVoteAbi, functionName: 'deposit', args: [parseEther('100')] }),
    )
    await chain.testClient.increaseTime({ seconds: 86_400 })
    await chain.testClient.mine({ blocks: 1 })

    const wallet = await get(app, `/v1/vote/wallet/info?chain_id=${CHAIN}`, { token: tokens.get(bob)! })
    expect(wallet.status).toBe(200)
    expect(BigInt(wallet.body.data.deposited)).toBeGreaterThanOrEqual(parseEther('100'))
    expect(BigInt(wallet.body.data.usable)).toBeGreaterThan(0n)

    const { res, signed } = await withdraw(bob)
    expect(res.status).toBe(200)
    // a second request before any payment: both records may be settled only by a later payment, one each
    const spare = await withdraw(bob)
    expect(spare.res.status).toBe(200)
    const record = res.body.data
    expect(record).toMatchObject({
      chain_id: CHAIN,
      to: vote,
      data: encodeFunctionData({ abi: goodVoteAbi, functionName: 'reward' }),
      success: 0,
      tx_hash: null,
      paid: null,
    })
    expect(BigInt(record.earned)).toBeGreaterThan(0n)

    // the user's wallet sends the call the record names
    const before = await goodBalance(bob)
    const { hash, receipt } = await send(bob, record.to, record.data)
    const [paidLog] = parseEventLogs({ abi: goodVoteAbi, logs: receipt.logs, eventName: 'RewardPaid' })
    const paid = paidLog!.args.reward
    expect(await goodBalance(bob)).toBe(before + paid)

    // another user, a wrong signature, a transaction that is no reward call: refused, nothing recorded
    const other = await ensure(carol, {
      withdraw_id: record.withdraw_id,
      tx_hash: hash,
      success: true,
      signature: signed.signature,
    })
    expect(other.status).toBe(404)
    const badSig = await ensure(bob, {
      withdraw_id: record.withdraw_id,
      tx_hash: hash,
      success: true,
      signature: `0x${'1'.repeat(130)}`,
    })
    expect(badSig.status).toBe(404)
    const notReward = await ensure(
      bob,
      { withdraw_id: record.withdraw_id, tx_hash: approved.hash, success: true, signature: signed.signature },
      'ko-KR',
    )
    expect(notReward.status).toBe(400)
    expect(notReward.body.msg).toBe('이 거래는 본인의 투표 보상 수령이 아닙니다')
    const unknownTx = await ensure(bob, {
      withdraw_id: record.withdraw_id,
      tx_hash: `0x${'ab'.repeat(32)}`,
      success: true,
      signature: signed.signature,
    })
    expect(unknownTx.status).toBe(404)

    const ensured = await ensure(bob, {
      withdraw_id: record.withdraw_id,
      tx_hash: hash,
      success: true,
      signature: signed.signature,
    })
    expect(ensured.status).toBe(200)
    expect(ensured.body.data).toMatchObject({
      withdraw_id: record.withdraw_id,
      success: 1,
      tx_hash: hash,
      paid: paid.toString(),
    })
    // sent again (or with success false afterwards): the same answer, counted once
    const again = await ensure(bob, {
      withdraw_id: record.withdraw_id,
      tx_hash: hash,
      success: false,
      signature: signed.signature,
    })
    expect(again.body.data).toEqual(ensured.body.data)

    // the other record cannot count the same transaction
    const twice = await ensure(bob, {
      withdraw_id: spare.res.body.data.withdraw_id,
      tx_hash: hash,
      success: true,
      signature: spare.signed.signature,
    })
    expect(twice.status).toBe(409)
    await chain.testClient.increaseTime({ seconds: 3_600 })
    await chain.testClient.mine({ blocks: 1 })
    const second = await withdraw(bob)
    expect(second.res.status).toBe(200)
    // the wallet reported failure: the record says so, and nothing is paid
    const failed = await ensure(bob, {
      withdraw_id: second.res.body.data.withdraw_id,
      tx_hash: '',
      success: false,
      signature: second.signed.signature,
    })
    expect(failed.body.data).toMatchObject({ success: 2, paid: null })
    // a reward call mined before the request is an earlier collection: it cannot settle a later record
    await chain.testClient.increaseTime({ seconds: 3_600 })
    await chain.testClient.mine({ blocks: 1 })
    const early = await send(bob, vote, encodeFunctionData({ abi: goodVoteAbi, functionName: 'reward' }))
    await chain.testClient.increaseTime({ seconds: 3_600 })
    await chain.testClient.mine({ blocks: 1 })
    const third = await withdraw(bob)
    expect(third.res.status).toBe(200)
    const stale = await ensure(bob, {
      withdraw_id: third.res.body.data.withdraw_id,
      tx_hash: early.hash,
      success: true,
      signature: third.signed.signature,
    })
    expect(stale.status).toBe(400)
    expect(stale.body.code).toBe(40042)
    const rows = await db.handle.db.select().from(voteWithdrawals).where(eq(voteWithdrawals.txHash, hash.toLowerCase()))
    expect(rows).toHaveLength(1)
  })

  it('refuses a withdrawal with nothing earned, leaving the nonce unused and recording nothing', async () => {
    const { res, signed } = await withdraw(dave, 'ja-JP')
    expect(res.status).toBe(400)
    expect(res.body.msg).toBe('受け取れる報酬がありません')
    const [nonce] = await db.handle.db.select().from(authNonces).where(eq(authNonces.nonce, signed.nonce))
    expect(nonce?.usedAt).toBeNull()
    const rows = await db.handle.db
      .select()
      .from(voteWithdrawals)
      .where(eq(voteWithdrawals.address, dave.address.toLowerCase()))
    expect(rows).toHaveLength(0)
    expect(getAddress(dave.address)).toBe(dave.address)
  })
})
