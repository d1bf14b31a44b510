import { txStatus } from '@phoswap/core/swap'
import { useTranslation } from 'react-i18next'
import { useTransactions } from '../chain/tx/useTransactions'
import { formatDateTime } from '../ui/formatDateTime'
import { Popup } from '../ui/Popup'
import { ExplorerLink } from './ExplorerLink'
import { registerTradePopupTexts, TRADE_POPUP_NAMESPACE } from './popupTexts'
import './trade.css'

registerTradePopupTexts()

/**
 * The transaction record popup (spec 000 §4): the connected account's transactions on this chain, a spinner while
 * pending, a tick on success, a cross on failure, a dash when another transaction took its nonce; clearable.
 * Each row says what it was (its title names amounts and pair), when, in the reader's language, and links the
 * chain's explorer; where the chain has none (the local chain) the hash is shortened, whole in its tooltip.
 */
export function TransactionRecord({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation(TRADE_POPUP_NAMESPACE)
  const { list, clear } = useTransactions()
  return (
    <Popup
      open={open}
      onClose={onClose}
      title={t('record.title')}
      testId="tx-record"
      closeLabel={t('translation:common.close')}
    >
      {list.length === 0 ? (
        <p className="tx-record__empty">{t('translation:noTransactions')}</p>
      ) : (
        <>
          <ul className="tx-record__list">
            {list.map((tx) => {
              const status = txStatus(tx)
              return (
                <li
                  key={tx.hash}
                  className="tx-record__row"
                  data-testid="tx-record-row"
                  data-status={status}
                  data-hash={tx.hash}
                >
                  <span
                    className={`tx-status tx-status--${status}`}
                    title={t(`record.${status === 'dropped' ? 'dropped' : status}`)}
                  >
                    {status === 'pending' ? (
                      <span className="tx-spinner" />
                    ) : status === 'success' ? (
                      '✓'
                    ) : status === 'failed' ? (
                      '✕'
                    ) : (
                      '–'
                    )}
                  </span>
                  <span className="tx-record__title">
                    {tx.title}
                    {status === 'dropped' ? <small className="tx-record__note">{t('record.dropped')}</small> : null}
                  </span>
                  <span className="tx-record__meta">
                    <time dateTime={new Date(tx.addedTime).toISOString()} data-testid="tx-record-time">
                      {formatDateTime(tx.addedTime, i18n.language)}
                    </time>
                    <ExplorerLink
                      chainId={tx.chainId}
                      hash={tx.hash}
                      short
                      testIds={{ link: 'tx-record-explorer', hash: 'tx-record-hash' }}
                    />
                  </span>
                </li>
              )
            })}
          </ul>
          <button type="button" className="btn btn--ghost btn--sm" onClick={clear} data-testid="tx-record-clear">
            {t('translation:clearAll')}
          </button>
        </>
      )}
    </Popup>
  )
}
