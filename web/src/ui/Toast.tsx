import { useSyncExternalStore } from 'react'
import './toast.css'
import { getToast, subscribeToast } from './toastStore'

export function ToastHost() {
  const toast = useSyncExternalStore(subscribeToast, getToast, getToast)
  if (!toast) return null
  return (
    <div className="toast-layer" aria-live="polite">
      <div key={toast.id} className={`toast toast--${toast.kind}`} data-testid="toast" role="status">
        {toast.text}
      </div>
    </div>
  )
}
