import { type Address, type Hex, hexToBytes, keccak256 } from 'viem'

/**
 * The Merkle-sum tree of the reward wallet's liabilities (docs/proof-of-liabilities.md):
 * - leaf = keccak256(abi.encodePacked(address account, uint256 coinId, uint256 balance, bytes32 salt)), sum = balance;
 * - leaves sorted by account address (ascending, lower-case hex); an odd level (of more than one node) is padded with
 *   the node (hash = 0x00..00, sum = 0);
 * - parent = keccak256(abi.encodePacked(bytes32 leftHash, uint256 leftSum, bytes32 rightHash, uint256 rightSum)),
 *   parent sum = leftSum + rightSum.
 * The server builds it, the web app and the standalone verifier recompute a root from one leaf and its path.
 */

export interface LiabilityLeaf {
  /** The account's address (compared and sorted lower-case). */
  account: Address
  coinId: bigint
  /** usable + frozen at the snapshot, in the coin's base units; above zero. */
  balance: bigint
  /** 32 random bytes, given only to the account. */
  salt: Hex
}

export interface SumNode {
  hash: Hex
  sum: bigint
}

/** One step of a proof: the sibling node, and the side the sibling is on. */
export interface PathStep extends SumNode {
  side: 'left' | 'right'
}

export interface MerkleSumTree {
  /** The leaves in tree order (sorted by lower-case account). */
  leaves: LiabilityLeaf[]
  /** levels[0] are the leaf nodes, the last level holds the root alone (levels are stored unpadded). */
  levels: SumNode[][]
  root: SumNode
}

export const ZERO_HASH: Hex = `0x${'0'.repeat(64)}`
/** The padding node of an odd level, and the root of an empty tree. */
export const EMPTY_NODE: SumNode = { hash: ZERO_HASH, sum: 0n }
const MAX_UINT256 = 2n ** 256n - 1n
const BYTES32 = /^0x[0-9a-fA-F]{64}$/
const ADDRESS = /^0x[0-9a-fA-F]{40}$/

/** A uint256 as 32 bytes of hex, without 0x. */
const word = (value: bigint) => value.toString(16).padStart(64, '0')

export function leafNode(leaf: LiabilityLeaf): SumNode {
  if (!ADDRESS.test(leaf.account)) throw new Error(`liabilities: not an address: ${leaf.account}`)
  if (!BYTES32.test(leaf.salt)) throw new Error('liabilities: the salt must be 32 bytes of hex')
  if (leaf.balance < 0n || leaf.balance > MAX_UINT256) throw new Error('liabilities: balance out of range')
  if (leaf.coinId < 0n || leaf.coinId > MAX_UINT256) throw new Error('liabilities: coin id out of range')
  // abi.encodePacked(address, uint256, uint256, bytes32): 20 + 32 + 32 + 32 bytes, written out (viem's encodePacked
  // gives the same bytes, three times slower; the test holds the two equal).
  const packed = `0x${leaf.account.slice(2)}${word(leaf.coinId)}${word(leaf.balance)}${leaf.salt.slice(2)}`
  return { hash: keccak256(hexToBytes(packed as Hex)), sum: leaf.balance }
}

export function parentNode(left: SumNode, right: SumNode): SumNode {
  const sum = left.sum + right.sum
  if (left.sum < 0n || right.sum < 0n || sum > MAX_UINT256) throw new Error('liabilities: sum out of range')
  // abi.encodePacked(bytes32, uint256, bytes32, uint256)
  const packed = `0x${left.hash.slice(2)}${word(left.sum)}${right.hash.slice(2)}${word(right.sum)}`
  return { hash: keccak256(hexToBytes(packed as Hex)), sum }
}

