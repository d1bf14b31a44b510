import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import '../../trade/trade.css'
import { TRADE_NAMESPACE } from '../../trade/i18n'
import { SWAP_NAMESPACE } from './i18n'

type HeadPopup = 'chart' | 'settings' | 'record'

const ICONS: { popup: HeadPopup; label: string; testId: string; icon: ReactNode }[] = [
  { popup: 'chart', label: 'icons.chart', testId: 'chart-button', icon: <path d="M4 19h16M6 16l4-5 3 3 5-7" /> },
  {
    popup: 'settings',
    label: `${TRADE_NAMESPACE}:icons.settings`,
    testId: 'settings-button',
    icon: (
      <>
        <circle cx="12" cy="12" r="3" />
        <path d="M12 3v3M12 18v3M3 12h3M18 12h3M5.6 5.6l2.1 2.1M16.3 16.3l2.1 2.1M5.6 18.4l2.1-2.1M16.3 7.7l2.1-2.1" />
      </>
    ),
  },
  {
    popup: 'record',
    label: `${TRADE_NAMESPACE}:icons.history`,
    testId: 'history-button',
    icon: (
      <>
        <circle cx="12" cy="12" r="8.5" />
        <path d="M12 7.5V12l3 2" />
      </>
    ),
  },
]

/** The swap card's title and its icons: chart, settings, and the transaction record with its pending count. */
export function SwapCardHead(props: { pendingCount: number; onOpen: (popup: HeadPopup) => void }) {
  const { t } = useTranslation(SWAP_NAMESPACE)
  return (
    <div className="swap-card__head">
      <h1 className="swap-card__title">{t(`${TRADE_NAMESPACE}:tabs.swap`)}</h1>
      <div className="swap-card__icons">
        {ICONS.map(({ popup, label, testId, icon }) => (
          <button
            type="button"
            key={popup}
            className="trade-icon-button"
            // The name ends with the visible pending count, a word of its own (WCAG 2.5.3, label in name).
            aria-label={popup === 'record' && props.pendingCount > 0 ? `${t(label)} ${props.pendingCount}` : t(label)}
            data-testid={testId}
            onClick={() => props.onOpen(popup)}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              {icon}
            </svg>
            {popup === 'record' && props.pendingCount > 0 ? (
              <span className="trade-icon-button__badge" data-testid="history-pending">
                {props.pendingCount}
              </span>
            ) : null}
          </button>
        ))}
      </div>
    </div>
  )
}
