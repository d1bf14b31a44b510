import { type ReactNode, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Popup } from './Popup'
import './review.css'

export interface ReviewRow {
  /** Stable key; also the row's test id (`review-<key>`). */
  key: string
  label: ReactNode
  value: ReactNode
  /** A second line under the value, e.g. the recipient's full address under its short form. */
  detail?: ReactNode
  /** The figure that matters most (the total debited): drawn bolder, above a rule. */
  strong?: boolean
}

export interface ReviewDialogProps {
  title: string
  /** What will happen, one figure a row. */
  rows: readonly ReviewRow[]
  /**
   * The network fee line of a chain action (remove liquidity, community stake ...): its own row after the
   * figures, filled by the fee component of the transaction path; left out where the action costs no gas.
   */
  fee?: ReactNode
  /** What cannot be undone, said plainly; the dialog's description for screen readers. */
  warning: ReactNode
  confirmLabel: string
  onConfirm: () => void
  /** Cancel, Escape, the backdrop and the close cross: back to the form, nothing sent. */
  onCancel: () => void
  testId?: string
}

/**
 * The one review step before an irreversible action (issue 29): a modal dialog (focus held inside and given back,
 * Escape cancels) naming every figure, what cannot be undone, and two named buttons. Cancel comes first and takes
 * the first focus, so an Enter pressed by habit does not confirm. Nothing is signed or sent before Confirm.
 */
export function ReviewDialog({
  title,
  rows,
  fee,
  warning,
  confirmLabel,
  onConfirm,
  onCancel,
  testId = 'review-dialog',
}: ReviewDialogProps) {
  const { t } = useTranslation()
  const warningId = useId()
  return (
    <Popup open title={title} onClose={onCancel} placement="center" testId={testId} describedBy={warningId}>
      <dl className="review__rows">
        {rows.map((row) => (
          <div key={row.key} className={`review__row${row.strong ? ' review__row--strong' : ''}`}>
            <dt>{row.label}</dt>
            <dd data-testid={`review-${row.key}`}>
              <span className="review__value">{row.value}</span>
              {row.detail ? <span className="review__detail">{row.detail}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
      {/* Outside the list: the fee line is its own label and figure, not a dt/dd pair. */}
      {fee ? (
        <div className="review__row review__fee" data-testid="review-fee">
          {fee}
        </div>
      ) : null}
      <p className="review__warning" id={warningId} data-testid="review-warning">
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M12 3l10 18H2L12 3z M12 10v5 M12 18v.01" />
        </svg>
        <span>{warning}</span>
      </p>
      <div className="review__actions">
        <button type="button" className="btn btn--secondary btn--md" data-testid="review-cancel" onClick={onCancel}>
          {t('cancel')}
        </button>
        <button type="button" className="btn btn--primary btn--md" data-testid="review-confirm" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Popup>
  )
}
