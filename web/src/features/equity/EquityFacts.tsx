import type { StarCardInfo } from '@phoswap/core/api/team'
import { useTranslation } from 'react-i18next'
import { BalanceWhere } from '../../ui/BalanceWhere'
import { formatBalance, UNKNOWN } from '../../ui/format'
import { EQUITY_NAMESPACE } from './i18n'

const STARS = [1, 2, 3, 4, 5] as const

/**
 * The star rating: the signed-in holder's level as filled stars out of five outlined ones, named for screen
 * readers. Without a wallet there is no level to show, so no star is drawn and the text says how to see it.
 */
export function EquityFacts({
  connected,
  info,
  phoBalance,
}: {
  connected: boolean
  info: StarCardInfo | undefined
  phoBalance: bigint | undefined
}) {
  const { t } = useTranslation(EQUITY_NAMESPACE)
  const level = info?.star_card_level ?? 0
  const usdt = (value: string | undefined) => (value === undefined ? UNKNOWN : formatBalance(BigInt(value), 18))
  return (
    <section className="equity-card" aria-label={t('star')}>
      <p className="equity-star">
        <span className="equity-star__label">{t('star')}</span>
        {connected ? (
          <span
            className="equity-star__value"
            data-testid="equity-star"
            data-level={info ? level : undefined}
            role="img"
            aria-label={info ? (level > 0 ? `${level} / ${STARS.length}` : t('noStar')) : UNKNOWN}
          >
            {STARS.map((star) => (
              <span
                key={star}
                className={info && star <= level ? 'equity-star__on' : 'equity-star__off'}
                aria-hidden="true"
              >
                {info && star <= level ? '★' : '☆'}
              </span>
            ))}
          </span>
        ) : (
          <span className="equity-star__connect" data-testid="equity-star">
            {t('starConnect')}
          </span>
        )}
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
          <dt>
            {t('phoBalance')}
            <BalanceWhere where="reward" />
          </dt>
          <dd data-testid="equity-pho">{phoBalance === undefined ? UNKNOWN : formatBalance(phoBalance, 18)}</dd>
        </div>
      </dl>
    </section>
  )
}
