import { pairAbi } from '@phoswap/core/abi/pairAbi'
import { eq } from 'drizzle-orm'
import { type Address, createWalletClient, http } from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app'
import { teamFacts, users } from '../../src/db/schema'
import type { App } from '../../src/types'
import { indexingConfig, startTestChain, type TestChain, waitFor } from '../helpers/chain'
import { get, post } from '../helpers/http'
import { bind, signIn } from '../helpers/signIn'
import { openTestDb, type TestDb } from '../helpers/testDb'
import { anvilAccount } from '../helpers/wallets'

// Real anvil with the sandbox deployment; the deployer (anvil account 0) holds the seed's LP tokens of every pair.
describe('own TVL is read from the chain and moves the inviter’s team figures (PGlite, anvil)', () => {
  let chain: TestChain
  let db: TestDb
  let app: App
  const inviter = anvilAccount(7)
  const holder = anvilAccount(0)

  beforeAll(async () => {
    chain = await startTestChain()
    db = await openTestDb('pglite')
    app = await buildApp({ config: indexingConfig(chain), db: db.handle })
    await app.ready()
  }, 180_000)
  afterAll(async () => {
    await app?.close()
    await db?.dispose()
    await chain?.stop()
  })

  const facts = async (address: string) => {
    const [row] = await db.handle.db
      .select({ f: teamFacts })
      .from(teamFacts)
      .innerJoin(users, eq(users.id, teamFacts.userId))
      .where(eq(users.address, address.toLowerCase()))
    return row?.f
  }

  it('a report makes the server read the LP positions; an LP transfer on chain is picked up by the indexer', async () => {
    const inviterToken = await signIn(app, inviter)
    const code = (await get(app, '/v1/user-center/invite-info', { token: inviterToken })).body.data.invite_code
    const token = await signIn(app, holder)
    expect((await bind(app, holder, token, code)).status).toBe(200)
    expect((await post(app, '/v1/user-center/lp-log', { tx_hash: `0x${'11'.repeat(32)}` }, { token })).status).toBe(200)
    const first = await waitFor('the holder’s TVL read', async () => {
      const f = await facts(holder.address)
      return f && BigInt(f.ownTvl) > 0n ? f : undefined
    })
    expect(first.valid).toBe(true)
    const zones = (await get(app, '/v1/reward/zone-cp', { token: inviterToken })).body.data
    expect(zones).toEqual({ max_zone_cp: first.ownTvl, other_zone_cp: '0' })

    // Half of the PHO-USDT LP leaves the holder's wallet: its value at current reserves leaves the team TVL.
    const pair = chain.deployment.pairs.find((p) => p.name === 'PHO-USDT')!
    const usdt = chain.deployment.tokens.find((t) => t.symbol === 'USDT')!
    const read = (functionName: 'totalSupply' | 'getReserves') =>
      chain.client.readContract({ address: pair.address, abi: pairAbi, functionName })
    const lp = await chain.client.readContract({
      address: pair.address,
      abi: pairAbi,
      functionName: 'balanceOf',
      args: [holder.address],
    })
    const moved = lp / 2n
    const wallet = createWalletClient({ account: holder, chain: foundry, transport: http(chain.anvil.rpcUrl) })
    const hash = await wallet.writeContract({
      address: pair.address,
      abi: pairAbi,
      functionName: 'transfer',
      args: [anvilAccount(8).address as Address, moved],
    })
    await chain.client.waitForTransactionReceipt({ hash })
    const supply = (await read('totalSupply')) as bigint
    const [r0, r1] = (await read('getReserves')) as readonly [bigint, bigint, number]
    const usdtReserve = pair.token0.toLowerCase() === usdt.address.toLowerCase() ? r0 : r1
    const scale = 10n ** BigInt(18 - usdt.decimals)
    // The pair's value split by LP share, as the server rounds: value(lp) - value(lp - moved).
    const lpValue = (amount: bigint) => (2n * usdtReserve * scale * amount) / supply
    const expectedDrop = lpValue(lp) - lpValue(lp - moved)
    const after = await waitFor('the transfer indexed and re-read', async () => {
      const f = await facts(holder.address)
      return f && BigInt(f.ownTvl) < BigInt(first.ownTvl) ? f : undefined
    })
    expect(BigInt(first.ownTvl) - BigInt(after.ownTvl)).toBe(expectedDrop)
    const inviterFacts = await facts(inviter.address)
    expect(inviterFacts).toMatchObject({ teamTvl: after.ownTvl, maxZone: after.ownTvl, teamValid: 1, validDirect: 1 })
  }, 120_000)
})
