import { useTranslation } from 'react-i18next'
import { starRuleFigures, useStarRules } from '../../api/useStarRules'
import { EQUITY_NAMESPACE } from './i18n'

const RULES = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8'] as const

/** The spec's list of eight rule texts, with the star thresholds in force. */
export function EquityRules() {
  const { t } = useTranslation(EQUITY_NAMESPACE)
  // The thresholds in force (the operator may change them; `GET /starcard/rules`).
  const figures = starRuleFigures(useStarRules().data)
  return (
    <section className="equity-card" aria-labelledby="equity-rules-title">
      <h2 className="equity-rules__title" id="equity-rules-title">
        {t('rulesTitle')}
      </h2>
      <ol className="equity-rules" data-testid="equity-rules">
        {RULES.map((key) => (
          <li key={key}>{t(`rules.${key}`, figures)}</li>
        ))}
      </ol>
    </section>
  )
}
