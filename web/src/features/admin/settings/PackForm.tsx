import type { AdminPack } from '@phoswap/core/api/packAdmin'
import { useId, useState } from 'react'
import { Button } from '../../../ui/Button'
import type { AdminCoin } from '../coins/coinFormat'
import { parseCoinAmount, parsePercentPpm, ppmPercentText } from '../ui/amounts'
import { CoinAmountField } from '../ui/CoinAmountField'
import { PercentPpmField } from '../ui/PercentPpmField'
import { isSortOrder } from '../ui/sortOrder'
import { TextField } from '../ui/TextField'
import { useSettingsTexts } from './i18n'

export type Variant = AdminPack['variant']
/** A variant's name: the coin its packs pay out (server PACK_VARIANTS' reward coin). */
export const VARIANT_NAME: Record<Variant, string> = { gdt: 'GDT', vgt: 'VGT' }
/** The coin a pack of each variant is pledged in (server PACK_VARIANTS' pay coin): GDB or VGB, not what it pays. */
export const PLEDGE_COIN_OF: Record<Variant, string> = { gdt: 'GDB', vgt: 'VGB' }

/** A new package (variant, pledge in coins, rates in percent, order) or an offered one's new terms. */
export function PackForm({
  pack,
  coins,
  onCancel,
  onReview,
}: {
  pack?: AdminPack
  coins: AdminCoin[]
  onCancel: () => void
  onReview: (
    body: Record<string, unknown> & { static_rate_ppm?: number; profit_rate_ppm?: number; sort?: number },
  ) => void
}) {
  const t = useSettingsTexts()
  const id = useId()
  const [variant, setVariant] = useState<Variant>(pack?.variant ?? 'gdt')
  const [amount, setAmount] = useState('')
  const [staticRate, setStaticRate] = useState(pack ? ppmPercentText(pack.static_rate_ppm) : '')
  const [profitRate, setProfitRate] = useState(pack ? ppmPercentText(pack.profit_rate_ppm) : '')
  const [sort, setSort] = useState(String(pack?.sort ?? 0))
  const [submitted, setSubmitted] = useState(false)
  const coin = coins.find((c) => c.coin_en === PLEDGE_COIN_OF[variant])
  const staticPpm = parsePercentPpm(staticRate)
  const profitPpm = parsePercentPpm(profitRate, { maxPercent: 10_000 })
  const sortOk = isSortOrder(sort)
  const ruleError =
    staticPpm.ok && (staticPpm.value <= 0 || staticPpm.value > 1_000_000)
      ? t('packs.staticHint')
      : profitPpm.ok && profitPpm.value < 1_000_000
        ? t('packs.profitHint')
        : !sortOk
          ? t('error.whole')
          : null
  return (
    <form
      className="admin-set__form admin-set__form--boxed"
      noValidate
      data-testid={pack ? `admin-pack-${pack.id}-form` : 'admin-pack-form'}
      onSubmit={(event) => {
        event.preventDefault()
        setSubmitted(true)
        if (!staticPpm.ok || !profitPpm.ok || ruleError) return
        if (pack) {
          const body: { static_rate_ppm?: number; profit_rate_ppm?: number; sort?: number } = {}
          if (staticPpm.value !== pack.static_rate_ppm) body.static_rate_ppm = staticPpm.value
          if (profitPpm.value !== pack.profit_rate_ppm) body.profit_rate_ppm = profitPpm.value
          if (Number(sort) !== pack.sort) body.sort = Number(sort)
          if (Object.keys(body).length) onReview(body)
          return
        }
        const pledge = coin ? parseCoinAmount(amount, coin.decimals) : null
        if (!pledge?.ok) return
        onReview({
          variant,
          pledge_amount: pledge.value.toString(),
          static_rate_ppm: staticPpm.value,
          profit_rate_ppm: profitPpm.value,
          sort: Number(sort),
        })
      }}
    >
      {pack ? null : (
        <>
          <label className="admin-field" htmlFor={`${id}-variant`}>
            <span className="admin-field__label">{t('packs.variant')}</span>
            <select
              id={`${id}-variant`}
              className="admin-field__input"
              value={variant}
              onChange={(e) => setVariant(e.target.value as Variant)}
            >
              <option value="gdt">GDT</option>
              <option value="vgt">VGT</option>
            </select>
          </label>
          {coin ? (
            <CoinAmountField
              label={t('packs.pledge')}
              symbol={coin.coin_en}
              decimals={coin.decimals}
              value={amount}
              onChange={setAmount}
              showEmptyError={submitted}
              testId="admin-pack-amount"
            />
          ) : null}
        </>
      )}
      <PercentPpmField
        label={t('packs.staticRate')}
        value={staticRate}
        onChange={setStaticRate}
        showEmptyError={submitted}
        testId="admin-pack-static"
      />
      <PercentPpmField
        label={t('packs.profitRate')}
        value={profitRate}
        onChange={setProfitRate}
        maxPercent={10_000}
        showEmptyError={submitted}
        testId="admin-pack-profit"
      />
      <TextField label={t('packs.sort')} value={sort} onChange={setSort} inputMode="numeric" />
      {submitted && ruleError ? (
        <p className="admin-set__error" role="alert">
          {ruleError}
        </p>
      ) : null}
      <div className="admin-set__actions">
        <Button size="sm" variant="secondary" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button size="sm" type="submit">
          {t('review')}
        </Button>
      </div>
    </form>
  )
}
