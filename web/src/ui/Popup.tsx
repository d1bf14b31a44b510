import { type ReactNode, useEffect, useId } from 'react'
import './popup.css'

interface PopupProps {
  open: boolean
  title?: ReactNode
  onClose: () => void
  /** `sheet` slides up from the bottom (mobile), `center` is a dialog. */
  placement?: 'sheet' | 'center' | 'left'
  children: ReactNode
  testId?: string
  closeLabel?: string
}

/** A modal layer: backdrop click and Escape close it; focus goes back to the element that opened it. */
export function Popup({ open, title, onClose, placement = 'sheet', children, testId, closeLabel }: PopupProps) {
  const titleId = useId()
  // Focus returns to what opened the popup (the picker button) once it closes.
  useEffect(() => {
    if (!open) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    return () => {
      if (opener?.isConnected) opener.focus()
    }
  }, [open])
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open, onClose])
  if (!open) return null
  return (
    <div className={`popup-layer popup-layer--${placement}`}>
      <button type="button" className="popup-backdrop" aria-label={closeLabel ?? 'close'} onClick={onClose} />
      <div
        className={`popup popup--${placement}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        data-testid={testId}
      >
        {title ? (
          <div className="popup__head">
            <h2 id={titleId} className="popup__title">
              {title}
            </h2>
            <button type="button" className="popup__close" aria-label={closeLabel ?? 'close'} onClick={onClose}>
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </div>
        ) : null}
        {children}
      </div>
    </div>
  )
}
