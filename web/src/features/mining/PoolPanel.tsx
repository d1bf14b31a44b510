import { useTranslation } from 'react-i18next'
import { NetworkFee } from '../../trade/NetworkFee'
import { Button } from '../../ui/Button'
import { formatBalance, UNKNOWN } from '../../ui/format'
import { TokenIcon } from '../../ui/TokenIcon'
import type { PanelState } from './farmReads'
import { MINING_NAMESPACE } from './i18n'
import { harvestCall } from './miningCalls'
import type { MiningPanel } from './miningPanels'
import { type PanelEconomy, PoolFacts } from './PoolFacts'
import { UnlockCountdown } from './UnlockCountdown'
import type { Busy } from './useMiningActions'

export interface PoolTotals {
  total: bigint
  today: bigint | undefined
}

interface PoolPanelProps {
  /** The chain of the page, for the harvest's network fee. */
  chainId: number
  panel: MiningPanel
  state: PanelState | undefined
  connected: boolean
  busy: Busy | undefined
  totals?: PoolTotals
  /** APR and TVL of the pool (or why not). */
  economy?: PanelEconomy
  latestBlockTimestamp?: number
  onConnect: () => void
  onHarvest: () => void
  onApprove: () => void
  onStake: () => void
  onUnstake: () => void
}

/**
 * One pool (spec 000 §2): earned profit with Harvest; then Approve while the allowance is zero, otherwise the
 * staked amount with withdraw and deposit icons. The PHO-USDT panel adds total and today's reward; the PHO
 * single-staking panel the unlock countdown while something is staked.
 */
export function PoolPanel(props: PoolPanelProps) {
  const { panel, state, connected, busy, totals } = props
  const { t } = useTranslation(MINING_NAMESPACE)
  const [first, second] = panel.name.split('-')
  const title = panel.kind === 'farm' ? t('panel.lp', { name: panel.name }) : t('panel.single', { name: panel.name })
  const amount = (value: bigint | undefined, decimals: number) => (state ? formatBalance(value, decimals) : UNKNOWN)
  return (
    <article className="mining-panel" data-testid={`pool-${panel.key}`}>
      <header className="mining-panel__head">
        <span className="mining-panel__icons" aria-hidden="true">
          <TokenIcon symbol={first ?? panel.name} />
          {second ? <TokenIcon symbol={second} /> : null}
        </span>
        <h2 className="mining-panel__title">{title}</h2>
      </header>

      <PoolFacts panel={panel} state={state} connected={connected} economy={props.economy} />

      {totals ? (
        <dl className="mining-panel__totals">
          <div>
            <dt>{t('panel.totalReward')}</dt>
            <dd>
              <span data-testid="pool-total-reward">{formatBalance(totals.total, panel.rewardDecimals)}</span>{' '}
              <span className="mining-unit">{panel.rewardSymbol}</span>
            </dd>
          </div>
          <div>
            <dt>
              {t('panel.todayReward')} <small>{t('panel.todayNote')}</small>
            </dt>
            <dd>
              <span data-testid="pool-today-reward">{formatBalance(totals.today, panel.rewardDecimals)}</span>{' '}
              <span className="mining-unit">{panel.rewardSymbol}</span>
            </dd>
          </div>
        </dl>
      ) : null}

      <div className="mining-panel__row">
        <div>
          <div className="mining-panel__label">{t('panel.earned', { symbol: panel.rewardSymbol })}</div>
          <div className="mining-panel__value">
            <span data-testid="pool-profit">{amount(state?.profit, panel.rewardDecimals)}</span>{' '}
            <span className="mining-unit">{panel.rewardSymbol}</span>
          </div>
        </div>
        <Button
          size="sm"
          variant="secondary"
          data-testid="pool-harvest"
          disabled={!connected}
          loading={busy === 'harvest'}
          onClick={props.onHarvest}
        >
          {t('panel.harvest')}
        </Button>
      </div>
      {connected && state && state.profit > 0n ? (
        // Harvest has no review step: its network fee shows under the button.
        <NetworkFee chainId={props.chainId} build={async () => harvestCall(panel)} deps={[panel.key]} />
      ) : null}

      {!connected ? (
        <Button block data-testid="pool-connect" onClick={props.onConnect}>
          {t('panel.connect')}
        </Button>
      ) : state && state.allowance === 0n ? (
        <Button block data-testid="pool-approve" loading={busy === 'approve'} onClick={props.onApprove}>
          {t('panel.approve')}
        </Button>
      ) : (
        <div className="mining-panel__row">
          <div>
            <div className="mining-panel__label">{t('panel.staked', { symbol: panel.stakeSymbol })}</div>
            <div className="mining-panel__value">
              <span data-testid="pool-staked">{amount(state?.staked, panel.stakeDecimals)}</span>{' '}
              <span className="mining-unit">{panel.stakeSymbol}</span>
            </div>
          </div>
          <div className="mining-panel__icons-row">
            <button
              type="button"
              className="mining-icon-button"
              data-testid="pool-withdraw"
              aria-label={t('panel.withdraw')}
              title={t('panel.withdraw')}
              disabled={!state || busy !== undefined}
              onClick={props.onUnstake}
            >
              −
            </button>
            <button
              type="button"
              className="mining-icon-button"
              data-testid="pool-deposit"
              aria-label={t('panel.deposit')}
              title={t('panel.deposit')}
              disabled={!state || busy !== undefined}
              onClick={props.onStake}
            >
              +
            </button>
          </div>
        </div>
      )}

      {panel.kind === 'staking' && state && state.staked > 0n && state.unlockAt ? (
        <UnlockCountdown unlockAt={state.unlockAt} latestBlockTimestamp={props.latestBlockTimestamp} />
      ) : null}
      {busy === 'stake' || busy === 'unstake' ? <div className="mining-panel__busy" data-testid="pool-busy" /> : null}
    </article>
  )
}
