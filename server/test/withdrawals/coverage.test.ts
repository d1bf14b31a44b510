import { withdrawVaultAbi } from '@phoswap/core/abi/withdrawVaultAbi'
import { type Address, createWalletClient, erc20Abi, http, parseUnits } from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app'
import { depositsSource } from '../../src/services/indexer/sources/deposits'
import { vaultClaimsSource } from '../../src/services/indexer/sources/vaultClaims'
import type { App } from '../../src/types'
import { indexingConfig, startTestChain, type TestChain, waitIndexed } from '../helpers/chain'
import { get } from '../helpers/http'
import { signIn } from '../helpers/signIn'
import { openTestDb, type TestDb } from '../helpers/testDb'
import { alice, carol } from '../helpers/wallets'

const USDT = 1

interface CoverageRow {
  chain_id: number
  state: string
  block: number | null
  coins: { coin_id: number; held: string; owed: string; covered: boolean }[]
}

describe('ledger check: the vault covers what came in through the chain (real anvil, PGlite)', () => {
  let chain: TestChain
  let db: TestDb
  let app: App
  let operator: string
  let usdt: Address
  let vault: Address

  const check = async () => {
    await waitIndexed(app, chain)
    const res = await get<{ ok: boolean; chains: CoverageRow[] }>(app, '/v1/admin/ledger/check', {
      token: operator,
    })
    expect(res.status).toBe(200)
    const row = res.body.data.chains.find((c) => c.chain_id === 31337)!
    return { ok: res.body.data.ok, row, usdt: row.coins.find((c) => c.coin_id === USDT)! }
  }
  const send = async (
    account: typeof alice,
    call: Parameters<ReturnType<typeof createWalletClient>['writeContract']>[0],
  ) => {
    const wallet = createWalletClient({ account, chain: foundry, transport: http(chain.anvil.rpcUrl) })
    const hash = await wallet.writeContract(call)
    expect((await chain.client.waitForTransactionReceipt({ hash })).status).toBe('success')
  }

  beforeAll(async () => {
    chain = await startTestChain()
    usdt = chain.deployment.tokens.find((t) => t.symbol === 'USDT')!.address
    vault = chain.deployment.contracts.withdrawVault!
    db = await openTestDb('pglite')
    const config = indexingConfig(chain)
    app = await buildApp({
      config: { ...config, operatorAddresses: [alice.address.toLowerCase()] },
      db: db.handle,
      eventSources: [depositsSource, vaultClaimsSource],
    })
    await app.ready()
    operator = await signIn(app, alice)
  }, 180_000)
  afterAll(async () => {
    await app?.close()
    await db?.dispose()
    await chain?.stop()
  })

  it('compares the vault holdings at the indexed block with the deposits not paid out', async () => {
    const before = await check()
    expect(before.ok).toBe(true)
    expect(before.row.state).toBe('checked')
    // The sandbox minted USDT to the vault (nobody's deposit): held above owed.
    expect(BigInt(before.usdt.held)).toBeGreaterThan(BigInt(before.usdt.owed))

    await send(carol, {
      chain: foundry,
      account: carol,
      address: usdt,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [vault, parseUnits('5', 18)],
    })
    const after = await check()
    expect(after.ok).toBe(true)
    expect(BigInt(after.usdt.owed) - BigInt(before.usdt.owed)).toBe(parseUnits('5', 18))
    expect(BigInt(after.usdt.held) - BigInt(before.usdt.held)).toBe(parseUnits('5', 18))
  })

  it('fails when the vault holds less than users deposited (the owner took the funds out)', async () => {
    const held = await chain.client.readContract({
      address: usdt,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [vault],
    })
    await send(alice, {
      chain: foundry,
      account: alice,
      address: vault,
      abi: withdrawVaultAbi,
      functionName: 'withdrawFunds',
      args: [usdt, alice.address, held],
    })
    const drained = await check()
    expect(drained.ok).toBe(false)
    expect(drained.usdt).toMatchObject({ held: '0', covered: false })
    expect(BigInt(drained.usdt.owed)).toBeGreaterThanOrEqual(parseUnits('5', 18))
  })
})
