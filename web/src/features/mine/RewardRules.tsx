import type { GdtRulesView } from '@phoswap/core/api/gdt'
import { useTranslation } from 'react-i18next'
import { formatBalance } from '../../ui/format'
import { ppmPercent } from './rewardQueries'
import { MINE_REWARDS_NAMESPACE } from './rewardsI18n'

/** The GDT sources' rules with the operator's current settings (docs/decisions/0076-gdt-reward-sources.md). */
export function RewardRules({ rules }: { rules: GdtRulesView | undefined }) {
  const { t } = useTranslation(MINE_REWARDS_NAMESPACE)
  return (
    <details className="mine-card mine-rules" data-testid="reward-rules">
      <summary className="mine-rules__title">{t('rules.title')}</summary>
      <ol className="mine-rules__list">
        <li>
          {t('rules.trade', {
            rate: rules ? ppmPercent(rules.trade_rate_ppm) : '--',
            cap: rules ? formatBalance(BigInt(rules.trade_daily_cap), 18) : '--',
          })}
        </li>
        <li>{t('rules.share', { rate: rules ? ppmPercent(rules.share_rate_ppm) : '--' })}</li>
        <li>{t('rules.mining', { rate: rules ? ppmPercent(rules.mining_rate_ppm) : '--' })}</li>
        <li>{t('rules.pool')}</li>
        <li>{t('rules.wallet')}</li>
      </ol>
    </details>
  )
}
