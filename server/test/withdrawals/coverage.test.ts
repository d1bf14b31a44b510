import { withdrawVaultAbi } from '@phoswap/core/abi/withdrawVaultAbi'
import { type Address, createWalletClient, erc20Abi, http, parseUnits } from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app'
import { depositsSource } from '../../src/services/indexer/sources/deposits'
import { vaultClaimsSource } from '../../src/services/indexer/sources/vaultClaims'
import { SYSTEM, systemAccount, userAccount } from '../../src/services/ledger/accounts'
import { postEntry } from '../../src/services/ledger/postEntry'
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
  coins: { coin_id: number; held: string; owed: string; surplus: string; difference: string; exact: boolean }[]
  non_canonical: unknown[]
}
interface DebtRow {
  owner: string
  coin_id: number
  debt: string
}

describe("ledger check: the vault holds exactly what users are owed plus the operator's surplus (real anvil, PGlite)", () => {
  let chain: TestChain
  let db: TestDb
  let app: App
  let operator: string
  let usdt: Address
  let vault: Address

  const check = async () => {
    await waitIndexed(app, chain)
    const res = await get<{ ok: boolean; chains: CoverageRow[]; debts: DebtRow[] }>(app, '/v1/admin/ledger/check', {
      token: operator,
    })
    expect(res.status).toBe(200)
    const row = res.body.data.chains.find((c) => c.chain_id === 31337)!
    return { ok: res.body.data.ok, row, usdt: row.coins.find((c) => c.coin_id === USDT)!, debts: res.body.data.debts }
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

  it('held = owed + surplus at the indexed block; a deposit moves owed and held alike', async () => {
    const before = await check()
    expect(before.ok).toBe(true)
    expect(before.row.state).toBe('checked')
    // The sandbox minted USDT to the vault (nobody's deposit): the operator's surplus, booked as such.
    expect(BigInt(before.usdt.surplus)).toBeGreaterThan(0n)
    expect(BigInt(before.usdt.held)).toBe(BigInt(before.usdt.owed) + BigInt(before.usdt.surplus))
    expect(before.usdt).toMatchObject({ difference: '0', exact: true })

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
    expect(after.usdt.surplus).toBe(before.usdt.surplus)
    expect(after.usdt).toMatchObject({ difference: '0', exact: true })
  })

  it('a hole hidden by the surplus fails: a credit the vault never received', async () => {
    // A phantom deposit (what a reorg left behind before chain credits were reversed): 40 USDT owed, not held.
    await postEntry(db.handle.db, {
      key: 'deposit:31337:0xphantom:0',
      kind: 'deposit',
      lines: [
        { account: systemAccount(SYSTEM.chain(31337), USDT), amount: -parseUnits('40', 18) },
        { account: userAccount(carol.address, USDT), amount: parseUnits('40', 18) },
      ],
    })
    const holed = await check()
    expect(holed.ok).toBe(false)
    expect(holed.usdt).toMatchObject({ difference: (-parseUnits('40', 18)).toString(), exact: false })
    // held still covers owed by far: the old ">=" check said ok here.
    expect(BigInt(holed.usdt.held)).toBeGreaterThan(BigInt(holed.usdt.owed))
    // Taken back: exact again.
    await postEntry(db.handle.db, {
      key: 'deposit:31337:0xphantom:0:undo',
      kind: 'deposit',
      lines: [
        { account: systemAccount(SYSTEM.chain(31337), USDT), amount: parseUnits('40', 18) },
        { account: userAccount(carol.address, USDT), amount: -parseUnits('40', 18) },
      ],
    })
    expect((await check()).ok).toBe(true)
  })

  it("the owner emptying the vault takes the surplus, then users' money: the surplus is in debt and the check fails", async () => {
    const held = await chain.client.readContract({
      address: usdt,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [vault],
    })
    const before = await check()
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
    // The books still mirror the vault exactly; what users are owed is now the operator's debt.
    expect(drained.usdt).toMatchObject({ held: '0', exact: true, difference: '0' })
    expect(drained.debts).toContainEqual(
      expect.objectContaining({ owner: 'vault-surplus:31337', coin_id: USDT, debt: before.usdt.owed }),
    )
  })
})
