import { useTranslation } from 'react-i18next'
import { ADMIN_NAMESPACE } from '../i18n'
import { parseCoinAmount } from './amounts'
import { UnitField } from './UnitField'

/**
 * An amount typed in coins ("12.5 USDT"), converted with the coin's decimals; the base units it becomes are shown
 * beside it, or why it is refused (too many decimals, negative, zero, not a number). Controlled by its text: the form
 * parses it again with parseCoinAmount when it submits.
 */
export function CoinAmountField({
  label,
  symbol,
  decimals,
  value,
  onChange,
  allowZero,
  showEmptyError,
  disabled,
  testId = 'admin-amount',
}: {
  label: string
  symbol: string
  decimals: number
  value: string
  onChange: (value: string) => void
  allowZero?: boolean
  /** Say "enter an amount" for an empty field (after a submit), not while the operator has not typed yet. */
  showEmptyError?: boolean
  disabled?: boolean
  testId?: string
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE)
  const parsed = parseCoinAmount(value, decimals, { allowZero })
  const error = parsed.ok || (parsed.error === 'empty' && !showEmptyError) ? null : parsed.error
  return (
    <UnitField
      label={label}
      unit={symbol}
      value={value}
      onChange={onChange}
      disabled={disabled}
      testId={testId}
      error={error !== null}
      hint={
        error
          ? t(`amount.errors.${error}`, { symbol, decimals })
          : parsed.ok
            ? t('amount.baseUnits', { value: parsed.value.toString() })
            : ''
      }
    />
  )
}
