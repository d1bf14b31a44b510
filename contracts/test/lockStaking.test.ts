import { lockStakingAbi } from '@phoswap/core/abi/lockStakingAbi'
import { type Address, getAddress, parseEther, parseEventLogs } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { useChain } from './setup/anvil'
import { approve, mined } from './setup/farm'
import { balanceOf } from './setup/pairs'

const chain = useChain()
const lock = 600n
const rewardsDuration = 1000n
const funded = parseEther('1000')

describe('LockStaking (PHO single staking)', () => {
  let staking: Address
  let pho: Address
  const who = (user: number) => chain.wallet(user).account.address
  const read = (functionName: 'lockData' | 'balanceOf' | 'earned', user: number): Promise<bigint> =>
    chain.publicClient.readContract({ address: staking, abi: lockStakingAbi, functionName, args: [who(user)] })
  const stake = (user: number, amount: bigint) =>
    mined(
      chain,
      chain
        .wallet(user)
        .writeContract({ address: staking, abi: lockStakingAbi, functionName: 'stake', args: [amount] }),
    )
  const withdraw = (user: number, amount: bigint, to: Address) =>
    mined(
      chain,
      chain
        .wallet(user)
        .writeContract({ address: staking, abi: lockStakingAbi, functionName: 'withdraw', args: [amount, to] }),
    )
  const timestampOf = async (blockNumber: bigint) => (await chain.publicClient.getBlock({ blockNumber })).timestamp
  const later = async (seconds: bigint) => {
    await chain.testClient.increaseTime({ seconds: Number(seconds) })
    await chain.testClient.mine({ blocks: 1 })
  }

  const fund = () =>
    mined(
      chain,
      chain
        .wallet(0)
        .writeContract({ address: staking, abi: lockStakingAbi, functionName: 'notifyRewardAmount', args: [funded] }),
    )
  const claim = (user: number) =>
    mined(
      chain,
      chain.wallet(user).writeContract({ address: staking, abi: lockStakingAbi, functionName: 'claimReward' }),
    )
  const view = (functionName: 'periodFinish' | 'rewardReserve'): Promise<bigint> =>
    chain.publicClient.readContract({ address: staking, abi: lockStakingAbi, functionName })
  /** A new LockStaking of account 0 paying PHO, approved by accounts 0..2. */
  const deployStaking = async () => {
    const owner = chain.wallet(0).account.address
    staking = getAddress(await chain.deploy('LockStaking', [owner, pho, pho, lock, rewardsDuration]))
    for (const user of [0, 1, 2]) await approve(chain, user, pho, staking)
  }

  beforeAll(async () => {
    pho = chain.deployment.contracts.pho
    await deployStaking()
  })

  it('streams the funded reward to one staker by the second and locks the stake', async () => {
    const notified = await fund()
    const rate = funded / rewardsDuration
    const [added] = parseEventLogs({ abi: lockStakingAbi, logs: notified.logs, eventName: 'RewardAdded' })
    expect(added?.args.rewardRate).toBe(rate)

    const staked = await stake(1, parseEther('100'))
    const t0 = await timestampOf(staked.blockNumber)
    expect(await read('balanceOf', 1)).toBe(parseEther('100'))
    expect(await read('lockData', 1)).toBe(t0 + lock)
    const [event] = parseEventLogs({ abi: lockStakingAbi, logs: staked.logs, eventName: 'Staked' })
    expect(event?.args).toEqual({ user: who(1), amount: parseEther('100'), unlockTime: t0 + lock })

    await later(100n)
    const t1 = (await chain.publicClient.getBlock()).timestamp
    expect(await read('earned', 1)).toBe((t1 - t0) * rate)

    await expect(withdraw(1, parseEther('1'), who(1))).rejects.toThrow('LockStaking: LOCKED')

    const claimed = await claim(1)
    const paid = ((await timestampOf(claimed.blockNumber)) - t0) * rate
    const [rewardPaid] = parseEventLogs({ abi: lockStakingAbi, logs: claimed.logs, eventName: 'RewardPaid' })
    expect(rewardPaid?.args.reward).toBe(paid)
    expect(await read('earned', 1)).toBe(0n)
  })

  it('restarts the lock on every stake, and withdraws to any address once unlocked', async () => {
    await later(lock / 2n)
    const again = await stake(1, parseEther('10'))
    const unlock = (await timestampOf(again.blockNumber)) + lock
    expect(await read('lockData', 1)).toBe(unlock)
    await later(lock - 5n)
    await expect(withdraw(1, parseEther('110'), who(1))).rejects.toThrow('LockStaking: LOCKED')
    await later(5n)
    const to = who(6)
    const before = await balanceOf(chain, pho, to)
    await expect(withdraw(1, parseEther('111'), to)).rejects.toThrow('LockStaking: EXCEEDS_STAKE')
    const receipt = await withdraw(1, parseEther('110'), to)
    expect((await balanceOf(chain, pho, to)) - before).toBe(parseEther('110'))
    expect(await read('balanceOf', 1)).toBe(0n)
    const [event] = parseEventLogs({ abi: lockStakingAbi, logs: receipt.logs, eventName: 'Withdrawn' })
    expect(event?.args).toEqual({ user: who(1), to, amount: parseEther('110') })
  })

  it('shares the stream by stake and never pays more than was funded', async () => {
    await stake(1, parseEther('30'))
    await stake(2, parseEther('10'))
    await later(rewardsDuration * 2n) // past the end of the period
    const earned = (await read('earned', 1)) + (await read('earned', 2))
    expect(earned).toBeLessThanOrEqual(await view('rewardReserve'))
    for (const user of [1, 2]) await claim(user)
    // the stakes are still whole: rewards never came out of staked PHO
    expect(await balanceOf(chain, pho, staking)).toBeGreaterThanOrEqual(parseEther('40'))
    await later(1n)
    expect(await read('earned', 1)).toBe(0n)
  })

  it('pays every funded PHO: the stream waits while nothing is staked (before the first stake and between stakers)', async () => {
    await deployStaking()
    const funding = await fund()
    const rate = funded / rewardsDuration
    expect(await view('periodFinish')).toBe((await timestampOf(funding.blockNumber)) + rewardsDuration)
    await later(300n) // funded, nobody staking yet
    expect(await view('periodFinish')).toBe((await chain.publicClient.getBlock()).timestamp + rewardsDuration)

    const first = await stake(1, parseEther('100'))
    const t0 = await timestampOf(first.blockNumber)
    expect(await view('periodFinish')).toBe(t0 + rewardsDuration)
    await later(lock)
    const left = await withdraw(1, parseEther('100'), who(1)) // the only staker leaves mid-period
    const t1 = await timestampOf(left.blockNumber)
    expect(await read('earned', 1)).toBe((t1 - t0) * rate)
    await later(rewardsDuration) // longer than what was left of the period

    const again = await stake(2, parseEther('50'))
    expect(await view('periodFinish')).toBe((await timestampOf(again.blockNumber)) + rewardsDuration - (t1 - t0))
    await later(rewardsDuration)
    const paid: bigint[] = []
    for (const user of [1, 2]) {
      const [event] = parseEventLogs({ abi: lockStakingAbi, logs: (await claim(user)).logs, eventName: 'RewardPaid' })
      paid.push(event?.args.reward ?? 0n)
    }
    expect(paid[0]! + paid[1]!).toBe(funded)
    expect(await view('rewardReserve')).toBe(0n)
  })

  it('lets only the owner fund rewards and set durations', async () => {
    const user = chain.wallet(1)
    const attempts = [
      () =>
        user.writeContract({ address: staking, abi: lockStakingAbi, functionName: 'notifyRewardAmount', args: [1n] }),
      () => user.writeContract({ address: staking, abi: lockStakingAbi, functionName: 'setLockDuration', args: [1n] }),
      () =>
        user.writeContract({ address: staking, abi: lockStakingAbi, functionName: 'setRewardsDuration', args: [1n] }),
    ]
    for (const attempt of attempts) await expect(attempt()).rejects.toThrow('OwnableUnauthorizedAccount')
    await mined(
      chain,
      chain.wallet(0).writeContract({
        address: staking,
        abi: lockStakingAbi,
        functionName: 'setLockDuration',
        args: [30n * 86_400n],
      }),
    )
    expect(
      await chain.publicClient.readContract({ address: staking, abi: lockStakingAbi, functionName: 'lockDuration' }),
    ).toBe(30n * 86_400n)
  })
})
