import { routerAbi } from '@phoswap/core/abi/routerAbi'
import type { Trade, TransferTaxes } from '@phoswap/core/routing'
import type { SwapSettings } from '@phoswap/core/settings'
import { deadlineFrom } from '@phoswap/core/settings'
import { type SwapCall, swapCall } from '@phoswap/core/swap'
import type { Address, Hex } from 'viem'
import { encodeCallData } from '../../chain/abi/callData'

/** The calldata of a router swap built by core's `swapCall`. */
export function encodeSwap(call: SwapCall): Hex {
  return encodeCallData({ abi: routerAbi, functionName: call.functionName, args: call.args } as Parameters<
    typeof encodeCallData<typeof routerAbi>
  >[0])
}

export interface SwapPlan {
  call: SwapCall
  data: Hex
}

/**
 * The router call for a confirmed trade with a fresh deadline. `forceFeeOnTransfer` marks the input token as taxed,
 * which makes `swapCall` pick the fee-on-transfer exact-input function: the second try of a token-to-token swap
 * that fails with the plain function (a token with a tax we do not know of).
 */
export function planSwap(
  trade: Trade,
  options: {
    router: Address
    recipient: Address
    settings: SwapSettings
    nativeIn: boolean
    nativeOut: boolean
    taxes: TransferTaxes
    nowSeconds: number
    forceFeeOnTransfer?: boolean
  },
): SwapPlan {
  const first = trade.route.path[0]!.toLowerCase()
  const taxes = options.forceFeeOnTransfer ? { ...options.taxes, [first]: options.taxes[first] || 1 } : options.taxes
  const call = swapCall(trade, {
    router: options.router,
    recipient: options.recipient,
    slippageBps: options.settings.slippageBps,
    deadline: deadlineFrom(options.nowSeconds, options.settings.deadlineMinutes),
    nativeIn: options.nativeIn,
    nativeOut: options.nativeOut,
    taxes,
  })
  return { call, data: encodeSwap(call) }
}
