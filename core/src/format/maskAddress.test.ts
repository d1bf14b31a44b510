import { describe, expect, test } from 'vitest'
import { maskAddress } from './maskAddress'

describe('maskAddress', () => {
  test.each([
    ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', '0xf39Fd****Fb92266'],
    ['0x0000000000000000000000000000000000000001', '0x00000****0000001'],
    ['123456789012345', '1234567****9012345'],
    ['12345678901234', '12345678901234'],
    ['', ''],
  ])('%j -> %j', (address, expected) => {
    expect(maskAddress(address)).toBe(expected)
  })
})
