import { type Address, encodePacked, type Hex, keccak256, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  buildMerkleSumTree,
  EMPTY_NODE,
  indexOfAccount,
  type LiabilityLeaf,
  leafNode,
  proofAt,
  rootFromProof,
  verifyLiabilityProof,
  ZERO_HASH,
} from './merkleSum'

/** Deterministic accounts, balances and salts (a tiny xorshift, so a failure is reproducible). */
function accounts(n: number, coinId = 3n): LiabilityLeaf[] {
  let x = 0x9e3779b9
  const next = () => {
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    return x >>> 0
  }
  return Array.from({ length: n }, (_, i) => ({
    account: toHex(BigInt(next()) * 2n ** 128n + BigInt(i) * 7919n + 1n, { size: 20 }) as Address,
    coinId,
    balance: BigInt(next()) * 10n ** 12n + 1n,
    salt: toHex(BigInt(next()) * 2n ** 200n + BigInt(i), { size: 32 }),
  }))
}

describe('the Merkle-sum tree of liabilities', () => {
  it('hashes a leaf and a parent exactly as the documented encodePacked', () => {
    const leaf: LiabilityLeaf = {
      account: '0x00000000000000000000000000000000000000AB',
      coinId: 3n,
      balance: 5n,
      salt: `0x${'11'.repeat(32)}`,
    }
    const bytes = `0x${'00'.repeat(19)}ab${3n.toString(16).padStart(64, '0')}${5n.toString(16).padStart(64, '0')}${'11'.repeat(32)}`
    expect(leafNode(leaf)).toEqual({ hash: keccak256(bytes as Hex), sum: 5n })
    const tree = buildMerkleSumTree([
      leaf,
      { ...leaf, account: '0x00000000000000000000000000000000000000cd', balance: 7n },
    ])
    const [a, b] = tree.levels[0]!
    expect(tree.root.sum).toBe(12n)
    expect(tree.root.hash).toBe(
      keccak256(encodePacked(['bytes32', 'uint256', 'bytes32', 'uint256'], [a!.hash, 5n, b!.hash, 7n])),
    )
  })

  it('sorts by lower-case address and pads an odd level with (0x00..00, 0)', () => {
    const [x, y, z] = accounts(3)
    const tree = buildMerkleSumTree([
      z!,
      x!,
      { ...y!, account: y!.account.toUpperCase().replace('0X', '0x') as Address },
    ])
    const sorted = tree.leaves.map((l) => l.account)
    expect(sorted).toEqual([...sorted].sort())
    expect(sorted.every((a) => a === a.toLowerCase())).toBe(true)
    expect(tree.levels[1]).toHaveLength(2)
    const last = tree.levels[0]![2]!
    expect(proofAt(tree, 2)[0]).toEqual({ hash: ZERO_HASH, sum: 0n, side: 'right' })
    expect(tree.levels[1]![1]!.sum).toBe(last.sum)
  })

  it('an empty snapshot has the zero root, one account is its own root', () => {
    expect(buildMerkleSumTree([]).root).toEqual(EMPTY_NODE)
    const [one] = accounts(1)
    const tree = buildMerkleSumTree([one!])
    expect(tree.root).toEqual(leafNode(one!))
    expect(proofAt(tree, 0)).toEqual([])
    expect(verifyLiabilityProof(one!, [], tree.root)).toBe(true)
  })

  it('refuses a zero balance, a repeated account and a second coin', () => {
    const [a, b] = accounts(2)
    expect(() => buildMerkleSumTree([{ ...a!, balance: 0n }])).toThrow(/above zero/)
    expect(() => buildMerkleSumTree([a!, { ...a!, account: a!.account.toUpperCase() as Address }])).toThrow(/twice/)
    expect(() => buildMerkleSumTree([a!, { ...b!, coinId: 6n }])).toThrow(/one coin/)
  })

  it('builds 10,000 accounts and verifies every proof; the root sum is the total', () => {
    const leaves = accounts(10_000)
    const tree = buildMerkleSumTree(leaves)
    expect(tree.root.sum).toBe(leaves.reduce((s, l) => s + l.balance, 0n))
    for (let i = 0; i < tree.leaves.length; i++) {
      const path = proofAt(tree, i)
      expect(path).toHaveLength(14)
      expect(verifyLiabilityProof(tree.leaves[i]!, path, tree.root)).toBe(true)
    }
    expect(indexOfAccount(tree, leaves[1234]!.account.toUpperCase())).toBe(
      tree.leaves.findIndex((l) => l.account === leaves[1234]!.account.toLowerCase()),
    )
    expect(indexOfAccount(tree, `0x${'ff'.repeat(20)}`)).toBe(-1)
  }, 60_000)

  describe('a proof fails', () => {
    const leaves = accounts(101)
    const tree = buildMerkleSumTree(leaves)
    const i = 42
    const leaf = tree.leaves[i]!
    const path = proofAt(tree, i)

    it('holds for the true leaf', () => {
      expect(verifyLiabilityProof(leaf, path, tree.root)).toBe(true)
      expect(rootFromProof(leaf, path)).toEqual(tree.root)
    })
    it('with a changed balance', () => {
      expect(verifyLiabilityProof({ ...leaf, balance: leaf.balance + 1n }, path, tree.root)).toBe(false)
      expect(verifyLiabilityProof({ ...leaf, balance: leaf.balance - 1n }, path, tree.root)).toBe(false)
    })
    it('with a wrong salt, account or coin', () => {
      expect(verifyLiabilityProof({ ...leaf, salt: `0x${'00'.repeat(32)}` }, path, tree.root)).toBe(false)
      expect(verifyLiabilityProof({ ...leaf, coinId: 6n }, path, tree.root)).toBe(false)
      expect(verifyLiabilityProof({ ...leaf, account: tree.leaves[i + 1]!.account }, path, tree.root)).toBe(false)
    })
    it('when an account is dropped from the tree', () => {
      const dropped = buildMerkleSumTree(tree.leaves.filter((_, j) => j !== 7))
      expect(dropped.root.sum).toBe(tree.root.sum - tree.leaves[7]!.balance)
      // the dropped account's proof from the full tree does not reach the published (smaller) root
      expect(verifyLiabilityProof(tree.leaves[7]!, proofAt(tree, 7), dropped.root)).toBe(false)
      // and no other account's old proof reaches it either
      expect(verifyLiabilityProof(leaf, path, dropped.root)).toBe(false)
    })
    it('with a forged path: a changed sibling sum, a flipped side, a step dropped, a hash changed', () => {
      const sum = path.map((s, j) => (j === 3 ? { ...s, sum: s.sum + 1n } : s))
      expect(verifyLiabilityProof(leaf, sum, tree.root)).toBe(false)
      const side = path.map((s, j) =>
        j === 0 ? { ...s, side: s.side === 'left' ? ('right' as const) : ('left' as const) } : s,
      )
      expect(verifyLiabilityProof(leaf, side, tree.root)).toBe(false)
      expect(verifyLiabilityProof(leaf, path.slice(0, -1), tree.root)).toBe(false)
      const hash = path.map((s, j) => (j === 2 ? { ...s, hash: `0x${'ab'.repeat(32)}` as Hex } : s))
      expect(verifyLiabilityProof(leaf, hash, tree.root)).toBe(false)
      // moving value from the sibling into the leaf keeps the root sum but not the hash
      const moved = path.map((s, j) => (j === 0 ? { ...s, sum: s.sum - 1n } : s))
      expect(verifyLiabilityProof({ ...leaf, balance: leaf.balance + 1n }, moved, tree.root)).toBe(false)
      // a negative sibling sum cannot be encoded
      const negative = path.map((s, j) => (j === 0 ? { ...s, sum: -1n } : s))
      expect(verifyLiabilityProof(leaf, negative, tree.root)).toBe(false)
    })
  })
})
