import type { Address, Hex } from 'viem'
import { decodeCallResult, encodeCallData } from '../abi/callData'
import { aggregate3Abi } from '../abi/generated/readAbis'

/** One call of Multicall3's `aggregate3`: a call that reverts does not revert the others. */
export interface Call3 {
  target: Address
  callData: Hex
}

/** One call's outcome: `success` false when it reverted (its `returnData` is then the revert data). */
export interface Call3Result {
  success: boolean
  returnData: Hex
}

/** The calldata of `aggregate3(calls)`, every call with `allowFailure` set. */
export function encodeAggregate3(calls: readonly Call3[]): Hex {
  return encodeCallData({
    abi: aggregate3Abi,
    functionName: 'aggregate3',
    args: [calls.map((call) => ({ ...call, allowFailure: true }))],
  })
}

/** The outcomes of an `aggregate3` eth_call, in the order of its calls. */
export function decodeAggregate3(data: Hex): readonly Call3Result[] {
  return decodeCallResult({ abi: aggregate3Abi, functionName: 'aggregate3', data })
}
