import { useId } from 'react'

/** A list's filter: a labelled choice whose first option (`all`, the empty value) filters nothing. */
export function FilterSelect({
  label,
  all,
  options,
  value,
  onChange,
  testId,
}: {
  label: string
  all: string
  options: readonly { value: string; label: string }[]
  value: string
  onChange: (value: string) => void
  testId: string
}) {
  const id = useId()
  return (
    <div className="admin-field">
      <label htmlFor={id} className="admin-field__label">
        {label}
      </label>
      <select
        id={id}
        className="admin-select"
        value={value}
        data-testid={testId}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
