import type { Hex } from 'viem'
import { classifyChainError } from './chainError'
import { type FailureKeys, failureMessageKey, transactionFailed } from './failureMessage'
import type { PendingState } from './pendingState'
import type { SentTx } from './sendChecked'
import type { TxCall } from './txCalls'

export interface SendStep {
  /** The call, or how to build it when its encoding loads on first use (the popup shows meanwhile). */
  call: TxCall | (() => Promise<TxCall>)
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

/** What a step needs from the wallet, the node and the screen; `useChainAction` gives the real ones. */
export interface StepDeps {
  chainId: number
  /** Simulates, estimates and asks the wallet (`sendChecked`). */
  send: (call: TxCall) => Promise<SentTx>
  waitReceipt: (hash: Hex) => Promise<{ status: 'success' | 'reverted' }>
  record: (sent: SentTx, title: string, announcesResult: boolean) => void
  setPending: (update: (current: PendingState | null) => PendingState | null) => void
  /** An error toast of a catalogue key. */
  sayError: (key: string) => void
  refetch: () => unknown
}

/**
 * One transaction, the same way for every screen: pending popup (when asked), send, record the hash, "submitted"
 * with the hash, then (when asked) the receipt; a revert shows "failed" and the step's message, a refusal in the
 * wallet closes the popup and says so (spec 000 §4, §8). The screen's reads are refetched whatever the outcome.
 */
export async function sendStep(deps: StepDeps, step: SendStep): Promise<StepResult> {
  const keys = step.failure ?? transactionFailed
  const shown = step.pending
  const { chainId } = deps
  if (shown) deps.setPending(() => ({ status: shown.status, text: shown.text, chainId }))
  try {
    const sent = await deps.send(typeof step.call === 'function' ? await step.call() : step.call)
    deps.record(sent, step.title, step.announcesResult ?? false)
    if (shown) deps.setPending(() => ({ status: 1, text: shown.text, hash: sent.hash, chainId }))
    if (!step.awaitReceipt) return { ok: true, hash: sent.hash }
    const receipt = await deps.waitReceipt(sent.hash)
    if (receipt.status === 'success') return { ok: true, hash: sent.hash }
    if (shown) deps.setPending(() => ({ status: 2, text: shown.text, hash: sent.hash, chainId }))
    deps.sayError(failureMessageKey('other', keys))
    return { ok: false }
  } catch (error) {
    console.warn('chain action', error)
    const kind = classifyChainError(error)
    if (kind === 'rejected') deps.setPending(() => null)
    else if (shown) deps.setPending((p) => (p ? { ...p, status: 2 } : p))
    deps.sayError(failureMessageKey(kind, keys))
    return { ok: false }
  } finally {
    // Spec 000 §4: what the transaction changed (allowance, balances, reserves) is read again at once.
    await deps.refetch()
  }
}
