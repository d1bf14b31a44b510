import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createDeploymentsStore } from '../../src/services/chain/deploymentsStore'
import { waitFor } from '../helpers/chain'

const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}`
const deployment = (chainId: number, pho: string) =>
  JSON.stringify({
    chainId,
    startBlock: 1,
    contracts: { factory: address(1), router: address(2), wrappedNative: address(3), multicall3: address(4), pho },
    tokens: [],
    pairs: [],
  })

describe('deployments store of the chain seam', () => {
  const root = mkdtempSync(join(tmpdir(), 'phoswap-store-'))
  // The second folder does not exist at start, like DATA_DIR/deployments before the first deploy.
  const later = join(root, 'later')
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('loads once, then follows files added, rewritten and removed, in a folder created later too', async () => {
    writeFileSync(join(root, '137.json'), deployment(137, address(5)))
    const warnings: string[] = []
    const store = await createDeploymentsStore({ dirs: [root, later], pollMs: 20, warn: (m) => warnings.push(m) })
    try {
      expect(Object.keys(store.current())).toEqual(['137'])
      mkdirSync(later)
      writeFileSync(join(later, '31337.json'), deployment(31337, address(6)))
      await waitFor('the new file', () => store.current()[31337])
      writeFileSync(join(later, '31337.json'), deployment(31337, address(70_000)))
      await waitFor('the rewrite', () => store.current()[31337]?.contracts.pho === address(70_000))
      rmSync(join(root, '137.json'))
      await waitFor('the removal', () => !store.current()[137])
      writeFileSync(join(root, '56.json'), '{ broken')
      await waitFor('the warning', () => warnings.some((w) => w.includes('56.json')))
      expect(Object.keys(store.current())).toEqual(['31337'])
    } finally {
      store.close()
    }
  })
})
