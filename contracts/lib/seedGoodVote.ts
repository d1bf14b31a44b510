import { goodVoteAbi } from '@phoswap/core/abi/goodVoteAbi'
import type { DeployedToken } from '@phoswap/core/deployments'
import { voteSchedule } from '@phoswap/core/rewards/voteSchedule'
import { type Address, encodeFunctionData, erc20Abi, parseUnits } from 'viem'
import { bytecodeOf } from './artifacts'
import type { TxSender } from './sender'

/** The vote's constructor arguments for the Good token: owner, token, reward, seconds, deposit cap. */
export function goodVoteArgs(owner: Address, good: DeployedToken) {
  return [
    owner,
    good.address,
    parseUnits(voteSchedule.rewardTotal.toString(), good.decimals),
    voteSchedule.days * 86_400n,
    parseUnits(voteSchedule.depositCap.toString(), good.decimals),
  ] as const
}

/**
 * Deploys the Good token vote and starts its 50 days now, funded with 500 Good from the deployer's supply.
 * Call sender.flush() to confirm.
 */
export async function seedGoodVote(sender: TxSender, options: { tokens: DeployedToken[] }): Promise<Address> {
  const good = options.tokens.find((t) => t.symbol === 'Good')
  if (!good) throw new Error('seed: unknown token Good')
  const vote = await sender.deploy(goodVoteAbi, bytecodeOf('GoodVote'), goodVoteArgs(sender.account.address, good))
  const reward = parseUnits(voteSchedule.rewardTotal.toString(), good.decimals)
  await sender.send({
    to: good.address,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [vote, reward] }),
  })
  await sender.send({ to: vote, data: encodeFunctionData({ abi: goodVoteAbi, functionName: 'start' }) })
  return vote
}
