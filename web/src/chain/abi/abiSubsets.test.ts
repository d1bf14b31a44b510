import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as compiled from '@phoswap/core/abi/index'
import { type Abi, erc20Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { abiSubsetFiles } from './abiSubsets'
import { generatedDir, renderAbiSubsets, renderSubsetFile } from './generateAbiSubsets'

const rerun = 'differs from what the generator writes: run `npm run abis -w @phoswap/web`'
const fullAbis: Record<string, Abi> = { ...(compiled as unknown as Record<string, Abi>), erc20Abi }

/** The compiled entry less `internalType` and empty parameter names, written independently of the generator. */
function plain(entry: unknown): unknown {
  const dropped = (key: string, value: unknown) => key === 'internalType' || (key === 'name' && value === '')
  return JSON.parse(JSON.stringify(entry, (key, value) => (dropped(key, value) ? undefined : value)))
}

describe('the generated ABI subsets', () => {
  it('are the files the generator writes from the list and the compiled ABIs, and nothing else', () => {
    const expected = renderAbiSubsets()
    expect(readdirSync(generatedDir).sort()).toEqual(Object.keys(expected).sort())
    for (const [file, text] of Object.entries(expected)) {
      expect(readFileSync(join(generatedDir, file), 'utf8'), `${file} ${rerun}`).toBe(text)
    }
  })

  it("hold exactly the named entries of each compiled (or standard ERC-20) ABI, in the list's order", async () => {
    let checked = 0
    for (const [file, subsets] of Object.entries(abiSubsetFiles)) {
      const module = (await import(`./generated/${file}.ts`)) as Record<string, readonly { name: string }[]>
      expect(Object.keys(module).sort(), file).toEqual(Object.keys(subsets).sort())
      for (const [name, { from, names }] of Object.entries(subsets)) {
        const full = fullAbis[from]!
        expect(
          module[name]!.map((entry) => entry.name),
          name,
        ).toEqual(names)
        for (const entry of module[name]!) {
          const same = full.filter((item) => 'name' in item && item.name === entry.name && item.type !== 'error')
          expect(same.map(plain), `${name}.${entry.name}`).toEqual([entry])
          checked++
        }
      }
    }
    expect(checked).toBeGreaterThan(40)
  })

  it('refuse a name the ABI does not have, or has twice', () => {
    const pair = { pair: compiled.pairAbi as Abi }
    expect(() => renderSubsetFile({ x: { about: '', from: 'pairAbi', names: ['getReserve'] } }, pair)).toThrow(
      'no ABI pairAbi',
    )
    const abis = { pairAbi: compiled.pairAbi as Abi }
    expect(() => renderSubsetFile({ x: { about: '', from: 'pairAbi', names: ['getReserve'] } }, abis)).toThrow(
      'no function or event named getReserve',
    )
    const twice = [...(compiled.pairAbi as Abi), ...(compiled.pairAbi as Abi).filter((i) => i.type === 'function')]
    expect(() =>
      renderSubsetFile({ x: { about: '', from: 'pairAbi', names: ['getReserves'] } }, { pairAbi: twice }),
    ).toThrow('more than one entry named getReserves')
  })
})
