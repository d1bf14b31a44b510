import { type InputHTMLAttributes, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../ui/Button'
import { Popup } from '../../ui/Popup'
import { useExclusive } from '../../ui/useExclusive'
import { INVITE_NAMESPACE } from './i18n'

/**
 * The invitation page's one-field popups (bind a referrer, edit the own code): a labelled input, an optional hint,
 * cancel and confirm; Enter confirms. The input's own attributes (value, test id, limits) come from the popup.
 * One confirmation at a time: a second click or Enter while `onConfirm` runs does nothing.
 */
export function InviteFormPopup({
  open,
  onClose,
  onConfirm,
  title,
  testId,
  label,
  hint,
  input,
  cancelTestId,
  confirmTestId,
}: {
  open: boolean
  onClose: () => void
  onConfirm: () => Promise<void>
  title: string
  testId: string
  label: string
  hint?: string
  input: InputHTMLAttributes<HTMLInputElement> & { 'data-testid': string }
  cancelTestId?: string
  confirmTestId: string
}) {
  const { t } = useTranslation(INVITE_NAMESPACE)
  const inputId = useId()
  const hintId = useId()
  const { busy, run } = useExclusive<'confirm'>()
  const confirm = () => void run('confirm', onConfirm)
  return (
    <Popup open={open} onClose={onClose} title={title} placement="center" testId={testId} closeLabel={t('bind.cancel')}>
      <div className="invite-form">
        <label className="invite-form__label" htmlFor={inputId}>
          {label}
        </label>
        <input
          {...input}
          id={inputId}
          className="invite-form__input"
          autoComplete="off"
          aria-describedby={hint ? hintId : undefined}
          onKeyDown={(event) => {
            if (event.key === 'Enter') confirm()
          }}
        />
        {hint ? (
          <p id={hintId} className="invite-form__hint">
            {hint}
          </p>
        ) : null}
        <div className="invite-form__actions">
          <Button variant="secondary" onClick={onClose} data-testid={cancelTestId}>
            {t('bind.cancel')}
          </Button>
          <Button loading={busy !== null} onClick={confirm} data-testid={confirmTestId}>
            {t('bind.confirm')}
          </Button>
        </div>
      </div>
    </Popup>
  )
}
