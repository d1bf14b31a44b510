import { communityStakeAbi } from '@phoswap/core/abi/communityStakeAbi'
import { type Abi, type Address, decodeErrorResult, encodeFunctionData, getAddress, parseEther } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { readArtifact } from '../lib/artifacts'
import { tokenOf, useChain } from './setup/anvil'
import { approve, mined } from './setup/farm'
import { balanceOf } from './setup/pairs'
import { seededRandom } from './setup/random'

const chain = useChain()
const day = 86_400n

describe('CommunityStake (consensus stake: locked, then released linearly from an operator-set start)', () => {
  let pho: Address
  const who = (user: number) => chain.wallet(user).account.address
  const now = async () => (await chain.publicClient.getBlock()).timestamp
  const later = async (seconds: bigint) => {
    await chain.testClient.increaseTime({ seconds: Number(seconds) })
    await chain.testClient.mine({ blocks: 1 })
  }
  /** Sets the next block's time exactly, so a linear release can be asserted to the wei. */
  const at = async (timestamp: bigint) => {
    await chain.testClient.setNextBlockTimestamp({ timestamp })
    await chain.testClient.mine({ blocks: 1 })
  }

  /** A new stake contract of account 0 over `token`, releasing from now + `startIn` over `duration`. */
  const deployStake = async (token = pho, startIn = 10n * day, duration = 100n * day) => {
    const start = (await now()) + startIn
    const stake = getAddress(await chain.deploy('CommunityStake', [who(0), token, start, duration]))
    for (const user of [1, 2, 3]) await approve(chain, user, token, stake)
    return { stake, start, duration }
  }
  const stakeOf = (stake: Address, user: number, amount: bigint) =>
    mined(
      chain,
      chain
        .wallet(user)
        .writeContract({ address: stake, abi: communityStakeAbi, functionName: 'stake', args: [amount] }),
    )
  const claim = (stake: Address, user: number) =>
    mined(chain, chain.wallet(user).writeContract({ address: stake, abi: communityStakeAbi, functionName: 'claim' }))
  const info = async (stake: Address, user: number) => {
    const [amount, locked, released, claimed, claimable] = await chain.publicClient.readContract({
      address: stake,
      abi: communityStakeAbi,
      functionName: 'stakeInfo',
      args: [who(user)],
    })
    return { amount, locked, released, claimed, claimable }
  }

  beforeAll(() => {
    pho = tokenOf(chain.deployment, 'PHO')
  })

  it('locks every stake and releases nothing before the release starts; claim is refused until then', async () => {
    const { stake, start } = await deployStake()
    await stakeOf(stake, 1, parseEther('100'))
    expect(await info(stake, 1)).toEqual({
      amount: parseEther('100'),
      locked: parseEther('100'),
      released: 0n,
      claimed: 0n,
      claimable: 0n,
    })
    await at(start)
    expect((await info(stake, 1)).released).toBe(0n)
    await expect(claim(stake, 1)).rejects.toThrow('CommunityStake: NOTHING_TO_CLAIM')
  })

  it('releases linearly, pays each claim once, and never more than staked, even long after the end', async () => {
    const { stake, start, duration } = await deployStake()
    const amount = parseEther('300')
    await stakeOf(stake, 1, amount)
    const before = await balanceOf(chain, pho, who(1))
    await at(start + duration / 4n)
    expect((await info(stake, 1)).released).toBe(amount / 4n)
    await chain.testClient.setNextBlockTimestamp({ timestamp: start + duration / 2n })
    await claim(stake, 1)
    expect(await balanceOf(chain, pho, who(1))).toBe(before + amount / 2n)
    expect(await info(stake, 1)).toMatchObject({ locked: amount / 2n, claimed: amount / 2n, claimable: 0n })
    await later(duration * 3n)
    await claim(stake, 1)
    expect(await balanceOf(chain, pho, who(1))).toBe(before + amount)
    expect(await info(stake, 1)).toMatchObject({ locked: 0n, released: amount, claimed: amount, claimable: 0n })
    await expect(claim(stake, 1)).rejects.toThrow('CommunityStake: NOTHING_TO_CLAIM')
    expect(await balanceOf(chain, pho, stake)).toBe(0n)
  })

  it('keeps several stakers apart: each is paid by their own stake, the totals add up', async () => {
    const { stake, start, duration } = await deployStake(pho, 10n * day, 7n * day)
    const stakes = [parseEther('1'), parseEther('2.5'), parseEther('1234.567')]
    for (const [i, amount] of stakes.entries()) await stakeOf(stake, i + 1, amount)
    await stakeOf(stake, 1, parseEther('4'))
    const total = stakes.reduce((a, b) => a + b, 0n) + parseEther('4')
    expect(
      await chain.publicClient.readContract({ address: stake, abi: communityStakeAbi, functionName: 'totalStaked' }),
    ).toBe(total)
    await at(start + duration / 3n)
    const mine = [parseEther('5'), stakes[1], stakes[2]]
    for (const [i, amount] of mine.entries()) expect((await info(stake, i + 1)).released).toBe((amount * 1n) / 3n)
    await later(duration)
    for (const user of [1, 2, 3]) await claim(stake, user)
    expect(await balanceOf(chain, pho, stake)).toBe(0n)
  })

  it('closes the stake window at the release start; only the owner moves the schedule, and only before it starts', async () => {
    const { stake, start } = await deployStake()
    const setSchedule = (user: number, s: bigint, d: bigint) =>
      mined(
        chain,
        chain
          .wallet(user)
          .writeContract({ address: stake, abi: communityStakeAbi, functionName: 'setSchedule', args: [s, d] }),
      )
    await expect(setSchedule(1, start + day, day)).rejects.toThrow('OwnableUnauthorizedAccount')
    await expect(setSchedule(0, (await now()) - 1n, day)).rejects.toThrow('CommunityStake: START_PASSED')
    await expect(setSchedule(0, start, 0n)).rejects.toThrow('CommunityStake: ZERO_DURATION')
    await setSchedule(0, start + day, 2n * day)
    await expect(stakeOf(stake, 1, 0n)).rejects.toThrow('CommunityStake: ZERO_AMOUNT')
    await at(start + day)
    await expect(stakeOf(stake, 1, parseEther('1'))).rejects.toThrow('CommunityStake: CLOSED')
    await expect(setSchedule(0, start + 10n * day, day)).rejects.toThrow('CommunityStake: RELEASE_STARTED')
  })

  it('refuses re-entry from a token that calls back while a claim pays out', async () => {
    const reentrant = readArtifact('ReentrantToken').abi as Abi
    const token = getAddress(await chain.deploy('ReentrantToken', [parseEther('1000')], 1))
    const { stake, start, duration } = await deployStake(token, 10n * day, 10n * day)
    await stakeOf(stake, 1, parseEther('10'))
    await at(start + duration / 2n)
    await mined(
      chain,
      chain.wallet(1).writeContract({
        address: token,
        abi: reentrant,
        functionName: 'arm',
        args: [stake, encodeFunctionData({ abi: communityStakeAbi, functionName: 'claim' })],
      }),
    )
    const before = await balanceOf(chain, token, who(1))
    await mined(
      chain,
      chain.wallet(1).writeContract({ address: stake, abi: communityStakeAbi, functionName: 'claim', gas: 1_000_000n }),
    )
    const read = (functionName: string) =>
      chain.publicClient.readContract({ address: token, abi: reentrant, functionName })
    expect(await read('reentered')).toBe(true)
    expect(await read('reentrySucceeded')).toBe(false)
    const error = decodeErrorResult({ abi: communityStakeAbi, data: (await read('reentryError')) as `0x${string}` })
    expect(error.errorName).toBe('ReentrancyGuardReentrantCall')
    // paid once: half of the stake, released at the middle of the schedule (a second later at most)
    const paid = (await balanceOf(chain, token, who(1))) - before
    expect(paid).toBeGreaterThanOrEqual(parseEther('5'))
    expect(paid).toBeLessThan(parseEther('5.0001'))
    expect((await info(stake, 1)).claimed).toBe(paid)
  })

  it('random stakes and claims at random times: each claim pays the rule exactly, the sum never passes the stake', async () => {
    const random = seededRandom(1256)
    const duration = 30n * day
    const { stake, start } = await deployStake(pho, day, duration)
    const staked = new Map<number, bigint>()
    for (const user of [1, 2, 3]) {
      const amount = random.amount(parseEther('2000'))
      await stakeOf(stake, user, amount)
      staked.set(user, amount)
    }
    const paid = new Map<number, bigint>([
      [1, 0n],
      [2, 0n],
      [3, 0n],
    ])
    let time = start
    for (let step = 0; step < 12; step++) {
      time += BigInt(Math.floor(random.next() * Number(duration / 6n))) + 1n
      const user = random.pick([1, 2, 3])
      const released = (amount: bigint) => {
        const elapsed = time - start < duration ? time - start : duration
        return (amount * elapsed) / duration
      }
      const due = released(staked.get(user)!) - paid.get(user)!
      await chain.testClient.setNextBlockTimestamp({ timestamp: time })
      if (due === 0n) {
        await expect(claim(stake, user)).rejects.toThrow('CommunityStake: NOTHING_TO_CLAIM')
        continue
      }
      const before = await balanceOf(chain, pho, who(user))
      await claim(stake, user)
      expect((await balanceOf(chain, pho, who(user))) - before).toBe(due)
      paid.set(user, paid.get(user)! + due)
      expect(paid.get(user)!).toBeLessThanOrEqual(staked.get(user)!)
    }
    const totalPaid = [...paid.values()].reduce((a, b) => a + b, 0n)
    const totalStaked = [...staked.values()].reduce((a, b) => a + b, 0n)
    expect(await balanceOf(chain, pho, stake)).toBe(totalStaked - totalPaid)
  })
})
