import { farmAbi } from '@phoswap/core/abi/farmAbi'
import { type Abi, type Address, decodeErrorResult, encodeFunctionData, erc20Abi, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { readArtifact } from '../lib/artifacts'
import { useChain } from './setup/anvil'
import { addPool, approve, deployFarm, mined, stakeToken } from './setup/farm'
import { balanceOf } from './setup/pairs'

const chain = useChain()
const rate = parseEther('1')
const address = (user: number) => chain.wallet(user).account.address

function write(user: number, farm: Address, functionName: 'deposit' | 'withdraw', args: readonly [bigint, bigint]) {
  return mined(chain, chain.wallet(user).writeContract({ address: farm, abi: farmAbi, functionName, args }))
}
function call(user: number, farm: Address, functionName: 'harvest' | 'emergencyWithdraw', pid: bigint) {
  return mined(chain, chain.wallet(user).writeContract({ address: farm, abi: farmAbi, functionName, args: [pid] }))
}
const pending = (farm: Address, pid: bigint, user: number) =>
  chain.publicClient.readContract({
    address: farm,
    abi: farmAbi,
    functionName: 'pendingReward',
    args: [pid, address(user)],
  })
const userInfo = (farm: Address, pid: bigint, user: number) =>
  chain.publicClient.readContract({ address: farm, abi: farmAbi, functionName: 'userInfo', args: [pid, address(user)] })
const poolInfo = async (farm: Address, pid: bigint) => {
  const [lpToken, allocPoint, lastRewardBlock, accRewardPerShare, totalStaked, totalReward, unclaimReward] =
    await chain.publicClient.readContract({ address: farm, abi: farmAbi, functionName: 'poolInfo', args: [pid] })
  return { lpToken, allocPoint, lastRewardBlock, accRewardPerShare, totalStaked, totalReward, unclaimReward }
}
const read = (farm: Address, functionName: 'rewardBalance' | 'totalAllocPoint' | 'poolLength') =>
  chain.publicClient.readContract({ address: farm, abi: farmAbi, functionName })

describe('Farm', () => {
  it('pays one staker the pool reward of every block, and harvest, withdraw and pendingReward agree', async () => {
    const { farm, reward } = await deployFarm(chain, { rewardPerBlock: rate, funded: parseEther('1000') })
    const lp = await stakeToken(chain, [1], parseEther('10'), farm)
    await addPool(chain, farm, lp, 100n)
    expect(await read(farm, 'poolLength')).toBe(1n)
    const deposited = await write(1, farm, 'deposit', [0n, parseEther('4')])
    await chain.testClient.mine({ blocks: 5 })
    expect(await pending(farm, 0n, 1)).toBe(5n * rate)
    const harvested = await call(1, farm, 'harvest', 0n)
    const blocks = harvested.blockNumber - deposited.blockNumber
    expect(await balanceOf(chain, reward, address(1))).toBe(blocks * rate)
    expect(await pending(farm, 0n, 1)).toBe(0n)
    expect(await userInfo(farm, 0n, 1)).toEqual([parseEther('4'), blocks * rate])

    const withdrawn = await write(1, farm, 'withdraw', [0n, parseEther('4')])
    const total = (withdrawn.blockNumber - deposited.blockNumber) * rate
    expect(await balanceOf(chain, reward, address(1))).toBe(total)
    expect(await balanceOf(chain, lp, address(1))).toBe(parseEther('10'))
    const pool = await poolInfo(farm, 0n)
    expect(pool).toMatchObject({
      lpToken: lp,
      allocPoint: 100n,
      totalStaked: 0n,
      totalReward: total,
      unclaimReward: 0n,
    })
    expect(pool.lastRewardBlock).toBe(withdrawn.blockNumber)
    expect(await read(farm, 'rewardBalance')).toBe(parseEther('1000') - total)
    await expect(write(1, farm, 'withdraw', [0n, 1n])).rejects.toThrow('Farm: EXCEEDS_STAKE')
  })

  it('credits a fee-on-transfer deposit with what arrived', async () => {
    const { farm } = await deployFarm(chain, { rewardPerBlock: rate, funded: parseEther('1000') })
    const fot = await chain.deploy('FeeOnTransferToken', [parseEther('1000')], 1)
    await addPool(chain, farm, fot, 1n)
    await approve(chain, 1, fot, farm)
    await write(1, farm, 'deposit', [0n, parseEther('100')])
    expect((await userInfo(farm, 0n, 1))[0]).toBe(parseEther('99'))
    expect((await poolInfo(farm, 0n)).totalStaked).toBe(parseEther('99'))
    expect(await balanceOf(chain, fot, farm)).toBe(parseEther('99'))
    // the whole credit can leave again; nothing is stranded or owed
    await write(1, farm, 'withdraw', [0n, parseEther('99')])
    expect(await balanceOf(chain, fot, farm)).toBe(0n)
    expect((await poolInfo(farm, 0n)).totalStaked).toBe(0n)
  })

  it('a donation of staked tokens to the farm changes nobody’s reward', async () => {
    const { farm } = await deployFarm(chain, { rewardPerBlock: rate, funded: parseEther('1000') })
    const lp = await stakeToken(chain, [1, 2, 3], parseEther('100'), farm)
    await addPool(chain, farm, lp, 1n)
    await write(1, farm, 'deposit', [0n, parseEther('1')])
    await write(2, farm, 'deposit', [0n, parseEther('3')])
    const before = [await pending(farm, 0n, 1), await pending(farm, 0n, 2)]
    await mined(
      chain,
      chain
        .wallet(3)
        .writeContract({ address: lp, abi: erc20Abi, functionName: 'transfer', args: [farm, parseEther('96')] }),
    )
    await chain.testClient.mine({ blocks: 7 })
    // 8 blocks since the checkpoint (the donation and 7 mined), shared 1:3 as staked, not 1:99
    expect(await pending(farm, 0n, 1)).toBe(before[0]! + (8n * rate) / 4n)
    expect(await pending(farm, 0n, 2)).toBe(before[1]! + (8n * 3n * rate) / 4n)
    expect((await poolInfo(farm, 0n)).totalStaked).toBe(parseEther('4'))
  })

  it('refuses to add the same token twice and keeps totalAllocPoint the sum of the pools', async () => {
    const { farm } = await deployFarm(chain, { rewardPerBlock: rate, funded: parseEther('1000') })
    const [a, b] = [
      await stakeToken(chain, [1], parseEther('10'), farm),
      await stakeToken(chain, [2], parseEther('10'), farm),
    ]
    await addPool(chain, farm, a, 10n)
    await addPool(chain, farm, b, 30n)
    await expect(addPool(chain, farm, a, 5n)).rejects.toThrow('Farm: POOL_EXISTS')
    expect(await read(farm, 'totalAllocPoint')).toBe(40n)
    await mined(
      chain,
      chain.wallet(0).writeContract({ address: farm, abi: farmAbi, functionName: 'set', args: [0n, 25n] }),
    )
    expect(await read(farm, 'totalAllocPoint')).toBe(55n)
    await mined(
      chain,
      chain.wallet(0).writeContract({ address: farm, abi: farmAbi, functionName: 'set', args: [1n, 0n] }),
    )
    expect(await read(farm, 'totalAllocPoint')).toBe(25n)
    expect((await poolInfo(farm, 0n)).allocPoint + (await poolInfo(farm, 1n)).allocPoint).toBe(25n)
  })

  it('brings every pool up to date before an allocation changes', async () => {
    const { farm } = await deployFarm(chain, { rewardPerBlock: rate * 4n, funded: parseEther('1000') })
    const [a, b] = [
      await stakeToken(chain, [1], parseEther('10'), farm),
      await stakeToken(chain, [2], parseEther('10'), farm),
    ]
    await addPool(chain, farm, a, 1n)
    await addPool(chain, farm, b, 1n)
    await write(1, farm, 'deposit', [0n, parseEther('1')])
    const start = await write(2, farm, 'deposit', [1n, parseEther('1')])
    await chain.testClient.mine({ blocks: 5 })
    const set = await mined(
      chain,
      chain.wallet(0).writeContract({ address: farm, abi: farmAbi, functionName: 'set', args: [0n, 3n] }),
    )
    await chain.testClient.mine({ blocks: 4 })
    // pool 1 earned half of 4 per block until the change, a quarter after it
    const before = set.blockNumber - start.blockNumber
    expect(await pending(farm, 1n, 2)).toBe(before * 2n * rate + 4n * rate)
    expect((await poolInfo(farm, 1n)).lastRewardBlock).toBe(set.blockNumber)
  })

  it('stops emitting when the funds run out and never pays more than was funded', async () => {
    const funded = parseEther('10')
    const { farm, reward } = await deployFarm(chain, { rewardPerBlock: rate * 3n, funded })
    const lp = await stakeToken(chain, [1, 2], parseEther('10'), farm)
    await addPool(chain, farm, lp, 1n)
    await write(1, farm, 'deposit', [0n, parseEther('1')])
    await write(2, farm, 'deposit', [0n, parseEther('2')])
    await chain.testClient.mine({ blocks: 20 })
    const [p1, p2] = [await pending(farm, 0n, 1), await pending(farm, 0n, 2)]
    expect(p1 + p2).toBeLessThanOrEqual(funded)
    expect(funded - (p1 + p2)).toBeLessThan(10n) // rounding dust only
    expect(
      await chain.publicClient.readContract({ address: farm, abi: farmAbi, functionName: 'poolsReward', args: [0n] }),
    ).toBe(rate * 3n)
    await call(1, farm, 'harvest', 0n)
    await call(2, farm, 'harvest', 0n)
    const paid = (await balanceOf(chain, reward, address(1))) + (await balanceOf(chain, reward, address(2)))
    expect(paid).toBe(p1 + p2)
    expect(await read(farm, 'rewardBalance')).toBe(0n)
    expect(
      await chain.publicClient.readContract({ address: farm, abi: farmAbi, functionName: 'poolsReward', args: [0n] }),
    ).toBe(0n)
    await chain.testClient.mine({ blocks: 5 })
    expect(await pending(farm, 0n, 1)).toBe(0n)

    // new funds pay the blocks after they arrive, not the blocks that passed unfunded
    await mined(
      chain,
      chain.wallet(0).writeContract({ address: farm, abi: farmAbi, functionName: 'fundRewards', args: [funded] }),
    )
    await chain.testClient.mine({ blocks: 1 })
    expect((await pending(farm, 0n, 1)) + (await pending(farm, 0n, 2))).toBeLessThanOrEqual(rate * 3n)
  })

  it('keeps the reward of blocks with nothing staked in the budget', async () => {
    const funded = parseEther('100')
    const { farm } = await deployFarm(chain, { rewardPerBlock: rate, funded })
    const [a, b] = [
      await stakeToken(chain, [1], parseEther('10'), farm),
      await stakeToken(chain, [2], parseEther('10'), farm),
    ]
    await addPool(chain, farm, a, 1n)
    await addPool(chain, farm, b, 1n)
    const start = await write(1, farm, 'deposit', [0n, parseEther('1')])
    await chain.testClient.mine({ blocks: 3 })
    const update = await mined(
      chain,
      chain.wallet(3).writeContract({ address: farm, abi: farmAbi, functionName: 'massUpdatePools' }),
    )
    const emitted = (update.blockNumber - start.blockNumber) * rate
    // pool 0 got its half; pool 1's half, with no staker, went back to the budget
    expect((await poolInfo(farm, 0n)).totalReward).toBe(emitted / 2n)
    expect((await poolInfo(farm, 1n)).totalReward).toBe(0n)
    expect(await read(farm, 'rewardBalance')).toBe(funded - emitted / 2n)
  })

  it('refuses re-entry from a token that calls back during a transfer', async () => {
    const { farm } = await deployFarm(chain, { rewardPerBlock: rate, funded: parseEther('1000') })
    const reentrant = readArtifact('ReentrantToken').abi as Abi
    const token = await chain.deploy('ReentrantToken', [parseEther('1000')], 1)
    await addPool(chain, farm, token, 1n)
    await approve(chain, 1, token, farm)
    await write(1, farm, 'deposit', [0n, parseEther('10')])
    const attempts = [
      encodeFunctionData({ abi: farmAbi, functionName: 'deposit', args: [0n, 1n] }),
      encodeFunctionData({ abi: farmAbi, functionName: 'withdraw', args: [0n, 1n] }),
      encodeFunctionData({ abi: farmAbi, functionName: 'harvest', args: [0n] }),
      encodeFunctionData({ abi: farmAbi, functionName: 'emergencyWithdraw', args: [0n] }),
      encodeFunctionData({ abi: farmAbi, functionName: 'massUpdatePools' }),
    ]
    const readToken = (functionName: string) =>
      chain.publicClient.readContract({ address: token, abi: reentrant, functionName })
    for (const data of attempts) {
      await mined(
        chain,
        chain.wallet(1).writeContract({ address: token, abi: reentrant, functionName: 'arm', args: [farm, data] }),
      )
      // a withdraw makes the farm send the token, which calls back
      await mined(
        chain,
        chain
          .wallet(1)
          .writeContract({ address: farm, abi: farmAbi, functionName: 'withdraw', args: [0n, 1n], gas: 1_000_000n }),
      )
      expect(await readToken('reentered')).toBe(true)
      expect(await readToken('reentrySucceeded')).toBe(false)
      const error = decodeErrorResult({ abi: farmAbi, data: (await readToken('reentryError')) as `0x${string}` })
      expect(error.errorName).toBe('ReentrancyGuardReentrantCall')
    }
    expect((await userInfo(farm, 0n, 1))[0]).toBe(parseEther('10') - BigInt(attempts.length))
  })

  it('emergencyWithdraw zeroes the position before the tokens leave, and returns the forfeited reward to the budget', async () => {
    const funded = parseEther('1000')
    const { farm, reward } = await deployFarm(chain, { rewardPerBlock: rate, funded })
    const reentrant = readArtifact('ReentrantToken').abi as Abi
    const token = await chain.deploy('ReentrantToken', [parseEther('1000')], 1)
    await addPool(chain, farm, token, 1n)
    await approve(chain, 1, token, farm)
    await write(1, farm, 'deposit', [0n, parseEther('10')])
    await chain.testClient.mine({ blocks: 3 })
    // during the transfer the token reads the position back (a view, so the guard lets it through)
    const probe = encodeFunctionData({ abi: farmAbi, functionName: 'userInfo', args: [0n, address(1)] })
    await mined(
      chain,
      chain.wallet(1).writeContract({ address: token, abi: reentrant, functionName: 'arm', args: [farm, probe] }),
    )
    const before = await balanceOf(chain, token, address(1))
    await call(1, farm, 'emergencyWithdraw', 0n)
    const seen = (await chain.publicClient.readContract({
      address: token,
      abi: reentrant,
      functionName: 'reentryError',
    })) as string
    expect(
      await chain.publicClient.readContract({ address: token, abi: reentrant, functionName: 'reentrySucceeded' }),
    ).toBe(true)
    expect(BigInt(seen)).toBe(0n) // (amount, rewardDebt) = (0, 0) while the tokens were leaving
    expect((await balanceOf(chain, token, address(1))) - before).toBe(parseEther('10'))
    expect(await balanceOf(chain, reward, address(1))).toBe(0n)
    const pool = await poolInfo(farm, 0n)
    expect(pool.totalStaked).toBe(0n)
    expect(pool.unclaimReward).toBe(0n)
    expect(await read(farm, 'rewardBalance')).toBe(funded) // nothing paid, nothing lost
    await expect(write(1, farm, 'withdraw', [0n, 1n])).rejects.toThrow('Farm: EXCEEDS_STAKE')
  })

  it('lets only the owner administer', async () => {
    const { farm } = await deployFarm(chain, { rewardPerBlock: rate, funded: parseEther('10') })
    const lp = await stakeToken(chain, [1], parseEther('10'), farm)
    const user = chain.wallet(1)
    const attempts = [
      () => user.writeContract({ address: farm, abi: farmAbi, functionName: 'add', args: [1n, lp] }),
      () => user.writeContract({ address: farm, abi: farmAbi, functionName: 'set', args: [0n, 1n] }),
      () => user.writeContract({ address: farm, abi: farmAbi, functionName: 'setRewardPerBlock', args: [1n] }),
      () => user.writeContract({ address: farm, abi: farmAbi, functionName: 'fundRewards', args: [1n] }),
      () => user.writeContract({ address: farm, abi: farmAbi, functionName: 'defundRewards', args: [1n, address(1)] }),
    ]
    for (const attempt of attempts) await expect(attempt()).rejects.toThrow('OwnableUnauthorizedAccount')
    await mined(
      chain,
      chain.wallet(0).writeContract({
        address: farm,
        abi: farmAbi,
        functionName: 'defundRewards',
        args: [parseEther('4'), address(5)],
      }),
    )
    expect(await read(farm, 'rewardBalance')).toBe(parseEther('6'))
  })
})
