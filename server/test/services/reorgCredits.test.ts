import { anvilAccounts, localVaultSignerKey } from '@phoswap/contracts/accounts'
import { withdrawVaultAbi } from '@phoswap/core/abi/withdrawVaultAbi'
import { eq } from 'drizzle-orm'
import { type Address, createWalletClient, erc20Abi, type Hex, http, parseUnits } from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WITHDRAW_STATUS, withdrawOrders } from '../../src/db/schema'
import { AppError } from '../../src/errors'
import { parseDay } from '../../src/jobs/period'
import { refundExpiredWithdrawalsJob } from '../../src/jobs/refundExpiredWithdrawals'
import type { ChainSeam } from '../../src/services/chain/chainSeam'
import { indexStep, type StepResult } from '../../src/services/indexer/indexStep'
import { depositsSource } from '../../src/services/indexer/sources/deposits'
import { vaultClaimsSource } from '../../src/services/indexer/sources/vaultClaims'
import { userAccount } from '../../src/services/ledger/accounts'
import { balancesOf } from '../../src/services/ledger/balances'
import { businessAccount } from '../../src/services/ledger/businessAccount'
import { chainCoverage } from '../../src/services/ledger/chainCoverage'
import { checkBooks } from '../../src/services/ledger/checkBooks'
import { debtsOf } from '../../src/services/ledger/debtFallback'
import { postEntry } from '../../src/services/ledger/postEntry'
import { entryMark } from '../../src/services/rewards/entryMark'
import { transferOut } from '../../src/services/rewards/transferOut'
import { createWithdrawal } from '../../src/services/withdrawals/orders'
import { BACKENDS } from '../helpers/backends'
import { startTestChain, type TestChain } from '../helpers/chain'
import { fundFromSandbox, ledgerBalance } from '../helpers/ledger'
import { openTestDb, type TestDb } from '../helpers/testDb'

const USDT = 1
const usdt = (n: string) => parseUnits(n, 18)

/**
 * Money at the chain boundary on a real anvil, on each backend: what a reorg takes back is never usable (within the
 * depth) or is reversed (deeper), a refund and a claim of one voucher never both pay, and `ledger check` sees it.
 */
