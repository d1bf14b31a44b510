import type { LiabilitiesProof, LiabilitiesRoot } from '@phoswap/core/api/liabilities'
import { pathFromWire, rootFromProof, type SumNode } from '@phoswap/core/liabilities/merkleSum'
import { type Address, type Chain, createPublicClient, type Hex, http, parseEventLogs } from 'viem'
import { liabilitiesPublishedAbi, vaultHoldingsAbi } from '../../../chain/abi/generated/liabilitiesAbis'

/** The checks, in order; a failure names the one that failed. */
export const VERIFY_STEPS = ['proof', 'recompute', 'event', 'vault'] as const
export type VerifyStep = (typeof VERIFY_STEPS)[number]

export class VerifyFailed extends Error {
  constructor(
    readonly step: VerifyStep,
    message: string,
  ) {
    super(message)
  }
}

export interface VerifyResult {
  snapshotId: number
  blockNumber: bigint
  /** The balance in the tree (usable + frozen at the snapshot); 0 when not included. */
  balance: bigint
  included: boolean
  /** The root sum as published on chain. */
  totalLiabilities: bigint
  /** What the vault held of the coin's token at the snapshot block, read from the chain. */
  vaultHoldings: bigint
  covered: boolean
  publishTx: Hex
}

export interface VerifyInput {
  account: Address
  coinId: number
  chain: Chain
  vault: Address
  token: Address
  /** Our API's root, and the account's leaf and path (null: the account is not in the snapshot). */
  fetchRoot: () => Promise<LiabilitiesRoot>
  fetchProof: () => Promise<LiabilitiesProof | null>
  onStep?: (step: VerifyStep) => void
}

const fail = (step: VerifyStep, message: string): never => {
  throw new VerifyFailed(step, message)
}

/**
 * "Verify my balance": recomputes the root from the leaf and path (core's Merkle-sum rule), then reads the vault's
 * LiabilitiesPublished event and the vault's holdings at the snapshot block from the chain's own RPC, not through
 * our server. Throws VerifyFailed naming the step that did not hold.
 */
export async function verifyMyBalance(input: VerifyInput): Promise<VerifyResult> {
  const { account, coinId } = input
  input.onStep?.('proof')
  let root: LiabilitiesRoot
  let proof: LiabilitiesProof | null
  try {
    ;[root, proof] = await Promise.all([input.fetchRoot(), input.fetchProof()])
  } catch (error) {
    return fail('proof', (error as Error).message)
  }
  if (!root.publish_tx) return fail('proof', 'the snapshot has no publishing transaction')

  input.onStep?.('recompute')
  let recomputed: SumNode | null = null
  if (proof) {
    const { leaf } = proof
    if (leaf.account.toLowerCase() !== account.toLowerCase()) fail('recompute', 'the leaf is not your account')
    if (leaf.coin_id !== coinId) fail('recompute', 'the leaf is of another coin')
    if (proof.snapshot_id !== root.snapshot_id) fail('recompute', 'the proof is of another snapshot')
    try {
      recomputed = rootFromProof(
        {
          account: leaf.account as Address,
          coinId: BigInt(leaf.coin_id),
          balance: BigInt(leaf.balance),
          salt: leaf.salt as Hex,
        },
        pathFromWire(proof.path),
      )
    } catch (error) {
      return fail('recompute', (error as Error).message)
    }
    if (recomputed.hash.toLowerCase() !== root.root_hash.toLowerCase() || recomputed.sum !== BigInt(root.root_sum))
      fail('recompute', 'your leaf and path do not lead to the announced root')
  }

  input.onStep?.('event')
  const rpc = input.chain.rpcUrls.default.http[0]
  if (!rpc) return fail('event', 'the network has no RPC')
  const client = createPublicClient({ chain: input.chain, transport: http(rpc) })
  let published: { rootHash: Hex; rootSum: bigint; blockNumber: bigint }
  try {
    const receipt = await client.getTransactionReceipt({ hash: root.publish_tx as Hex })
    const events = parseEventLogs({
      abi: liabilitiesPublishedAbi,
      logs: receipt.logs.filter((log) => log.address.toLowerCase() === input.vault.toLowerCase()),
      eventName: 'LiabilitiesPublished',
    }).filter((event) => event.args.snapshotId === BigInt(root.snapshot_id))
    const [event] = events
    if (receipt.status !== 'success' || !event) return fail('event', 'the vault did not publish this snapshot')
    published = event.args
    if (event.args.coinId !== BigInt(coinId)) fail('event', 'the published snapshot is of another coin')
  } catch (error) {
    if (error instanceof VerifyFailed) throw error
    return fail('event', (error as Error).message.split('\n')[0] ?? 'no answer')
  }
  const expected = recomputed ?? { hash: root.root_hash as Hex, sum: BigInt(root.root_sum) }
  if (published.rootHash.toLowerCase() !== expected.hash.toLowerCase() || published.rootSum !== expected.sum)
    fail('event', 'the root on chain differs from the one your proof leads to')
  if (published.blockNumber !== BigInt(root.block_number)) fail('event', 'the snapshot block on chain differs')

  input.onStep?.('vault')
  let held: bigint
  try {
    held = await client.readContract({
      address: input.token,
      abi: vaultHoldingsAbi,
      functionName: 'balanceOf',
      args: [input.vault],
      blockNumber: published.blockNumber,
    })
  } catch (error) {
    return fail('vault', (error as Error).message.split('\n')[0] ?? 'no answer')
  }
  return {
    snapshotId: root.snapshot_id,
    blockNumber: published.blockNumber,
    balance: proof ? BigInt(proof.leaf.balance) : 0n,
    included: proof !== null,
    totalLiabilities: published.rootSum,
    vaultHoldings: held,
    covered: held >= published.rootSum,
    publishTx: root.publish_tx as Hex,
  }
}
