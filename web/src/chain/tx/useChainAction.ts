import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Hex } from 'viem'
import { useConfig, useConnection } from 'wagmi'
import { signTypedData, waitForTransactionReceipt } from 'wagmi/actions'
import { showToast } from '../../ui/toastStore'
import { useSwapSettings } from '../settings/useSwapSettings'
import { classifyChainError } from './chainError'
import { approvalFailed, type FailureKeys, failureMessageKey, transactionFailed } from './failureMessage'
import type { PendingState } from './pendingState'
import { type PermitInput, type PermitSignature, permitTypedData, splitPermitSignature } from './permit'
import { sendChecked, simulateTx } from './sendChecked'
import { approveTx, type TxCall } from './txCalls'
import { useTransactions } from './useTransactions'

export interface SendStep {
  call: TxCall
  /** The title of the transaction record. */
  title: string
  /** Shows the pending popup: its waiting status and text; screens that speak through toasts leave it out. */
  pending?: { status: 0 | 3 | 4; text: string }
  /** The screen says the result in its own words; the receipt watcher then adds no toast of its own. */
  announcesResult?: boolean
  /** Resolve only after the receipt (ok when it succeeded); otherwise as soon as the wallet gave the hash. */
  awaitReceipt?: boolean
  /** The message of a failure other than the wallet's refusal; swap26 by default. */
  failure?: FailureKeys
}

export type StepResult = { ok: true; hash: Hex } | { ok: false }

export interface ApproveStep {
  token: TxCall['to']
  spender: TxCall['to']
  title: string
  announcesResult?: boolean
  /** A toast once the approval is confirmed (mining says "Approved"; the trade screens stay silent). */
  confirmedText?: string
}

/**
 * The one path of every on-chain action of the app (Swap, Liquidity, Remove, Flash, Mining): approve (or sign a
 * permit), simulate, send with the gas rules of `sendChecked`, record the transaction, show the pending popup,
 * wait for the receipt, refetch the screen's reads, and turn a refusal or a revert into the spec's message (000 §8).
 * `refetch` is the screen's batched-read refresh; it runs after every step, whatever its outcome.
 */
export function useChainAction(chainId: number, refetch: () => unknown) {
  const config = useConfig()
  const { address } = useConnection()
  const { t } = useTranslation()
  const [settings] = useSwapSettings()
  const transactions = useTransactions()
  const [pending, setPending] = useState<PendingState | null>(null)

  const sayFailure = (error: unknown, keys: FailureKeys, pendingShown: boolean) => {
    console.warn('chain action', error)
    const kind = classifyChainError(error)
    if (kind === 'rejected') setPending(null)
    else if (pendingShown) setPending((p) => (p ? { ...p, status: 2 } : p))
    showToast(t(failureMessageKey(kind, keys)), 'error')
  }

  /** Runs the call on the latest block before any wallet opens: the error when it would revert, else null. */
  async function check(call: TxCall): Promise<unknown> {
    if (!address) return new Error('no connected account')
    try {
      await simulateTx(config, { chainId, account: address, to: call.to, data: call.data, value: call.value ?? 0n })
      return null
    } catch (error) {
      return error
    }
  }

  async function send(step: SendStep): Promise<StepResult> {
    if (!address) return { ok: false }
    const keys = step.failure ?? transactionFailed
    const shown = step.pending
    if (shown) setPending({ status: shown.status, text: shown.text, chainId })
    try {
      const sent = await sendChecked(config, {
        chainId,
        account: address,
        to: step.call.to,
        data: step.call.data,
        value: step.call.value ?? 0n,
        gasPriceType: settings.gasPriceType,
      })
      transactions.add(sent, step.title, { announcesResult: step.announcesResult })
      if (shown) setPending({ status: 1, text: shown.text, hash: sent.hash, chainId })
      if (!step.awaitReceipt) return { ok: true, hash: sent.hash }
      const receipt = await waitForTransactionReceipt(config, { hash: sent.hash, chainId })
      if (receipt.status === 'success') return { ok: true, hash: sent.hash }
      if (shown) setPending({ status: 2, text: shown.text, hash: sent.hash, chainId })
      showToast(t(failureMessageKey('other', keys)), 'error')
      return { ok: false }
    } catch (error) {
      sayFailure(error, keys, !!shown)
      return { ok: false }
    } finally {
      // Spec 000 §4: what the transaction changed (allowance, balances, reserves) is read again at once.
      await refetch()
    }
  }

  /** approve(spender, max), confirmed before it resolves: the approve button must not come back meanwhile. */
  async function approve(step: ApproveStep): Promise<boolean> {
    const result = await send({
      call: approveTx(step.token, step.spender),
      title: step.title,
      announcesResult: step.announcesResult,
      awaitReceipt: true,
      failure: approvalFailed,
    })
    if (result.ok && step.confirmedText) showToast(step.confirmedText, 'success')
    return result.ok
  }

  /** The EIP-2612 permit signed in the wallet instead of an approval transaction; null when refused or failed. */
  async function permit(input: Omit<PermitInput, 'chainId' | 'owner'>): Promise<PermitSignature | null> {
    if (!address) return null
    try {
      const typed = permitTypedData({ ...input, chainId, owner: address })
      return splitPermitSignature(await signTypedData(config, { account: address, ...typed }))
    } catch (error) {
      console.warn('permit', error)
      showToast(t(classifyChainError(error) === 'rejected' ? 'transactionRejected' : 'signatureFailed'), 'error')
      return null
    }
  }

  return { pending, setPending, check, send, approve, permit }
}

export type ChainAction = ReturnType<typeof useChainAction>
