import type { Address } from 'viem'
import { wrappedNativeAbi } from '../abi/wrappedNativeAbi'

/** The wrapped native token's `deposit` (wrap, pays `amount`) or `withdraw(amount)` (unwrap); 1:1 either way. */
export type WrapCall =
  | { address: Address; abi: typeof wrappedNativeAbi; functionName: 'deposit'; args: readonly []; value: bigint }
  | { address: Address; abi: typeof wrappedNativeAbi; functionName: 'withdraw'; args: readonly [bigint]; value: 0n }

export function wrapCall(kind: 'wrap' | 'unwrap', amount: bigint, wrappedNative: Address): WrapCall {
  if (amount <= 0n) throw new Error('wrapCall: amount must be positive')
  const abi = wrappedNativeAbi
  return kind === 'wrap'
    ? { address: wrappedNative, abi, functionName: 'deposit', args: [], value: amount }
    : { address: wrappedNative, abi, functionName: 'withdraw', args: [amount], value: 0n }
}