describe.each(BACKENDS)('reorgs and the ledger (real anvil, %s)', (backend) => {
  let chain: TestChain
  let db: TestDb
  const alerts: object[] = []
  const log = { info: () => {}, warn: () => {}, error: (obj: object) => alerts.push(obj) }
  const seam = () =>
    ({ client: () => chain.client, deployments: () => ({ 31337: chain.deployment }) }) as unknown as ChainSeam
  const token = () => chain.deployment.tokens.find((t) => t.symbol === 'USDT')!.address
  const vault = () => chain.deployment.contracts.withdrawVault!

  /** Steps the indexer until it has read every block at the depth; returns the reorgs it met. */
  async function index(confirmations: number): Promise<StepResult[]> {
    const reorgs: StepResult[] = []
    for (let i = 0; i < 50; i++) {
      const result = await indexStep({
        db: db.handle.db,
        client: chain.client,
        chainId: 31337,
        deployment: chain.deployment,
        sources: [depositsSource, vaultClaimsSource],
        confirmations,
        maxBlockRange: 100_000,
        log,
      })
      if (result.kind === 'reorg') reorgs.push(result)
      if (result.kind === 'idle') return reorgs
    }
    throw new Error('the indexer did not catch up')
  }
  const wallet = (index: number) =>
    createWalletClient({ account: anvilAccounts[index]!, chain: foundry, transport: http(chain.anvil.rpcUrl) })
  async function deposit(index: number, amount: bigint): Promise<Hex> {
    const hash = await wallet(index).writeContract({
      address: token(),
      abi: erc20Abi,
      functionName: 'transfer',
      args: [vault(), amount],
    })
    expect((await chain.client.waitForTransactionReceipt({ hash })).status).toBe('success')
    return hash
  }
  const usable = async (address: string) => (await balancesOf(db.handle.db, address, [USDT])).get(USDT)?.usable ?? 0n
  const coverage = async () => {
    const [row] = await chainCoverage(db.handle.db, seam())
    return row!
  }

  beforeAll(async () => {
    chain = await startTestChain()
    db = await openTestDb(backend)
  }, 180_000)
  afterAll(async () => {
    await db?.dispose()
    await chain?.stop()
  })

  it('a deposit the chain drops within the depth is never usable', async () => {
    const user = anvilAccounts[6]!.address
    await index(2)
    const snapshot = await chain.testClient.snapshot()
    await deposit(6, usdt('40'))
    await chain.testClient.mine({ blocks: 1 })
    await index(2)
    // One block on top: not at depth 2 yet, nothing credited.
    expect(await usable(user)).toBe(0n)
    await chain.testClient.revert({ id: snapshot })
    await chain.testClient.mine({ blocks: 4 })
    await index(2)
    expect(await usable(user)).toBe(0n)
    expect((await checkBooks(db.handle.db)).ok).toBe(true)
    expect((await coverage()).coins.find((c) => c.coin_id === USDT)).toMatchObject({ exact: true })
  })

  it('a reorg deeper than the depth reverses the spent credit: the account is in debt, blocked, and named', async () => {
    const user = anvilAccounts[7]!.address
    const friend = anvilAccounts[8]!.address
    await index(1)
    const snapshot = await chain.testClient.snapshot()
    const dropped = await deposit(7, usdt('40'))
    await chain.testClient.mine({ blocks: 1 })
    await index(1)
    expect(await usable(user)).toBe(usdt('40'))
    expect((await entryMark(db.handle.db, user, 31337, dropped, chain.deployment, [depositsSource])).status).toBe(
      'credited',
    )
    // Spent before the reorg: 30 to a friend inside the wallet.
    await db.handle.db.transaction((tx) =>
      transferOut(tx, {
        from: user,
        to: friend,
        coinId: USDT,
        quote: { amount: usdt('30'), fee: 0n, received: usdt('30') },
        nonce: `reorg-${backend}-1`,
      }),
    )
    // The chain goes back past the deposit's block (deeper than the depth of 1) and grows past the old head.
    await chain.testClient.revert({ id: snapshot })
    await chain.testClient.mine({ blocks: 5 })
    const reorgs = await index(1)
    expect(reorgs.length).toBeGreaterThan(0)
    expect(await usable(user)).toBe(0n)
    expect(await usable(friend)).toBe(usdt('30'))
    expect((await debtsOf(db.handle.db, user)).get(USDT)).toBe(usdt('30'))
    // The user's "where is my deposit" no longer says credited.
    const mark = await entryMark(db.handle.db, user, 31337, dropped, chain.deployment, [depositsSource])
    expect(mark.status).toBe('pending')
    expect(alerts).toContainEqual(expect.objectContaining({ txHash: dropped.toLowerCase(), debts: expect.any(Array) }))

    // Blocked: no transfer out (nor withdraw, group, pledge: the same check) until the debt is repaid.
    const refused = await db.handle.db
      .transaction((tx) =>
        transferOut(tx, {
          from: user,
          to: friend,
          coinId: USDT,
          quote: { amount: 1n, fee: 0n, received: 1n },
          nonce: `reorg-${backend}-2`,
        }),
      )
      .catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(AppError)
    expect((refused as AppError).key).toBe('in_debt')

    // ledger check fails and names the account, the log and the amount; the vault's books stay exact.
    const books = await checkBooks(db.handle.db)
    expect(books.ok).toBe(false)
    expect(books.debts).toEqual([
      {
        owner: user.toLowerCase(),
        coin_id: USDT,
        debt: usdt('30').toString(),
        causes: [
          expect.objectContaining({
            chain_id: 31337,
            tx_hash: dropped.toLowerCase(),
            log_index: expect.any(Number),
            amount: usdt('30').toString(),
          }),
        ],
      },
    ])
    expect((await coverage()).coins.find((c) => c.coin_id === USDT)).toMatchObject({ exact: true, difference: '0' })

    // A new deposit repays the debt first; then the account is free again and the books are ok.
    await deposit(7, usdt('35'))
    await chain.testClient.mine({ blocks: 1 })
    await index(1)
    expect((await debtsOf(db.handle.db, user)).size).toBe(0)
    expect(await usable(user)).toBe(usdt('5'))
    expect((await checkBooks(db.handle.db)).ok).toBe(true)
  })

  it('anvil_reorg of the deposit block at depth 0: the credit is reversed, nothing left over', async () => {
    const user = anvilAccounts[9]!.address
    await index(0)
    const before = await usable(user)
    await deposit(9, usdt('12'))
    await index(0)
    expect(await usable(user)).toBe(before + usdt('12'))
    await chain.client.request({ method: 'anvil_reorg' as never, params: [1, []] as never })
    await index(0)
    expect(await usable(user)).toBe(before)
    expect((await checkBooks(db.handle.db)).ok).toBe(true)
    expect((await coverage()).coins.find((c) => c.coin_id === USDT)).toMatchObject({ exact: true })
  })

  it('refund then claim across a reverted deadline: the voucher pays once, the refund is reversed', async () => {
    const account = anvilAccounts[5]!
    await deposit(5, usdt('100'))
    await chain.testClient.mine({ blocks: 2 })
    await index(2)
    const start = await usable(account.address)
    const now = Number((await chain.client.getBlock()).timestamp)
    const order = await db.handle.db.transaction((tx) =>
      createWithdrawal(
        tx,
        {
          deployments: { 31337: chain.deployment },
          chainIds: [31337],
          signerKey: localVaultSignerKey,
          ttlS: 600,
          nowS: now,
        },
        { address: account.address, chainId: 31337, coinId: USDT, amount: usdt('50') },
      ),
    )
    const paid = usdt('50') + BigInt(order.fee)
    expect(await usable(account.address)).toBe(start - paid)
    const snapshot = await chain.testClient.snapshot()

    // The chain's clock passes the deadline; the refund waits until a block at depth 2 is past it.
    const refund = () =>
      db.handle.db.transaction((tx) =>
        refundExpiredWithdrawalsJob.run(tx, parseDay('2999-12-30')!, { chain: seam(), confirmations: { 31337: 2 } }),
      )
    await chain.testClient.increaseTime({ seconds: 3600 })
    await chain.testClient.mine({ blocks: 1 })
    expect(await refund()).toMatchObject({ refunded: 0, waiting: 1 })
    await chain.testClient.mine({ blocks: 2 })
    expect(await refund()).toMatchObject({ refunded: 1 })
    expect(await usable(account.address)).toBe(start)

    // The chain goes back to before the deadline, and the user claims the voucher after all.
    await chain.testClient.revert({ id: snapshot })
    const hash = await wallet(5).writeContract({
      address: vault(),
      abi: withdrawVaultAbi,
      functionName: 'claim',
      args: [
        account.address,
        token() as Address,
        usdt('50'),
        BigInt(order.id),
        BigInt(order.deadline),
        order.signature as Hex,
      ],
    })
    expect((await chain.client.waitForTransactionReceipt({ hash })).status).toBe('success')
    await chain.testClient.mine({ blocks: 2 })
    await index(2)
    const [row] = await db.handle.db.select().from(withdrawOrders).where(eq(withdrawOrders.id, order.id))
    expect(row).toMatchObject({ status: WITHDRAW_STATUS.done, refundKey: null })
    expect(alerts).toContainEqual(expect.objectContaining({ orderId: order.id, debts: [] }))
    // Paid once: on chain, and no longer in the wallet.
    expect(await usable(account.address)).toBe(start - paid)
    const books = await checkBooks(db.handle.db)
    expect(books.ok).toBe(true)
    expect((await coverage()).coins.find((c) => c.coin_id === USDT)).toMatchObject({ exact: true })
  })

  it('an expired business withdraw is refunded to the business earnings, not to the wallet', async () => {
    const account = anvilAccounts[8]!
    const business = businessAccount(account.address, USDT)
    await fundFromSandbox(db.handle.db, `business-refund:${backend}`, business, usdt('20'))
    const walletBefore = await usable(account.address)
    const now = Number((await chain.client.getBlock()).timestamp)
    const order = await db.handle.db.transaction((tx) =>
      createWithdrawal(
        tx,
        {
          deployments: { 31337: chain.deployment },
          chainIds: [31337],
          signerKey: localVaultSignerKey,
          ttlS: 60,
          nowS: now,
        },
        { address: account.address, chainId: 31337, coinId: USDT, amount: usdt('10'), from: business },
      ),
    )
    const paid = usdt('10') + BigInt(order.fee)
    expect(await ledgerBalance(db.handle.db, business.owner, USDT)).toBe(usdt('20') - paid)
    expect(await usable(account.address)).toBe(walletBefore)
    await chain.testClient.increaseTime({ seconds: 3600 })
    await chain.testClient.mine({ blocks: 3 })
    const refunded = await db.handle.db.transaction((tx) =>
      refundExpiredWithdrawalsJob.run(tx, parseDay('2999-12-30')!, { chain: seam(), confirmations: { 31337: 2 } }),
    )
    expect(refunded).toMatchObject({ refunded: 1 })
    expect(await ledgerBalance(db.handle.db, business.owner, USDT)).toBe(usdt('20'))
    expect(await usable(account.address)).toBe(walletBefore)
    expect((await checkBooks(db.handle.db)).ok).toBe(true)
  })
})

describe('a user in debt', () => {
  // Opened in a hook (its own, longer time limit): a fresh PGlite with every migration is slow on a busy machine.
  let db: TestDb
  beforeAll(async () => {
    db = await openTestDb('pglite')
  })
  afterAll(async () => {
    await db?.dispose()
  })

  it('is a real account line, not a hidden flag: the debt bucket is checked by the schema', async () => {
    // A debt bucket can never be above zero: that would be money from nowhere.
    const wrong = await postEntry(db.handle.db, {
      key: 'test:positive-debt',
      kind: 'deposit',
      lines: [
        { account: userAccount(anvilAccounts[1]!.address, USDT, 'debt'), amount: 1n },
        { account: { owner: 'external:sandbox', coinId: USDT, bucket: 'usable' }, amount: -1n },
      ],
    }).catch((error: unknown) => error)
    expect(wrong).toBeInstanceOf(Error)
  })
})
