import { useTranslation } from 'react-i18next'
import { useActiveNetwork } from '../../chain/network/useActiveNetwork'
import { useGoTo } from '../../navigation/useGoTo'
import { Button } from '../../ui/Button'
import { CongressFigures } from './CongressFigures'
import { CongressRules } from './CongressRules'
import { CONGRESS_NAMESPACE, registerCongressTexts } from './i18n'
import { useCongressData } from './useCongress'
import './congress.css'

registerCongressTexts()

/** Congress (spec 001, /HomeNext/Congress): cumulative, give_out and buy_back in USDT from PHO's taxed flows. */
export default function Congress() {
  const { t } = useTranslation(CONGRESS_NAMESPACE)
  const { chainId } = useActiveNetwork()
  const goTo = useGoTo()
  const data = useCongressData(chainId)
  return (
    <div className="congress" data-testid="congress-page">
      <CongressFigures data={data.data} />
      {data.isError ? <p className="congress-note">{t('unavailable')}</p> : null}
      <div className="congress-links">
        <Button variant="secondary" data-testid="congress-chart" onClick={() => goTo('VisualChart')}>
          {t('chart')}
        </Button>
        <Button variant="secondary" data-testid="congress-board" onClick={() => goTo('boardOfDirectors')}>
          {t('board')}
        </Button>
      </div>
      <CongressRules />
    </div>
  )
}
