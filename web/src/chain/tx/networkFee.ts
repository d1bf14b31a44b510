import type { GasPriceType } from '@phoswap/core/settings'
import type { Address } from 'viem'
import { loadWallet } from '../wallet/loadWallet'
import type { TxCall } from './txCalls'

/**
 * The network fee of a call as a review shows it (gas estimate x expected price per gas at the tier), loaded with
 * the action's code (txRunner) so a screen that never reviews anything does not carry it.
 */
export async function estimateCallFee(
  chainId: number,
  account: Address,
  call: TxCall,
  tier: GasPriceType,
): Promise<bigint> {
  const [{ estimateNetworkFee }, wallet] = await Promise.all([import('./txRunner'), loadWallet()])
  return estimateNetworkFee(wallet.wagmiConfig, {
    chainId,
    account,
    to: call.to,
    data: call.data,
    value: call.value ?? 0n,
    gasPriceType: tier,
  })
}
