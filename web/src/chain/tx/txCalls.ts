import { wrappedNativeAbi } from '@phoswap/core/abi/wrappedNativeAbi'
import { wrapCall } from '@phoswap/core/swap'
import { type Address, encodeFunctionData, erc20Abi, type Hex, maxUint256 } from 'viem'

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
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, maxUint256] }),
  }
}

/** deposit() or withdraw(amount) of the wrapped native token, from core's `wrapCall`. */
export function wrapTx(kind: 'wrap' | 'unwrap', amount: bigint, wrappedNative: Address): TxCall {
  const call = wrapCall(kind, amount, wrappedNative)
  const data =
    call.functionName === 'deposit'
      ? encodeFunctionData({ abi: wrappedNativeAbi, functionName: 'deposit' })
      : encodeFunctionData({ abi: wrappedNativeAbi, functionName: 'withdraw', args: call.args })
  return { to: call.address, data, value: call.value }
}

/** transfer(to, amount) of an ERC-20 token: a deposit to the reward wallet's receiver. */
export function erc20TransferTx(token: Address, to: Address, amount: bigint): TxCall {
  return { to: token, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }) }
}
