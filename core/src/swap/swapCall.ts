import type { Address, ContractFunctionArgs, ContractFunctionName } from 'viem'
import { routerAbi } from '../abi/routerAbi'
import { maximumAmountIn } from '../amm/maximumAmountIn'
import { minimumAmountOut } from '../amm/minimumAmountOut'
import type { Trade, TradeType, TransferTaxes } from '../routing/types'

type Writable = 'payable' | 'nonpayable'
type SwapFunctionName = Extract<ContractFunctionName<typeof routerAbi, Writable>, `swap${string}`>

/** A router swap ready for viem's `writeContract` / `encodeFunctionData`, typed against the router ABI. */
export type SwapCall = {
  [F in SwapFunctionName]: {
    address: Address
    abi: typeof routerAbi
    functionName: F
    args: ContractFunctionArgs<typeof routerAbi, Writable, F>
    value: bigint
    /** The kind of call sent: exact-out with a taxed token goes out as exact-in. */
    tradeType: TradeType
  }
}[SwapFunctionName]

export interface SwapCallOptions {
  router: Address
  recipient: Address
  slippageBps: number
  /** Unix seconds, from `deadlineFrom(now, settings.deadlineMinutes)`. */
  deadline: bigint
  /** The user pays the native currency (the path starts at the wrapped native token). */
  nativeIn: boolean
  /** The user receives the native currency (the path ends at the wrapped native token). */
  nativeOut: boolean
  /** `taxedTokens` of the chain: a path touching one uses the fee-on-transfer functions. */
  taxes?: TransferTaxes
}

/**
 * The router call for a trade (spec 000 §7): exact ETH for tokens, ETH for exact tokens, exact tokens for ETH,
 * tokens for exact ETH, exact tokens for tokens, tokens for exact tokens; with a taxed token in the path the
 * fee-on-transfer variants. `amountOutMin` and `amountInMax` come from the slippage as the V2 SDK computes them.
 * The router has no fee-on-transfer exact-output function, so an exact-output trade through a taxed token is sent
 * as the exact-input fee-on-transfer call for the input the quote asked (tax included, see `routeAmountIn`), with
 * `amountOutMin` the wanted output less the slippage.
 */
export function swapCall(trade: Trade, options: SwapCallOptions): SwapCall {
  const { router: address, recipient: to, slippageBps, deadline, nativeIn, nativeOut } = options
  if (nativeIn && nativeOut) throw new Error('swapCall: native on both sides is a wrap, not a swap')
  const path = trade.route.path
  if (path.length < 2) throw new Error('swapCall: a path needs two tokens')
  const taxes = options.taxes ?? {}
  const taxed = path.some((token) => (taxes[token.toLowerCase()] ?? 0) > 0)
  const abi = routerAbi

  if (trade.tradeType === 'exactIn' || taxed) {
    const amountIn = trade.amountIn
    const amountOutMin = minimumAmountOut(trade.amountOut, slippageBps)
    const base = { address, abi, tradeType: 'exactIn' as const }
    if (nativeIn) {
      const args = [amountOutMin, path, to, deadline] as const
      return taxed
        ? { ...base, functionName: 'swapExactETHForTokensSupportingFeeOnTransferTokens', args, value: amountIn }
        : { ...base, functionName: 'swapExactETHForTokens', args, value: amountIn }
    }
    const args = [amountIn, amountOutMin, path, to, deadline] as const
    if (nativeOut) {
      return taxed
        ? { ...base, functionName: 'swapExactTokensForETHSupportingFeeOnTransferTokens', args, value: 0n }
        : { ...base, functionName: 'swapExactTokensForETH', args, value: 0n }
    }
    return taxed
      ? { ...base, functionName: 'swapExactTokensForTokensSupportingFeeOnTransferTokens', args, value: 0n }
      : { ...base, functionName: 'swapExactTokensForTokens', args, value: 0n }
  }

  const amountOut = trade.amountOut
  const amountInMax = maximumAmountIn(trade.amountIn, slippageBps)
  const base = { address, abi, tradeType: 'exactOut' as const }
  if (nativeIn) {
    return { ...base, functionName: 'swapETHForExactTokens', args: [amountOut, path, to, deadline], value: amountInMax }
  }
  const args = [amountOut, amountInMax, path, to, deadline] as const
  if (nativeOut) return { ...base, functionName: 'swapTokensForExactETH', args, value: 0n }
  return { ...base, functionName: 'swapTokensForExactTokens', args, value: 0n }
}
