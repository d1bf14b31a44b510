import type { ConfigSetBody } from '@phoswap/core/api/admin'
import type { AdminConfigData } from '@phoswap/core/api/console'
import { parseStarRequirements } from '@phoswap/core/rewards/starCards'
import { type ReactNode, useId, useState } from 'react'
import { Button } from '../../../ui/Button'
import { type AdminCoin, exactCoin, percentWithPpm } from '../coins/coinFormat'
import { coinText, parseCoinAmount, parsePercentPpm, ppmPercentText } from '../ui/amounts'
import { CoinAmountField } from '../ui/CoinAmountField'
import { PercentPpmField } from '../ui/PercentPpmField'
import { ReviewDialog } from '../ui/ReviewDialog'
import { useAdminMutation } from '../ui/useAdmin'
import { type SectionTexts, useSettingsTexts } from './i18n'
import { type StarRows, StarsEditor, StarsTable, starRowsOf, starsText } from './StarsEditor'
import { minuteOfDay, parseMinuteOfDay, type SettingKey, settingError } from './settingKeys'
import { useFocusFirst } from './useFocusFirst'

type Item = AdminConfigData['list'][number]
type T = SectionTexts

/** A setting's value as the operator reads it: coins with base units, percent with ppm, a UTC time ... */
export function shownValue(setting: SettingKey, value: string | null, coins: AdminCoin[], t: T): ReactNode {
  if (value === null) return t('unset')
  const kind = setting.kind
  switch (kind.type) {
    case 'amount': {
      const coin = coins.find((c) => c.coin_en === kind.coin)
      if (!coin || !/^\d+$/.test(value)) return value
      return `${exactCoin(value, coin.decimals, coin.coin_en)} (${t('baseUnits', { value })})`
    }
    case 'ppm':
      return /^\d+$/.test(value) ? percentWithPpm(value) : value
    case 'seconds':
      return t('seconds', { value, hours: Math.round((Number(value) / 3600) * 100) / 100 })
    case 'minute':
      return /^\d+$/.test(value) ? `${minuteOfDay(Number(value))} UTC (${value})` : value
    case 'link':
      return value === '' ? t('hidden') : value
    case 'stars': {
      const rows = parseStarRequirements(value)
      return rows ? <StarsTable rows={rows} coins={coins} /> : value
    }
    default:
      return value
  }
}

/** One `config set` key: its value now (or the default that applies), and its editor with the key's own field. */
export function SettingRow({
  setting,
  item,
  coins,
}: {
  setting: SettingKey
  item: Item | undefined
  coins: AdminCoin[]
}) {
  const t = useSettingsTexts()
  const [editing, setEditing] = useState(false)
  const name = t(`keys.${setting.key}`)
  const current = item?.value ?? null
  const inForce = current ?? item?.default ?? null
  return (
    <li className="admin-set__card" data-testid={`admin-setting-${setting.key}`}>
      <div className="admin-set__card-head">
        <h4 className="admin-set__name">{name}</h4>
        {setting.signed ? <span className="admin-set__badge">{t('signed')}</span> : null}
      </div>
      <div className="admin-set__value" data-testid={`admin-setting-${setting.key}-value`}>
        <span className="admin-muted">{t('current')}: </span>
        {shownValue(setting, inForce, coins, t)}
        {current === null && inForce !== null ? <span className="admin-muted"> · {t('defaultApplies')}</span> : null}
      </div>
      {editing ? (
        <SettingEditor setting={setting} current={inForce} coins={coins} onDone={() => setEditing(false)} />
      ) : (
        <Button
          size="sm"
          variant="secondary"
          data-testid={`admin-setting-${setting.key}-edit`}
          onClick={() => setEditing(true)}
        >
          {t('edit')}
          <span className="visually-hidden"> {name}</span>
        </Button>
      )}
    </li>
  )
}

/** The text the field starts with: the value in force in the field's own unit. */
function startText(setting: SettingKey, current: string | null, coins: AdminCoin[]): string {
  if (current === null) return ''
  const kind = setting.kind
  if (kind.type === 'amount') {
    const coin = coins.find((c) => c.coin_en === kind.coin)
    return coin && /^\d+$/.test(current) ? coinText(current, coin.decimals) : current
  }
  if (kind.type === 'ppm') return /^\d+$/.test(current) ? ppmPercentText(current) : current
  if (kind.type === 'minute') return /^\d+$/.test(current) ? minuteOfDay(Number(current)) : current
  return current
}

