import { describe, expect, it } from 'vitest'
import { pickMiningPage } from './pickMiningPage'

describe('pickMiningPage', () => {
  it('picks the page by chain id, the local chain and unknown chains showing the OKC page', () => {
    expect(pickMiningPage(0x89)).toBe('MiningPOR')
    expect(pickMiningPage(0x38)).toBe('MiningBSC')
    expect(pickMiningPage(0x42)).toBe('MiningOKT')
    expect(pickMiningPage(31337)).toBe('MiningOKT')
    expect(pickMiningPage(878)).toBe('MiningOKT')
  })
})
