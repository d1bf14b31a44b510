import { useTranslation } from 'react-i18next'
import { useActiveNetwork } from '../../chain/network/useActiveNetwork'
import { Advantages } from './Advantages'
import { AssetTable } from './AssetTable'
import { HomeBanner } from './HomeBanner'
import { HomeTiles } from './HomeTiles'
import { MarketQuotes } from './MarketQuotes'
import { NewsLine } from './NewsLine'
import { Partners } from './Partners'
import { PhoPriceCard } from './PhoPriceCard'
import './home.css'

/**
 * The spec's home page, top to bottom: banner, the four tiles, NEWS, the reward wallet, PHO's price, supply and
 * fee, market quotes, advantages, partners, copyright.
 */
export default function HomeIndex() {
  const { t } = useTranslation()
  const { chainId, isWrongNetwork } = useActiveNetwork()
  return (
    <div className="home">
      <HomeBanner />
      <HomeTiles />
      <NewsLine />
      {isWrongNetwork ? <p className="home-note home-note--warn">{t('home.switchPrompt')}</p> : null}
      <AssetTable chainId={chainId} supported={!isWrongNetwork} />
      <PhoPriceCard chainId={chainId} supported={!isWrongNetwork} />
      <MarketQuotes chainId={chainId} />
      <Advantages />
      <Partners />
      <footer className="home-copyright" data-testid="home-copyright">
        {t('home.copyright', { year: new Date().getFullYear() })}
      </footer>
    </div>
  )
}
