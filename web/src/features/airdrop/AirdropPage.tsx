import type { AirdropClaim, AirdropInfo } from '@phoswap/core/api/airdrop'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Address, zeroAddress } from 'viem'
import { ApiError } from '../../api/ApiError'
import { signedAction } from '../../api/auth/signedAction'
import { apiGet } from '../../api/client'
import { useSessionToken } from '../../api/useAccountInfo'
import { refreshRewardBalances } from '../../api/useRewardWallet'
import { erc20ReadAbi } from '../../chain/abi/generated/readAbis'
import { getDeployment } from '../../chain/network/configuredNetworks'
import { useActiveNetwork } from '../../chain/network/useActiveNetwork'
import { type BatchedRead, useBatchedReads } from '../../chain/reads/useBatchedReads'
import { loadWallet } from '../../chain/wallet/loadWallet'
import { isUserRejection } from '../../chain/wallet/providerError'
import { useWalletState } from '../../chain/wallet/walletState'
import { WalletGate } from '../../session/WalletGate'
import { BalanceWhere } from '../../ui/BalanceWhere'
import { Button } from '../../ui/Button'
import { formatBalance } from '../../ui/format'
import { Popup } from '../../ui/Popup'
import { showToast } from '../../ui/toastStore'
import { useExclusive } from '../../ui/useExclusive'
import { AIRDROP_NAMESPACE, registerAirdropTexts } from './i18n'
import './airdrop.css'

registerAirdropTexts()

const RULES = ['r1', 'r2', 'r3', 'r4'] as const

/** The account's GDT on chain, in the screen's one multicall (every 3 s). */
function useChainGdt(chainId: number, account: Address | undefined) {
  const gdt = getDeployment(chainId)?.tokens.find((t) => t.symbol === 'GDT')
  const reads = useMemo(
    (): BatchedRead[] =>
      gdt
        ? [{ address: gdt.address, abi: erc20ReadAbi, functionName: 'balanceOf', args: [account ?? zeroAddress] }]
        : [],
    [gdt, account],
  )
  const { values } = useBatchedReads(chainId, reads, !!gdt && !!account)
  return { balance: values?.[0] as bigint | undefined, decimals: gdt?.decimals ?? 18 }
}

/**
 * The daily airdrop (spec 001, /HomeNext/airdrop): rules popup, GDT balance, claim count, today's coin and amount,
 * the holding at 00:00 UTC against the requirement, and a signed claim. Reward id 0 says 'no reward'; a holding at
 * 00:00 under the required GDT says 'below evaluation standard' (docs/decisions/0099-airdrop-snapshot.md); the server
 * checks again and pays once a UTC day.
 */
