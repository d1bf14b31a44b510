import { formatConfirmAmount, formatPoolShare, formatPrice } from '@phoswap/core/format'
import { deadlineFrom } from '@phoswap/core/settings'
import { useTranslation } from 'react-i18next'
import { NetworkFee } from '../../trade/NetworkFee'
import { UNKNOWN } from '../../ui/format'
import { Popup } from '../../ui/Popup'
import { LIQUIDITY_NAMESPACE } from './i18n'
import type { AddLiquidityForm } from './useAddLiquidityForm'

/** The supply confirmation (spec 000 §4): LP tokens received, amounts deposited, rates, share; then supply. */
export function AddConfirm(props: {
  form: AddLiquidityForm
  slippageBps: number
  checking: boolean
  onClose: () => void
  onSupply: () => void
}) {
  const { t } = useTranslation(LIQUIDITY_NAMESPACE)
  const { tokenA, tokenB, amountA, amountB, preview, newPool, priceAB, priceBA } = props.form
  if (!tokenA || !tokenB || !amountA || !amountB || !preview) return null
  const { checking } = props
  return (
    <Popup
      open
      onClose={props.onClose}
      title={newPool ? t('add.createTitle') : t('add.confirmTitle')}
      testId="add-confirm"
      closeLabel={t('translation:common.close')}
    >
      <div className="confirm">
        <div className="liq-confirm__lp" data-testid="add-confirm-lp">
          <strong>{formatConfirmAmount(preview.liquidity, 18)}</strong>
          <span>{t('add.poolTokens', { a: tokenA.symbol, b: tokenB.symbol })}</span>
        </div>
        <p className="confirm__note">{t('add.estimated', { slippage: props.slippageBps / 100 })}</p>
        <dl className="liq-lines">
          <div className="liq-line">
            <dt>{t('add.deposited', { symbol: tokenA.symbol })}</dt>
            <dd data-testid="add-confirm-a">{formatConfirmAmount(amountA, tokenA.decimals)}</dd>
          </div>
          <div className="liq-line">
            <dt>{t('add.deposited', { symbol: tokenB.symbol })}</dt>
            <dd data-testid="add-confirm-b">{formatConfirmAmount(amountB, tokenB.decimals)}</dd>
          </div>
          <div className="liq-line">
            <dt>{t('add.rates')}</dt>
            <dd>
              1 {tokenA.symbol} = {priceBA ? formatPrice(priceBA) : UNKNOWN} {tokenB.symbol}
              <br />1 {tokenB.symbol} = {priceAB ? formatPrice(priceAB) : UNKNOWN} {tokenA.symbol}
            </dd>
          </div>
          <div className="liq-line">
            <dt>{t('add.shareOfPool')}</dt>
            <dd>{formatPoolShare(preview.share)}</dd>
          </div>
        </dl>
        <NetworkFee
          chainId={props.form.chainId}
          build={async () => {
            const { account, router } = props.form
            if (!account || !router) return null
            const { addLiquidityCall } = await import('./liquidityCalls')
            return addLiquidityCall({
              router,
              tokenA: tokenA.address,
              tokenB: tokenB.address,
              amountA,
              amountB,
              slippageBps: props.slippageBps,
              newPool,
              to: account,
              deadline: deadlineFrom(Date.now() / 1000, 20),
            })
          }}
          deps={[tokenA.address, tokenB.address, amountA, amountB, props.slippageBps, newPool]}
        />
        <button
          type="button"
          className="btn btn--primary btn--md btn--block"
          data-testid="add-confirm-button"
          disabled={checking}
          onClick={props.onSupply}
        >
          {checking ? <span className="btn__spinner" aria-hidden="true" /> : null}
          {checking ? t('add.checking') : newPool ? t('add.createPool') : t('add.confirmSupply')}
        </button>
      </div>
    </Popup>
  )
}
