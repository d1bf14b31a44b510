import * as core from '@phoswap/core/abi/index'
import { keccak256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { type ContractName, readArtifact } from '../lib/artifacts'

// core/src/abi is written by the build and committed (type checks need it before any build); the web app's ABI
// subsets are generated from it. Here it is held to the compiler's output, so a hand edit cannot pass for either.
describe("core's typed ABIs", () => {
  it('are the ABIs of the compiled artifacts, entry for entry', () => {
    const { pairInitCodeHash, ...abis } = core
    const names = Object.keys(abis)
    expect(names.length).toBeGreaterThan(10)
    for (const [id, abi] of Object.entries(abis)) {
      const name = (id.charAt(0).toUpperCase() + id.slice(1, -'Abi'.length)) as ContractName
      expect(abi, name).toEqual(readArtifact(name).abi)
    }
    expect(pairInitCodeHash).toBe(keccak256(readArtifact('Pair').bytecode))
  })
})
