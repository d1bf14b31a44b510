import type { Address } from 'viem'
import type { TxCall } from './txCalls'

/*
 * Calls built when their action starts (a SendStep's `call` as a function): the encoding and its ABIs (txCalls.ts)
 * load then, not with the screen (issue 17). The pending popup shows meanwhile.
 */

/** approve(spender, max). */
export const approveCall = (token: Address, spender: Address) => async (): Promise<TxCall> =>
  (await import('./txCalls')).approveTx(token, spender)

/** The wrapped native token's deposit (wrap, with value) or withdraw (unwrap). */
export const wrapCall =
  (kind: 'wrap' | 'unwrap', amount: bigint, wrappedNative: Address) => async (): Promise<TxCall> =>
    (await import('./txCalls')).wrapTx(kind, amount, wrappedNative)
