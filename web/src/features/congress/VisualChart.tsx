import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useActiveNetwork } from '../../chain/network/useActiveNetwork'
import { formatBalance } from '../../ui/format'
import { FlowChart } from './FlowChart'
import { CONGRESS_NAMESPACE, registerCongressTexts } from './i18n'
import { useCongressFlows } from './useCongress'
import './congress.css'

registerCongressTexts()

const RANGES = [7, 30] as const

/** VisualChart (spec 001, /HomeNext/VisualChart): the congress flows over time, by day, with the figures in a table. */
export default function VisualChart() {
  const { t, i18n } = useTranslation(CONGRESS_NAMESPACE)
  const { chainId } = useActiveNetwork()
  const [days, setDays] = useState<(typeof RANGES)[number]>(7)
  const flows = useCongressFlows(chainId, days).data
  const rows = flows ? [...flows.list].reverse().filter((d) => d.give_out !== '0' || d.buy_back !== '0') : []
  const usdt = (value: string) => (flows ? formatBalance(BigInt(value), flows.decimals) : '--')
  const dateOf = (seconds: number) => new Date(seconds * 1000).toLocaleDateString(i18n.language, { timeZone: 'UTC' })
  return (
    <div className="congress" data-testid="chart-page">
      <section className="congress-card">
        <fieldset className="congress-range">
          <legend className="visually-hidden">{t('range')}</legend>
          {RANGES.map((range) => (
            <button
              key={range}
              type="button"
              className="congress-range__button"
              aria-pressed={range === days}
              data-testid={`chart-range-${range}`}
              onClick={() => setDays(range)}
            >
              {t('days', { count: range })}
            </button>
          ))}
        </fieldset>
        {flows ? (
          <FlowChart flows={flows} label={t('chartLabel', { count: days })} />
        ) : (
          <p className="congress-note">--</p>
        )}
      </section>
      <section className="congress-card" aria-labelledby="chart-table-title">
        <h2 id="chart-table-title" className="congress-card__heading">
          {t('byDay')}
        </h2>
        {rows.length === 0 ? (
          <p className="congress-note" data-testid="chart-empty">
            {t('empty')}
          </p>
        ) : (
          <table className="congress-table" data-testid="chart-table">
            <thead>
              <tr>
                <th scope="col">{t('date')}</th>
                <th scope="col">{t('giveOut')}</th>
                <th scope="col">{t('buyBack')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.t}>
                  <th scope="row">{dateOf(row.t)}</th>
                  <td>{usdt(row.give_out)}</td>
                  <td>{usdt(row.buy_back)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  )
}
