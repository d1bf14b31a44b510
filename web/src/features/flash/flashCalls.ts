import { flashExchangeAbi } from '@phoswap/core/abi/flashExchangeAbi'
import { type Address, encodeFunctionData } from 'viem'
import type { TxCall } from '../../chain/tx/txCalls'

/**
 * The one place the flash exchange's exchange call is built: doExchange(id, amount) at the record's fixed ratio
 * (spec 000 §3). `amountOut` is getExchangeAmount's preview the user saw, kept here for a minimum-output argument.
 */
export function exchangeCall(flash: Address, id: number, amount: bigint, _amountOut: bigint | null): TxCall {
  return {
    to: flash,
    data: encodeFunctionData({ abi: flashExchangeAbi, functionName: 'doExchange', args: [BigInt(id), amount] }),
  }
}
