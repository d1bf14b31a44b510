import type { Deployment } from '@phoswap/core/deployments'
import { and, eq } from 'drizzle-orm'
import { type Address, erc20Abi } from 'viem'
import type { Db } from '../../db/client'
import { ledgerAccounts } from '../../db/schema'
import type { ChainSeam } from '../chain/chainSeam'
import { readCursors } from '../indexer/cursor'
import { coinsByContract, depositsSource } from '../indexer/sources/deposits'
import { vaultClaimsSource } from '../indexer/sources/vaultClaims'
import { depositReceiverOf } from '../rewards/coinConfigs'
import { SYSTEM } from './accounts'

/**
 * One chain's coverage: what its vault (and a separate deposit receiver) hold of each on-chain coin at the block
 * both the deposits and the vault-claims sources have indexed, against what the books say came in through that
 * chain and has not been paid out (`-external:chain:<id>`). Users' claims beyond that came from elsewhere (the
 * sandbox's seed, rewards pools) and are not the chain's to back.
 */
export interface ChainCoverage {
  chain_id: number
  /** `checked`; `not_indexed` (a source has no cursor yet), `catching_up` (the sources stand at different
   * blocks: compared later), `unavailable` (no RPC, or it failed). Only `checked` rows can fail the check. */
  state: 'checked' | 'not_indexed' | 'catching_up' | 'unavailable'
  block: number | null
  coins: { coin_id: number; token: string; held: string; owed: string; covered: boolean }[]
}

const sameBlockTries = 5
const retryMs = 200

async function owedByCoin(db: Db, chainId: number): Promise<Map<number, bigint>> {
  const rows = await db
    .select({ coinId: ledgerAccounts.coinId, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.owner, SYSTEM.chain(chainId)), eq(ledgerAccounts.bucket, 'usable')))
  return new Map(rows.map((r) => [r.coinId, -BigInt(r.balance)]))
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
        owed: await owedByCoin(tx, chainId),
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
    return {
      chain_id: chainId,
      state: 'checked',
      block: snap.block,
      coins: tokens.map(([token, coinId], i) => {
        const held = (reads.slice(i * holders.length, (i + 1) * holders.length) as bigint[]).reduce((a, b) => a + b, 0n)
        const owed = snap.owed.get(coinId) ?? 0n
        return { coin_id: coinId, token, held: held.toString(), owed: owed.toString(), covered: held >= owed }
      }),
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
