import { packExchangeAbi } from '@phoswap/core/abi/packExchangeAbi'
import type { DeployedToken } from '@phoswap/core/deployments'
import type { Address } from 'viem'
import { bytecodeOf } from './artifacts'
import type { TxSender } from './sender'

/**
 * The deployment keys of the asset-pack exchanges and the token each takes
 * (docs/decisions/0071-pack-exchange-credits.md).
 */
export const PACK_EXCHANGES = [
  { key: 'gdtPackExchange', symbol: 'GDT' },
  { key: 'vgtPackExchange', symbol: 'VGT' },
] as const

/**
 * Deploys one PackExchange (owner the deployer) for each of GDT and VGT the tokens list. Call sender.flush() to
 * confirm. Returns the contracts by deployment key; a missing token gets no exchange.
 */
export async function seedPackExchanges(
  sender: TxSender,
  options: { tokens: DeployedToken[] },
): Promise<Partial<Record<(typeof PACK_EXCHANGES)[number]['key'], Address>>> {
  const deployed: Partial<Record<(typeof PACK_EXCHANGES)[number]['key'], Address>> = {}
  for (const { key, symbol } of PACK_EXCHANGES) {
    const token = options.tokens.find((t) => t.symbol === symbol)
    if (!token) continue
    deployed[key] = await sender.deploy(packExchangeAbi, bytecodeOf('PackExchange'), [
      sender.account.address,
      token.address,
    ])
  }
  return deployed
}
