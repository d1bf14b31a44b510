import { communityStakeAbi } from '@phoswap/core/abi/communityStakeAbi'
import { communitySchedule } from '@phoswap/core/rewards/communitySchedule'
import type { Address } from 'viem'
import { bytecodeOf } from './artifacts'
import type { TxSender } from './sender'

const day = 86_400n

/** The stake's constructor arguments: owner, PHO, release start (now + the default window), release seconds. */
export function communityStakeArgs(owner: Address, pho: Address, now: bigint) {
  return [owner, pho, now + communitySchedule.startInDays * day, communitySchedule.releaseDays * day] as const
}

/** Deploys the community stake over PHO with the default schedule from the latest block's time. */
export async function seedCommunityStake(sender: TxSender, options: { pho: Address }): Promise<Address> {
  const { timestamp } = await sender.publicClient.getBlock()
  return sender.deploy(
    communityStakeAbi,
    bytecodeOf('CommunityStake'),
    communityStakeArgs(sender.account.address, options.pho, timestamp),
  )
}
