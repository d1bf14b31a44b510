import type { PendingState } from '../chain/tx/pendingState'
import { onDemand } from '../ui/onDemand'

// What a trade screen shows only after an action loads on first use, not with the screen (issue 17).

/** The recent-transactions popup (TransactionRecord), loaded when first opened. */
export const TransactionRecord = onDemand(() => import('./TransactionRecord').then((m) => m.TransactionRecord))

const LoadedPendingPopup = onDemand<{ open: boolean; state: PendingState | null; onClose: () => void }>(() =>
  import('./PendingPopup').then((m) => m.PendingPopup),
)

/** The pending-transaction popup (PendingPopup), loaded when the first transaction starts. */
export function PendingPopup({ state, onClose }: { state: PendingState | null; onClose: () => void }) {
  return <LoadedPendingPopup open={state !== null} state={state} onClose={onClose} />
}
