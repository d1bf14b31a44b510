import { type ReactNode, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../ui/Button'
import { Popup } from '../../../ui/Popup'
import { ADMIN_NAMESPACE } from '../i18n'
import { NoteField } from './NoteField'

export interface ReviewChange {
  /** Stable key; the row's test id is `admin-review-<key>`. */
  key: string
  label: ReactNode
  /** What it is now; null or '' when there is nothing yet (a new record). */
  before: ReactNode
  after: ReactNode
}

export interface ReviewDialogProps {
  title: string
  changes: readonly ReviewChange[]
  /** A dangerous change: the wallet signs it after Confirm (said in the dialog). */
  signed?: boolean
  /** Ask for the optional note (on by default: every change may carry one). */
  withNote?: boolean
  /** The request is running: both buttons wait, Escape and the backdrop do nothing. */
  busy?: boolean
  /** Why the last attempt failed, in the user's language (nothing changed). */
  error?: string | null
  confirmLabel?: string
  onConfirm: (note: string) => void
  onCancel: () => void
  testId?: string
}

const blank = (value: ReactNode) => value === null || value === undefined || value === ''

/**
 * Every operator change goes through this review: a table of each item's value now and what it becomes, an optional
 * note for the audit log (the first focus, as the popup gives a text field: an Enter by habit writes a new line, it
 * does not confirm), then Cancel and Confirm. While the
 * request runs the buttons wait; a failure is said inside the dialog and the operator can try again or cancel.
 */
export function ReviewDialog({
  title,
  changes,
  signed = false,
  withNote = true,
  busy = false,
  error = null,
  confirmLabel,
  onConfirm,
  onCancel,
  testId = 'admin-review',
}: ReviewDialogProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE)
  const [note, setNote] = useState('')
  const warningId = useId()
  const cancel = () => {
    if (!busy) onCancel()
  }
  return (
    <Popup open title={title} onClose={cancel} placement="center" testId={testId} describedBy={warningId}>
      <div className="admin-review">
        <table className="admin-review__table">
          <thead>
            <tr>
              <th scope="col">{t('review.field')}</th>
              <th scope="col">{t('review.before')}</th>
              <th scope="col">{t('review.after')}</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.key} data-testid={`admin-review-${change.key}`}>
                <th scope="row">{change.label}</th>
                <td data-testid={`admin-review-${change.key}-before`}>
                  {blank(change.before) ? t('review.none') : change.before}
                </td>
                <td data-testid={`admin-review-${change.key}-after`}>
                  <strong>{blank(change.after) ? t('review.none') : change.after}</strong>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {withNote ? <NoteField value={note} onChange={setNote} disabled={busy} /> : null}
        <p className="admin-review__warning" id={warningId} data-testid="admin-review-warning">
          {signed ? t('review.signed') : t('review.warning')}
        </p>
        {error ? (
          <p className="admin-review__error" role="alert" data-testid="admin-review-error">
            {error}
          </p>
        ) : null}
        <div className="admin-review__actions">
          <Button variant="secondary" disabled={busy} onClick={cancel} data-testid="admin-review-cancel">
            {t('review.cancel')}
          </Button>
          <Button loading={busy} onClick={() => onConfirm(note.trim())} data-testid="admin-review-confirm">
            {busy ? t('review.busy') : (confirmLabel ?? t('review.confirm'))}
          </Button>
        </div>
      </div>
    </Popup>
  )
}
