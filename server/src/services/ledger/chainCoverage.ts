import type { Deployment } from '@phoswap/core/deployments'
import { and, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm'
import { type Address, erc20Abi } from 'viem'
import type { Db } from '../../db/client'
import { chainCredits, ledgerAccounts } from '../../db/schema'
import type { ChainSeam } from '../chain/chainSeam'
import { readCursors } from '../indexer/cursor'
import { coinsByContract, depositsSource } from '../indexer/sources/deposits'
import { vaultClaimsSource } from '../indexer/sources/vaultClaims'
import { depositReceiverOf } from '../rewards/coinConfigs'
import { SYSTEM } from './accounts'

/**
 * One chain's reconciliation (docs/decisions/0090-exact-books.md): what its vault (and a separate deposit receiver)
 * hold of each on-chain coin at the block both the deposits and the vault-claims sources have indexed, against the
 * books at that block. `external:chain:<id>` mirrors every coin that entered or left those holders, so
 * held = -external = owed + surplus exactly, where surplus is the operator's own (`vault-surplus:<id>`) and owed the
 * rest (users' deposits not paid out). Any difference is a hole or an unbooked inflow, and fails. Users' balances
 * that came from elsewhere (the sandbox's seed, reward pools) are not the chain's to back.
 */
export interface ChainCoverage {
  chain_id: number
  /** `checked`; `not_indexed` (a source has no cursor yet), `catching_up` (the sources stand at different
   * blocks: compared later), `unavailable` (no RPC, or it failed). Only `checked` rows can fail the check. */
  state: 'checked' | 'not_indexed' | 'catching_up' | 'unavailable'
  block: number | null
  coins: {
    coin_id: number
    token: string
    held: string
    owed: string
    surplus: string
    difference: string
    exact: boolean
  }[]
  /** Live credits whose block is no longer the chain's (the newest CREDIT_BLOCKS_CHECKED blocks with credits). */
  non_canonical: { source: string; tx_hash: string; log_index: number; block_number: number; entry_key: string }[]
}

/** The newest blocks with live credits whose hashes each check compares with the chain. */
const CREDIT_BLOCKS_CHECKED = 200

const sameBlockTries = 5
const retryMs = 200

/** Per coin: what the books say the chain's holders hold (-external), and the operator's part of it. */
async function booksByCoin(db: Db, chainId: number): Promise<Map<number, { inBooks: bigint; surplus: bigint }>> {
  const rows = await db
    .select({ owner: ledgerAccounts.owner, coinId: ledgerAccounts.coinId, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.owner, [SYSTEM.chain(chainId), SYSTEM.vaultSurplus(chainId)]))
  const out = new Map<number, { inBooks: bigint; surplus: bigint }>()
  for (const row of rows) {
    const one = out.get(row.coinId) ?? { inBooks: 0n, surplus: 0n }
    if (row.owner === SYSTEM.chain(chainId)) one.inBooks -= BigInt(row.balance)
    else one.surplus += BigInt(row.balance)
    out.set(row.coinId, one)
  }
  return out
}

/** The live credits of the chain's newest credited blocks, grouped by block number. */
async function liveCredits(db: Db, chainId: number, upTo: number) {
  const rows = await db
    .select({
      source: chainCredits.source,
      txHash: chainCredits.txHash,
      logIndex: chainCredits.logIndex,
      blockNumber: chainCredits.blockNumber,
      blockHash: chainCredits.blockHash,
      entryKey: chainCredits.entryKey,
    })
    .from(chainCredits)
    .where(
      and(
        eq(chainCredits.chainId, chainId),
        isNull(chainCredits.reversalKey),
        lte(chainCredits.blockNumber, upTo),
        gte(
          chainCredits.blockNumber,
          sql`coalesce((select min(b) from (select distinct block_number as b from chain_credits
            where chain_id = ${chainId} and reversal_key is null and block_number <= ${upTo}
            order by b desc limit ${CREDIT_BLOCKS_CHECKED}) newest), 0)`,
        ),
      ),
    )
  return rows
}

/** The block both sources stand at, with the books as of that block (one repeatable-read snapshot). */
async function snapshot(db: Db, chainId: number, deployment: Deployment) {
  const keys = [depositsSource, vaultClaimsSource].flatMap((s) => s.plan(deployment)?.setKey ?? [])
  return db.transaction(
    async (tx) => {
      const cursors = [...(await readCursors(tx, chainId, keys)).values()].map((c) => c.lastBlock)
      if (keys.length < 2 || cursors.length < keys.length) return { state: 'not_indexed' as const }
      if (new Set(cursors).size > 1) return { state: 'catching_up' as const, block: Math.min(...cursors) }
      return {
        state: 'same' as const,
        block: cursors[0]!,
        books: await booksByCoin(tx, chainId),
        credits: await liveCredits(tx, chainId, cursors[0]!),
        coinOf: await coinsByContract(tx, deployment),
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
}

async function coverageOf(db: Db, chain: ChainSeam, chainId: number, deployment: Deployment): Promise<ChainCoverage> {
  const none = (state: ChainCoverage['state'], block: number | null = null): ChainCoverage => ({
    chain_id: chainId,
    state,
    block,
    coins: [],
    non_canonical: [],
  })
  const client = chain.client(chainId)
  if (!client) return none('unavailable')
  let snap = await snapshot(db, chainId, deployment)
  for (let i = 1; i < sameBlockTries && snap.state === 'catching_up'; i++) {
    await new Promise((r) => setTimeout(r, retryMs))
    snap = await snapshot(db, chainId, deployment)
  }
  if (snap.state !== 'same') return none(snap.state, 'block' in snap ? snap.block : null)
  const holders = [...new Set([deployment.contracts.withdrawVault, depositReceiverOf(deployment)])].filter(
    (a): a is Address => Boolean(a),
  )
  const tokens = [...snap.coinOf.entries()]
  try {
    const reads = await client.multicall({
      allowFailure: false,
      multicallAddress: deployment.contracts.multicall3,
      blockNumber: BigInt(snap.block),
      contracts: tokens.flatMap(([token]) =>
        holders.map(
          (holder) =>
            ({ address: token as Address, abi: erc20Abi, functionName: 'balanceOf', args: [holder] }) as const,
        ),
      ),
    })
    const blocks = [...new Set(snap.credits.map((c) => c.blockNumber))]
    const hashes = new Map<number, string | null>()
    for (let i = 0; i < blocks.length; i += 20) {
      await Promise.all(
        blocks.slice(i, i + 20).map(async (number) => {
          const block = await client.getBlock({ blockNumber: BigInt(number) }).catch((error: Error) => {
            if (error.name === 'BlockNotFoundError') return null
            throw error
          })
          hashes.set(number, block?.hash.toLowerCase() ?? null)
        }),
      )
    }
    return {
      chain_id: chainId,
      state: 'checked',
      block: snap.block,
      coins: tokens.map(([token, coinId], i) => {
        const held = (reads.slice(i * holders.length, (i + 1) * holders.length) as bigint[]).reduce((a, b) => a + b, 0n)
        const { inBooks, surplus } = snap.books.get(coinId) ?? { inBooks: 0n, surplus: 0n }
        const owed = inBooks - surplus
        const difference = held - inBooks
        return {
          coin_id: coinId,
          token,
          held: held.toString(),
          owed: owed.toString(),
          surplus: surplus.toString(),
          difference: difference.toString(),
          exact: difference === 0n,
        }
      }),
      non_canonical: snap.credits
        .filter((c) => hashes.get(c.blockNumber) !== c.blockHash)
        .map((c) => ({
          source: c.source,
          tx_hash: c.txHash,
          log_index: c.logIndex,
          block_number: c.blockNumber,
          entry_key: c.entryKey,
        })),
    }
  } catch {
    return none('unavailable', snap.block)
  }
}

/** Coverage of every chain with a withdraw vault (the chains users can deposit to and withdraw from). */
export async function chainCoverage(db: Db, chain: ChainSeam): Promise<ChainCoverage[]> {
  const deployments = Object.entries(chain.deployments()).filter(([, d]) => d.contracts.withdrawVault)
  return Promise.all(deployments.map(([id, d]) => coverageOf(db, chain, Number(id), d)))
}
