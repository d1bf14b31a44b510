import { useTranslation } from 'react-i18next'
import { SWAP_NAMESPACE } from './i18n'

/** The swap card's title and its icons: chart, settings, and the transaction record with its pending count. */
export function SwapCardHead(props: {
  pendingCount: number
  onOpen: (popup: 'chart' | 'settings' | 'record') => void
}) {
  const { t } = useTranslation(SWAP_NAMESPACE)
  return (
    <div className="swap-card__head">
      <h1 className="swap-card__title">{t('tabs.swap')}</h1>
      <div className="swap-card__icons">
        <button
          type="button"
          className="trade-icon-button"
          aria-label={t('icons.chart')}
          data-testid="chart-button"
          onClick={() => props.onOpen('chart')}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M4 19h16M6 16l4-5 3 3 5-7" />
          </svg>
        </button>
        <button
          type="button"
          className="trade-icon-button"
          aria-label={t('icons.settings')}
          data-testid="settings-button"
          onClick={() => props.onOpen('settings')}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="12" cy="12" r="3" />
            <path d="M12 3v3M12 18v3M3 12h3M18 12h3M5.6 5.6l2.1 2.1M16.3 16.3l2.1 2.1M5.6 18.4l2.1-2.1M16.3 7.7l2.1-2.1" />
          </svg>
        </button>
        <button
          type="button"
          className="trade-icon-button"
          aria-label={t('icons.history')}
          data-testid="history-button"
          onClick={() => props.onOpen('record')}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="12" cy="12" r="8.5" />
            <path d="M12 7.5V12l3 2" />
          </svg>
          {props.pendingCount > 0 ? (
            <span className="trade-icon-button__badge" data-testid="history-pending">
              {props.pendingCount}
            </span>
          ) : null}
        </button>
      </div>
    </div>
  )
}
