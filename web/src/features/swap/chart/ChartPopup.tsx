import type { PriceHistoryData } from '@phoswap/core/api/market'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { ApiError } from '../../../api/ApiError'
import { apiGet } from '../../../api/client'
import { Popup } from '../../../ui/Popup'
import { SWAP_NAMESPACE } from '../i18n'
import { chartGeometry } from './chartGeometry'
import { chartView } from './chartView'

const INTERVALS = ['5m', '1h', '1d'] as const
const W = 320
const H = 160

/**
 * The pair's price history from the server's indexer (GET /v1/index/price-history), drawn as candles and a close
 * line in plain SVG. Loaded on demand: this module is its own chunk, fetched when the popup first opens.
 */
export default function ChartPopup({
  chainId,
  pair,
  name,
  onClose,
}: {
  chainId: number
  pair: Address | null
  name: string
  onClose: () => void
}) {
  const { t } = useTranslation(SWAP_NAMESPACE)
  const [interval, setInterval] = useState<(typeof INTERVALS)[number]>('1h')
  const history = useQuery({
    queryKey: ['index', 'price-history', chainId, pair, interval],
    queryFn: ({ signal }) =>
      apiGet<PriceHistoryData>('/index/price-history', {
        query: { pair: pair!, chain_id: chainId, interval },
        signal,
        quiet: true,
      }),
    enabled: !!pair,
  })
  const geometry = history.data ? chartGeometry(history.data.list, W, H) : null
  const view = chartView({
    hasPair: !!pair,
    status: history.status,
    errorStatus: history.error instanceof ApiError ? history.error.status : undefined,
    points: history.data?.list.length ?? 0,
  })
  const title = history.data ? `${history.data.coin}/${history.data.quote_coin}` : name
  return (
    <Popup
      open
      onClose={onClose}
      title={t('chart.title', { pair: title })}
      testId="chart-popup"
      closeLabel={t('translation:common.close')}
    >
      <div className="settings__row">
        {INTERVALS.map((value) => (
          <button
            type="button"
            key={value}
            className={`trade-chip${interval === value ? ' trade-chip--on' : ''}`}
            data-testid={`chart-interval-${value}`}
            onClick={() => setInterval(value)}
          >
            {value}
          </button>
        ))}
      </div>
      {view === 'noPair' ? <p className="chart__note">{t('chart.noPair')}</p> : null}
      {view === 'failed' ? <p className="chart__note">{t('chart.failed')}</p> : null}
      {view === 'noHistory' ? (
        <p className="chart__note" data-testid="chart-empty">
          {t('chart.noHistory')}
        </p>
      ) : null}
      {view === 'chart' && geometry ? (
        <figure className="chart" data-testid="chart-svg">
          <svg viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" role="img" aria-label={title}>
            {geometry.candles.map((c) => (
              <g key={c.x} className={c.up ? 'chart__up' : 'chart__down'}>
                <line x1={c.x + c.width / 2} x2={c.x + c.width / 2} y1={c.high} y2={c.low} />
                <rect x={c.x} width={c.width} y={c.top} height={Math.max(1, c.bottom - c.top)} />
              </g>
            ))}
            <path className="chart__line" d={geometry.line} />
          </svg>
          <figcaption className="chart__caption">
            <span>{geometry.max.toPrecision(6)}</span>
            <span>{geometry.last.toPrecision(6)}</span>
            <span>{geometry.min.toPrecision(6)}</span>
          </figcaption>
        </figure>
      ) : null}
    </Popup>
  )
}
