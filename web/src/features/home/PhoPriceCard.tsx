import { useTranslation } from 'react-i18next'
import { useGoTo } from '../../app/useGoTo'
import { Button } from '../../ui/Button'
import { groupThousands, UNKNOWN } from '../../ui/formatNumber'
import { usePhoPrice } from './usePhoPrice'

/** PHO's fixed supply as the spec shows it. */
export const PHO_FIXED_SUPPLY = 29_000

/** The reward token's price read from the PHO-USDT pair, the way to buy it, its fixed supply and its trade fee. */
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
        <Button size="sm" className="pho-price__swap" data-testid="pho-swap" onClick={() => goTo('Swap')}>
          {t('home.swap')}
        </Button>
      </div>
      <dl className="pho-facts">
        <div className="pho-facts__item">
          <dt>{t('home.supply')}</dt>
          <dd data-testid="home-supply">{groupThousands(String(PHO_FIXED_SUPPLY))} PHO</dd>
        </div>
        <div className="pho-facts__item">
          <dt>{t('home.tradeFee')}</dt>
          <dd>1.5%</dd>
        </div>
      </dl>
      <p className="pho-note">{t('home.taxNote')}</p>
    </section>
  )
}
