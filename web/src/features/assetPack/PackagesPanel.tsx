import type { PledgeConfig } from '@phoswap/core/api/assetPack'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../ui/Button'
import { formatBalance } from '../../ui/format'
import { ASSET_PACK_NAMESPACE } from './i18n'
import { ratePercent } from './packAmounts'
import type { PackVariantView } from './packVariant'

interface PackagesPanelProps {
  variant: PackVariantView
  list: PledgeConfig[] | undefined
  selected: number | null
  onSelect: (id: number) => void
  busy: boolean
  onSubmit: () => void
}

/** The pledge packages as one radio group (static rate, profit rate, expected profit, output) and the submit. */
export function PackagesPanel({ variant, list, selected, onSelect, busy, onSubmit }: PackagesPanelProps) {
  const { t } = useTranslation(ASSET_PACK_NAMESPACE)
  const name = useId()
  return (
    <section className="pack-card">
      <fieldset className="pack-packages">
        <legend className="pack-card__title">{t('packages')}</legend>
        {(list ?? []).map((config) => (
          <label
            key={config.id}
            className={`pack-package${selected === config.id ? ' pack-package--on' : ''}`}
            data-testid={`pack-package-${config.id}`}
          >
            <input
              type="radio"
              name={name}
              value={config.id}
              checked={selected === config.id}
              onChange={() => onSelect(config.id)}
            />
            <span className="pack-package__head">
              {t('package', { amount: formatBalance(config.pledge_amount, 18), coin: variant.packCoin })}
            </span>
            <span className="pack-package__figures">
              <span className="pack-fig">
                <span>{t('staticRate')}</span>
                <strong>{ratePercent(config.static_rate_ppm)}</strong>
              </span>
              <span className="pack-fig">
                <span>{t('profitRate')}</span>
                <strong>×{config.profit_rate}</strong>
              </span>
              <span className="pack-fig">
                <span>{t('expectedProfit')}</span>
                <strong data-testid={`pack-profit-${config.id}`}>
                  {formatBalance(config.expected_profit, 18)} {variant.token}
                </strong>
              </span>
              <span className="pack-fig">
                <span>{t('totalOutput')}</span>
                <strong>
                  {formatBalance(config.out_amount, 18)} {variant.token}
                </strong>
                <span>{t('days', { days: config.days })}</span>
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {list && list.length > 0 && selected === null ? (
        <p className="pack-none" id={`${name}-none`} data-testid="pack-none">
          {t('noPackage')}
        </p>
      ) : null}
      <Button
        block
        data-testid="pack-submit"
        loading={busy}
        aria-describedby={list && list.length > 0 && selected === null ? `${name}-none` : undefined}
        onClick={onSubmit}
      >
        {t('submit')}
      </Button>
    </section>
  )
}
