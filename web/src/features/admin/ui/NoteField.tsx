import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { ADMIN_NAMESPACE } from '../i18n'

/** The longest note the admin API keeps with a change (docs/interfaces.md). */
export const NOTE_MAX = 500

/** The optional note of an operator change: why it was made, kept in the audit log with it. */
export function NoteField({
  value,
  onChange,
  disabled,
}: {
  value: string
  onChange: (value: string) => void
  disabled?: boolean
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE)
  const id = useId()
  return (
    <div className="admin-field">
      <label htmlFor={id} className="admin-field__label">
        {t('note.label')}
      </label>
      <textarea
        id={id}
        className="admin-field__input admin-field__input--note"
        rows={2}
        maxLength={NOTE_MAX}
        value={value}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        data-testid="admin-note"
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className="admin-field__hint">
        <span>{t('note.hint', { max: NOTE_MAX })}</span>
        <span aria-hidden="true">{t('note.count', { count: value.length, max: NOTE_MAX })}</span>
      </p>
    </div>
  )
}
