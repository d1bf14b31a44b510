import type { Hex } from 'viem'
import { classifyChainError } from './chainError'
import { type FailureKeys, transactionFailed } from './failureKeys'
import { type FailureMessage, failureMessageOf } from './failureMessage'
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
  /** The figures of a contract reason that carries one (the vote's remaining capacity), read when it fails. */
  figures?: () => Promise<Record<string, string> | null>
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
  /** The popup's state now (to know whether the user closed it before the receipt). */
  currentPending: () => PendingState | null
  /** An error toast of a message (used when no popup shows the step). */
  sayError: (message: FailureMessage) => void
  refetch: () => unknown
}

/**
 * One transaction, the same way for every screen: pending popup (when asked), send, record the hash, "submitted"
 * with the hash, then the receipt's outcome in the same popup (confirmed, or failed with its reason). A failure
 * shows once: in the popup when there is one, else as a toast; a refusal in the wallet closes the popup and says so
 * (spec 000 §4, §8). The screen's reads are refetched whatever the outcome.
 */
export async function sendStep(deps: StepDeps, step: SendStep): Promise<StepResult> {
  const keys = step.failure ?? transactionFailed
  const shown = step.pending
  const { chainId } = deps
  if (shown) deps.setPending(() => ({ status: shown.status, text: shown.text, chainId }))
  try {
    const sent = await deps.send(typeof step.call === 'function' ? await step.call() : step.call)
    // A popup announces the outcome itself; the receipt watcher's toast would say it twice.
    deps.record(sent, step.title, step.announcesResult ?? !!shown)
    if (shown) deps.setPending(() => ({ status: 1, text: shown.text, hash: sent.hash, chainId }))
    if (!step.awaitReceipt) {
      // The caller goes on at the hash; the popup still follows the receipt.
      if (shown) void followReceipt(deps, sent.hash, keys)
      return { ok: true, hash: sent.hash }
    }
    const ok = await outcome(deps, sent.hash, keys, !!shown)
    return ok ? { ok: true, hash: sent.hash } : { ok: false }
  } catch (error) {
    console.warn('chain action', error)
    const figures = step.figures ? await step.figures().catch(() => null) : null
    const message = failureMessageOf(error, { chainId, keys, figures })
    if (classifyChainError(error) === 'rejected' || !shown) {
      deps.setPending(() => null)
      deps.sayError(message)
    } else {
      deps.setPending((p) => (p ? { ...p, status: 2, reason: message } : p))
    }
    return { ok: false }
  } finally {
    // Spec 000 §4: what the transaction changed (allowance, balances, reserves) is read again at once.
    await deps.refetch()
  }
}

/** Waits for the receipt and shows it: confirmed or failed in the popup of this hash, else a toast of the failure. */
async function outcome(deps: StepDeps, hash: Hex, keys: FailureKeys, shown: boolean): Promise<boolean> {
  const receipt = await deps.waitReceipt(hash)
  const ok = receipt.status === 'success'
  const failed: FailureMessage = { key: keys('other') }
  const inPopup = shown && deps.currentPending()?.hash === hash
  if (inPopup)
    deps.setPending((p) =>
      p?.hash !== hash ? p : ok ? { ...p, confirmed: true } : { ...p, status: 2, reason: failed },
    )
  if (!ok && !inPopup) deps.sayError(failed)
  return ok
}

async function followReceipt(deps: StepDeps, hash: Hex, keys: FailureKeys): Promise<void> {
  try {
    await outcome(deps, hash, keys, true)
    await deps.refetch()
  } catch (error) {
    console.warn('receipt', error)
  }
}
