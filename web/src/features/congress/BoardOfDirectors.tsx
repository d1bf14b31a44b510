import { useTranslation } from 'react-i18next'
import { useActiveNetwork } from '../../chain/network/useActiveNetwork'
import { useGoTo } from '../../navigation/useGoTo'
import { Button } from '../../ui/Button'
import { formatBalance } from '../../ui/format'
import { BoardMembers } from './BoardMembers'
import { CongressFigures } from './CongressFigures'
import { CONGRESS_NAMESPACE, registerCongressTexts } from './i18n'
import { useCongressData, useLpData } from './useCongress'
import './congress.css'

registerCongressTexts()

/**
 * The board of directors (spec 001, /HomeNext/boardOfDirectors): the congress treasury figures and the liquidity
 * behind PHO (GET /dex/lp-data): the pools' value, PHO's price and the tax paid to liquidity and equity cards; then
 * the board's members, the star-card holders (GET /starcard/board).
 */
export default function BoardOfDirectors() {
  const { t } = useTranslation(CONGRESS_NAMESPACE)
  const { chainId } = useActiveNetwork()
  const goTo = useGoTo()
  const congress = useCongressData(chainId)
  const lp = useLpData(chainId).data
  const usdt = (value: string | undefined) =>
    lp && value !== undefined ? formatBalance(BigInt(value), lp.decimals) : '--'
  const rows = [
    { key: 'tvl', value: `${usdt(lp?.tvl)} USDT` },
    { key: 'pools', value: lp ? String(lp.pools) : '--' },
    { key: 'phoPrice', value: `${usdt(lp?.pho_price)} USDT` },
    { key: 'lpDividends', value: `${usdt(lp?.lp_dividends)} USDT` },
    { key: 'equityDividends', value: `${usdt(lp?.equity_dividends)} USDT` },
  ] as const
  return (
    <div className="congress" data-testid="board-page">
      <CongressFigures data={congress.data} />
      {congress.isError ? <p className="congress-note">{t('unavailable')}</p> : null}
      <section className="congress-card" aria-labelledby="board-lp-title">
        <h2 id="board-lp-title" className="congress-card__heading">
          {t('lp.title')}
        </h2>
        <dl className="congress-list">
          {rows.map((row) => (
            <div key={row.key}>
              <dt>{t(`lp.${row.key}`)}</dt>
              <dd data-testid={`board-${row.key}`}>{row.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <BoardMembers />
      <Button variant="secondary" data-testid="board-chart" onClick={() => goTo('VisualChart')}>
        {t('chart')}
      </Button>
    </div>
  )
}
