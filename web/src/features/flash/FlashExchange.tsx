import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { openConnectDialog } from '../../chain/wallet/connectDialogStore'
import { NetworkFee } from '../../trade/NetworkFee'
import { useNetworkSwitch } from '../../trade/useNetworkSwitch'
import { FlashAmount, FlashLines, FlashRecords } from './FlashPanels'
import { flashButtonState } from './flashButtonState'
import { FLASH_NAMESPACE, registerFlashTexts } from './i18n'
import { useFlashActions } from './useFlashActions'
import { useFlashReads } from './useFlashReads'
import './flash.css'

registerFlashTexts()

/**
 * The flash exchange (spec 000 §2): pick a record, see the read-only balance of its token, approve, then
 * doExchange(id, amount) at the record's fixed ratio with getExchangeAmount's preview. A paused record or a
 * reserve that cannot pay is refused here, before the wallet opens; every read is one multicall every 3 s.
 */
export default function FlashExchange() {
  const { t } = useTranslation(FLASH_NAMESPACE)
  const networkSwitch = useNetworkSwitch()
  const [id, setId] = useState(0)
  const [text, setText] = useState('')
  const reads = useFlashReads(id, text)
  const actions = useFlashActions(reads, id, () => setText(''))
  const { busy, fromSymbol, toSymbol } = actions
  const { selected } = reads

  const button = flashButtonState({
    wrongNetwork: reads.network.needsSwitch,
    connected: !!reads.account && !reads.network.isWrongNetwork,
    hasRecord: !!selected && !!reads.fromMeta && !!reads.toMeta,
    allowExchange: selected?.[3] ?? false,
    amount: reads.amount,
    balance: reads.balance,
    allowance: reads.allowance,
    amountOut: reads.preview,
    reserve: reads.reserve,
  })

  const onMain = () => {
    if (button.kind === 'switch') return networkSwitch.switchNow()
    if (button.kind === 'login') return openConnectDialog()
    if (button.kind === 'approve') return void actions.approve()
    if (button.kind === 'exchange') return void actions.exchange()
  }
  const label =
    button.kind === 'switch'
      ? networkSwitch.label
      : button.kind === 'login'
        ? t('translation:connectWallet')
        : button.kind === 'approve'
          ? busy === 'approve'
            ? t('translation:approving')
            : t('flash.approve', { symbol: fromSymbol })
          : button.kind === 'exchange'
            ? t('flash.exchange')
            : button.messageKey.startsWith('flash.')
              ? t(button.messageKey)
              : t(`translation:${button.messageKey}`)

  if (!reads.flash) {
    return (
      <div className="flash">
        <div className="flash-card">
          <h1 className="flash-card__title">{t('flash.title')}</h1>
          <p className="flash-alert">{t('flash.noContract')}</p>
          {button.kind === 'switch' ? (
            <button
              type="button"
              className="btn btn--primary btn--md btn--block flash-main"
              data-testid="flash-button"
              data-kind={button.kind}
              data-key={button.messageKey}
              onClick={onMain}
            >
              {label}
            </button>
          ) : null}
        </div>
      </div>
    )
  }

  return (
    <div className="flash" data-testid="flash-exchange">
      <div className="flash-card">
        <h1 className="flash-card__title">{t('flash.title')}</h1>
        <FlashRecords
          reads={reads}
          id={id}
          onPick={(i) => {
            setId(i)
            setText('')
          }}
        />
        <FlashAmount reads={reads} text={text} fromSymbol={fromSymbol} onType={setText} />
        <FlashLines reads={reads} fromSymbol={fromSymbol} toSymbol={toSymbol} />
        <button
          type="button"
          className="btn btn--primary btn--md btn--block flash-main"
          data-testid="flash-button"
          data-kind={button.kind}
          data-key={'messageKey' in button ? button.messageKey : button.kind}
          disabled={button.kind === 'disabled' || busy !== null}
          onClick={onMain}
        >
          {busy ? <span className="btn__spinner" aria-hidden="true" /> : null}
          {label}
        </button>
        {button.kind === 'approve' || button.kind === 'exchange' ? (
          // The exchange has no review step: the fee of what the button sends shows next to it.
          <NetworkFee
            chainId={reads.chainId}
            build={async () => actions.nextCall(button.kind)}
            deps={[button.kind, id, text, reads.preview]}
          />
        ) : null}
      </div>
    </div>
  )
}
