import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SWAP_NAMESPACE } from './i18n'
import type { SwapForm } from './useSwapForm'

/** Price (click flips it), slippage and route, above the main button (spec 000 §2). */
export function SwapLines({ form }: { form: SwapForm }) {
  const { t } = useTranslation(SWAP_NAMESPACE)
  const [inverted, setInverted] = useState(false)
  const price = form.priceText(inverted)
  return (
    <dl className="swap-lines">
      {price ? (
        <div className="swap-line">
          <dt>{t('info.price')}</dt>
          <dd>
            <button
              type="button"
              className="swap-line__flip"
              data-testid="swap-price"
              title={t('info.flip')}
              onClick={() => setInverted(!inverted)}
            >
              {price} ⇄
            </button>
          </dd>
        </div>
      ) : null}
      <div className="swap-line">
        <dt>{t('info.slippage')}</dt>
        <dd data-testid="swap-slippage">{(form.settings.slippageBps / 100).toFixed(2).replace(/0$/, '')}%</dd>
      </div>
      {form.routeText ? (
        <div className="swap-line">
          <dt>{t('info.route')}</dt>
          <dd data-testid="swap-route">{form.routeText}</dd>
        </div>
      ) : null}
    </dl>
  )
}
