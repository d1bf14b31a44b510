import { describe, expect, it } from 'vitest'
import { activitySpenderFor } from './activityApproval'

const usdt = '0x55d398326f99059fF775485246999027B3197955'
const router = '0x2222222222222222222222222222222222222222'
const spender = '0x1111111111111111111111111111111111111111'
const list = [{ chain_id: 56, token: usdt, spender }]

describe('activitySpenderFor (spec 000 §4, the second authorisation)', () => {
  it("names the activity's spender after the chain's stablecoin is approved to another spender", () => {
    expect(activitySpenderFor(list, 56, usdt, router)).toBe(spender)
    expect(activitySpenderFor(list, 56, usdt.toLowerCase() as `0x${string}`, router)).toBe(spender)
  })

  it('asks nothing for another token, another chain, an empty list or an approval to the spender itself', () => {
    expect(activitySpenderFor(list, 56, router, usdt)).toBeUndefined()
    expect(activitySpenderFor(list, 66, usdt, router)).toBeUndefined()
    expect(activitySpenderFor([], 56, usdt, router)).toBeUndefined()
    expect(
      activitySpenderFor(list, 56, usdt, spender.toUpperCase().replace('0X', '0x') as `0x${string}`),
    ).toBeUndefined()
  })
})
