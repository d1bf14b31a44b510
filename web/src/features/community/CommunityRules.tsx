import { communitySchedule } from '@phoswap/core/rewards/communitySchedule'
import { useTranslation } from 'react-i18next'
import { COMMUNITY_NAMESPACE } from './i18n'

const RULES = ['r1', 'r2', 'r3', 'r4'] as const

/** The program's rules, with the schedule the contract holds (or the deployment default before it is read). */
export function CommunityRules({ symbol, start, duration }: { symbol: string; start?: number; duration?: number }) {
  const { t, i18n } = useTranslation(COMMUNITY_NAMESPACE)
  const date = start ? new Date(start * 1000).toLocaleDateString(i18n.language) : '--'
  const days = duration ? String(Math.round(duration / 86_400)) : communitySchedule.releaseDays.toString()
  return (
    <section className="community-rules" aria-labelledby="community-rules-title">
      <h2 id="community-rules-title" className="community-rules__title">
        {t('rules.title')}
      </h2>
      <ol className="community-rules__list">
        {RULES.map((key) => (
          <li key={key}>{t(`rules.items.${key}`, { symbol, date, days })}</li>
        ))}
      </ol>
    </section>
  )
}
