import { describe, expect, test } from 'vitest'
import { getChain } from './getChain'

describe('getChain', () => {
  test.each([
    [66, 'okt'],
    [137, 'polygon'],
    [56, 'bsc'],
    [31337, 'local'],
  ])('getChain(%i) is %s', (chainId, key) => {
    expect(getChain(chainId)?.key).toBe(key)
  })

  test.each([1, 878, 0, -1, 65])('getChain(%i) is undefined', (chainId) => {
    expect(getChain(chainId)).toBeUndefined()
  })

  test('the local chain takes the configured RPC; other chains ignore it', () => {
    expect(getChain(31337, 'http://127.0.0.1:9999')?.rpcUrls).toEqual(['http://127.0.0.1:9999'])
    expect(getChain(31337)?.rpcUrls).toEqual(['http://127.0.0.1:8545'])
    expect(getChain(66, 'http://127.0.0.1:9999')?.rpcUrls).toEqual(['https://exchainrpc.okex.org'])
  })
})
