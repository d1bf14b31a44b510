import { addTx, attachReceipt, markReplaced, txKey, txStatus } from '@phoswap/core/swap'
import { describe, expect, it } from 'vitest'
import { parseTxStore, setTxNonce } from './parseTxStore'

const from = '0x1111111111111111111111111111111111111111'
const hash = `0x${'ab'.repeat(32)}` as const

describe('transaction store', () => {
  it('survives a JSON round trip and drops junk', () => {
    const store = addTx({}, { hash, title: 'Swap', message: '', addedTime: 1, from, chainId: 31337 })
    expect(parseTxStore(JSON.parse(JSON.stringify(store)))).toEqual(store)
    expect(parseTxStore({ k: [{ hash: 'nope' }] })).toEqual({ k: [] })
  })

  it('reads old records without a nonce, keeps the expected nonce, and leaves out a junk one', () => {
    const key = txKey(31337, from)
    const old = { hash, title: 'Swap', message: '', addedTime: 1, from, chainId: 31337 }
    expect(parseTxStore({ [key]: [old] })[key]).toEqual([old])
    expect(parseTxStore({ [key]: [{ ...old, expectedNonce: 7 }] })[key]![0]!.expectedNonce).toBe(7)
    const junk = parseTxStore({ [key]: [{ ...old, expectedNonce: 'seven', nonce: -1 }] })[key]!
    expect(junk).toEqual([old])
    expect(txStatus(markReplaced({ [key]: junk }, 31337, from, 100)[key]![0]!)).toBe('pending')
  })

  it('marks a record held back by the wallet once its expected nonce is used by another transaction', () => {
    const key = txKey(31337, from)
    const store = addTx({}, { hash, title: 'Swap', message: '', addedTime: 1, from, chainId: 31337, expectedNonce: 3 })
    expect(txStatus(markReplaced(store, 31337, from, 3)[key]![0]!)).toBe('pending')
    expect(txStatus(markReplaced(store, 31337, from, 4)[key]![0]!)).toBe('dropped')
  })

  it('marks a record whose nonce was used by another transaction once its nonce is known', () => {
    const key = txKey(31337, from)
    let store = addTx({}, { hash, title: 'Swap', message: '', addedTime: 1, from, chainId: 31337 })
    store = setTxNonce(store, key, hash, 4)
    expect(txStatus(markReplaced(store, 31337, from, 4)[key]![0]!)).toBe('pending')
    expect(txStatus(markReplaced(store, 31337, from, 5)[key]![0]!)).toBe('dropped')
    expect(txStatus(attachReceipt(store, 31337, from, hash, { status: true })[key]![0]!)).toBe('success')
  })
})
