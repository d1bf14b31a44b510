import type { GroupConfig } from '@phoswap/core/api/groups'
import type { GroupVariant } from '@phoswap/core/rewards/groupBuy'
import { useTranslation } from 'react-i18next'
import { formatCoin } from './groupAmounts'
import { GROUPS_NAMESPACE } from './i18n'

/** The market's rules with the operator's current settings (docs/decisions/0065-group-buy.md). */
export function GroupRules({ variant, config }: { variant: GroupVariant; config: GroupConfig }) {
  const { t } = useTranslation(GROUPS_NAMESPACE)
  const values = {
    size: config.group_size,
    gdt: formatCoin(config.pay_gdt),
    vgt: formatCoin(config.pay_vgt),
    coin: config.coupon_coin_key,
    price: formatCoin(config.coupon_price),
    hours: Math.round((config.deadline_seconds / 3600) * 10) / 10,
    reward: t(variant === 'gg' ? 'rules.rewardGg' : 'rules.rewardVg'),
  }
  return (
    <section className="groups-card groups-rules" data-testid="group-rules">
      <h2>{t('rules.title')}</h2>
      <ol>
        {(['r1', 'r2', 'r3', 'r4', 'r5'] as const).map((key) => (
          <li key={key}>{t(`rules.${key}`, values)}</li>
        ))}
      </ol>
    </section>
  )
}
