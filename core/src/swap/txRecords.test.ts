import { type Address, getAddress, type Hex } from 'viem'
import { describe, expect, test } from 'vitest'
import { addTx } from './addTx'
import { attachReceipt } from './attachReceipt'
import { clearTxs } from './clearTxs'
import { isReplaced, markReplaced } from './markReplaced'
import { txKey } from './txKey'
import { MAX_TX_RECORDS, type TxRecord, type TxStore } from './txRecord'
import { txStatus } from './txStatus'

const alice = getAddress('0x00000000000000000000000000000000000a11ce')
const bob = getAddress('0x0000000000000000000000000000000000000b0b')
const hash = (n: number): Hex => `0x${n.toString(16).padStart(64, '0')}`
const tx = (n: number, from: Address = alice, chainId = 66, nonce: number | null = n): TxRecord => ({
  hash: hash(n),
  title: 'swap',
  message: `Swap ${n}`,
  addedTime: 1_700_000_000_000 + n,
  from,
  chainId,
  ...(nonce === null ? {} : { nonce }),
})
const listOf = (store: TxStore, from: Address = alice, chainId = 66) => store[txKey(chainId, from)] ?? []

describe('transaction records', () => {
  test('txKey is per chain and per account, without regard to case', () => {
    expect(txKey(66, alice)).toBe(txKey(66, alice.toLowerCase() as Address))
    expect(txKey(66, alice)).not.toBe(txKey(137, alice))
    expect(txKey(66, alice)).not.toBe(txKey(66, bob))
  })

  test('addTx puts the newest first, keys by account and chain, and ignores a hash seen before', () => {
    let store: TxStore = {}
    store = addTx(store, tx(1))
    store = addTx(store, tx(2))
    store = addTx(store, tx(3, bob))
    store = addTx(store, tx(4, alice, 137))
    expect(listOf(store).map((t) => t.hash)).toEqual([hash(2), hash(1)])
    expect(listOf(store, bob)).toHaveLength(1)
    expect(listOf(store, alice, 137)).toHaveLength(1)
    expect(addTx(store, { ...tx(1), hash: hash(1).toUpperCase().replace('0X', '0x') as Hex })).toBe(store)
  })

  test(`keeps the newest ${MAX_TX_RECORDS} records per account and chain`, () => {
    let store: TxStore = {}
    for (let i = 0; i < MAX_TX_RECORDS + 5; i++) store = addTx(store, tx(i))
    expect(listOf(store)).toHaveLength(MAX_TX_RECORDS)
    expect(listOf(store)[0]!.hash).toBe(hash(MAX_TX_RECORDS + 4))
    expect(listOf(store).at(-1)!.hash).toBe(hash(5))
  })

  test('history shows a spinner without receipt, a tick on status true, a cross otherwise', () => {
    let store = addTx(addTx({}, tx(1)), tx(2))
    expect(txStatus(listOf(store)[0]!)).toBe('pending')
    store = attachReceipt(store, 66, alice, hash(1), { status: true })
    store = attachReceipt(store, 66, alice, hash(2), { status: false })
    expect(listOf(store).map(txStatus)).toEqual(['failed', 'success'])
    expect(attachReceipt(store, 66, alice, hash(9), { status: true })).toBe(store)
    expect(attachReceipt(store, 66, bob, hash(1), { status: true })).toBe(store)
  })

  test('a record below the confirmed nonce without a receipt is dropped; others stay', () => {
    let store: TxStore = {}
    for (const record of [tx(5), tx(6), tx(7), tx(8, alice, 66, null)]) store = addTx(store, record)
    store = attachReceipt(store, 66, alice, hash(5), { status: true })
    store = markReplaced(store, 66, alice, 7, { 6: hash(60) })
    const byHash = Object.fromEntries(listOf(store).map((t) => [t.hash, t]))
    expect(txStatus(byHash[hash(5)]!)).toBe('success') // mined: never dropped
    expect(byHash[hash(6)]).toMatchObject({ dropped: true, replacedBy: hash(60) })
    expect(txStatus(byHash[hash(6)]!)).toBe('dropped')
    expect(txStatus(byHash[hash(7)]!)).toBe('pending') // nonce 7 is the next one: may still be mined
    expect(txStatus(byHash[hash(8)]!)).toBe('pending') // no nonce known: cannot tell
    expect(markReplaced(store, 66, alice, 7)).toBe(store)
  })

  test('the nonce expected at send time decides until the node reports the real one', () => {
    const { nonce: _unknown, ...sent } = tx(9)
    const held: TxRecord = { ...sent, expectedNonce: 4 }
    expect(isReplaced(held, 4)).toBe(false) // nonce 4 not used yet: the wallet may still send it
    expect(isReplaced(held, 5)).toBe(true) // another transaction used nonce 4, and this hash has no receipt
    expect(isReplaced({ ...held, receipt: { status: false } }, 5)).toBe(false) // mined (even reverted): not dropped
    expect(isReplaced({ ...held, nonce: 6 }, 5)).toBe(false) // the node knows it with nonce 6: still pending
    expect(isReplaced(sent, 100)).toBe(false) // no nonce at all (an old record)
    const store = markReplaced(addTx({}, held), 66, alice, 5)
    expect(txStatus(listOf(store)[0]!)).toBe('dropped')
  })

  test('a late receipt overrules a dropped mark', () => {
    let store = markReplaced(addTx({}, tx(3)), 66, alice, 10)
    expect(txStatus(listOf(store)[0]!)).toBe('dropped')
    store = attachReceipt(store, 66, alice, hash(3), { status: true })
    expect(listOf(store)[0]).not.toHaveProperty('dropped')
    expect(txStatus(listOf(store)[0]!)).toBe('success')
  })

  test('clear forgets one account on one chain only', () => {
    const store = addTx(addTx(addTx({}, tx(1)), tx(2, bob)), tx(3, alice, 137))
    const cleared = clearTxs(store, 66, alice)
    expect(listOf(cleared)).toEqual([])
    expect(listOf(cleared, bob)).toHaveLength(1)
    expect(listOf(cleared, alice, 137)).toHaveLength(1)
    expect(clearTxs(cleared, 66, alice)).toBe(cleared)
  })
})
