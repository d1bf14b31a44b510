import { goodVoteAbi } from '@phoswap/core/abi/goodVoteAbi'
import {
  type Abi,
  type Address,
  decodeErrorResult,
  encodeFunctionData,
  getAddress,
  parseEther,
  parseEventLogs,
  type TransactionReceipt,
} from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { readArtifact } from '../lib/artifacts'
import { tokenOf, useChain } from './setup/anvil'
import { approve, mined } from './setup/farm'
import { balanceOf, transfer } from './setup/pairs'
import { seededRandom } from './setup/random'

const chain = useChain()
const day = 86_400n
const rewardTotal = parseEther('500')
const duration = 50n * day
const cap = parseEther('10000')
const rate = rewardTotal / duration

describe('GoodVote (the Good token vote: 500 Good over 50 days by deposited share)', () => {
  let good: Address
  const who = (user: number) => chain.wallet(user).account.address
  const later = async (seconds: bigint) => {
    await chain.testClient.increaseTime({ seconds: Number(seconds) })
    await chain.testClient.mine({ blocks: 1 })
  }
  const now = async () => (await chain.publicClient.getBlock()).timestamp
  const timeOf = async (receipt: TransactionReceipt) =>
    (await chain.publicClient.getBlock({ blockNumber: receipt.blockNumber })).timestamp

  /** A new vote of account 0 over `token`, approved by accounts 0..5; started unless told. */
  const deployVote = async (token = good, started = true) => {
    const vote = getAddress(await chain.deploy('GoodVote', [who(0), token, rewardTotal, duration, cap]))
    for (const user of [0, 1, 2, 3, 4, 5]) await approve(chain, user, token, vote)
    if (started)
      await mined(chain, chain.wallet(0).writeContract({ address: vote, abi: goodVoteAbi, functionName: 'start' }))
    return vote
  }
  const act = (vote: Address, user: number, functionName: 'deposit' | 'withdraw', amount: bigint) =>
    mined(chain, chain.wallet(user).writeContract({ address: vote, abi: goodVoteAbi, functionName, args: [amount] }))
  const collect = (vote: Address, user: number) =>
    mined(chain, chain.wallet(user).writeContract({ address: vote, abi: goodVoteAbi, functionName: 'reward' }))
  /** At `blockNumber` (default the latest): a call at 'latest' may run on a newer clock than the block just read. */
  const info = (vote: Address, user: number, blockNumber?: bigint) =>
    chain.publicClient.readContract({
      address: vote,
      abi: goodVoteAbi,
      functionName: 'depositInfo',
      args: [who(user)],
      blockNumber,
    })
  const view = (vote: Address, functionName: 'depositTotal' | 'totalPaid' | 'startTime' | 'rewardRate') =>
    chain.publicClient.readContract({ address: vote, abi: goodVoteAbi, functionName })
  const paidIn = (receipt: TransactionReceipt) =>
    parseEventLogs({ abi: goodVoteAbi, logs: receipt.logs, eventName: 'RewardPaid' }).reduce(
      (sum, log) => sum + log.args.reward,
      0n,
    )

  beforeAll(() => {
    good = tokenOf(chain.deployment, 'Good')
  })

  it('refuses deposits before the owner funds it, takes exactly 500 Good to start, once, and only from the owner', async () => {
    const vote = await deployVote(good, false)
    await expect(act(vote, 1, 'deposit', parseEther('1'))).rejects.toThrow('GoodVote: NOT_STARTED')
    await expect(
      mined(chain, chain.wallet(1).writeContract({ address: vote, abi: goodVoteAbi, functionName: 'start' })),
    ).rejects.toThrow('OwnableUnauthorizedAccount')
    const started = await mined(
      chain,
      chain.wallet(0).writeContract({ address: vote, abi: goodVoteAbi, functionName: 'start' }),
    )
    expect(await balanceOf(chain, good, vote)).toBe(rewardTotal)
    expect(await view(vote, 'startTime')).toBe(await timeOf(started))
    expect(await view(vote, 'rewardRate')).toBe(rate)
    await expect(
      mined(chain, chain.wallet(0).writeContract({ address: vote, abi: goodVoteAbi, functionName: 'start' })),
    ).rejects.toThrow('GoodVote: STARTED')
  })

  it('pays 10 Good a day to a lone depositor from the deposit on, nothing before it and nothing after day 50', async () => {
    const vote = await deployVote()
    await later(3n * day) // nobody deposited: these three days pay no one
    const deposited = await act(vote, 1, 'deposit', parseEther('100'))
    const t0 = await timeOf(deposited)
    expect(await info(vote, 1)).toEqual([parseEther('100'), 0n])
    expect(await info(vote, 2)).toEqual([0n, 0n])
    await later(day)
    const block = await chain.publicClient.getBlock()
    const [, oneDay] = await info(vote, 1, block.number)
    expect(oneDay).toBe((block.timestamp - t0) * rate)
    expect(parseEther('10') - oneDay).toBeLessThan(parseEther('0.001'))

    await later(60n * day)
    const [, atEnd] = await info(vote, 1)
    const end = (await view(vote, 'startTime')) + duration
    expect(atEnd).toBe((end - t0) * rate)
    await later(5n * day)
    expect((await info(vote, 1))[1]).toBe(atEnd)
    await expect(act(vote, 2, 'deposit', parseEther('1'))).rejects.toThrow('GoodVote: ENDED')

    const before = await balanceOf(chain, good, who(1))
    const paid = paidIn(await collect(vote, 1))
    expect(paid).toBe(atEnd)
    expect(await balanceOf(chain, good, who(1))).toBe(before + atEnd)
    expect(await view(vote, 'totalPaid')).toBe(atEnd)
    // a second collect with nothing earned pays nothing and does not fail
    expect(paidIn(await collect(vote, 1))).toBe(0n)
    // the deposit itself comes back whole after the end
    await act(vote, 1, 'withdraw', parseEther('100'))
    expect(await balanceOf(chain, good, vote)).toBe(rewardTotal - atEnd)
  })

  it('withdrawing any of the deposit forfeits the unpaid reward; the rest keeps earning from then on', async () => {
    const vote = await deployVote()
    await act(vote, 1, 'deposit', parseEther('50'))
    await later(day)
    const [, earnedBefore] = await info(vote, 1)
    const withdrawn = await act(vote, 1, 'withdraw', parseEther('20'))
    const [event] = parseEventLogs({ abi: goodVoteAbi, logs: withdrawn.logs, eventName: 'Withdrawn' })
    expect(event?.args.forfeited).toBeGreaterThanOrEqual(earnedBefore)
    expect(await info(vote, 1)).toEqual([parseEther('30'), 0n])
    const t1 = await timeOf(withdrawn)
    await later(day)
    const block = await chain.publicClient.getBlock()
    expect((await info(vote, 1, block.number))[1]).toBe((block.timestamp - t1) * rate)
    await expect(act(vote, 1, 'withdraw', parseEther('31'))).rejects.toThrow('GoodVote: EXCEEDS_DEPOSIT')
    await expect(act(vote, 1, 'withdraw', 0n)).rejects.toThrow('GoodVote: ZERO_AMOUNT')
  })

  it('holds at most 10,000 Good of deposits', async () => {
    const vote = await deployVote()
    await act(vote, 1, 'deposit', parseEther('9999'))
    await expect(act(vote, 2, 'deposit', parseEther('2'))).rejects.toThrow('GoodVote: CAP')
    await act(vote, 2, 'deposit', parseEther('1'))
    expect(await view(vote, 'depositTotal')).toBe(cap)
  })

  it('over 50 days with five depositors entering and leaving, pays each their deposited share and at most 500 Good in all', async () => {
    const vote = await deployVote()
    const random = seededRandom(15).next
    const users = [1, 2, 3, 4, 5]
    const deposits = new Map<number, bigint>(users.map((u) => [u, 0n]))
    // the model: reward per whole token, scaled by 1e18, as exact as a bigint allows; each user's unpaid share
    const unpaid = new Map<number, bigint>(users.map((u) => [u, 0n]))
    const paid = new Map<number, bigint>(users.map((u) => [u, 0n]))
    let last = await view(vote, 'startTime')
    const end = last + duration
    let actions = 0
    const accrue = (until: bigint) => {
      const to = until < end ? until : end
      const total = [...deposits.values()].reduce((a, b) => a + b, 0n)
      if (to > last && total > 0n) {
        for (const u of users) unpaid.set(u, unpaid.get(u)! + ((to - last) * rate * deposits.get(u)!) / total)
      }
      if (to > last) last = to
    }
    while ((await now()) < end + day) {
      await later(BigInt(Math.floor(random() * 3 * 86_400)))
      const user = users[Math.floor(random() * users.length)]!
      const held = deposits.get(user)!
      const choice = random()
      let receipt: TransactionReceipt
      const room = cap - [...deposits.values()].reduce((a, b) => a + b, 0n)
      const open = (await now()) < end - 10n && room >= parseEther('1')
      if (open && (held === 0n || choice < 0.4)) {
        const wanted = parseEther(String(1 + Math.floor(random() * 1500)))
        const amount = wanted < room ? wanted : room
        receipt = await act(vote, user, 'deposit', amount)
        accrue(await timeOf(receipt))
        deposits.set(user, held + amount)
      } else if (held > 0n && choice < 0.6) {
        const amount = held / 2n === 0n ? held : held / 2n
        receipt = await act(vote, user, 'withdraw', amount)
        accrue(await timeOf(receipt))
        deposits.set(user, held - amount)
        unpaid.set(user, 0n)
      } else {
        receipt = await collect(vote, user)
        accrue(await timeOf(receipt))
        const got = paidIn(receipt)
        // each payment is the model's share within rounding (a wei per second of the period at most)
        const expected = unpaid.get(user)!
        expect(got <= expected + 10n ** 7n && got + 10n ** 7n >= expected).toBe(true)
        paid.set(user, paid.get(user)! + got)
        unpaid.set(user, 0n)
      }
      actions++
    }
    // everyone collects at the end
    for (const user of users) {
      const receipt = await collect(vote, user)
      const got = paidIn(receipt)
      const expected = unpaid.get(user)!
      expect(got <= expected + 10n ** 7n && got + 10n ** 7n >= expected).toBe(true)
      paid.set(user, paid.get(user)! + got)
    }
    const total = [...paid.values()].reduce((a, b) => a + b, 0n)
    expect(actions).toBeGreaterThan(20)
    expect(total).toBeLessThanOrEqual(rewardTotal)
    expect(total).toBeGreaterThan(0n)
    expect(await view(vote, 'totalPaid')).toBe(total)
    // what stays in the contract is every deposit plus the reward not paid (idle seconds, forfeits, rounding)
    const held = [...deposits.values()].reduce((a, b) => a + b, 0n)
    expect(await balanceOf(chain, good, vote)).toBe(held + rewardTotal - total)
  }, 120_000)

  it('refuses re-entry from the token during a withdraw', async () => {
    const reentrant = readArtifact('ReentrantToken').abi as Abi
    const token = getAddress(await chain.deploy('ReentrantToken', [parseEther('100000')], 0))
    await transfer(chain, 0, token, who(1), parseEther('1000'))
    const vote = await deployVote(token)
    await act(vote, 1, 'deposit', parseEther('100'))
    await later(day)
    const attempts = [
      encodeFunctionData({ abi: goodVoteAbi, functionName: 'reward' }),
      encodeFunctionData({ abi: goodVoteAbi, functionName: 'withdraw', args: [1n] }),
      encodeFunctionData({ abi: goodVoteAbi, functionName: 'deposit', args: [1n] }),
    ]
    const readToken = (functionName: string) =>
      chain.publicClient.readContract({ address: token, abi: reentrant, functionName })
    for (const data of attempts) {
      await mined(
        chain,
        chain.wallet(1).writeContract({ address: token, abi: reentrant, functionName: 'arm', args: [vote, data] }),
      )
      await mined(
        chain,
        chain
          .wallet(1)
          .writeContract({ address: vote, abi: goodVoteAbi, functionName: 'withdraw', args: [1n], gas: 1_000_000n }),
      )
      expect(await readToken('reentered')).toBe(true)
      expect(await readToken('reentrySucceeded')).toBe(false)
      const error = decodeErrorResult({ abi: goodVoteAbi, data: (await readToken('reentryError')) as `0x${string}` })
      expect(error.errorName).toBe('ReentrancyGuardReentrantCall')
    }
    expect((await info(vote, 1))[0]).toBe(parseEther('100') - BigInt(attempts.length))
  })
})
