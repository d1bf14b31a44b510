import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { findNetwork, getDeployment } from '../../chain/network/configuredNetworks'
import { useActiveNetwork } from '../../chain/network/useActiveNetwork'
import { openConnectDialog } from '../../chain/wallet/connectDialogStore'
import { useWalletState } from '../../chain/wallet/walletState'
import { MINING_NAMESPACE } from './i18n'
import type { StakeAction } from './miningCalls'
import { type MiningPanel, type MiningTab, miningPanels } from './miningPanels'
import { PoolPanel, type PoolTotals } from './PoolPanel'
import type { MiningVariant } from './pickMiningPage'
import { panelEconomy, usdPrices } from './poolEconomy'
import { poolTotalReward, todayReward } from './poolFigures'
import { StakePopup } from './StakePopup'
import { useBlockSeconds, useFarmPools, useFirstBlockToday } from './useFarmPools'
import { useMiningActions } from './useMiningActions'

/**
 * A mining page (MiningOKT, MiningPOR, MiningBSC): the pools of the variant that the chain's deployment has, under
 * two tabs when the older PHO-USDT pool is among them; all their reads in one multicall per refresh.
 */
export function MiningPage({ variant }: { variant: MiningVariant }) {
  const { t } = useTranslation(MINING_NAMESPACE)
  const { chainId } = useActiveNetwork()
  const { address, status } = useWalletState()
  const connected = status === 'connected' && !!address
  const deployment = getDeployment(chainId)
  const panels = useMemo(() => miningPanels(deployment, variant), [deployment, variant])
  const reads = useFarmPools(chainId, connected ? address : undefined, panels)
  const firstToday = useFirstBlockToday(chainId, reads.head, reads.timestamp)
  const blockSeconds = useBlockSeconds(chainId, reads.head, reads.timestamp)
  const tokens = deployment?.tokens ?? []
  const prices = useMemo(() => usdPrices(deployment?.tokens ?? [], reads.pairs), [deployment, reads.pairs])
  const economyOf = (panel: MiningPanel) =>
    reads.loaded
      ? panelEconomy(panel, reads.panels[panel.key], {
          tokens,
          pairs: reads.pairs,
          prices,
          blockSeconds,
          now: reads.timestamp,
        })
      : undefined
  const actions = useMiningActions(chainId, reads.refetch, reads.timestamp)
  const [tab, setTab] = useState<MiningTab>('current')
  const [popup, setPopup] = useState<{ panel: MiningPanel; action: StakeAction } | null>(null)
  const hasPrevious = panels.some((p) => p.tab === 'previous')
  const shown = panels.filter((p) => p.tab === tab)

  const totalsOf = (panel: MiningPanel): PoolTotals | undefined => {
    const pool = reads.panels[panel.key]?.pool
    if (panel.kind !== 'farm' || !panel.showTotals || !pool || reads.head === undefined) return undefined
    const total = poolTotalReward({ ...pool, head: reads.head })
    const today =
      firstToday.data === undefined ? undefined : todayReward(pool.perBlock, reads.head, firstToday.data, total)
    return { total, today }
  }

  const popupState = popup ? reads.panels[popup.panel.key] : undefined
  return (
    <div className="mining-page" data-testid={`mining-page-${variant}`}>
      <h1 className="mining-page__title" data-testid="mining-title">
        {t('page.title', { network: networkName(chainId, t) })}
      </h1>
      {hasPrevious ? (
        <div className="mining-tabs" role="tablist">
          {(['current', 'previous'] as const).map((key) => (
            <button
              key={key}
              type="button"
              role="tab"
              aria-selected={tab === key}
              className={`mining-tabs__tab${tab === key ? ' mining-tabs__tab--on' : ''}`}
              data-testid={`mining-tab-${key}`}
              onClick={() => setTab(key)}
            >
              {t(`tabs.${key}`)}
            </button>
          ))}
        </div>
      ) : null}
      {shown.length === 0 ? (
        <p className="mining-empty" data-testid="mining-empty">
          {t('noPools')}
        </p>
      ) : (
        <div className="mining-list">
          {shown.map((panel) => (
            <PoolPanel
              key={panel.key}
              chainId={chainId}
              panel={panel}
              state={reads.panels[panel.key]}
              connected={connected}
              busy={actions.busy[panel.key]}
              totals={totalsOf(panel)}
              economy={economyOf(panel)}
              latestBlockTimestamp={reads.timestamp}
              onConnect={openConnectDialog}
              onHarvest={() => void actions.harvest(panel, reads.panels[panel.key])}
              onApprove={() => void actions.approve(panel)}
              onStake={() => setPopup({ panel, action: 'stake' })}
              onUnstake={() => setPopup({ panel, action: 'unstake' })}
            />
          ))}
        </div>
      )}
      {popup ? (
        <StakePopup
          key={`${popup.panel.key}:${popup.action}`}
          chainId={chainId}
          panel={popup.panel}
          action={popup.action}
          available={(popup.action === 'stake' ? popupState?.balance : popupState?.staked) ?? 0n}
          onCancel={() => setPopup(null)}
          onConfirm={(amount) => actions.submit(popup.panel, popup.action, amount, popupState)}
        />
      ) : null}
    </div>
  )
}

/** The selected network's name in the interface language (as the network picker shows it), or its chain id. */
function networkName(chainId: number, t: (key: string, options: { ns: string }) => string): string {
  const network = findNetwork(chainId)
  return network ? t(network.nameKey, { ns: 'translation' }) : `#${chainId}`
}
