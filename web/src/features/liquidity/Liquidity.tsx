import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSwapSettings } from '../../chain/settings/useSwapSettings'
import { openConnectDialog } from '../../chain/wallet/connectDialogStore'
import { PendingPopup, TokenPicker } from '../../trade/onDemandPopups'
import { useNetworkSwitch } from '../../trade/useNetworkSwitch'
import { onDemand, preloadable } from '../../ui/onDemand'
import { AddBox } from './AddBox'
import { AddPricePanel } from './AddPricePanel'
import { LIQUIDITY_NAMESPACE, registerLiquidityTexts } from './i18n'
import { LiquidityHeader } from './LiquidityHeader'
import { useAddLiquidityActions } from './useAddLiquidityActions'
import { type Slot, useAddLiquidityForm } from './useAddLiquidityForm'
import './liquidity.css'

// The supply confirmation loads once an amount is typed (it shows on the next press of supply), not with the screen
// (issue 17); the settings when first opened.
const confirm = preloadable(() => import('./AddConfirm'))
const AddConfirm = confirm.part((m) => m.AddConfirm)
const SettingsPopup = onDemand(() => import('../../trade/SettingsPopup').then((m) => m.SettingsPopup))

registerLiquidityTexts()

/** The add-liquidity screen (spec 000 §2, §4). */
export default function Liquidity() {
  const { t } = useTranslation(LIQUIDITY_NAMESPACE)
  const networkSwitch = useNetworkSwitch()
  const [settings] = useSwapSettings()
  const form = useAddLiquidityForm()
  const typed = form.textA !== '' || form.textB !== ''
  useEffect(() => {
    if (typed) void confirm.preload()
  }, [typed])
  const [picker, setPicker] = useState<Slot | null>(null)
  const [popup, setPopup] = useState<'settings' | 'confirm' | null>(null)
  const actions = useAddLiquidityActions(form, () => setPopup(null))
  const { account, tokenA, tokenB, button } = form
  const { busy } = actions

  const onMain = () => {
    if (button.kind === 'switch') return networkSwitch.switchNow()
    if (button.kind === 'login') return openConnectDialog()
    if (button.kind === 'wrap' || button.kind === 'unwrap') return void actions.wrapOrUnwrap(button.kind)
    if (button.kind === 'supply') setPopup('confirm')
  }

  const box = (slot: Slot) => (
    <AddBox
      slot={slot}
      token={slot === 'A' ? tokenA : tokenB}
      balance={slot === 'A' ? form.balanceA : form.balanceB}
      text={slot === 'A' ? form.textA : form.textB}
      parseError={slot === 'A' ? form.parseErrorA : form.parseErrorB}
      connected={!!account}
      onType={(text) => form.type(slot, text)}
      onMax={() => form.fillMax(slot)}
      onPick={() => setPicker(slot)}
    />
  )

  return (
    <div className="liq">
      <div className="liq-card">
        <LiquidityHeader title={t('add.title')} onSettings={() => setPopup('settings')} />
        {form.newPool && tokenA && tokenB && !form.wrap ? (
          <div className="liq-note" data-testid="add-first-provider">
            <strong>{t('add.firstProvider')}</strong>
            <p>{t('add.firstProviderNote')}</p>
          </div>
        ) : null}
        {box('A')}
        <div className="liq-plus" aria-hidden="true">
          +
        </div>
        {box('B')}
        <AddPricePanel form={form} />

        {button.kind === 'approve' ? (
          <div className="liq-approvals">
            {button.tokens.map((slot) => {
              const token = slot === 'A' ? tokenA : tokenB
              return (
                <button
                  type="button"
                  key={slot}
                  className="btn btn--primary btn--md btn--block"
                  data-testid={`add-approve-${slot}`}
                  disabled={busy !== null}
                  onClick={() => void actions.approve(slot)}
                >
                  {busy === slot ? <span className="btn__spinner" aria-hidden="true" /> : null}
                  {busy === slot
                    ? t('translation:approving')
                    : t('translation:approveToken', { symbol: token?.symbol ?? '' })}
                </button>
              )
            })}
          </div>
        ) : (
          <button
            type="button"
            className="btn btn--primary btn--md btn--block liq-main"
            data-testid="add-button"
            data-kind={button.kind}
            data-key={button.messageKey}
            disabled={button.kind === 'disabled' || busy !== null || (button.kind === 'supply' && !form.poolKnown)}
            onClick={onMain}
          >
            {busy ? <span className="btn__spinner" aria-hidden="true" /> : null}
            {button.kind === 'switch' ? networkSwitch.label : t(`translation:${button.messageKey}`)}
          </button>
        )}
      </div>

      <TokenPicker
        open={picker !== null}
        onClose={() => setPicker(null)}
        onSelect={(token) => picker && form.choose(picker, token)}
        chainId={form.chainId}
        account={account}
        selected={(picker === 'A' ? tokenA : tokenB)?.address ?? null}
      />
      <SettingsPopup open={popup === 'settings'} onClose={() => setPopup(null)} />
      {popup === 'confirm' ? (
        <AddConfirm
          form={form}
          slippageBps={settings.slippageBps}
          checking={busy === 'checking'}
          onClose={() => setPopup(null)}
          onSupply={() => void actions.supply()}
        />
      ) : null}
      <PendingPopup state={actions.pending} onClose={actions.closePending} />
    </div>
  )
}
