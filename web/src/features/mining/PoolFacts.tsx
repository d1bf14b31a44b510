import type { Fraction } from '@phoswap/core/amm/priceImpact'
import { useTranslation } from 'react-i18next'
import { BalanceWhere } from '../../ui/BalanceWhere'
import { formatBalance, UNKNOWN } from '../../ui/format'
import type { PanelState } from './farmReads'
import { MINING_NAMESPACE } from './i18n'
import type { MiningPanel } from './miningPanels'
import { type Figure, formatApr, formatUsd } from './poolEconomy'

export interface PanelEconomy {
  tvl: Figure
  apr: Figure
}

function FigureValue(props: { figure: Figure | undefined; show: (value: Fraction) => string; testId: string }) {
  const { t } = useTranslation(MINING_NAMESPACE)
  const { figure } = props
  if (figure?.ok) return <span data-testid={props.testId}>{props.show(figure.value)}</span>
  return (
    <>
      <span data-testid={props.testId}>{UNKNOWN}</span>
      <small className="mining-facts__why" data-testid={`${props.testId}-why`}>
        {t(`facts.why.${figure?.reason ?? 'unread'}`)}
      </small>
    </>
  )
}

/**
 * A card's pool figures (issue 30): APR and TVL from the chain (reward rate, total staked, prices from the pairs'
 * reserves; '--' with the reason when one is unknown), the user's wallet balance of the staked token, and a
 * fixed-lot pool's lot.
 */
export function PoolFacts(props: {
  panel: MiningPanel
  state: PanelState | undefined
  connected: boolean
  economy: PanelEconomy | undefined
}) {
  const { t } = useTranslation(MINING_NAMESPACE)
  const { panel, state, economy } = props
  return (
    <dl className="mining-facts">
      <div>
        <dt>{t('facts.apr')}</dt>
        <dd>
          <FigureValue figure={economy?.apr} show={formatApr} testId="pool-apr" />
        </dd>
      </div>
      <div>
        <dt>{t('facts.tvl')}</dt>
        <dd>
          <FigureValue figure={economy?.tvl} show={formatUsd} testId="pool-tvl" />
        </dd>
      </div>
      <div className="mining-facts__wide">
        <dt>
          {t('facts.wallet', { symbol: panel.stakeSymbol })}
          <BalanceWhere where="chain" />
        </dt>
        <dd>
          <span data-testid="pool-wallet">
            {props.connected && state ? formatBalance(state.balance, panel.stakeDecimals) : UNKNOWN}
          </span>{' '}
          <span className="mining-unit">{panel.stakeSymbol}</span>
        </dd>
      </div>
      {panel.fixedStake !== undefined ? (
        <div className="mining-facts__wide">
          <dt>{t('facts.lot')}</dt>
          <dd>
            <span data-testid="pool-lot">{formatBalance(panel.fixedStake, panel.stakeDecimals)}</span>{' '}
            <span className="mining-unit">{panel.stakeSymbol}</span>
          </dd>
        </div>
      ) : null}
    </dl>
  )
}
