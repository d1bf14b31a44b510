import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useTransactions } from '../../chain/tx/useTransactions'
import { useGoTo } from '../../navigation/useGoTo'
import { TransactionRecord } from '../../trade/onDemandPopups'
import '../../trade/trade.css'
import { TRADE_NAMESPACE } from '../../trade/i18n'
import { LIQUIDITY_NAMESPACE } from './i18n'

/** Back to the list, the title, and the settings and transaction-record icons of the liquidity screens. */
export function LiquidityHeader({ title, onSettings }: { title: string; onSettings?: () => void }) {
  const { t } = useTranslation(LIQUIDITY_NAMESPACE)
  const goTo = useGoTo()
  const { pending } = useTransactions()
  const [record, setRecord] = useState(false)
  return (
    <div className="liq-head">
      <button
        type="button"
        className="trade-icon-button"
        aria-label={t('add.back')}
        data-testid="liquidity-back"
        onClick={() => goTo('LiquidityIndex')}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M15 5l-7 7 7 7" />
        </svg>
      </button>
      <h1 className="liq-head__title">{title}</h1>
      <div className="liq-head__icons">
        {onSettings ? (
          <button
            type="button"
            className="trade-icon-button"
            aria-label={t(`${TRADE_NAMESPACE}:icons.settings`)}
            data-testid="liquidity-settings"
            onClick={onSettings}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <circle cx="12" cy="12" r="3" />
              <path d="M12 3v3M12 18v3M3 12h3M18 12h3M5.6 5.6l2.1 2.1M16.3 16.3l2.1 2.1M5.6 18.4l2.1-2.1M16.3 7.7l2.1-2.1" />
            </svg>
          </button>
        ) : null}
        <button
          type="button"
          className="trade-icon-button"
          // The name ends with the visible pending count, a word of its own (WCAG 2.5.3, label in name), as on Swap.
          aria-label={
            pending > 0 ? `${t(`${TRADE_NAMESPACE}:icons.history`)} ${pending}` : t(`${TRADE_NAMESPACE}:icons.history`)
          }
          data-testid="liquidity-history"
          onClick={() => setRecord(true)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="12" cy="12" r="8.5" />
            <path d="M12 7.5V12l3 2" />
          </svg>
          {pending > 0 ? <span className="trade-icon-button__badge">{pending}</span> : null}
        </button>
      </div>
      <TransactionRecord open={record} onClose={() => setRecord(false)} />
    </div>
  )
}