export default function AirdropPage() {
  const { t } = useTranslation(AIRDROP_NAMESPACE)
  const { chainId } = useActiveNetwork()
  const { address, status } = useWalletState()
  const connected = status === 'connected' && !!address
  const token = useSessionToken()
  const signedIn = connected && !!token
  const queryClient = useQueryClient()
  const [rulesOpen, setRulesOpen] = useState(false)
  const { busy, run } = useExclusive<'claim'>()
  const claiming = busy === 'claim'
  const chain = useChainGdt(chainId, connected ? address : undefined)

  const key = ['airdrop', chainId, address?.toLowerCase(), token] as const
  const info = useQuery({
    queryKey: [...key, 'info'],
    enabled: signedIn,
    queryFn: ({ signal }) => apiGet<AirdropInfo>('/airdrop/reward/info', { signal }),
    // while today's opening block is not yet at the chain's depth, look again now and then
    refetchInterval: (query) => (query.state.data?.snapshot.status === 'pending' ? 30_000 : false),
  })
  const count = useQuery({
    queryKey: [...key, 'count'],
    enabled: signedIn,
    queryFn: ({ signal }) => apiGet<{ count: number }>('/airdrop/reward/claim-count', { signal }),
  })
  const offer = info.data

  async function claim() {
    if (claiming || !address || !offer) return
    if (offer.id === 0) {
      showToast(t('noReward'), 'error')
      return
    }
    // judged by the holding at 00:00 UTC (the server's snapshot), not by today's balance
    if (offer.snapshot.status === 'pending') {
      showToast(t('pendingToast'), 'error')
      return
    }
    if (offer.snapshot.status === 'ready' && BigInt(offer.hold_examine) > BigInt(offer.snapshot.held)) {
      showToast(t('belowStandard'), 'error')
      return
    }
    await run('claim', async () => {
      try {
        const wallet = await loadWallet()
        const result = await signedAction<AirdropClaim>(wallet.signerOf(address, chainId), {
          action: 'airdrop_claim',
          path: '/airdrop/reward/claim',
          fields: { reward_id: String(offer.id) },
        })
        if (result.code === 200) showToast(t('swap67', { ns: 'translation' }), 'success')
        await Promise.all([queryClient.invalidateQueries({ queryKey: key }), refreshRewardBalances(queryClient)])
      } catch (error) {
        // spec 001: a refused signature resets the loading state silently; the server's refusals are said
        if (error instanceof ApiError) showToast(error.message, 'error')
        else if (!isUserRejection(error)) console.warn('airdrop claim', error)
      }
    })
  }

  const amount = offer ? formatBalance(BigInt(offer.reward_amount), offer.reward_decimals) : '--'
  const hold = offer ? formatBalance(BigInt(offer.hold_examine), offer.hold_decimals) : '1'
  const snapshot = offer?.snapshot
  const heldText = !snapshot
    ? '--'
    : snapshot.status === 'pending'
      ? t('snapshotPending')
      : snapshot.status === 'unavailable'
        ? t('snapshotUnavailable')
        : t('heldOfRequired', { held: formatBalance(BigInt(snapshot.held), offer.hold_decimals), hold })
  const short = snapshot?.status === 'ready' && offer && BigInt(snapshot.held) < BigInt(offer.hold_examine)
  return (
    <div className="airdrop" data-testid="airdrop-page">
      <section className="airdrop-hero">
        <div className="airdrop-hero__top">
          <h2 className="airdrop-hero__title">{t('title')}</h2>
          <button
            type="button"
            className="airdrop-hero__rules"
            data-testid="airdrop-rules"
            aria-haspopup="dialog"
            onClick={() => setRulesOpen(true)}
          >
            {t('rules')}
          </button>
        </div>
        <div className="airdrop-hero__amount">
          <span data-testid="airdrop-amount">{offer?.id === 0 ? t('noReward') : amount}</span>{' '}
          <span data-testid="airdrop-coin">{offer?.id ? offer.reward_coin_en : ''}</span>
        </div>
      </section>
      <section className="airdrop-card">
        <dl className="airdrop-figures">
          <div>
            <dt>
              {t('gdtBalance')}
              <BalanceWhere where="chain" />
            </dt>
            <dd data-testid="airdrop-gdt">
              {chain.balance === undefined ? '--' : formatBalance(chain.balance, chain.decimals)}
            </dd>
          </div>
          <div>
            <dt>{t('claimCount')}</dt>
            <dd data-testid="airdrop-count">{count.data?.count ?? '--'}</dd>
          </div>
          <div>
            <dt>{t('todayCoin')}</dt>
            <dd data-testid="airdrop-today-coin">{offer?.id ? offer.reward_coin_en : '--'}</dd>
          </div>
          <div>
            <dt>{t('todayAmount')}</dt>
            <dd data-testid="airdrop-today-amount">{offer?.id ? amount : '--'}</dd>
          </div>
          <div className="airdrop-figures__wide">
            <dt>{t('heldAtOpen')}</dt>
            <dd data-testid="airdrop-snapshot" className={short ? 'airdrop-figures__short' : undefined}>
              {heldText}
            </dd>
          </div>
        </dl>
        <p className="airdrop-note" data-testid="airdrop-snapshot-note">
          {t('snapshotNote', { hold })}
        </p>
        <WalletGate testIdPrefix="airdrop" needs="wallet" look="button" block texts={{ connect: t('connect') }}>
          {() => (
            <Button
              block
              data-testid="airdrop-claim"
              loading={claiming}
              disabled={!offer || offer.claimed_today}
              onClick={() => void claim()}
            >
              {offer?.claimed_today ? t('claimed') : t('claim')}
            </Button>
          )}
        </WalletGate>
      </section>
      <Popup
        open={rulesOpen}
        title={t('rulesTitle')}
        onClose={() => setRulesOpen(false)}
        placement="center"
        testId="airdrop-rules-popup"
        closeLabel={t('close')}
      >
        <ol className="airdrop-rules">
          {RULES.map((rule) => (
            <li key={rule}>{t(`items.${rule}`, { hold })}</li>
          ))}
        </ol>
        <Button block data-testid="airdrop-rules-close" onClick={() => setRulesOpen(false)}>
          {t('close')}
        </Button>
      </Popup>
    </div>
  )
}
