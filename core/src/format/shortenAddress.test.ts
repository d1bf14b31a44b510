import { describe, expect, test } from 'vitest'
import { shortenAddress } from './shortenAddress'

describe('shortenAddress', () => {
  test.each([
    ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', '0xf39F...2266'],
    ['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266', '0xf39F...2266'],
    ['0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c', '0xbb4C...095c'],
    ['0x1234', '0x1234'],
    ['', ''],
    ['not an address', 'not an address'],
  ])('%j -> %j', (address, expected) => {
    expect(shortenAddress(address)).toBe(expected)
  })
})
