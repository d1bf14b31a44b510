import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useActiveNetwork } from '../../chain/network/useActiveNetwork'
import { Outlet, useLocation, useNavigate } from '../../navigation/hashRouter'
import { routePath } from '../../navigation/routes'
import { useGoTo } from '../../navigation/useGoTo'
import { Button } from '../../ui/Button'
import { MINING_NAMESPACE, registerMiningTexts } from './i18n'
import { pickMiningPage } from './pickMiningPage'
import './mining.css'

registerMiningTexts()

/**
 * The mining host (spec 000 §2): picks MiningOKT, MiningPOR or MiningBSC by the wallet's chain (the picked network
 * while disconnected) and picks again when the network changes; a banner with the Business button on top.
 */
export default function MiningsIndex() {
  const { t } = useTranslation(MINING_NAMESPACE)
  const { chainId } = useActiveNetwork()
  const wanted = pickMiningPage(chainId)
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const goTo = useGoTo()
  useEffect(() => {
    const path = routePath(wanted)
    if (pathname !== path) navigate(path, { replace: true })
  }, [wanted, pathname, navigate])
  return (
    <section className="mining" data-testid="mining-host" data-page={wanted}>
      <div className="mining-banner" data-testid="mining-banner">
        <div>
          <h2 className="mining-banner__title">{t('banner.title')}</h2>
          <p className="mining-banner__text">{t('banner.text')}</p>
        </div>
        <Button size="sm" variant="secondary" data-testid="mining-business" onClick={() => goTo('Business')}>
          {t('banner.business')}
        </Button>
      </div>
      <Outlet />
    </section>
  )
}
