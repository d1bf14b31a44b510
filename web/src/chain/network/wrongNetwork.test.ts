import { describe, expect, it } from 'vitest'
import { needsNetworkSwitch } from './wrongNetwork'

describe('wrong network', () => {
  it('is never wrong without a wallet', () => {
    expect(needsNetworkSwitch(undefined, 66)).toBe(false)
  })
  it('is right on the selected, offered chain', () => {
    expect(needsNetworkSwitch(66, 66)).toBe(false)
  })
  it('is wrong on a chain the app does not offer', () => {
    expect(needsNetworkSwitch(1, 66)).toBe(true)
  })
  it('is wrong on an offered chain other than the selected one', () => {
    expect(needsNetworkSwitch(137, 66)).toBe(true)
  })
})