/** Sorts (lower-case addresses) and builds; refuses a repeated account, a zero or negative balance, a mixed coin. */
export function buildMerkleSumTree(input: readonly LiabilityLeaf[]): MerkleSumTree {
  const leaves = input
    .map((leaf) => ({ ...leaf, account: leaf.account.toLowerCase() as Address }))
    .sort((a, b) => (a.account < b.account ? -1 : a.account > b.account ? 1 : 0))
  for (let i = 0; i < leaves.length; i++) {
    const leaf = leaves[i]!
    if (leaf.balance <= 0n) throw new Error(`liabilities: ${leaf.account} has no balance above zero`)
    if (i > 0 && leaves[i - 1]!.account === leaf.account) throw new Error(`liabilities: ${leaf.account} twice`)
    if (leaf.coinId !== leaves[0]!.coinId) throw new Error('liabilities: one tree holds one coin')
  }
  if (leaves.length === 0) return { leaves, levels: [[]], root: EMPTY_NODE }
  const levels: SumNode[][] = [leaves.map(leafNode)]
  let level = levels[0]!
  while (level.length > 1) {
    const next: SumNode[] = []
    for (let i = 0; i < level.length; i += 2) next.push(parentNode(level[i]!, level[i + 1] ?? EMPTY_NODE))
    levels.push(next)
    level = next
  }
  return { leaves, levels, root: level[0]! }
}

/** The path of the leaf at `index` (in tree order), from its sibling up to the root's children. */
export function proofAt(tree: MerkleSumTree, index: number): PathStep[] {
  if (!Number.isInteger(index) || index < 0 || index >= tree.leaves.length) throw new Error('liabilities: no such leaf')
  const path: PathStep[] = []
  let at = index
  for (let depth = 0; depth < tree.levels.length - 1; depth++) {
    const level = tree.levels[depth]!
    const isRight = at % 2 === 1
    const sibling = (isRight ? level[at - 1] : level[at + 1]) ?? EMPTY_NODE
    path.push({ ...sibling, side: isRight ? 'left' : 'right' })
    at = Math.floor(at / 2)
  }
  return path
}

/** The index of an account's leaf, or -1 (binary search over the sorted leaves). */
export function indexOfAccount(tree: MerkleSumTree, account: string): number {
  const wanted = account.toLowerCase()
  let low = 0
  let high = tree.leaves.length - 1
  while (low <= high) {
    const mid = (low + high) >> 1
    const at = tree.leaves[mid]!.account
    if (at === wanted) return mid
    if (at < wanted) low = mid + 1
    else high = mid - 1
  }
  return -1
}

/** The root a leaf and its path lead to. */
export function rootFromProof(leaf: LiabilityLeaf, path: readonly PathStep[]): SumNode {
  let node = leafNode(leaf)
  for (const step of path) {
    if (!BYTES32.test(step.hash)) throw new Error('liabilities: a path hash is not 32 bytes of hex')
    if (step.side !== 'left' && step.side !== 'right') throw new Error('liabilities: a path side is left or right')
    node = step.side === 'left' ? parentNode(step, node) : parentNode(node, step)
  }
  return node
}

/** Whether the leaf and its path lead to exactly this root (hash and sum). Never throws. */
export function verifyLiabilityProof(leaf: LiabilityLeaf, path: readonly PathStep[], root: SumNode): boolean {
  try {
    const got = rootFromProof(leaf, path)
    return got.hash.toLowerCase() === root.hash.toLowerCase() && got.sum === root.sum
  } catch {
    return false
  }
}

/** The API's wire form of a path (amounts as decimal strings) to and from the tree's. */
export interface PathStepWire {
  hash: string
  sum: string
  side: 'left' | 'right'
}

export function pathToWire(path: readonly PathStep[]): PathStepWire[] {
  return path.map((step) => ({ hash: step.hash, sum: step.sum.toString(), side: step.side }))
}

export function pathFromWire(path: readonly PathStepWire[]): PathStep[] {
  return path.map((step) => ({ hash: step.hash as Hex, sum: BigInt(step.sum), side: step.side }))
}
