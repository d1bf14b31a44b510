import type { EquityClaimData, StarCardInfo } from '@phoswap/core/api/team'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../api/ApiError'
import { signedAction } from '../../api/auth/signedAction'
import { apiGet } from '../../api/client'
import { useSessionToken } from '../../api/useAccountInfo'
import { refreshRewardBalances, useRewardList } from '../../api/useRewardWallet'
import { useActiveNetwork } from '../../chain/network/useActiveNetwork'
import { loadWallet } from '../../chain/wallet/loadWallet'
import { isUserRejection } from '../../chain/wallet/providerError'
import { useWalletState } from '../../chain/wallet/walletState'
import { formatBalance } from '../../ui/format'
import { showToast } from '../../ui/toastStore'
import { useExclusive } from '../../ui/useExclusive'
import { EQUITY_NAMESPACE } from './i18n'

const PHO_COIN_ID = 3

/**
 * The equity pool's figures (`GET /starcard/info`, the reward wallet's PHO from `/reward/list`) and the signed
 * claim. Nothing usable: the spec's swap162 toast, no signature asked. A second click while one runs does nothing.
 */
export function useEquityPool() {
  const { t } = useTranslation(EQUITY_NAMESPACE)
  const { status, address } = useWalletState()
  const { chainId } = useActiveNetwork()
  const token = useSessionToken()
  const connected = status === 'connected' && !!address
  const enabled = connected && !!token
  const queryClient = useQueryClient()
  const key = ['equity', address?.toLowerCase(), token] as const
  const info = useQuery({
    queryKey: [...key, 'info'],
    enabled,
    queryFn: ({ signal }) => apiGet<StarCardInfo>('/starcard/info', { signal }),
  })
  const rewards = useRewardList(address, enabled)
  const pho = rewards.data?.list.find((item) => item.coin_id === PHO_COIN_ID)
  const phoBalance = pho ? BigInt(pho.usable_str) : rewards.data ? 0n : undefined
  const { busy, run } = useExclusive<'claim'>()
  const claiming = busy === 'claim'

  async function claim() {
    if (claiming || !address || !info.data) return
    if (BigInt(info.data.usable) === 0n) {
      showToast(t('swap162', { ns: 'translation' }), 'error')
      return
    }
    await run('claim', async () => {
      try {
        const wallet = await loadWallet()
        const result = await signedAction<EquityClaimData>(wallet.signerOf(address, chainId), {
          action: 'equity_claim',
          path: '/starcard/claim',
          fields: {},
        })
        if (result.code === 200 && result.data) {
          showToast(t('claimed', { amount: formatBalance(BigInt(result.data.claimed), 18) }), 'success')
        }
        await Promise.all([queryClient.invalidateQueries({ queryKey: key }), refreshRewardBalances(queryClient)])
      } catch (error) {
        if (error instanceof ApiError) showToast(error.message, 'error')
        else if (!isUserRejection(error)) console.warn('equity claim', error)
      }
    })
  }

  return { connected, info: info.data, phoBalance, claim, claiming }
}
