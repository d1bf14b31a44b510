import type { CongressFlows } from '@phoswap/core/api/community'
import { useTranslation } from 'react-i18next'
import { formatBalance } from '../../ui/format'
import { CONGRESS_NAMESPACE } from './i18n'

const WIDTH = 320
const HEIGHT = 160
const TOP = 12
const BOTTOM = 20

/**
 * The congress flows by day as stacked bars in plain SVG (the app has no chart library; a few dozen bars need none):
 * give_out below, buy_back on top, scaled to the largest day. The figures are in the table under it.
 */
export function FlowChart({ flows, label }: { flows: CongressFlows; label: string }) {
  const { t, i18n } = useTranslation(CONGRESS_NAMESPACE)
  const days = flows.list
  const totals = days.map((d) => BigInt(d.give_out) + BigInt(d.buy_back))
  const max = totals.reduce((a, b) => (b > a ? b : a), 0n)
  const plot = HEIGHT - TOP - BOTTOM
  const slot = WIDTH / Math.max(days.length, 1)
  const bar = Math.max(2, slot * 0.6)
  // bigint to a 0..plot height: exact ratio in thousandths, then to pixels
  const heightOf = (value: bigint) => (max === 0n ? 0 : (Number((value * 1000n) / max) / 1000) * plot)
  const dateOf = (t: number) =>
    new Date(t * 1000).toLocaleDateString(i18n.language, { month: 'numeric', day: 'numeric', timeZone: 'UTC' })
  const first = days[0]
  const last = days[days.length - 1]
  return (
    <figure className="flow-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={label}
        className="flow-chart__svg"
        data-testid="flow-chart"
      >
        <line x1="0" y1={HEIGHT - BOTTOM} x2={WIDTH} y2={HEIGHT - BOTTOM} className="flow-chart__axis" />
        {days.map((day, i) => {
          const give = heightOf(BigInt(day.give_out))
          const back = heightOf(BigInt(day.buy_back))
          const x = i * slot + (slot - bar) / 2
          const base = HEIGHT - BOTTOM
          return (
            <g key={day.t}>
              {give > 0 ? <rect x={x} y={base - give} width={bar} height={give} className="flow-chart__give" /> : null}
              {back > 0 ? (
                <rect x={x} y={base - give - back} width={bar} height={back} className="flow-chart__back" />
              ) : null}
            </g>
          )
        })}
        <text x="0" y={TOP - 2} className="flow-chart__text">
          {formatBalance(max, flows.decimals)} USDT
        </text>
        {first ? (
          <text x="0" y={HEIGHT - 4} className="flow-chart__text">
            {dateOf(first.t)}
          </text>
        ) : null}
        {last ? (
          <text x={WIDTH} y={HEIGHT - 4} textAnchor="end" className="flow-chart__text">
            {dateOf(last.t)}
          </text>
        ) : null}
      </svg>
      <figcaption className="flow-chart__legend">
        <span className="flow-chart__key flow-chart__key--give">{t('giveOut')}</span>
        <span className="flow-chart__key flow-chart__key--back">{t('buyBack')}</span>
      </figcaption>
    </figure>
  )
}
