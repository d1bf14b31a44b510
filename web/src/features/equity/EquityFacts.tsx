import type { StarCardInfo } from '@phoswap/core/api/team'
import { useTranslation } from 'react-i18next'
import { formatBalance, UNKNOWN } from '../../ui/format'
import { EQUITY_NAMESPACE } from './i18n'

const STARS = [1, 2, 3, 4, 5] as const

/** The star rating (five stars, the held ones filled, named for screen readers) and the holder's figures. */
export function EquityFacts({ info, phoBalance }: { info: StarCardInfo | undefined; phoBalance: bigint | undefined }) {
  const { t } = useTranslation(EQUITY_NAMESPACE)
  const level = info?.star_card_level ?? 0
  const usdt = (value: string | undefined) => (value === undefined ? UNKNOWN : formatBalance(BigInt(value), 18))
  return (
    <section className="equity-card" aria-label={t('star')}>
      <p className="equity-star">
        <span className="equity-star__label">{t('star')}</span>
        <span
          className="equity-star__value"
          data-testid="equity-star"
          data-level={info ? level : undefined}
          role="img"
          aria-label={info ? (level > 0 ? `${level} / ${STARS.length}` : t('noStar')) : UNKNOWN}
        >
          {STARS.map((star) => (
            <span key={star} className={star <= level ? 'equity-star__on' : 'equity-star__off'} aria-hidden="true">
              ★
            </span>
          ))}
        </span>
      </p>
      <dl className="equity-figures">
        <div>
          <dt>{t('ownTvl')}</dt>
          <dd data-testid="equity-own-tvl">{usdt(info?.self_tvl)}</dd>
        </div>
        <div>
          <dt>{t('teamTvl')}</dt>
          <dd data-testid="equity-team-tvl">{usdt(info?.team_tvl)}</dd>
        </div>
        <div>
          <dt>{t('phoBalance')}</dt>
          <dd data-testid="equity-pho">{phoBalance === undefined ? UNKNOWN : formatBalance(phoBalance, 18)}</dd>
        </div>
      </dl>
    </section>
  )
}
