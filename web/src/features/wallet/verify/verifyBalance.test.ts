import type { LiabilitiesProof, LiabilitiesRoot } from '@phoswap/core/api/liabilities'
import { buildMerkleSumTree, pathToWire, proofAt } from '@phoswap/core/liabilities/merkleSum'
import { type Address, defineChain, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { VerifyFailed, type VerifyStep, verifyMyBalance } from './verifyBalance'

const me = '0x00000000000000000000000000000000000000aa' as Address
const other = '0x00000000000000000000000000000000000000bb' as Address
const salt = (byte: string) => `0x${byte.repeat(32)}` as Hex
const tree = buildMerkleSumTree([
  { account: me, coinId: 1n, balance: 25n, salt: salt('11') },
  { account: other, coinId: 1n, balance: 75n, salt: salt('22') },
])
const root: LiabilitiesRoot = {
  snapshot_id: 7,
  chain_id: 31337,
  coin_id: 1,
  block_number: 10,
  root_hash: tree.root.hash,
  root_sum: tree.root.sum.toString(),
  publish_tx: salt('33'),
  vault_balance: '100',
  covered: true,
}
const proof: LiabilitiesProof = {
  snapshot_id: 7,
  leaf: { account: me, coin_id: 1, balance: '25', salt: salt('11') },
  path: pathToWire(proofAt(tree, 0)),
}
// No RPC answers on this port: a check that gets as far as the chain fails at the `event` step.
const chain = defineChain({
  id: 31337,
  name: 'none',
  nativeCurrency: { name: 'ETH', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})

async function failedStep(changes: { proof?: LiabilitiesProof | null; root?: LiabilitiesRoot; fails?: boolean }) {
  const steps: VerifyStep[] = []
  try {
    await verifyMyBalance({
      account: me,
      coinId: 1,
      chain,
      vault: other,
      token: other,
      fetchRoot: async () => {
        if (changes.fails) throw new Error('Connection timed out')
        return changes.root ?? root
      },
      fetchProof: async () => (changes.proof === undefined ? proof : changes.proof),
      onStep: (step) => steps.push(step),
    })
  } catch (error) {
    expect(error).toBeInstanceOf(VerifyFailed)
    return { step: (error as VerifyFailed).step, message: (error as Error).message, steps }
  }
  throw new Error('the check passed')
}

describe('Verify my balance names the step that failed', () => {
  it('the API does not answer: fetching the proof', async () => {
    expect(await failedStep({ fails: true })).toMatchObject({ step: 'proof', message: 'Connection timed out' })
  })
  it('a changed balance, a forged path, another account: recomputing the root', async () => {
    const balance = { ...proof, leaf: { ...proof.leaf, balance: '26' } }
    expect((await failedStep({ proof: balance })).step).toBe('recompute')
    const forged = { ...proof, path: proof.path.map((s) => ({ ...s, sum: '74' })) }
    expect((await failedStep({ proof: forged })).step).toBe('recompute')
    const notMine = { ...proof, leaf: { ...proof.leaf, account: other } }
    expect(await failedStep({ proof: notMine })).toMatchObject({ step: 'recompute', message: /not your account/ })
  })
  it('a true proof goes on to the chain, and an unreachable RPC fails reading the event', async () => {
    const result = await failedStep({})
    expect(result.step).toBe('event')
    expect(result.steps).toEqual(['proof', 'recompute', 'event'])
  })
  it('not in the snapshot: nothing to recompute, the published root is still read from the chain', async () => {
    const result = await failedStep({ proof: null })
    expect(result.steps).toEqual(['proof', 'recompute', 'event'])
    expect(result.step).toBe('event')
  })
})
