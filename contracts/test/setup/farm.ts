import { farmAbi } from '@phoswap/core/abi/farmAbi'
import { type Address, erc20Abi, getAddress, type Hex, maxUint256, parseEther, type TransactionReceipt } from 'viem'
import type { TestChain } from './anvil'

/** Waits for a transaction, fails if it reverted, and returns its receipt. */
export async function mined(chain: TestChain, hash: Hex | Promise<Hex>): Promise<TransactionReceipt> {
  const resolved = await hash
  await chain.confirm(resolved)
  return chain.publicClient.getTransactionReceipt({ hash: resolved })
}

export async function approve(chain: TestChain, user: number, token: Address, spender: Address) {
  await chain.confirm(
    chain
      .wallet(user)
      .writeContract({ address: token, abi: erc20Abi, functionName: 'approve', args: [spender, maxUint256] }),
  )
}

export interface TestFarm {
  farm: Address
  /** A TestToken of account 0 paying the rewards, so user balances of it are exactly what they were paid. */
  reward: Address
}

/** Deploys a Farm owned by account 0 paying a fresh reward token and funds `funded` reward (no pools yet). */
export async function deployFarm(
  chain: TestChain,
  options: { rewardPerBlock: bigint; funded: bigint },
): Promise<TestFarm> {
  const owner = chain.wallet(0)
  const reward = await chain.deploy('TestToken', ['Reward', 'RWD', 18, parseEther('1000000000')])
  const farm = await chain.deploy('Farm', [owner.account.address, reward, options.rewardPerBlock, 0n])
  if (options.funded > 0n) {
    await approve(chain, 0, reward, farm)
    await chain.confirm(
      owner.writeContract({ address: farm, abi: farmAbi, functionName: 'fundRewards', args: [options.funded] }),
    )
  }
  return { farm: getAddress(farm), reward: getAddress(reward) }
}

/** Deploys a TestToken of account 0 and gives each user `each` of it, approved to `spender`. */
export async function stakeToken(chain: TestChain, users: number[], each: bigint, spender: Address): Promise<Address> {
  const token = await chain.deploy('TestToken', ['Stake', 'STK', 18, each * BigInt(users.length)])
  for (const user of users) {
    await chain.confirm(
      chain.wallet(0).writeContract({
        address: token,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [chain.wallet(user).account.address, each],
      }),
    )
    await approve(chain, user, token, spender)
  }
  return getAddress(token)
}

export async function addPool(chain: TestChain, farm: Address, token: Address, allocPoint: bigint) {
  await chain.confirm(
    chain.wallet(0).writeContract({ address: farm, abi: farmAbi, functionName: 'add', args: [allocPoint, token] }),
  )
}
