import { useSyncExternalStore } from 'react'
import './toast.css'
import { getToast, subscribeToast } from './toastStore'

export function ToastHost() {
  const toast = useSyncExternalStore(subscribeToast, getToast, getToast)
  // The live region stays on the page, empty between toasts: screen readers announce text added to a region
  // they already know, not a region that appears with its text.
  return (
    <div className="toast-layer" role="status" aria-live="polite" aria-atomic="true" data-testid="toast-region">
      {toast ? (
        <div key={toast.id} className={`toast toast--${toast.kind}`} data-testid="toast">
          {toast.text}
        </div>
      ) : null}
    </div>
  )
}
