import type { StarRulesData } from '@phoswap/core/api/team'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { apiGet } from '../../api/client'
import { formatBalance, UNKNOWN } from '../../ui/format'
import { EQUITY_NAMESPACE } from './i18n'

const RULES = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8'] as const

/** The thresholds in force as the rules' figures (the operator may change them; `GET /starcard/rules`). */
function useRuleFigures(): Record<string, string | number> {
  const { data } = useQuery({
    queryKey: ['equity', 'rules'],
    queryFn: ({ signal }) => apiGet<StarRulesData>('/starcard/rules', { signal }),
    staleTime: 60_000,
  })
  const usdt = (value: string | undefined) => (value === undefined ? UNKNOWN : formatBalance(BigInt(value), 18))
  const [one, two, , , five] = data?.levels ?? []
  return {
    own: usdt(one?.own_tvl),
    team: usdt(one?.team_tvl),
    direct: one?.valid_direct ?? UNKNOWN,
    teamValid: one?.team_valid ?? UNKNOWN,
    lines: one?.lines ?? UNKNOWN,
    ownFrom: usdt(two?.own_tvl),
    ownTo: usdt(five?.own_tvl),
    teamFrom: usdt(two?.team_tvl),
    teamTo: usdt(five?.team_tvl),
    validFrom: two?.team_valid ?? UNKNOWN,
    validTo: five?.team_valid ?? UNKNOWN,
  }
}

/** The spec's list of eight rule texts, with the star thresholds in force. */
export function EquityRules() {
  const { t } = useTranslation(EQUITY_NAMESPACE)
  const figures = useRuleFigures()
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
