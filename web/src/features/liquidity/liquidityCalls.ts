import { routerAbi } from '@phoswap/core/abi/routerAbi'
import { minimumAmountOut } from '@phoswap/core/amm'
import type { TransferTaxes } from '@phoswap/core/routing'
import type { Address, Hex } from 'viem'
import { encodeCallData } from '../../chain/abi/callData'
import { isNativeAddress } from '../../chain/tokens/isNativeAddress'
import { sameAddress } from '../../chain/tokens/sameAddress'
import type { PermitSignature } from '../../chain/tx/permit'

export interface RouterTx {
  to: Address
  data: Hex
  value: bigint
  functionName: string
}

const isNative = (a: Address) => isNativeAddress(a)

export interface AddCallInput {
  router: Address
  /** As picked: the native placeholder stands for the native coin. */
  tokenA: Address
  tokenB: Address
  amountA: bigint
  amountB: bigint
  slippageBps: number
  /** A new pool takes the amounts as given, so its price is exactly what the first provider chose. */
  newPool: boolean
  to: Address
  deadline: bigint
}

/**
 * addLiquidity, or addLiquidityETH when one side is the native coin (sent as value). Minimums are the amounts
 * less the slippage, as the V2 SDK bounds them (`x / (1 + s)`); for a new pool the amounts themselves.
 * PHO's transfer tax does not enter the minimums: the router checks them against the amounts it pulls, before
 * the tax; the tax only lowers the LP minted, which the preview shows.
 */
export function addLiquidityCall(input: AddCallInput): RouterTx {
  const min = (x: bigint) => (input.newPool ? x : minimumAmountOut(x, input.slippageBps))
  const nativeA = isNative(input.tokenA)
  const nativeB = isNative(input.tokenB)
  if (nativeA && nativeB) throw new Error('addLiquidityCall: two native sides')
  if (nativeA || nativeB) {
    const [token, amountToken, amountETH] = nativeA
      ? [input.tokenB, input.amountB, input.amountA]
      : [input.tokenA, input.amountA, input.amountB]
    const args = [token, amountToken, min(amountToken), min(amountETH), input.to, input.deadline] as const
    return {
      to: input.router,
      data: encodeCallData({ abi: routerAbi, functionName: 'addLiquidityETH', args }),
      value: amountETH,
      functionName: 'addLiquidityETH',
    }
  }
  const args = [
    input.tokenA,
    input.tokenB,
    input.amountA,
    input.amountB,
    min(input.amountA),
    min(input.amountB),
    input.to,
    input.deadline,
  ] as const
  return {
    to: input.router,
    data: encodeCallData({ abi: routerAbi, functionName: 'addLiquidity', args }),
    value: 0n,
    functionName: 'addLiquidity',
  }
}

export interface RemoveCallInput {
  router: Address
  wrappedNative: Address
  /** The pair's two tokens as stored in the record, with the amounts the burn pays of each. */
  tokenA: Address
  tokenB: Address
  amountA: bigint
  amountB: bigint
  liquidity: bigint
  slippageBps: number
  /** Pay the wrapped native side out as the native coin. */
  receiveNative: boolean
  taxes: TransferTaxes
  to: Address
  deadline: bigint
  /** A signed EIP-2612 permit for exactly `liquidity`, used instead of an allowance. */
  permit?: PermitSignature
}

/**
 * The router call of a removal: removeLiquidity[WithPermit] for two tokens; with the native side paid out,
 * removeLiquidityETH[WithPermit], or its SupportingFeeOnTransferTokens variant when the other token is taxed
 * (PHO): the router receives less than the burn paid and must forward its balance, not the burn's amount.
 * Minimums are the burn amounts less the slippage; the router checks them before any tax.
 */
export function removeLiquidityCall(input: RemoveCallInput): RouterTx {
  const minA = minimumAmountOut(input.amountA, input.slippageBps)
  const minB = minimumAmountOut(input.amountB, input.slippageBps)
  const wrapped = input.wrappedNative
  const nativeSide = sameAddress(input.tokenA, wrapped) ? 'A' : sameAddress(input.tokenB, wrapped) ? 'B' : null
  const p = input.permit
  if (input.receiveNative && nativeSide) {
    const [token, minToken, minETH] = nativeSide === 'A' ? [input.tokenB, minB, minA] : [input.tokenA, minA, minB]
    const taxed = (input.taxes[token.toLowerCase()] ?? 0) > 0
    const base = [token, input.liquidity, minToken, minETH, input.to, input.deadline] as const
    if (p) {
      const functionName = taxed
        ? 'removeLiquidityETHWithPermitSupportingFeeOnTransferTokens'
        : 'removeLiquidityETHWithPermit'
      return {
        to: input.router,
        data: encodeCallData({ abi: routerAbi, functionName, args: [...base, false, p.v, p.r, p.s] }),
        value: 0n,
        functionName,
      }
    }
    const functionName = taxed ? 'removeLiquidityETHSupportingFeeOnTransferTokens' : 'removeLiquidityETH'
    return {
      to: input.router,
      data: encodeCallData({ abi: routerAbi, functionName, args: base }),
      value: 0n,
      functionName,
    }
  }
  const base = [input.tokenA, input.tokenB, input.liquidity, minA, minB, input.to, input.deadline] as const
  if (p) {
    return {
      to: input.router,
      data: encodeCallData({
        abi: routerAbi,
        functionName: 'removeLiquidityWithPermit',
        args: [...base, false, p.v, p.r, p.s],
      }),
      value: 0n,
      functionName: 'removeLiquidityWithPermit',
    }
  }
  return {
    to: input.router,
    data: encodeCallData({ abi: routerAbi, functionName: 'removeLiquidity', args: base }),
    value: 0n,
    functionName: 'removeLiquidity',
  }
}
