import type { Address, Hex } from 'viem'
import { encodeCallData } from '../abi/callData'
import { erc20WriteAbi, wrappedNativeWriteAbi } from '../abi/generated/txAbis'

/** approve's "unlimited" amount (viem's maxUint256, without its constants module). */
export const MAX_UINT256 = 2n ** 256n - 1n

/** One transaction as the wallet sends it. */
export interface TxCall {
  to: Address
  data: Hex
  /** Native amount sent along; 0 when absent. */
  value?: bigint
}

/** approve(spender, max) as the spec asks (000 §9): one approval per token and spender, never per amount. */
export function approveTx(token: Address, spender: Address): TxCall {
  return {
    to: token,
    data: encodeCallData({ abi: erc20WriteAbi, functionName: 'approve', args: [spender, MAX_UINT256] }),
  }
}

/**
 * deposit() paying `amount` (wrap) or withdraw(amount) (unwrap) of the wrapped native token, 1:1 either way. Core's
 * `wrapCall` says the same, but its call carries the whole wrapped-native ABI into every screen's chunk.
 */
export function wrapTx(kind: 'wrap' | 'unwrap', amount: bigint, wrappedNative: Address): TxCall {
  if (amount <= 0n) throw new Error('wrapTx: amount must be positive')
  return kind === 'wrap'
    ? {
        to: wrappedNative,
        data: encodeCallData({ abi: wrappedNativeWriteAbi, functionName: 'deposit' }),
        value: amount,
      }
    : {
        to: wrappedNative,
        data: encodeCallData({ abi: wrappedNativeWriteAbi, functionName: 'withdraw', args: [amount] }),
        value: 0n,
      }
}

/** transfer(to, amount) of an ERC-20 token: a deposit to the reward wallet's receiver. */
export function erc20TransferTx(token: Address, to: Address, amount: bigint): TxCall {
  return { to: token, data: encodeCallData({ abi: erc20WriteAbi, functionName: 'transfer', args: [to, amount] }) }
}
