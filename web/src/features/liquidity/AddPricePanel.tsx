import { formatPoolShare, formatPrice } from '@phoswap/core/format'
import { useTranslation } from 'react-i18next'
import { UNKNOWN } from '../../ui/format'
import { LIQUIDITY_NAMESPACE } from './i18n'
import type { AddLiquidityForm } from './useAddLiquidityForm'

/** Prices both ways and the share of the pool (initial prices for a new pool), with the transfer tax note. */
export function AddPricePanel({ form }: { form: AddLiquidityForm }) {
  const { t } = useTranslation(LIQUIDITY_NAMESPACE)
  const { tokenA, tokenB, preview, taxA, taxB } = form
  if (!tokenA || !tokenB || form.wrap || form.samePair) return null
  const shareText = preview ? formatPoolShare(preview.share) : form.hasPool ? '0%' : UNKNOWN
  const taxedSymbol = taxA > 0 ? tokenA.symbol : taxB > 0 ? tokenB.symbol : null
  const taxPercent = `${(Math.max(taxA, taxB) / 100).toString()}%`
  return (
    <div className="liq-panel" data-testid="add-price-panel">
      <h3 className="liq-panel__title">{form.newPool ? t('add.initialPrices') : t('add.pricesAndShare')}</h3>
      <dl className="liq-lines">
        <div className="liq-line">
          <dt>{t('add.per', { quote: tokenB.symbol, base: tokenA.symbol })}</dt>
          <dd data-testid="add-price-ba">{form.priceBA ? formatPrice(form.priceBA) : UNKNOWN}</dd>
        </div>
        <div className="liq-line">
          <dt>{t('add.per', { quote: tokenA.symbol, base: tokenB.symbol })}</dt>
          <dd data-testid="add-price-ab">{form.priceAB ? formatPrice(form.priceAB) : UNKNOWN}</dd>
        </div>
        <div className="liq-line">
          <dt>{t('add.shareOfPool')}</dt>
          <dd data-testid="add-share">{shareText}</dd>
        </div>
      </dl>
      {taxedSymbol ? (
        <p className="liq-panel__note" data-testid="add-tax-note">
          {t('add.taxNote', { symbol: taxedSymbol, percent: taxPercent })}
        </p>
      ) : null}
    </div>
  )
}
