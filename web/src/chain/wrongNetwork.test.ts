import { describe, expect, it } from 'vitest'
import { isWrongNetwork } from './wrongNetwork'

const offered = (chainId: number) => [66, 137, 56, 31337].includes(chainId)

describe('wrong network', () => {
  it('is never wrong without a wallet', () => {
    expect(isWrongNetwork(undefined, 66, offered)).toBe(false)
  })
  it('is right on the selected, offered chain', () => {
    expect(isWrongNetwork(66, 66, offered)).toBe(false)
  })
  it('is wrong on a chain the app does not offer', () => {
    expect(isWrongNetwork(1, 66, offered)).toBe(true)
  })
  it('is wrong on an offered chain other than the selected one', () => {
    expect(isWrongNetwork(137, 66, offered)).toBe(true)
  })
})
