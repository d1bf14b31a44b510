import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useActiveNetwork } from '../../chain/network/useActiveNetwork'
import { useWalletState } from '../../chain/wallet/walletState'
import { WalletGate } from '../../session/WalletGate'
import { Button } from '../../ui/Button'
import { formatBalance } from '../../ui/format'
import { CommunityRules } from './CommunityRules'
import { COMMUNITY_NAMESPACE, registerCommunityTexts } from './i18n'
import { StakePopup } from './StakePopup'
import { useCommunity } from './useCommunity'
import { useCommunityActions } from './useCommunityActions'
import './community.css'

registerCommunityTexts()

/**
 * Community (spec 001, /HomeNext/Community): locked and released amounts, total and my consensus from the indexed
 * stakes (GET /community/wallet/info), the stake popup, and the claim button, disabled until something is released.
 */
export default function Community() {
  const { t } = useTranslation(COMMUNITY_NAMESPACE)
  const { chainId } = useActiveNetwork()
  const { address, status } = useWalletState()
  const connected = status === 'connected' && !!address
  const { target, wallet, refetchWallet, balance, allowance, refetch } = useCommunity(
    chainId,
    connected ? address : undefined,
  )
  const refresh = () => {
    refetch()
    void refetchWallet()
  }
  const actions = useCommunityActions(chainId, target, allowance, refresh)
  const [popup, setPopup] = useState(false)
  const symbol = target?.token.symbol ?? 'PHO'
  const decimals = target?.token.decimals ?? 18
  const amount = (value: string | undefined) => (value === undefined ? '--' : formatBalance(BigInt(value), decimals))
  const figures = [
    { key: 'locked', value: wallet?.self_lock },
    { key: 'released', value: wallet?.self_release },
    { key: 'total', value: wallet?.total_consensus },
    { key: 'mine', value: wallet?.consensus_num },
  ] as const

  return (
    <div className="community" data-testid="community-page">
      <section className="community-card">
        <dl className="community-figures">
          {figures.map((figure) => (
            <div key={figure.key} className="community-figure">
              <dt>{t(`figures.${figure.key}`, { symbol })}</dt>
              <dd data-testid={`community-${figure.key}`}>{amount(figure.value)}</dd>
            </div>
          ))}
        </dl>
        {!target ? (
          <p className="community-card__note" data-testid="community-unavailable">
            {t('unavailable')}
          </p>
        ) : (
          <WalletGate testIdPrefix="community" needs="wallet" look="button" block texts={{ connect: t('connect') }}>
            {() => (
              <div className="community-card__actions">
                <Button
                  data-testid="community-stake"
                  loading={actions.busy === 'stake'}
                  disabled={!!actions.busy || wallet?.stake_open === false}
                  onClick={() => setPopup(true)}
                >
                  {t('stake')}
                </Button>
                <Button
                  variant="secondary"
                  data-testid="community-claim"
                  loading={actions.busy === 'claim'}
                  disabled={!!actions.busy || !wallet?.claim_open}
                  onClick={actions.claim}
                >
                  {wallet?.claim_open ? t('claimAmount', { amount: amount(wallet.self_claimable) }) : t('claim')}
                </Button>
              </div>
            )}
          </WalletGate>
        )}
        {wallet && wallet.stake_open === false && !wallet.claim_open ? (
          <p className="community-card__note">{t('closed')}</p>
        ) : null}
      </section>
      <CommunityRules symbol={symbol} start={wallet?.release_start} duration={wallet?.release_duration} />
      {popup && target ? (
        <StakePopup
          symbol={symbol}
          decimals={decimals}
          balance={balance ?? 0n}
          fee={{ chainId, stake: target.stake, token: target.token.address, allowance: allowance ?? 0n }}
          releaseStart={wallet?.release_start}
          releaseDuration={wallet?.release_duration}
          onCancel={() => setPopup(false)}
          onConfirm={actions.stake}
        />
      ) : null}
    </div>
  )
}
