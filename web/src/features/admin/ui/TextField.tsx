import { useId } from 'react'

/**
 * A labelled free-text field (a line, or several with `multiline`), with why its text is refused under it when
 * `error` is set. Typed figures with a unit are UnitField's; this is for titles, links, paths and orders.
 */
export function TextField({
  label,
  value,
  onChange,
  error,
  testId,
  maxLength,
  inputMode,
  multiline,
  rows = 3,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string | null
  testId?: string
  maxLength?: number
  inputMode?: 'numeric'
  multiline?: boolean
  rows?: number
}) {
  const id = useId()
  const common = {
    id,
    className: 'admin-field__input',
    value,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    'data-testid': testId,
  }
  return (
    <div className="admin-field">
      <label htmlFor={id} className="admin-field__label">
        {label}
      </label>
      {multiline ? (
        <textarea {...common} rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} inputMode={inputMode} onChange={(event) => onChange(event.target.value)} />
      )}
      {error ? (
        <p id={`${id}-error`} className="admin-field__hint admin-field__hint--error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
