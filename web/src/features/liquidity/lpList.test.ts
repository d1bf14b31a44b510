import { describe, expect, it } from 'vitest'
import { addPoolRecord, parseLpLists, removePoolRecord } from './lpList'
import type { PoolRecord } from './poolRecord'

const a: PoolRecord = {
  fromAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  fromSymbol: 'PHO',
  fromDecimals: 18,
  toAddress: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
  toSymbol: 'USDC',
  toDecimals: 6,
  lpAddress: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
}
const b: PoolRecord = { ...a, toSymbol: 'DAI', lpAddress: '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9' }

describe('lpList', () => {
  it('keeps one list per network and drops junk entries and duplicates', () => {
    expect(parseLpLists({ '31337': [a, { junk: true }, a, b], '66': 'x', bad: [a] })).toEqual({ '31337': [a, b] })
    expect(parseLpLists(null)).toEqual({})
    expect(parseLpLists([a])).toEqual({})
  })

  it('adds a pair once, replaces it in place and removes it by LP address in any case', () => {
    let lists = addPoolRecord({}, 31337, a)
    lists = addPoolRecord(lists, 31337, b)
    lists = addPoolRecord(lists, 31337, { ...a, fromSymbol: 'PHO2' })
    expect(lists['31337']!.map((r) => r.fromSymbol)).toEqual(['PHO2', 'PHO'])
    lists = removePoolRecord(lists, 31337, a.lpAddress.toLowerCase() as never)
    expect(lists['31337']).toEqual([b])
    expect(addPoolRecord(lists, 66, a)['66']).toEqual([a])
  })
})
