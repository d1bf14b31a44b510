import type { GasPriceType } from '@phoswap/core/settings'
import { type Address, encodeFunctionData, maxUint256 } from 'viem'
import type { Config } from 'wagmi'
import { erc20ApproveAbi } from '../reads/readAbis'
import { type SentTx, sendChecked } from './sendChecked'

/** approve(spender, max) as the spec says (000 §9), simulated and estimated first; resolves with the hash. */
export function sendApprove(
  config: Config,
  tx: { chainId: number; account: Address; token: Address; spender: Address; gasPriceType: GasPriceType },
): Promise<SentTx> {
  return sendChecked(config, {
    chainId: tx.chainId,
    account: tx.account,
    to: tx.token,
    data: encodeFunctionData({ abi: erc20ApproveAbi, functionName: 'approve', args: [tx.spender, maxUint256] }),
    value: 0n,
    gasPriceType: tx.gasPriceType,
  })
}
