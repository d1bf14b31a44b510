import { farmAbi } from '@phoswap/core/abi/farmAbi'
import { type Address, erc20Abi, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { useChain } from './setup/anvil'
import { addPool, approve, deployFarm, mined } from './setup/farm'
import { seededRandom } from './setup/random'

const chain = useChain()
const stakers = [1, 2, 3, 4, 5, 6]

describe('Farm over a random sequence of many stakers and blocks', () => {
  it('never owes (paid plus pending) more than was funded, and stays solvent', async () => {
    const random = seededRandom(20260425)
    // an odd rate and odd amounts so that every division rounds
    const rate = parseEther('1') + 123_456_789n
    const { farm, reward } = await deployFarm(chain, { rewardPerBlock: rate, funded: rate * 12n })
    const plain = await chain.deploy('TestToken', ['Stake', 'STK', 18, parseEther('1000000')], 0)
    const fot = await chain.deploy('FeeOnTransferToken', [parseEther('1000000')], 0)
    const lpTokens = [plain, fot] as const
    await addPool(chain, farm, plain, 3n)
    await addPool(chain, farm, fot, 7n)
    for (const user of stakers) {
      for (const token of lpTokens) {
        const to = chain.wallet(user).account.address
        await mined(
          chain,
          chain.wallet(0).writeContract({
            address: token,
            abi: erc20Abi,
            functionName: 'transfer',
            args: [to, random.amount(parseEther('5000'))],
          }),
        )
        await approve(chain, user, token, farm)
      }
    }
    const pids = [0n, 1n]
    const who = (user: number) => chain.wallet(user).account.address
    const read = <const T extends object>(contracts: readonly T[]) =>
      chain.publicClient.multicall({
        multicallAddress: chain.deployment.contracts.multicall3,
        allowFailure: false,
        contracts: contracts as never,
      }) as Promise<unknown[]>

    async function state() {
      const positions = stakers.flatMap((user) => pids.map((pid) => ({ user, pid })))
      const values = await read([
        ...positions.map(({ user, pid }) => ({
          address: farm,
          abi: farmAbi,
          functionName: 'pendingReward',
          args: [pid, who(user)],
        })),
        ...positions.map(({ user, pid }) => ({
          address: farm,
          abi: farmAbi,
          functionName: 'userInfo',
          args: [pid, who(user)],
        })),
        ...stakers.map((user) => ({ address: reward, abi: erc20Abi, functionName: 'balanceOf', args: [who(user)] })),
        ...pids.map((pid) => ({ address: farm, abi: farmAbi, functionName: 'poolInfo', args: [pid] })),
        { address: farm, abi: farmAbi, functionName: 'rewardBalance' },
        { address: farm, abi: farmAbi, functionName: 'totalFunded' },
        { address: farm, abi: farmAbi, functionName: 'totalAllocPoint' },
        { address: reward, abi: erc20Abi, functionName: 'balanceOf', args: [farm] },
        ...lpTokens.map((token) => ({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [farm] })),
      ])
      let i = 0
      const take = <T>(n: number) => {
        i += n
        return values.slice(i - n, i) as T[]
      }
      const pending = take<bigint>(positions.length)
      const infos = take<readonly [bigint, bigint]>(positions.length)
      const paid = take<bigint>(stakers.length)
      const pools = take<readonly [Address, bigint, bigint, bigint, bigint, bigint, bigint, bigint]>(pids.length)
      const [rewardBalance, totalFunded, totalAllocPoint, farmRewards, ...lpHeld] = take<bigint>(4 + lpTokens.length)
      const staked = (user: number, pid: bigint) =>
        infos[positions.findIndex((p) => p.user === user && p.pid === pid)]![0]
      return {
        positions,
        pending,
        infos,
        paid,
        pools,
        rewardBalance,
        totalFunded,
        totalAllocPoint,
        farmRewards,
        lpHeld,
        staked,
      }
    }

    const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n)
    const counts = { deposit: 0, withdraw: 0, harvest: 0, emergency: 0, mine: 0, set: 0, fund: 0 }
    let s = await state()
    let ranOut = false
    for (let step = 0; step < 70; step++) {
      const op = random.pick([
        'deposit',
        'deposit',
        'deposit',
        'withdraw',
        'withdraw',
        'harvest',
        'harvest',
        'mine',
        'mine',
        'emergency',
        'set',
        'fund',
      ] as const)
      const user = random.pick(stakers)
      const pid = random.pick(pids)
      const wallet = chain.wallet(user)
      if (op === 'deposit') {
        const held = await chain.publicClient.readContract({
          address: lpTokens[Number(pid)]!,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [who(user)],
        })
        if (held === 0n) continue
        const amount = random.amount(held / 2n + 1n)
        await mined(
          chain,
          wallet.writeContract({ address: farm, abi: farmAbi, functionName: 'deposit', args: [pid, amount] }),
        )
      } else if (op === 'withdraw') {
        const withStake = s.positions.filter((p) => s.staked(p.user, p.pid) > 0n)
        if (withStake.length === 0) continue
        const { user: owner, pid: from } = random.pick(withStake)
        const amount = random.amount(s.staked(owner, from))
        await mined(
          chain,
          chain
            .wallet(owner)
            .writeContract({ address: farm, abi: farmAbi, functionName: 'withdraw', args: [from, amount] }),
        )
      } else if (op === 'harvest') {
        await mined(chain, wallet.writeContract({ address: farm, abi: farmAbi, functionName: 'harvest', args: [pid] }))
      } else if (op === 'emergency') {
        await mined(
          chain,
          wallet.writeContract({ address: farm, abi: farmAbi, functionName: 'emergencyWithdraw', args: [pid] }),
        )
      } else if (op === 'mine') {
        await chain.testClient.mine({ blocks: 1 + Math.floor(random.next() * 6) })
      } else if (op === 'set') {
        const allocPoint = BigInt(Math.floor(random.next() * 10))
        await mined(
          chain,
          chain.wallet(0).writeContract({ address: farm, abi: farmAbi, functionName: 'set', args: [pid, allocPoint] }),
        )
      } else {
        if (counts.fund >= 2) continue
        await mined(
          chain,
          chain
            .wallet(0)
            .writeContract({ address: farm, abi: farmAbi, functionName: 'fundRewards', args: [rate * 10n] }),
        )
      }
      counts[op]++
      s = await state()
      ranOut ||= s.rewardBalance === 0n
      const paid = sum(s.paid)
      const pending = sum(s.pending)
      const unclaimed = sum(s.pools.map((pool) => pool[6]))
      expect(paid + pending, `step ${step} ${op}: paid + pending <= funded`).toBeLessThanOrEqual(s.totalFunded)
      expect(paid + s.rewardBalance + unclaimed, `step ${step} ${op}: conservation`).toBeLessThanOrEqual(s.totalFunded)
      expect(s.rewardBalance + unclaimed, `step ${step} ${op}: solvent`).toBeLessThanOrEqual(s.farmRewards)
      for (const [k, pid] of pids.entries()) {
        const pool = s.pools[k]!
        expect(sum(stakers.map((u) => s.staked(u, pid))), `step ${step} pool ${pid} totalStaked`).toBe(pool[4])
        expect(s.lpHeld[k]!, `step ${step} pool ${pid} tokens held`).toBeGreaterThanOrEqual(pool[4])
      }
      expect(s.totalAllocPoint).toBe(sum(s.pools.map((pool) => pool[1])))
    }
    expect(counts.deposit).toBeGreaterThan(10)
    expect(counts.withdraw).toBeGreaterThan(5)
    expect(counts.harvest).toBeGreaterThan(5)
    expect(ranOut, 'the budget ran out during the sequence').toBe(true)

    // everyone harvests after the budget is surely spent: what was paid is the funding less rounding dust
    await mined(
      chain,
      chain.wallet(0).writeContract({ address: farm, abi: farmAbi, functionName: 'set', args: [0n, 3n] }),
    )
    await chain.testClient.mine({ blocks: 200 })
    for (const user of stakers) {
      for (const pid of pids) {
        await mined(
          chain,
          chain.wallet(user).writeContract({ address: farm, abi: farmAbi, functionName: 'harvest', args: [pid] }),
        )
      }
    }
    s = await state()
    expect(s.rewardBalance).toBe(0n)
    expect(sum(s.pending)).toBe(0n)
    const paid = sum(s.paid)
    expect(paid).toBeLessThanOrEqual(s.totalFunded)
    expect(s.totalFunded - paid).toBeLessThan(1_000n)
  })
})
