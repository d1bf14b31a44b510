import type { VoteWithdrawRecord } from '@phoswap/core/api/vote'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { ApiError } from '../../api/ApiError'
import { signedAction } from '../../api/auth/signedAction'
import { apiPost } from '../../api/client'
import { encodeCallData } from '../../chain/abi/callData'
import { votePageAbi } from '../../chain/abi/generated/voteAbis'
import { useChainAction } from '../../chain/tx/useChainAction'
import { loadWallet } from '../../chain/wallet/loadWallet'
import { useWalletState } from '../../chain/wallet/walletState'
import { formatBalance } from '../../ui/format'
import { showToast } from '../../ui/toastStore'
import { useExclusive } from '../../ui/useExclusive'
import { VOTE_NAMESPACE } from './i18n'
import type { VoteState } from './useVote'
import type { VoteSide } from './VotePopup'

export type VoteBusy = 'collect' | VoteSide

/**
 * The vote's actions through the one transaction path: deposit (after approve when the allowance is short),
 * withdraw, and collect (signed request, the contract's reward call, then the server's ensure). While one runs,
 * further clicks are ignored.
 */
export function useVoteActions(
  chainId: number,
  target: { vote: Address; good: { address: Address; symbol: string; decimals: number } } | null,
  refetch: () => unknown,
) {
  const { address } = useWalletState()
  const { t } = useTranslation(VOTE_NAMESPACE)
  const action = useChainAction(chainId, refetch)
  const { busy, run: exclusive } = useExclusive<VoteBusy>()

  /** Runs the deposit or withdraw in the background once checked; false (popup stays) when it would fail. */
  async function submit(side: VoteSide, amount: bigint, state: VoteState | undefined): Promise<boolean> {
    if (!address || !target || busy !== null) return false
    const { vote, good } = target
    const shown = formatBalance(amount, good.decimals)
    void exclusive(side, async () => {
      if (side === 'plus' && (state?.allowance ?? 0n) < amount) {
        const approved = await action.approve({
          token: good.address,
          spender: vote,
          title: t('record.approve', { symbol: good.symbol }),
          announcesResult: true,
        })
        if (!approved) return
      }
      const call = {
        to: vote,
        data: encodeCallData({
          abi: votePageAbi,
          functionName: side === 'plus' ? 'deposit' : 'withdraw',
          args: [amount],
        }),
      }
      const sent = await action.send({
        call,
        title: t(side === 'plus' ? 'record.deposit' : 'record.withdraw', { amount: shown, symbol: good.symbol }),
        announcesResult: true,
        awaitReceipt: true,
        failure: () => (side === 'plus' ? 'vote:toast.voteFailed' : 'vote:toast.withdrawFailed'),
        // GoodVote: CAP names what the pool can still take, read from the contract when it failed.
        figures: async () => {
          const { wagmiConfig } = await loadWallet()
          const { getPublicClient } = await import('wagmi/actions')
          const client = getPublicClient(wagmiConfig, { chainId })
          if (!client) return null
          const read = (functionName: 'depositCap' | 'depositTotal') =>
            client.readContract({ address: vote, abi: votePageAbi, functionName })
          const [cap, total] = await Promise.all([read('depositCap'), read('depositTotal')])
          return { amount: formatBalance(cap > total ? cap - total : 0n, good.decimals), symbol: good.symbol }
        },
      })
      if (sent.ok) showToast(t(side === 'plus' ? 'toast.voteSuccess' : 'toast.withdrawSuccess'), 'success')
    })
    return true
  }

  /** Spec 001: sign, POST /vote/withdraw, the contract's reward call, POST /vote/withdraw-ensure. */
  function collect(state: VoteState | undefined) {
    const account = address
    if (!account || !target) return
    // Nothing earned: say so rather than a button that does nothing (issue 29).
    if (!state || state.earned === 0n) {
      showToast(t('swap218', { ns: 'translation' }), 'info')
      return
    }
    void exclusive('collect', async () => {
      let record: VoteWithdrawRecord
      let signature: string
      try {
        const wallet = await loadWallet()
        const result = await signedAction<VoteWithdrawRecord>(wallet.signerOf(account, chainId), {
          action: 'vote_withdraw',
          path: '/vote/withdraw',
          fields: { chain_id: String(chainId) },
        })
        record = result.data
        signature = result.signature
      } catch (error) {
        showToast(error instanceof ApiError ? error.message : t('toast.signatureFailed'), 'error')
        return
      }
      const sent = await action.send({
        call: { to: record.to as Address, data: record.data as `0x${string}` },
        title: t('record.collect'),
        announcesResult: true,
        awaitReceipt: true,
        failure: () => 'vote:toast.withdrawFailed',
      })
      try {
        await apiPost('/vote/withdraw-ensure', {
          withdraw_id: record.withdraw_id,
          tx_hash: sent.ok ? sent.hash : '',
          success: sent.ok,
          signature,
        })
      } catch (error) {
        console.warn('vote withdraw-ensure', error)
      }
      if (sent.ok) showToast(t('toast.withdrawSuccess'), 'success')
    })
  }

  return { busy, submit, collect }
}
