import type { Trade } from '@phoswap/core/routing'
import { checkPriceImpact } from '@phoswap/core/settings'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useTransactions } from '../../chain/tx/useTransactions'
import { openConnectDialog } from '../../chain/wallet/connectDialogStore'
import { PendingPopup, TokenPicker, TransactionRecord } from '../../trade/onDemandPopups'
import { useNetworkSwitch } from '../../trade/useNetworkSwitch'
import { onDemand, preloadable } from '../../ui/onDemand'
import { BlockNumber } from './BlockNumber'
import { registerSwapTexts, SWAP_NAMESPACE } from './i18n'
import type { InputSource } from './quote'
import { SwapBox } from './SwapBox'
import { SwapCardHead } from './SwapCardHead'
import { SwapLines } from './SwapLines'
import { useSwapActions } from './useSwapActions'
import { useSwapForm } from './useSwapForm'

// The token list and the settings load when first opened, not with the screen.
const SettingsPopup = onDemand(() => import('../../trade/SettingsPopup').then((m) => m.SettingsPopup))

registerSwapTexts()

const ChartPopup = lazy(() => import('./chart/ChartPopup'))
// The confirmation and the warnings load once an amount is typed (they show on the next press of the main button),
// not with the screen (issue 17).
const confirmPopups = preloadable(() => import('./SwapConfirm'))
const SwapConfirm = confirmPopups.part((m) => m.SwapConfirm)
const SwapWarnings = confirmPopups.part((m) => m.SwapWarnings)
// The lines below the button (minimum received, price impact, fees) show once there is a trade: they load then.
const infoLines = preloadable(() => import('./SwapInfo'))
const SwapInfo = infoLines.part((m) => m.SwapInfo)

type SwapPopup = 'settings' | 'record' | 'chart' | 'warning' | 'confirm' | 'tokenError'

/** The Swap screen (spec 000 §2, §4): from/to boxes, route, price, info lines, the main button and its popups. */
export default function Swap() {
  const { t } = useTranslation(SWAP_NAMESPACE)
  const form = useSwapForm()
  const networkSwitch = useNetworkSwitch()
  const transactions = useTransactions()
  const [picker, setPicker] = useState<InputSource | null>(null)
  const [popup, setPopup] = useState<SwapPopup | null>(null)
  const [confirmed, setConfirmed] = useState<Trade | null>(null)
  const actions = useSwapActions(form, { close: () => setPopup(null), openTokenError: () => setPopup('tokenError') })
  const { account, tokenIn, tokenOut, quote, trade, settings } = form
  const typed = form.fromText !== '' || form.toText !== ''
  useEffect(() => {
    if (!typed) return
    void confirmPopups.preload()
    void infoLines.preload()
  }, [typed])
  // Any change of the question clears the last answer's error line.
  const edit =
    <A extends unknown[]>(change: (...args: A) => void) =>
    (...args: A) => {
      actions.setError(null)
      change(...args)
    }

  const onMain = () => {
    actions.setError(null)
    const { kind } = quote.button
    if (kind === 'switch') return networkSwitch.switchNow()
    if (kind === 'connect') return openConnectDialog()
    if (kind === 'approve') return void actions.approve()
    if (kind === 'wrap' || kind === 'unwrap') return void actions.wrapOrUnwrap(kind)
    if (kind !== 'swap' || !trade) return
    setConfirmed(trade)
    setPopup(checkPriceImpact(trade.priceImpact, settings.expert) === 'warn' ? 'warning' : 'confirm')
  }

  const buttonText =
    actions.busy === 'approving'
      ? t('translation:approving')
      : quote.button.kind === 'switch'
        ? networkSwitch.label
        : quote.button.kind === 'approve'
          ? t('translation:approveToken', { symbol: tokenIn?.symbol ?? '' })
          : t(`translation:${quote.button.messageKey}`, { symbol: tokenOut?.symbol ?? '' })

  const box = (slot: InputSource) => (
    <SwapBox
      slot={slot}
      token={slot === 'from' ? tokenIn : tokenOut}
      balance={form.balanceOf(slot === 'from' ? tokenIn : tokenOut)}
      text={slot === 'from' ? form.fromText : form.toText}
      estimated={form.source !== slot && (slot === 'from' ? quote.amountIn : quote.amountOut) !== null && !quote.wrap}
      parseError={quote.parseError}
      connected={!!account}
      onType={edit((text: string) => form.type(slot, text))}
      onPick={() => setPicker(slot)}
      onPercent={edit(form.fillPercent)}
    />
  )

  return (
    <div className="swap">
      <div className="swap-card">
        <SwapCardHead pendingCount={transactions.pending} onOpen={setPopup} />
        {box('from')}
        <div className="swap-reverse">
          <button
            type="button"
            className="swap-reverse__button"
            aria-label={t('box.reverse')}
            data-testid="swap-reverse"
            onClick={edit(form.reverse)}
          >
            ↓↑
          </button>
        </div>
        {box('to')}
        <SwapLines form={form} />
        {actions.error ? (
          <p className="swap-error" data-testid="swap-error" role="alert">
            {actions.error}
          </p>
        ) : null}
        <button
          type="button"
          className={`btn btn--primary btn--md btn--block swap-main${quote.button.kind === 'swap' && quote.button.messageKey === 'swapAnyway' ? ' swap-main--warn' : ''}`}
          data-testid="swap-button"
          data-kind={quote.button.kind}
          data-key={quote.button.messageKey}
          disabled={
            quote.button.kind === 'disabled' || actions.busy !== null || (quote.button.kind === 'swap' && !trade)
          }
          onClick={onMain}
        >
          {actions.busy ? <span className="btn__spinner" aria-hidden="true" /> : null}
          {buttonText}
        </button>
        {trade ? <SwapInfo form={form} /> : null}
      </div>
      <BlockNumber chainId={form.chainId} />

      <TokenPicker
        open={picker !== null}
        onClose={() => setPicker(null)}
        onSelect={edit((token) => picker && form.choose(picker, token))}
        chainId={form.chainId}
        account={account}
        selected={(picker === 'from' ? tokenIn : tokenOut)?.address ?? null}
        balances={form.reads.balances}
      />
      <SettingsPopup open={popup === 'settings'} onClose={() => setPopup(null)} />
      <TransactionRecord open={popup === 'record'} onClose={() => setPopup(null)} />
      {popup === 'chart' ? (
        <Suspense fallback={null}>
          <ChartPopup
            chainId={form.chainId}
            pair={form.chartPair}
            name={tokenIn && tokenOut ? `${tokenIn.symbol}/${tokenOut.symbol}` : ''}
            onClose={() => setPopup(null)}
          />
        </Suspense>
      ) : null}
      {popup === 'warning' || popup === 'tokenError' ? (
        <SwapWarnings open={popup} onClose={() => setPopup(null)} onContinue={() => setPopup('confirm')} />
      ) : null}
      {popup === 'confirm' && confirmed && tokenIn && tokenOut ? (
        <SwapConfirm
          trade={confirmed}
          tokenIn={tokenIn}
          tokenOut={tokenOut}
          slippageBps={settings.slippageBps}
          chainId={form.chainId}
          buildCall={() => import('./reviewCall').then((m) => m.swapReviewCall(confirmed, form))}
          taxes={form.taxes}
          checking={actions.busy === 'checking'}
          onClose={() => setPopup(null)}
          onConfirm={() => void actions.executeSwap(confirmed)}
        />
      ) : null}
      <PendingPopup state={actions.pending} onClose={actions.closePending} />
    </div>
  )
}
