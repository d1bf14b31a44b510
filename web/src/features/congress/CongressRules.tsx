import { feeTextValues } from '@phoswap/core/fees'
import { useTranslation } from 'react-i18next'
import { CONGRESS_NAMESPACE } from './i18n'

const RULES = ['r1', 'r2', 'r3'] as const

/** Where the congress figures come from: PHO's tax split (core's fee figures, PhoToken.sol's) and the USDT valuation. */
export function CongressRules() {
  const { t } = useTranslation(CONGRESS_NAMESPACE)
  return (
    <section className="congress-rules" aria-labelledby="congress-rules-title">
      <h2 id="congress-rules-title" className="congress-rules__title">
        {t('rules.title')}
      </h2>
      <ol className="congress-rules__list">
        {RULES.map((key) => (
          <li key={key}>{t(`rules.items.${key}`, feeTextValues())}</li>
        ))}
      </ol>
    </section>
  )
}
