import { useId } from 'react'

/**
 * A labelled text field with its unit beside it and one line under it: what the typed text becomes, or why it is
 * refused (`error` set: the line reads as an error and the input is marked invalid). CoinAmountField and
 * PercentPpmField are this field with their own parsing.
 */
export function UnitField({
  label,
  unit,
  value,
  onChange,
  hint,
  error,
  disabled,
  testId,
}: {
  label: string
  unit: string
  value: string
  onChange: (value: string) => void
  hint: string
  error: boolean
  disabled?: boolean
  testId: string
}) {
  const id = useId()
  return (
    <div className="admin-field">
      <label htmlFor={id} className="admin-field__label">
        {label}
      </label>
      <div className="admin-field__box">
        <input
          id={id}
          className="admin-field__input"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-info`}
          data-testid={testId}
          onChange={(event) => onChange(event.target.value)}
        />
        <span className="admin-field__unit">{unit}</span>
      </div>
      <p
        id={`${id}-info`}
        className={`admin-field__hint${error ? ' admin-field__hint--error' : ''}`}
        data-testid={`${testId}-info`}
      >
        {hint}
      </p>
    </div>
  )
}