function SettingEditor({
  setting,
  current,
  coins,
  onDone,
}: {
  setting: SettingKey
  current: string | null
  coins: AdminCoin[]
  onDone: () => void
}) {
  const t = useSettingsTexts()
  const id = useId()
  const kind = setting.kind
  const [text, setText] = useState(startText(setting, current, coins))
  const [stars, setStars] = useState<StarRows>(() => starRowsOf(current, coins))
  const [submitted, setSubmitted] = useState(false)
  const [review, setReview] = useState<string | null>(null)
  const change = useAdminMutation()
  const formRef = useFocusFirst<HTMLFormElement>()
  const coin = kind.type === 'amount' ? coins.find((c) => c.coin_en === kind.coin) : undefined
  const testId = `admin-setting-${setting.key}-input`

  /** The setting's own text (base units, ppm, minutes ...) from what is typed, or why it is refused. */
  const typedValue = (): { value: string } | { error: string } => {
    switch (kind.type) {
      case 'amount': {
        if (!coin) return { error: 'error.amount' }
        const parsed = parseCoinAmount(text, coin.decimals, { allowZero: kind.min === 0n })
        return parsed.ok ? { value: parsed.value.toString() } : { error: 'error.amount' }
      }
      case 'ppm': {
        const parsed = parsePercentPpm(text, { maxPercent: kind.max / 10_000 })
        if (!parsed.ok) return { error: 'error.range' }
        return { value: String(parsed.value) }
      }
      case 'minute': {
        const minute = parseMinuteOfDay(text)
        return minute === null ? { error: 'error.time' } : { value: String(minute) }
      }
      case 'stars': {
        const json = starsText(stars, coins)
        return json ? { value: json } : { error: 'stars.order' }
      }
      default:
        return { value: text.trim() }
    }
  }
  const result = typedValue()
  const error = 'error' in result ? result.error : settingError(kind, result.value)
  const unchanged = !error && 'value' in result && result.value === (current ?? '') && current !== null

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    if (error || unchanged || !('value' in result)) return
    change.reset()
    setReview(result.value)
  }

  const hint = kind.type in HINTS ? t(`hints.${HINTS[kind.type as keyof typeof HINTS]}`) : null
  const shownError = submitted ? (error ? t(error) : unchanged ? t('error.unchanged') : null) : null
  let field: ReactNode
  if (kind.type === 'amount' && coin)
    field = (
      <CoinAmountField
        label={t(`keys.${setting.key}`)}
        symbol={coin.coin_en}
        decimals={coin.decimals}
        value={text}
        onChange={setText}
        allowZero={kind.min === 0n}
        showEmptyError={submitted}
        testId={testId}
      />
    )
  else if (kind.type === 'ppm')
    field = (
      <PercentPpmField
        label={t(`keys.${setting.key}`)}
        value={text}
        onChange={setText}
        maxPercent={kind.max / 10_000}
        showEmptyError={submitted}
        testId={testId}
      />
    )
  else if (kind.type === 'stars') field = <StarsEditor rows={stars} onChange={setStars} />
  else
    field = (
      <div className="admin-field">
        <label htmlFor={id} className="admin-field__label">
          {t(`keys.${setting.key}`)}
        </label>
        <input
          id={id}
          className="admin-field__input"
          value={text}
          inputMode={kind.type === 'seconds' ? 'numeric' : undefined}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={`${id}-hint`}
          data-testid={testId}
          onChange={(e) => setText(e.target.value)}
        />
        {hint ? (
          <p id={`${id}-hint`} className="admin-field__hint">
            {hint}
          </p>
        ) : null}
      </div>
    )

  return (
    <form
      ref={formRef}
      className="admin-set__form"
      onSubmit={submit}
      noValidate
      data-testid={`admin-setting-${setting.key}-form`}
    >
      {field}
      {shownError ? (
        <p className="admin-set__error" role="alert" data-testid={`admin-setting-${setting.key}-error`}>
          {shownError}
        </p>
      ) : null}
      {setting.signed ? <p className="admin-muted">{t('signedNote')}</p> : null}
      <div className="admin-set__actions">
        <Button size="sm" variant="secondary" onClick={onDone}>
          {t('cancel')}
        </Button>
        <Button size="sm" type="submit" data-testid={`admin-setting-${setting.key}-review`}>
          {t('review')}
        </Button>
      </div>
      {review !== null ? (
        <ReviewDialog
          title={t('editNamed', { name: t(`keys.${setting.key}`) })}
          changes={[
            {
              key: setting.key,
              label: t(`keys.${setting.key}`),
              before: shownValue(setting, current, coins, t),
              after: shownValue(setting, review, coins, t),
            },
          ]}
          signed={setting.signed}
          busy={change.busy}
          error={change.error}
          onCancel={() => setReview(null)}
          onConfirm={async (note) => {
            const body = { key: setting.key, value: review } as ConfigSetBody
            const done = setting.signed
              ? await change.run({ path: '/admin/config/set', body, note, signed: 'op_config_set' })
              : await change.run({ path: '/admin/config/set', body, note })
            if (done) {
              setReview(null)
              onDone()
            }
          }}
        />
      ) : null}
    </form>
  )
}

const HINTS = { url: 'url', address: 'address', link: 'link', seconds: 'seconds', minute: 'minute' } as const
