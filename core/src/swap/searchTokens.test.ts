import { getAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { NATIVE_TOKEN_ADDRESS } from '../tokens/token'
import { isImportCandidate } from './isImportCandidate'
import { searchTokens } from './searchTokens'

const a = (n: number) => getAddress(`0x${n.toString(16).padStart(40, '0')}`)
const USDT_ADDRESS = getAddress('0x382bB369d343125BfB2117af9c149795C6C65C50')
const list = [
  { address: NATIVE_TOKEN_ADDRESS, symbol: 'OKT', name: 'OKT' },
  { address: USDT_ADDRESS, symbol: 'USDT', name: 'Tether USD' },
  { address: a(2), symbol: 'USDC', name: 'USD Coin' },
  { address: a(3), symbol: 'DAI', name: 'Dai Stablecoin' },
  { address: a(4), symbol: 'BUSD', name: 'Binance USD' },
  { address: a(5), symbol: 'US', name: 'Unrelated Sample' },
  { address: a(6), symbol: 'PHO', name: 'PhoSwap Token' },
]
const symbols = (query: string) => searchTokens(list, query).map((t) => t.symbol)

describe('searchTokens', () => {
  test.each([
    ['', ['OKT', 'USDT', 'USDC', 'DAI', 'BUSD', 'US', 'PHO']],
    ['  ', ['OKT', 'USDT', 'USDC', 'DAI', 'BUSD', 'US', 'PHO']],
    // exact symbol, then prefixes (symbol or name) in list order, then contains
    ['us', ['US', 'USDT', 'USDC', 'BUSD']],
    ['usd', ['USDT', 'USDC', 'BUSD']],
    ['tether', ['USDT']],
    ['coin', ['USDC', 'DAI']], // both only contain it: list order
    ['stable', ['DAI']],
    ['token', ['PHO']],
    ['pho', ['PHO']],
    ['xyz', []],
    [USDT_ADDRESS.toLowerCase(), ['USDT']],
    [USDT_ADDRESS.toUpperCase().replace('0X', '0x'), ['USDT']],
    [` ${USDT_ADDRESS} `, ['USDT']],
    [a(99), []],
  ])('%j -> %j', (query, expected) => {
    expect(symbols(query)).toEqual(expected)
  })
})

describe('isImportCandidate', () => {
  test.each([
    [a(99), true],
    [a(99).toLowerCase(), true],
    [` ${a(99)} `, true],
    [USDT_ADDRESS, false], // listed
    [USDT_ADDRESS.toLowerCase(), false],
    ['0x382bB369d343125BfB2117af9c149795C6C65c50', false], // wrong checksum
    ['0x1234', false],
    ['USDT', false],
    ['0x0000000000000000000000000000000000000000', false],
    [NATIVE_TOKEN_ADDRESS, false],
  ])('%j -> %s', (query, expected) => {
    expect(isImportCandidate(query, list)).toBe(expected)
  })
})
