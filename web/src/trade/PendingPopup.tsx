import { useTranslation } from 'react-i18next'
import type { PendingState } from '../chain/tx/pendingState'
import { Popup } from '../ui/Popup'
import { ExplorerLink } from './ExplorerLink'
import './trade.css'

export function PendingPopup({ state, onClose }: { state: PendingState | null; onClose: () => void }) {
  const { t } = useTranslation()
  if (!state) return null
  const { status } = state
  const confirmed = status === 1 && state.confirmed === true
  const title = confirmed
    ? t('transactionConfirmed')
    : status === 1
      ? t('transactionSubmitted')
      : status === 2
        ? t('swap26')
        : t('waitingForConfirmation')
  const outcome = confirmed ? 'confirmed' : status === 2 ? 'failed' : status === 1 ? 'submitted' : 'waiting'
  return (
    <Popup
      open
      onClose={onClose}
      placement="center"
      testId="pending-popup"
      closeLabel={t('common.close')}
      label={title}
    >
      <div className="pending" data-testid="pending-status" data-status={status} data-outcome={outcome}>
        <div
          className={`pending__icon pending__icon--${status === 1 ? 'ok' : status === 2 ? 'failed' : 'wait'}`}
          aria-hidden="true"
        >
          {confirmed ? '✓' : status === 1 ? '↑' : status === 2 ? '!' : ''}
        </div>
        <h2 className="pending__title" aria-live="polite">
          {title}
        </h2>
        {state.text ? <p className="pending__text">{state.text}</p> : null}
        {status === 2 && state.reason && state.reason.key !== 'swap26' ? (
          <p className="pending__reason" data-testid="pending-reason" role="alert">
            {t(state.reason.key, state.reason.values ?? {})}
          </p>
        ) : null}
        {status === 0 || status === 3 || status === 4 ? <p className="pending__hint">{t('confirmInWallet')}</p> : null}
        {status === 1 && state.hash ? <ExplorerLink chainId={state.chainId} hash={state.hash} /> : null}
        <button
          type="button"
          className="btn btn--secondary btn--md btn--block"
          onClick={onClose}
          data-testid="pending-close"
        >
          {t('common.close')}
        </button>
      </div>
    </Popup>
  )
}
