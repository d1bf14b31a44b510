import { type ReactNode, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import './popup.css'
import { useFocusTrap } from './useFocusTrap'

interface PopupProps {
  open: boolean
  title?: ReactNode
  onClose: () => void
  /** `sheet` slides up from the bottom (mobile), `center` is a dialog. */
  placement?: 'sheet' | 'center' | 'left'
  children: ReactNode
  testId?: string
  closeLabel?: string
  /** The dialog's name for screen readers when it shows no title. */
  label?: string
  /** The id of the element that describes the dialog (read after its name). */
  describedBy?: string
}

/**
 * A modal layer: backdrop click and Escape close it. While open it holds the keyboard focus (Tab cycles inside)
 * and gives it back to the control that opened it when it closes.
 */
export function Popup({
  open,
  title,
  onClose,
  placement = 'sheet',
  children,
  testId,
  closeLabel,
  label,
  describedBy,
}: PopupProps) {
  const { t } = useTranslation()
  const titleId = useId()
  const close = closeLabel ?? t('nav.close')
  const dialog = useRef<HTMLDivElement>(null)
  useFocusTrap(dialog, open, onClose)
  if (!open) return null
  return (
    <div className={`popup-layer popup-layer--${placement}`}>
      {/* A pointer target only: keyboard users close with Escape or the close button. */}
      <button type="button" className="popup-backdrop" aria-label={close} tabIndex={-1} onClick={onClose} />
      <div
        ref={dialog}
        tabIndex={-1}
        className={`popup popup--${placement}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : label}
        aria-describedby={describedBy}
        data-testid={testId}
      >
        {title ? (
          <div className="popup__head">
            <h2 id={titleId} className="popup__title">
              {title}
            </h2>
            <button type="button" className="popup__close" aria-label={close} onClick={onClose} data-popup-close>
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
