import { useTranslation } from 'react-i18next'
import { ADMIN_NAMESPACE } from '../i18n'
import { parsePercentPpm } from './amounts'
import { UnitField } from './UnitField'

/**
 * A rate typed in percent ("0.2"), its base value in ppm beside it (2000), or why it is refused. Controlled by its
 * text: the form parses it again with parsePercentPpm when it submits.
 */
export function PercentPpmField({
  label,
  value,
  onChange,
  maxPercent = 100,
  showEmptyError,
  disabled,
  testId = 'admin-percent',
}: {
  label: string
  value: string
  onChange: (value: string) => void
  maxPercent?: number
  showEmptyError?: boolean
  disabled?: boolean
  testId?: string
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE)
  const parsed = parsePercentPpm(value, { maxPercent })
  const error = parsed.ok || (parsed.error === 'empty' && !showEmptyError) ? null : parsed.error
  return (
    <UnitField
      label={label}
      unit="%"
      value={value}
      onChange={onChange}
      disabled={disabled}
      testId={testId}
      error={error !== null}
      hint={
        error
          ? t(`percent.errors.${error}`, { max: maxPercent, example: '1 ppm = 0.0001%' })
          : parsed.ok
            ? t('percent.ppm', { value: parsed.value, unit: 'ppm' })
            : ''
      }
    />
  )
}
