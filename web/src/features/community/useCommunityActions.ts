import { useTranslation } from 'react-i18next'
import { apiPost } from '../../api/client'
import { encodeCallData } from '../../chain/abi/callData'
import { communityPageAbi } from '../../chain/abi/generated/communityAbis'
import { useChainAction } from '../../chain/tx/useChainAction'
import { useWalletState } from '../../chain/wallet/walletState'
import { formatBalance } from '../../ui/format'
import { showToast } from '../../ui/toastStore'
import { useExclusive } from '../../ui/useExclusive'
import { COMMUNITY_NAMESPACE } from './i18n'
import type { CommunityTarget } from './useCommunity'

export type CommunityBusy = 'stake' | 'claim'

/**
 * The stake (approve when the allowance is short, the chain stake, then `POST /community/entry-mark` with its hash;
 * success swap241) and the claim, through the one transaction path. While one runs, further clicks are ignored.
 */
export function useCommunityActions(
  chainId: number,
  target: CommunityTarget | null,
  allowance: bigint | undefined,
  refresh: () => unknown,
) {
  const { address } = useWalletState()
  const { t } = useTranslation(COMMUNITY_NAMESPACE)
  const action = useChainAction(chainId, refresh)
  const { busy, run } = useExclusive<CommunityBusy>()
  /** One action at a time; the figures are read again after each, whatever its outcome. */
  const exclusive = (kind: CommunityBusy, work: () => Promise<void>) =>
    run(kind, async () => {
      try {
        await work()
      } finally {
        refresh()
      }
    })

  function stake(amount: bigint) {
    if (!address || !target) return
    const { token } = target
    void exclusive('stake', async () => {
      if ((allowance ?? 0n) < amount) {
        const approved = await action.approve({
          token: token.address,
          spender: target.stake,
          title: t('record.approve', { symbol: token.symbol }),
          announcesResult: true,
        })
        if (!approved) return
      }
      const sent = await action.send({
        call: {
          to: target.stake,
          data: encodeCallData({ abi: communityPageAbi, functionName: 'stake', args: [amount] }),
        },
        title: t('record.stake', { amount: formatBalance(amount, token.decimals), symbol: token.symbol }),
        announcesResult: true,
        awaitReceipt: true,
      })
      if (!sent.ok) return
      try {
        // the page polls the wallet info until the indexer counts the stake
        await apiPost('/community/entry-mark', { chain_id: chainId, tx_hash: sent.hash })
        showToast(t('swap241', { ns: 'translation' }), 'success')
      } catch (error) {
        // the stake is on chain whatever the hint's answer; the indexer counts it
        console.warn('community entry-mark', error)
      }
    })
  }

  function claim() {
    if (!address || !target) return
    void exclusive('claim', async () => {
      const sent = await action.send({
        call: { to: target.stake, data: encodeCallData({ abi: communityPageAbi, functionName: 'claim' }) },
        title: t('record.claim', { symbol: target.token.symbol }),
        announcesResult: true,
        awaitReceipt: true,
      })
      if (sent.ok) showToast(t('swap67', { ns: 'translation' }), 'success')
    })
  }

  return { busy, stake, claim }
}
