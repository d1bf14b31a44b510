import { localPhoSinks } from '@phoswap/contracts/seed'
import { communityStakeAbi } from '@phoswap/core/abi/communityStakeAbi'
import { goodVoteAbi } from '@phoswap/core/abi/goodVoteAbi'
import { pairAbi } from '@phoswap/core/abi/pairAbi'
import { routerAbi } from '@phoswap/core/abi/routerAbi'
import {
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  getAbiItem,
  getAddress,
  type Hex,
  http,
  maxUint256,
  parseEther,
} from 'viem'
import type { HDAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app'
import { readCommunityWallet } from '../../src/programs/community/communityWallet'
import type { App } from '../../src/types'
import { BACKENDS } from '../helpers/backends'
import { indexingConfig, startTestChain, type TestChain, waitIndexed } from '../helpers/chain'
import { get, post } from '../helpers/http'
import { signIn } from '../helpers/signIn'
import { openTestDb, type TestDb } from '../helpers/testDb'
import { bob, carol, dave } from '../helpers/wallets'

let chain: TestChain
beforeAll(async () => {
  chain = await startTestChain()
}, 120_000)
afterAll(async () => chain?.stop())

const CHAIN = 31337
const tokenOf = (symbol: string) => chain.deployment.tokens.find((t) => t.symbol === symbol)!.address
const stakeOf = () => chain.deployment.contracts.communityStake!

async function send(account: HDAccount, to: Hex, data: Hex) {
  const wallet = createWalletClient({ account, chain: foundry, transport: http(chain.anvil.rpcUrl) })
  const hash = await wallet.sendTransaction({ to, data, gas: 500_000n })
  const receipt = await chain.client.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  return hash
}

/** What the chain holds: the Staked logs of the community stake, by user (lowercase). */
async function chainStakes(): Promise<Map<string, bigint>> {
  const logs = await chain.client.getLogs({
    address: stakeOf(),
    event: getAbiItem({ abi: communityStakeAbi, name: 'Staked' }),
    fromBlock: BigInt(chain.deployment.startBlock),
  })
  const byUser = new Map<string, bigint>()
  for (const log of logs) {
    const user = log.args.user!.toLowerCase()
    byUser.set(user, (byUser.get(user) ?? 0n) + log.args.amount!)
  }
  return byUser
}

/** PHO sent into a sink, from the chain's Transfer logs. */
async function chainInflow(sink: string): Promise<bigint> {
  const logs = await chain.client.getLogs({
    address: tokenOf('PHO'),
    event: getAbiItem({ abi: erc20Abi, name: 'Transfer' }),
    args: { to: getAddress(sink) },
    fromBlock: BigInt(chain.deployment.startBlock),
  })
  return logs.reduce((sum, log) => sum + log.args.value!, 0n)
}

describe.each(BACKENDS)('community stake, congress, partner and membership figures (%s)', (backend) => {
  let db: TestDb
  let app: App
  const tokens = new Map<HDAccount, string>()

  beforeAll(async () => {
    db = await openTestDb(backend)
    app = await buildApp({ config: indexingConfig(chain), db: db.handle })
    await app.ready()
    for (const account of [bob, carol, dave]) tokens.set(account, await signIn(app, account))
  })
  afterAll(async () => {
    await app?.close()
    await db?.dispose()
  })

  it('a chain stake shows as my locked consensus from the indexed events; the entry mark tells its state honestly', async () => {
    const stake = stakeOf()
    await send(
      carol,
      tokenOf('PHO'),
      encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [stake, maxUint256] }),
    )
    const hash = await send(
      carol,
      stake,
      encodeFunctionData({ abi: communityStakeAbi, functionName: 'stake', args: [parseEther('1256')] }),
    )
    // before the indexer has it, the receipt already says it is carol's stake
    const early = await post(
      app,
      '/v1/community/entry-mark',
      { chain_id: CHAIN, tx_hash: hash },
      { token: tokens.get(carol)! },
    )
    expect(early.status).toBe(200)
    expect(['mined', 'indexed']).toContain(early.body.data.status)
    expect(early.body.data.amount).toBe(parseEther('1256').toString())

    await waitIndexed(app, chain)
    const stakes = await chainStakes()
    const mine = stakes.get(carol.address.toLowerCase())!
    const total = [...stakes.values()].reduce((a, b) => a + b, 0n)
    const wallet = await get(app, `/v1/community/wallet/info?chain_id=${CHAIN}`, { token: tokens.get(carol)! })
    expect(wallet.status).toBe(200)
    const start = await chain.client.readContract({
      address: stake,
      abi: communityStakeAbi,
      functionName: 'releaseStart',
    })
    expect(wallet.body.data).toMatchObject({
      stake: stake,
      token: tokenOf('PHO'),
      token_symbol: 'PHO',
      decimals: 18,
      consensus_num: mine.toString(),
      total_consensus: total.toString(),
      self_lock: mine.toString(),
      self_release: '0',
      self_claimable: '0',
      release_start: Number(start),
      release_duration: 180 * 86_400,
      stake_open: true,
      claim_open: false,
    })

    const marked = await post(
      app,
      '/v1/community/entry-mark',
      { chain_id: CHAIN, tx_hash: hash },
      { token: tokens.get(carol)! },
    )
    expect(marked.body.data).toMatchObject({ status: 'indexed', amount: parseEther('1256').toString() })
    // someone else's stake, a transaction that is no stake, and a hash not on chain
    const foreign = await post(
      app,
      '/v1/community/entry-mark',
      { chain_id: CHAIN, tx_hash: hash },
      { token: tokens.get(dave)!, lang: 'zh-CN' },
    )
    expect(foreign.status).toBe(400)
    expect(foreign.body.msg).toBe('该交易不是你的社区质押')
    const approval = await send(
      dave,
      tokenOf('PHO'),
      encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [stake, 1n] }),
    )
    const notStake = await post(
      app,
      '/v1/community/entry-mark',
      { chain_id: CHAIN, tx_hash: approval },
      { token: tokens.get(dave)! },
    )
    expect(notStake.body.code).toBe(40091)
    const unknown = await post(
      app,
      '/v1/community/entry-mark',
      { chain_id: CHAIN, tx_hash: `0x${'ab'.repeat(32)}` },
      { token: tokens.get(dave)! },
    )
    expect(unknown.body.data).toMatchObject({ status: 'pending', amount: '0' })

    // dave staked nothing: zeros, and the same total
    const none = await get(app, `/v1/community/wallet/info?chain_id=${CHAIN}`, { token: tokens.get(dave)! })
    expect(none.body.data).toMatchObject({ consensus_num: '0', self_lock: '0', total_consensus: total.toString() })
    expect((await get(app, `/v1/community/wallet/info?chain_id=${CHAIN}`)).status).toBe(401)
    const other = await get(app, '/v1/community/wallet/info?chain_id=137', { token: tokens.get(dave)!, lang: 'en-US' })
    expect(other.status).toBe(400)
    expect(other.body.msg).toBe('There is no community stake on this network')
  })

  it('congress counts the taxed PHO swaps into the ecosystem and burn sinks, valued in USDT; lp-data and the chart agree', async () => {
    await chain.swap('USDT', 'PHO', '2000')
    // a sell of PHO pays the tax too (PHO is fee-on-transfer: the router's supporting variant)
    const router = chain.deployment.contracts.router
    await send(
      dave,
      tokenOf('PHO'),
      encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [router, maxUint256] }),
    )
    await send(
      dave,
      router,
      encodeFunctionData({
        abi: routerAbi,
        functionName: 'swapExactTokensForTokensSupportingFeeOnTransferTokens',
        args: [parseEther('3000'), 0n, [tokenOf('PHO'), tokenOf('USDT')], dave.address, maxUint256],
      }),
    )
    await waitIndexed(app, chain)
    const [ecosystem, burn, liquidity] = await Promise.all([
      chainInflow(localPhoSinks.ecosystem),
      chainInflow(localPhoSinks.burn),
      chainInflow(localPhoSinks.liquidity),
    ])
    expect(ecosystem).toBeGreaterThan(0n)
    const res = await get(app, `/v1/dex/congress-data?chain_id=${CHAIN}`)
    expect(res.status).toBe(200)
    const data = res.body.data
    expect(data).toMatchObject({
      chain_id: CHAIN,
      decimals: 18,
      give_out_pho: ecosystem.toString(),
      buy_back_pho: burn.toString(),
    })
    // PHO trades near 0.5 USDT in the seeded pool: each flow valued at its own block's price
    for (const [usdt, pho] of [
      [BigInt(data.give_out), ecosystem],
      [BigInt(data.buy_back), burn],
    ] as const) {
      expect(usdt).toBeGreaterThan((pho * 45n) / 100n)
      expect(usdt).toBeLessThan((pho * 55n) / 100n)
    }
    expect(BigInt(data.cumulative)).toBe(BigInt(data.give_out) + BigInt(data.buy_back))

    const flows = await get(app, `/v1/dex/congress-flows?chain_id=${CHAIN}&days=7`)
    expect(flows.body.data.list).toHaveLength(7)
    const sum = (key: 'give_out' | 'buy_back') =>
      flows.body.data.list.reduce((s: bigint, d: Record<string, string>) => s + BigInt(d[key]), 0n)
    expect(sum('give_out')).toBe(BigInt(data.give_out))
    expect(sum('buy_back')).toBe(BigInt(data.buy_back))

    const pair = chain.deployment.pairs.find((p) => p.name === 'PHO-USDT')!
    const [r0, r1] = await chain.client.readContract({
      address: pair.address,
      abi: pairAbi,
      functionName: 'getReserves',
    })
    const phoIs0 = pair.token0 === tokenOf('PHO')
    const [rPho, rUsdt] = phoIs0 ? [r0, r1] : [r1, r0]
    const lp = await get(app, `/v1/dex/lp-data?chain_id=${CHAIN}`)
    expect(lp.status).toBe(200)
    expect(lp.body.data.pho_price).toBe(((parseEther('1') * rUsdt) / rPho).toString())
    expect(BigInt(lp.body.data.tvl)).toBeGreaterThan(2n * rUsdt)
    expect(BigInt(lp.body.data.lp_dividends)).toBeGreaterThan((liquidity * 45n) / 100n)
    expect((await get(app, '/v1/dex/congress-data?chain_id=137')).body.code).toBe(40092)
  })

  it('the partner page reads the vote from the chain and the flywheel, airdrop and consensus from indexed facts', async () => {
    const [res, congress] = await Promise.all([
      get(app, `/v1/dex/partner-data?chain_id=${CHAIN}`),
      get(app, `/v1/dex/congress-data?chain_id=${CHAIN}`),
    ])
    expect(res.status).toBe(200)
    const vote = chain.deployment.contracts.goodVote!
    const deposits = await chain.client.readContract({ address: vote, abi: goodVoteAbi, functionName: 'depositTotal' })
    const total = [...(await chainStakes()).values()].reduce((a, b) => a + b, 0n)
    expect(res.body.data).toMatchObject({
      chain_id: CHAIN,
      vote: { token_symbol: 'Good', deposit_total: deposits.toString(), reward_total: parseEther('500').toString() },
      flywheel: {
        burned_pho: congress.body.data.buy_back_pho,
        buy_back: congress.body.data.buy_back,
        give_out: congress.body.data.give_out,
      },
      airdrop: { claims_today: 0, claims_total: 0 },
      community: { token_symbol: 'PHO', total_consensus: total.toString() },
    })
  })

  it('membership shows four levels and the fixed 1256 FFT, and says plainly that purchase is not open', async () => {
    const list = await get(app, '/v1/user-center/member/list')
    expect(list.body.data.list.map((l: { team_level_name: string }) => l.team_level_name)).toEqual([
      'bronze',
      'silver',
      'gold',
      'diamond',
    ])
    for (const path of ['/v1/user-center/member/buy-condition', '/v1/user-center/buy-condition']) {
      expect((await get(app, path)).body.data).toEqual({ coin: 'FFT', amount: '1256', open: false, is_buy: 0 })
    }
    const token = tokens.get(dave)!
    expect((await get(app, '/v1/user-center/member-info', { token })).body.data).toEqual({
      team_level_id: 0,
      team_level_name: '',
      remain_day_str: '',
    })
    expect((await get(app, '/v1/user-center/user-tvl', { token })).body.data).toEqual({ self_tvl: '0', team_tvl: '0' })
    expect((await get(app, '/v1/user-center/user-tvl')).status).toBe(401)
    const buy = await post(app, '/v1/user-center/member/buy', {}, { token, lang: 'zh-CN' })
    expect(buy.status).toBe(409)
    expect(buy.body).toMatchObject({ code: 40990, msg: '会员购买暂未开放' })
  })
})

