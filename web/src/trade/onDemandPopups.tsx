import type { PendingState } from '../chain/tx/pendingState'
import { onDemand } from '../ui/onDemand'
import type { TokenPickerProps } from './TokenPicker'

// What a trade screen shows only after an action loads on first use, not with the screen (issue 17).

/** The recent-transactions popup (TransactionRecord), loaded when first opened. */
export const TransactionRecord = onDemand(() => import('./TransactionRecord').then((m) => m.TransactionRecord))

const LoadedPendingPopup = onDemand<{ open: boolean; state: PendingState | null; onClose: () => void }>(() =>
  import('./PendingPopup').then((m) => m.PendingPopup),
)

/**
 * The token picker (TokenPicker), loaded when first opened: it opens once its code is there, and its list, search,
 * import and Popup stay out of the screens' first load (docs/decisions/0146-route-budget-150.md).
 */
export const TokenPicker = onDemand<TokenPickerProps>(() => import('./TokenPicker').then((m) => m.TokenPicker))

/** The pending-transaction popup (PendingPopup), loaded when the first transaction starts. */
export function PendingPopup({ state, onClose }: { state: PendingState | null; onClose: () => void }) {
  return <LoadedPendingPopup open={state !== null} state={state} onClose={onClose} />
}
