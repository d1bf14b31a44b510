import type { GasPriceType } from '@phoswap/core/settings'
import type { TFunction } from 'i18next'
import type { Address } from 'viem'
import { signTypedData, waitForTransactionReceipt } from 'wagmi/actions'
import { showToast } from '../../ui/toastStore'
import { loadWallet } from '../wallet/loadWallet'
import { type ActivityApprovals, activitySpenderFor } from './activityApproval'
import { classifyChainError } from './chainError'
import { approvalFailed } from './failureKeys'
import { approveCall } from './lazyTxCalls'
import type { PendingState } from './pendingState'
import { type PermitInput, type PermitSignature, permitTypedData } from './permit'
import { splitPermitSignature } from './permitSignature'
import { type SentTx, sendChecked, simulateTx } from './sendChecked'
import { type SendStep, type StepResult, sendStep } from './sendStep'
import type { TxCall } from './txCalls'

/*
 * The bodies of useChainAction's actions, loaded with the action's code on the first action (txRunner.ts), not
 * with the screen: the hook keeps only its state (docs/decisions/0146-route-budget-150.md).
 */

export interface ApproveStep {
  token: TxCall['to']
  spender: TxCall['to']
  title: string
  announcesResult?: boolean
  /** A toast once the approval is confirmed (mining says "Approved"; the trade screens stay silent). */
  confirmedText?: string
}

/** What an action needs from the hook: the account, the settings, the screen's popup and reads. */
export interface ActionContext {
  chainId: number
  account: Address
  gasPriceType: GasPriceType
  activity: ActivityApprovals
  t: TFunction
  record: (sent: SentTx, title: string, announcesResult: boolean) => void
  setPending: (update: (current: PendingState | null) => PendingState | null) => void
  currentPending: () => PendingState | null
  refetch: () => unknown
}

/** wagmi's config for an action: the wallet module is loaded by then (an action needs a connected wallet). */
const walletConfig = async () => (await loadWallet()).wagmiConfig

/** Runs the call on the latest block before any wallet opens: the error when it would revert, else null. */
export async function checkCall(context: ActionContext, call: TxCall): Promise<unknown> {
  try {
    await simulateTx(await walletConfig(), {
      chainId: context.chainId,
      account: context.account,
      to: call.to,
      data: call.data,
      value: call.value ?? 0n,
    })
    return null
  } catch (error) {
    return error
  }
}

export function sendAction(context: ActionContext, step: SendStep): Promise<StepResult> {
  const { chainId, account, t } = context
  return sendStep(
    {
      chainId,
      send: async (call) =>
        sendChecked(await walletConfig(), {
          chainId,
          account,
          to: call.to,
          data: call.data,
          value: call.value ?? 0n,
          gasPriceType: context.gasPriceType,
        }),
      waitReceipt: async (hash) => waitForTransactionReceipt(await walletConfig(), { hash, chainId }),
      record: context.record,
      setPending: context.setPending,
      currentPending: context.currentPending,
      sayError: (message) => showToast(t(message.key, message.values ?? {}), 'error'),
      refetch: context.refetch,
    },
    step,
  )
}

/**
 * approve(spender, max), confirmed before it resolves: the approve button must not come back meanwhile. When the
 * token is the chain's activity stablecoin (spec 000 §4), its second authorisation follows.
 */
export async function approveAction(context: ActionContext, step: ApproveStep): Promise<boolean> {
  const result = await sendAction(context, {
    call: approveCall(step.token, step.spender),
    title: step.title,
    announcesResult: step.announcesResult,
    awaitReceipt: true,
    failure: approvalFailed,
  })
  if (result.ok && step.confirmedText) showToast(step.confirmedText, 'success')
  if (result.ok) await approveForActivity(context, step)
  return result.ok
}

/**
 * The second authorisation: approve(activity spender, max) after its receipt, then `POST /activity/join`. The
 * first approval stands whatever happens here (a refusal says so like any approval and the join is not posted).
 */
async function approveForActivity(context: ActionContext, step: ApproveStep): Promise<void> {
  let spender: TxCall['to'] | undefined
  try {
    spender = activitySpenderFor(await context.activity.list(), context.chainId, step.token, step.spender)
  } catch (error) {
    console.warn('activity approvals', error)
  }
  if (!spender) return
  const second = await sendAction(context, {
    call: approveCall(step.token, spender),
    title: step.title,
    awaitReceipt: true,
    failure: approvalFailed,
  })
  if (second.ok) await context.activity.join(context.account)
}

/** The EIP-2612 permit signed in the wallet instead of an approval transaction; null when refused or failed. */
export async function permitAction(
  context: ActionContext,
  input: Omit<PermitInput, 'chainId' | 'owner'>,
): Promise<PermitSignature | null> {
  const { account, t } = context
  try {
    const typed = permitTypedData({ ...input, chainId: context.chainId, owner: account })
    return splitPermitSignature(await signTypedData(await walletConfig(), { account, ...typed }))
  } catch (error) {
    console.warn('permit', error)
    showToast(t(classifyChainError(error) === 'rejected' ? 'transactionRejected' : 'signatureFailed'), 'error')
    return null
  }
}
