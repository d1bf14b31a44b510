import { randomBytes } from 'node:crypto'
import {
  buildMerkleSumTree,
  type LiabilityLeaf,
  pathToWire,
  proofAt,
  verifyLiabilityProof,
} from '@phoswap/core/liabilities/merkleSum'
import { type Address, type Hex, toHex } from 'viem'

export interface LiabilitiesBench {
  accounts: number
  build_ms: number
  accounts_per_s: number
  proof_steps: number
  /** The `path` of `GET /v1/proof/liabilities/mine` as JSON, in bytes. */
  proof_bytes: number
  /** Recomputing a root from one leaf and its path (what the browser does). */
  verify_ms: number
}

function leaves(n: number): LiabilityLeaf[] {
  return Array.from({ length: n }, () => ({
    account: toHex(randomBytes(20)) as Address,
    coinId: 3n,
    balance: BigInt(`0x${randomBytes(12).toString('hex')}`) + 1n,
    salt: toHex(randomBytes(32)) as Hex,
  }))
}

/** The Merkle-sum tree of liabilities (core's, as the server builds it) for `sizes` accounts. */
export function benchLiabilities(sizes: number[] = [10_000, 100_000]): LiabilitiesBench[] {
  return sizes.map((accounts) => {
    const input = leaves(accounts)
    const started = performance.now()
    const tree = buildMerkleSumTree(input)
    const build = performance.now() - started
    const index = Math.floor(accounts / 3)
    const path = proofAt(tree, index)
    const verifyStart = performance.now()
    const rounds = 100
    for (let i = 0; i < rounds; i++) {
      if (!verifyLiabilityProof(tree.leaves[index]!, path, tree.root)) throw new Error('bench: a proof did not verify')
    }
    return {
      accounts,
      build_ms: Math.round(build),
      accounts_per_s: Math.round((accounts / build) * 1000),
      proof_steps: path.length,
      proof_bytes: JSON.stringify(pathToWire(path)).length,
      verify_ms: Number(((performance.now() - verifyStart) / rounds).toFixed(3)),
    }
  })
}

export function formatLiabilities(rows: LiabilitiesBench[]): string[] {
  return rows.map(
    (r) =>
      `liabilities tree, ${r.accounts.toLocaleString('en-US')} accounts: built in ${r.build_ms} ms (${r.accounts_per_s.toLocaleString('en-US')} accounts/s), proof ${r.proof_steps} steps / ${r.proof_bytes} bytes, verified in ${r.verify_ms} ms`,
  )
}
