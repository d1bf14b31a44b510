import { checkDeadlineInput, checkSlippageInput, type GasPriceType, SLIPPAGE_PRESETS_BPS } from '@phoswap/core/settings'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSwapSettings } from '../chain/settings/useSwapSettings'
import { Popup } from '../ui/Popup'
import { registerTradePopupTexts, TRADE_POPUP_NAMESPACE } from './popupTexts'
import './trade.css'

registerTradePopupTexts()

const bpsText = (bps: number) => (bps / 100).toFixed(bps % 10 === 0 ? 1 : 2)

function Toggle({
  on,
  onChange,
  testId,
  label,
}: {
  on: boolean
  onChange: (on: boolean) => void
  testId: string
  label: string
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={label}
      className={`toggle${on ? ' toggle--on' : ''}`}
      data-testid={testId}
      onClick={() => onChange(!on)}
    >
      <span className="toggle__knob" />
    </button>
  )
}

/**
 * The swap settings popup (spec 000 §5, §9): slippage presets 0.1/0.5/1.0% or custom (warnings at 0 and above 5%,
 * 50% or more refused and not saved), deadline in minutes, multipath, expert mode behind a confirmation, gas
 * speed. Everything is saved locally as it changes; liquidity screens reuse it.
 */
export function SettingsPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(TRADE_POPUP_NAMESPACE)
  const [settings, update] = useSwapSettings()
  const preset = SLIPPAGE_PRESETS_BPS.includes(settings.slippageBps)
  const [slippageText, setSlippageText] = useState(preset ? '' : bpsText(settings.slippageBps))
  const [deadlineText, setDeadlineText] = useState(String(settings.deadlineMinutes))
  const [askExpert, setAskExpert] = useState(false)
  const slippageCheck = checkSlippageInput(slippageText)
  const slippageMessage =
    slippageCheck.message ??
    (settings.slippageBps === 0 ? 'slippageMayFail' : settings.slippageBps > 500 ? 'slippageMayBeFrontrun' : null)
  const deadlineCheck = checkDeadlineInput(deadlineText)
  return (
    <Popup
      open={open}
      onClose={onClose}
      title={t('settings.title')}
      testId="settings-popup"
      closeLabel={t('translation:common.close')}
    >
      <section className="settings__section">
        <h3 className="settings__label">{t('settings.slippage')}</h3>
        <div className="settings__row">
          {SLIPPAGE_PRESETS_BPS.map((bps) => (
            <button
              type="button"
              key={bps}
              className={`trade-chip${settings.slippageBps === bps && slippageText === '' ? ' trade-chip--on' : ''}`}
              data-testid={`slippage-${bps}`}
              onClick={() => {
                setSlippageText('')
                update({ slippageBps: bps })
              }}
            >
              {bpsText(bps)}%
            </button>
          ))}
          <label className={`settings__input${slippageText !== '' ? ' settings__input--on' : ''}`}>
            <input
              inputMode="decimal"
              placeholder={t('settings.custom')}
              value={slippageText}
              data-testid="slippage-input"
              onChange={(event) => {
                const text = event.target.value.trim()
                setSlippageText(text)
                const check = checkSlippageInput(text)
                if (check.save && check.bps !== null) update({ slippageBps: check.bps })
              }}
            />
            %
          </label>
        </div>
        {slippageMessage ? (
          <p
            className={`settings__message${slippageMessage === 'enterValidSlippage' ? ' settings__message--error' : ''}`}
            data-testid="slippage-message"
          >
            {t(`translation:${slippageMessage}`)}
          </p>
        ) : null}
      </section>
      <section className="settings__section">
        <h3 className="settings__label">{t('settings.deadline')}</h3>
        <label className="settings__input settings__input--deadline">
          <input
            inputMode="numeric"
            value={deadlineText}
            data-testid="deadline-input"
            onChange={(event) => {
              const text = event.target.value.trim()
              setDeadlineText(text)
              const check = checkDeadlineInput(text)
              if (check.save && check.minutes !== null) update({ deadlineMinutes: check.minutes })
            }}
          />
          {t('settings.minutes')}
        </label>
        {deadlineCheck.message ? (
          <p className="settings__message settings__message--error">{t(`translation:${deadlineCheck.message}`)}</p>
        ) : null}
      </section>
      <section className="settings__section settings__section--line">
        <h3 className="settings__label">{t('settings.multipath')}</h3>
        <Toggle
          on={settings.multipath}
          label={t('settings.multipath')}
          testId="multipath-toggle"
          onChange={(multipath) => update({ multipath })}
        />
      </section>
      <section className="settings__section settings__section--line">
        <h3 className="settings__label">{t('settings.expert')}</h3>
        <Toggle
          on={settings.expert}
          label={t('settings.expert')}
          testId="expert-toggle"
          onChange={(on) => (on ? setAskExpert(true) : update({ expert: false }))}
        />
      </section>
      <section className="settings__section">
        <h3 className="settings__label">{t('settings.gas')}</h3>
        <div className="settings__row">
          {([1, 2, 3] as GasPriceType[]).map((type) => (
            <button
              type="button"
              key={type}
              className={`trade-chip${settings.gasPriceType === type ? ' trade-chip--on' : ''}`}
              data-testid={`gas-${type}`}
              onClick={() => update({ gasPriceType: type })}
            >
              {t(`settings.${type === 1 ? 'standard' : type === 2 ? 'fast' : 'instant'}`)}
            </button>
          ))}
        </div>
      </section>
      <Popup
        open={askExpert}
        onClose={() => setAskExpert(false)}
        title={t('settings.expertTitle')}
        placement="center"
        testId="expert-popup"
      >
        <p className="settings__warning">{t('settings.expertWarning')}</p>
        <button
          type="button"
          className="btn btn--primary btn--md btn--block"
          data-testid="expert-confirm"
          onClick={() => {
            update({ expert: true })
            setAskExpert(false)
          }}
        >
          {t('settings.expertConfirm')}
        </button>
      </Popup>
    </Popup>
  )
}
