import type { CongressData } from '@phoswap/core/api/community'
import { useTranslation } from 'react-i18next'
import { formatBalance } from '../../ui/format'
import { CONGRESS_NAMESPACE } from './i18n'

/** The spec's three congress figures (cumulative, give_out, buy_back), in USDT. */
export function CongressFigures({ data }: { data: CongressData | undefined }) {
  const { t } = useTranslation(CONGRESS_NAMESPACE)
  const usdt = (value: string | undefined) =>
    data && value !== undefined ? formatBalance(BigInt(value), data.decimals) : '--'
  return (
    <section className="congress-card" aria-labelledby="congress-cumulative-label">
      <div className="congress-card__main">
        <div id="congress-cumulative-label" className="congress-card__label">
          {t('cumulative')}
        </div>
        <div className="congress-card__value" data-testid="congress-cumulative">
          {usdt(data?.cumulative)} <span className="congress-card__unit">USDT</span>
        </div>
      </div>
      <dl className="congress-figures">
        <div>
          <dt>{t('giveOut')}</dt>
          <dd data-testid="congress-give-out">{usdt(data?.give_out)} USDT</dd>
        </div>
        <div>
          <dt>{t('buyBack')}</dt>
          <dd data-testid="congress-buy-back">{usdt(data?.buy_back)} USDT</dd>
        </div>
      </dl>
    </section>
  )
}
