import { lazy, Suspense, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { openConnectDialog } from '../../chain/wallet/connectDialogStore'
import { useSearchParams } from '../../navigation/hashRouter'
import { useGoTo } from '../../navigation/useGoTo'
import { PendingPopup } from '../../trade/onDemandPopups'
import { useNetworkSwitch } from '../../trade/useNetworkSwitch'
import { onDemand } from '../../ui/onDemand'
import { LIQUIDITY_NAMESPACE, registerLiquidityTexts } from './i18n'
import { LiquidityHeader } from './LiquidityHeader'
import { type PoolRecord, parsePoolRecordParam } from './poolRecord'
import { RemoveAmount, RemoveButtons, RemoveReceive } from './RemovePanels'
import { useRemoveActions } from './useRemoveActions'
import { useRemoveReads } from './useRemoveReads'
import './liquidity.css'

// The review (its dialog and network fee line) loads when it first opens, not with the screen.
const RemoveReview = lazy(() => import('./RemoveReview').then((m) => ({ default: m.RemoveReview })))
// The settings load when first opened, not with the screen.
const SettingsPopup = onDemand(() => import('../../trade/SettingsPopup').then((m) => m.SettingsPopup))

registerLiquidityTexts()

/** The remove screen (spec 000 §2, §4): the pool record comes in the query `item`, checked before anything. */
export default function Remove() {
  const { t } = useTranslation(LIQUIDITY_NAMESPACE)
  const [params] = useSearchParams()
  const parsed = useMemo(() => parsePoolRecordParam(params.get('item')), [params])
  if (!parsed.ok) {
    return <RemoveError message={t('remove.badRecord')} reason={parsed.error} />
  }
  return <RemoveRecord record={parsed.record} />
}

function RemoveError({ message, reason }: { message: string; reason: string }) {
  const { t } = useTranslation(LIQUIDITY_NAMESPACE)
  const goTo = useGoTo()
  return (
    <div className="liq">
      <div className="liq-card">
        <LiquidityHeader title={t('remove.title')} />
        <p className="liq-alert" role="alert" data-testid="remove-error" data-reason={reason}>
          {message}
        </p>
        <button
          type="button"
          className="btn btn--secondary btn--md btn--block liq-main"
          onClick={() => goTo('LiquidityIndex')}
        >
          {t('remove.back')}
        </button>
      </div>
    </div>
  )
}

function RemoveRecord({ record }: { record: PoolRecord }) {
  const { t } = useTranslation(LIQUIDITY_NAMESPACE)
  const networkSwitch = useNetworkSwitch()
  const reads = useRemoveReads(record)
  const remove = useRemoveActions(record, reads)
  const [settingsOpen, setSettingsOpen] = useState(false)
  const { account, verdict } = reads
  const { isWrongNetwork, needsSwitch } = reads.network

  // The record belongs to the page's network; checked against the wallet's other chain it would look forged.
  if (needsSwitch) {
    return (
      <div className="liq">
        <div className="liq-card">
          <LiquidityHeader title={t('remove.title')} />
          <p className="liq-alert" role="alert" data-testid="remove-wrong-network">
            {networkSwitch.message}
          </p>
          <button
            type="button"
            className="btn btn--primary btn--md btn--block liq-main"
            data-testid="remove-switch"
            onClick={networkSwitch.switchNow}
          >
            {networkSwitch.label}
          </button>
        </div>
      </div>
    )
  }

  if (verdict === 'notPair' || verdict === 'readFailed') {
    return <RemoveError message={t(verdict === 'notPair' ? 'remove.notPair' : 'remove.readFailed')} reason={verdict} />
  }

  return (
    <div className="liq" data-testid="remove-screen">
      <div className="liq-card">
        <LiquidityHeader title={t('remove.title')} onSettings={() => setSettingsOpen(true)} />
        {verdict === 'checking' ? (
          <p className="liq-empty" data-testid="remove-checking">
            {t('remove.checking')}
          </p>
        ) : (
          <>
            <RemoveAmount reads={reads} remove={remove} />
            <RemoveReceive record={record} reads={reads} remove={remove} />
            {!account || isWrongNetwork ? (
              <button
                type="button"
                className="btn btn--primary btn--md btn--block liq-main"
                data-testid="remove-connect"
                onClick={openConnectDialog}
              >
                {t('translation:connectWallet')}
              </button>
            ) : (
              <RemoveButtons reads={reads} remove={remove} />
            )}
          </>
        )}
      </div>
      <SettingsPopup open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      {remove.reviewing ? (
        <Suspense fallback={null}>
          <RemoveReview record={record} remove={remove} chainId={reads.chainId} />
        </Suspense>
      ) : null}
      <PendingPopup state={remove.pending} onClose={remove.closePending} />
    </div>
  )
}
