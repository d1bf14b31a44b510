import { describe, expect, it } from 'vitest'
import { parsePoolRecord, parsePoolRecordParam, poolRecordFor, poolRecordParam } from './poolRecord'

const record = {
  fromAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  fromSymbol: 'PHO',
  fromDecimals: 18,
  toAddress: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
  toSymbol: 'USDC',
  toDecimals: 6,
  lpAddress: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
}

describe('pool record', () => {
  it('reads a well-formed record and writes it back as the query item', () => {
    const parsed = parsePoolRecord(record)
    expect(parsed).toEqual({ ok: true, record })
    expect(parsePoolRecordParam(poolRecordParam(record as never))).toEqual({ ok: true, record })
  })

  it.each([
    ['not JSON', '{', 'notJson'],
    ['an array', '[]', 'shape'],
    ['a missing field', JSON.stringify({ ...record, lpAddress: undefined }), 'shape'],
    ['an extra field', JSON.stringify({ ...record, extra: 1 }), 'shape'],
    ['a bad address', JSON.stringify({ ...record, toAddress: '0x1234' }), 'address'],
    ['a wrong checksum', JSON.stringify({ ...record, lpAddress: record.lpAddress.toLowerCase() }), 'checksum'],
    ['markup in a symbol', JSON.stringify({ ...record, fromSymbol: '<img src=x>' }), 'symbol'],
    ['an empty symbol', JSON.stringify({ ...record, fromSymbol: '' }), 'symbol'],
    ['fractional decimals', JSON.stringify({ ...record, toDecimals: 6.5 }), 'decimals'],
    ['decimals as text', JSON.stringify({ ...record, toDecimals: '6' }), 'decimals'],
    ['huge decimals', JSON.stringify({ ...record, toDecimals: 1e9 }), 'decimals'],
    ['the same token twice', JSON.stringify({ ...record, toAddress: record.fromAddress }), 'sameToken'],
  ])('refuses %s', (_name, text, error) => {
    expect(parsePoolRecordParam(text)).toEqual({ ok: false, error })
  })

  it('refuses a missing or oversized item', () => {
    expect(parsePoolRecordParam(null)).toEqual({ ok: false, error: 'notJson' })
    expect(parsePoolRecordParam(`"${'a'.repeat(3000)}"`)).toEqual({ ok: false, error: 'notJson' })
  })

  it('accepts lowercase addresses only when not strict (older stored lists), checksumming them', () => {
    const lower = { ...record, lpAddress: record.lpAddress.toLowerCase() }
    expect(parsePoolRecord(lower, false)).toEqual({ ok: true, record })
  })
})

describe('poolRecordFor', () => {
  const usdt = { address: '0x1000000000000000000000000000000000000001' as const, symbol: 'USDT', decimals: 6 }
  const native = { address: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE' as const, symbol: 'OKT', decimals: 18 }
  const wokt = { address: '0x2000000000000000000000000000000000000002' as const, symbol: 'WOKT', decimals: 18 }
  const lp = '0x3000000000000000000000000000000000000003' as const

  it('records the native token as the wrapped token the pair holds, named from the deployment', () => {
    expect(poolRecordFor([native, usdt], [wokt.address, usdt.address], lp, [wokt, usdt])).toEqual({
      fromAddress: wokt.address,
      fromSymbol: 'WOKT',
      fromDecimals: 18,
      toAddress: usdt.address,
      toSymbol: 'USDT',
      toDecimals: 6,
      lpAddress: lp,
    })
  })

  it('names an unlisted wrapped token W + the native symbol', () => {
    expect(poolRecordFor([usdt, native], [usdt.address, wokt.address], lp, []).toSymbol).toBe('WOKT')
  })
})
