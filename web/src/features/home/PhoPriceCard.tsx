import { bpsPercent, feeTextValues, PHO_TAX_BPS } from '@phoswap/core/fees'
import { useTranslation } from 'react-i18next'
import { useGoTo } from '../../navigation/useGoTo'
import { Button } from '../../ui/Button'
import { formatBalance, UNKNOWN } from '../../ui/formatNumber'
import { usePhoPrice } from './usePhoPrice'

/**
 * The reward token's price read from the PHO-USDT pair, the way to buy it, its total supply read from the chain
 * with the price, and its buy/sell tax from the contract's figures (core/src/fees).
 */
export function PhoPriceCard({ chainId, supported }: { chainId: number; supported: boolean }) {
  const { t } = useTranslation()
  const goTo = useGoTo()
  const price = usePhoPrice(chainId, supported)
  return (
    <section className="home-card home-card--pho" aria-labelledby="pho-price-title">
      <div className="pho-price">
        <div className="pho-price__main">
          <h2 className="pho-price__label" id="pho-price-title">
            {t('home.phoPrice')}
          </h2>
          <p className="pho-price__value">
            <span data-testid="pho-price">{price.text}</span>
            {price.text !== UNKNOWN ? <small>USDT</small> : null}
          </p>
        </div>
        <Button
          size="sm"
          className="pho-price__swap"
          data-testid="pho-swap"
          onClick={() => goTo('Swap', { outputCurrency: 'PHO' })}
        >
          {t('home.swap')}
        </Button>
      </div>
      <dl className="pho-facts">
        <div className="pho-facts__item">
          <dt>{t('home.supply')}</dt>
          <dd data-testid="home-supply">
            {price.supply === null ? UNKNOWN : `${formatBalance(price.supply, price.decimals)} PHO`}
          </dd>
        </div>
        <div className="pho-facts__item">
          <dt>{t('home.tradeFee')}</dt>
          <dd data-testid="home-pho-tax">{bpsPercent(PHO_TAX_BPS)}</dd>
        </div>
      </dl>
      <p className="pho-note" data-testid="home-tax-note">
        {t('home.taxNote', feeTextValues())}
      </p>
    </section>
  )
}