describe('community release after its start, on the chain and in the figures (pglite)', () => {
  let db: TestDb
  let app: App
  beforeAll(async () => {
    db = await openTestDb('pglite')
    app = await buildApp({ config: indexingConfig(chain), db: db.handle })
    await app.ready()
  })
  afterAll(async () => {
    await app?.close()
    await db?.dispose()
  })

  it('releases linearly from the start; a chain claim is indexed and counted once', async () => {
    const stake = stakeOf()
    const read = <const F extends 'releaseStart' | 'releaseDuration'>(functionName: F) =>
      chain.client.readContract({ address: stake, abi: communityStakeAbi, functionName })
    const [start, duration] = [await read('releaseStart'), await read('releaseDuration')]
    await chain.testClient.setNextBlockTimestamp({ timestamp: start + duration / 2n })
    await chain.testClient.mine({ blocks: 1 })
    const claim = await send(carol, stake, encodeFunctionData({ abi: communityStakeAbi, functionName: 'claim' }))
    const receipt = await chain.client.getTransactionReceipt({ hash: claim })
    const [paid] = await chain.client
      .getContractEvents({ address: stake, abi: communityStakeAbi, eventName: 'Claimed', blockHash: receipt.blockHash })
      .then((logs) => logs.map((l) => l.args.amount!))
    await waitIndexed(app, chain)
    const mine = (await chainStakes()).get(carol.address.toLowerCase())!
    const { timestamp } = await chain.client.getBlock({ blockHash: receipt.blockHash })
    const at = (now: bigint) => readCommunityWallet(app.db, chain.deployment, carol.address, app.indexer.sources, now)
    // at the claim's own time: everything released so far was paid
    expect(await at(timestamp)).toMatchObject({
      self_release: paid!.toString(),
      self_claimed: paid!.toString(),
      self_claimable: '0',
      self_lock: (mine - paid!).toString(),
      stake_open: false,
      claim_open: false,
    })
    // three quarters in: the next quarter is claimable; after the end, all of it, never more than staked
    const threeQuarters = await at(start + (duration * 3n) / 4n)
    expect(BigInt(threeQuarters.self_release)).toBe((mine * 3n) / 4n)
    expect(threeQuarters.claim_open).toBe(true)
    const end = await at(start + duration * 5n)
    expect(end).toMatchObject({ self_release: mine.toString(), self_lock: '0' })
    expect(BigInt(end.self_claimable)).toBe(mine - paid!)
    // a server clock behind the chain never shows less released than the chain paid
    expect((await at(start - 1n)).self_release).toBe(paid!.toString())
  })
})
