import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Anvil, freePort, startAnvil } from '@phoswap/contracts/anvil'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { refusingRpcUrl, silentRpc } from '../helpers/deadRpc'
import { get, post } from '../helpers/http'
import { requestNonce, signedSiwe, signIn } from '../helpers/signIn'
import { createTestApp, type TestApp, testConfig } from '../helpers/testApp'
import { alice, bob } from '../helpers/wallets'

const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}`
const TX = `0x${'ab'.repeat(32)}`

/** A deployments folder whose chain 31337 has the farm with the PHO-USDT pool the reports are about. */
function deploymentsDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'phoswap-chain-down-'))
  const deployment = {
    chainId: 31337,
    startBlock: 1,
    contracts: {
      factory: address(1),
      router: address(2),
      wrappedNative: address(3),
      multicall3: address(4),
      pho: address(5),
    },
    tokens: [],
    pairs: [],
    farms: [
      {
        name: 'farm',
        address: address(6),
        rewardToken: address(5),
        pools: [{ pid: 0, lpToken: address(7), name: 'PHO-USDT' }],
      },
    ],
  }
  writeFileSync(join(dir, '31337.json'), JSON.stringify(deployment))
  return dir
}

describe.each([
  ['refuses connections', async () => ({ url: await refusingRpcUrl(), close: async () => {} })],
  ['never answers', silentRpc],
])('with the RPC of the chain down (it %s)', (_name, startRpc) => {
  let t: TestApp
  let token: string
  let rpc: { url: string; close: () => Promise<void> }
  const dir = deploymentsDir()
  beforeAll(async () => {
    rpc = await startRpc()
    t = await createTestApp('pglite', {
      deploymentsDirs: [dir],
      rpcUrls: { 31337: rpc.url },
      rpcTimeoutMs: 300,
      indexer: { ...testConfig().indexer, chainIds: [31337] },
    })
    token = await signIn(t.app, alice)
  })
  afterAll(async () => {
    await t?.close()
    await rpc?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it.each(['/v1/dex/report-lp', '/v1/starcard/update-lp'])('%s answers 503 in the caller’s language', async (url) => {
    const en = await post(t.app, url, { tx_hash: TX, chain_id: 31337 }, { token, lang: 'en-US' })
    expect(en.status).toBe(503)
    expect(en.body).toEqual({
      code: 50300,
      msg: 'The blockchain network cannot be reached right now, please try again later',
      data: null,
    })
    const ja = await post(t.app, url, { tx_hash: TX, chain_id: 31337 }, { token, lang: 'ja-JP' })
    expect(ja.status).toBe(503)
    expect(ja.body.msg).toBe('現在ブロックチェーンネットワークに接続できません。しばらくしてからもう一度お試しください')
  })

  it('a signature that only the chain could accept (contract wallet) gets 503, not "invalid signature"', async () => {
    const nonce = await requestNonce(t.app, alice.address)
    const { message } = await signedSiwe(alice, nonce, { chainId: 31337 })
    // bob's signature over alice's message: offline recovery names bob, so only ERC-1271 on chain could accept it
    const signature = await bob.signMessage({ message })
    const res = await post(t.app, '/v1/auth/verify', { message, signature }, { lang: 'en-US' })
    expect(res.status).toBe(503)
    expect(res.body.code).toBe(50300)
  })

  it('/v1/health stays a liveness check (200); /v1/health/ready answers 503 naming the chain', async () => {
    expect((await get(t.app, '/v1/health')).status).toBe(200)
    const ready = await get(t.app, '/v1/health/ready', { lang: 'en-US' })
    expect(ready.status).toBe(503)
    expect(ready.body).toMatchObject({
      code: 50301,
      msg: 'The service is not ready',
      data: { ready: false, db: true, chains: [{ chain_id: 31337, rpc: false, head: null, lag: null }] },
    })
  })
})

describe('GET /v1/health/ready with the chain up', () => {
  let t: TestApp
  let anvil: Anvil
  beforeAll(async () => {
    anvil = await startAnvil({ port: await freePort() })
    t = await createTestApp('pglite', {
      rpcUrls: { 31337: anvil.rpcUrl },
      indexer: { ...testConfig().indexer, chainIds: [31337] },
    })
  }, 60_000)
  afterAll(async () => {
    await t?.close()
    await anvil?.stop()
  })

  it('reports the database, the chain head and no indexer figures without a deployment', async () => {
    const res = await get(t.app, '/v1/health/ready')
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      code: 200,
      data: { ready: true, db: true, chains: [{ chain_id: 31337, rpc: true, head: 0, indexed: null, lag: null }] },
    })
  })

  it('without chains to follow it is ready when the database is', async () => {
    const bare = await createTestApp('pglite')
    try {
      const res = await get(bare.app, '/v1/health/ready')
      expect(res.status).toBe(200)
      expect(res.body.data).toEqual({ ready: true, db: true, chains: [] })
    } finally {
      await bare.close()
    }
  })
})
