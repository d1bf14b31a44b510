import { flashExchangeAbi } from '@phoswap/core/abi/flashExchangeAbi'
import { minimumAmountOut } from '@phoswap/core/amm/minimumAmountOut'
import type { Address } from 'viem'
import { encodeCallData } from '../../chain/abi/callData'
import type { TxCall } from '../../chain/tx/txCalls'

/**
 * The one place the flash exchange's exchange call is built: doExchange(id, amount, amountOutMin) at the record's
 * fixed ratio (spec 000 §3). The minimum is the preview the user saw less the slippage setting, as a swap's is,
 * so a ratio the owner lowers after the preview reverts instead of paying less.
 */
export function exchangeCall(flash: Address, id: number, amount: bigint, preview: bigint, slippageBps: number): TxCall {
  const amountOutMin = minimumAmountOut(preview, slippageBps)
  return {
    to: flash,
    data: encodeCallData({
      abi: flashExchangeAbi,
      functionName: 'doExchange',
      args: [BigInt(id), amount, amountOutMin],
    }),
  }
}
