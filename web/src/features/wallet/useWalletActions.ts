import type { EntryMarkData } from '@phoswap/core/api/reward'
import type { TransferOutData } from '@phoswap/core/api/transfer'
import type { WithdrawOrder } from '@phoswap/core/api/withdraw'
import type { TransferQuote } from '@phoswap/core/rewards/transferFee'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { ApiError } from '../../api/ApiError'
import { type SignedActionRequest, type SignedActionTransport, signedAction } from '../../api/auth/signedAction'
import { apiPost, apiPostEnvelope } from '../../api/client'
import { MINE_REWARDS_KEY } from '../../api/useBusinessSummary'
import { rewardWalletKey } from '../../api/useRewardWallet'
import { erc20TransferTx } from '../../chain/tx/txCalls'
import { useChainAction } from '../../chain/tx/useChainAction'
import { loadWallet } from '../../chain/wallet/loadWallet'
import { isUserRejection } from '../../chain/wallet/providerError'
import type { WalletUser } from '../../session/WalletGate'
import { formatBalance } from '../../ui/format'
import { showToast } from '../../ui/toastStore'
import { useExclusive } from '../../ui/useExclusive'
import { WALLET_NAMESPACE } from './i18n'
import { claimTx } from './walletCalls'

/** The server's refusal is said by the action's own text here, not by the client's generic toast. */
const quietTransport: SignedActionTransport = {
  post: (path, body) => apiPost(path, body, { quiet: true }),
  postEnvelope: (path, body) => apiPostEnvelope(path, body, { quiet: true }),
}

export interface DepositInput {
  token: Address
  receiver: Address
  amount: bigint
  decimals: number
  coin: string
}

export interface WithdrawInput {
  coinId: number
  amount: bigint
  /** The business withdraw (`POST /order/custom`, signed Business Withdraw): from the business earnings. */
  business?: boolean
}

export type WithdrawOutcome = 'claimed' | 'unclaimed' | false

export interface TransferInput {
  to: Address
  coinId: number
  quote: TransferQuote
}

/**
 * The wallet's value-moving actions. Chain steps go through the one transaction path (useChainAction); server
 * steps are signed actions. One action at a time: a click while one runs is ignored.
 */
export function useWalletActions(user: WalletUser) {
  const { t } = useTranslation(WALLET_NAMESPACE)
  const queryClient = useQueryClient()
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: rewardWalletKey(user.chainId, user.address) }),
      queryClient.invalidateQueries({ queryKey: ['order', 'withdraw', 'list'] }),
      queryClient.invalidateQueries({ queryKey: ['reward', 'record-list'] }),
      queryClient.invalidateQueries({ queryKey: [MINE_REWARDS_KEY] }),
    ])
  const chain = useChainAction(user.chainId, refresh)
  const { busy, run: exclusive } = useExclusive()

  const signer = async () => (await loadWallet()).signerOf(user.address, user.chainId)

  /** A refused signature says so; a refused or failed request says `failedKey` with the server's reason. */
  function sayRequestFailure(error: unknown, failedKey?: string) {
    if (isUserRejection(error)) {
      showToast(t('transactionRejected', { ns: 'translation' }), 'error')
      return
    }
    console.warn('wallet action', error)
    const reason = error instanceof ApiError && error.status !== 401 ? error.message : ''
    if (!failedKey) {
      showToast(reason || t('swap26', { ns: 'translation' }), 'error')
      return
    }
    const text = t(failedKey, { ns: 'translation' })
    showToast(reason && reason !== text ? `${text}: ${reason}` : text, 'error')
  }

  /** The ERC-20 transfer to the receiver, then the hint to the server; the indexer credits it. Resolves with the hash. */
  function deposit(input: DepositInput) {
    return exclusive('deposit', async () => {
      const sent = await chain.send({
        call: erc20TransferTx(input.token, input.receiver, input.amount),
        title: t('record.deposit', { amount: formatBalance(input.amount, input.decimals), coin: input.coin }),
        announcesResult: true,
        awaitReceipt: true,
      })
      if (!sent.ok) return null
      // Mined is not usable: the indexer credits it after the chain's confirmations (the pending list says how many).
      showToast(t('recharge.sent'), 'success')
      void queryClient.invalidateQueries({ queryKey: ['reward', 'deposit', 'pending'] })
      try {
        await apiPost<EntryMarkData>(
          '/reward/entry-mark',
          { chain_id: user.chainId, tx_hash: sent.hash },
          { quiet: true },
        )
      } catch (error) {
        // Only a hint: the indexer credits the transfer without it.
        console.warn('entry-mark', error)
      }
      return sent.hash
    })
  }

  /**
   * Claims an order's voucher on the vault: swap412 once paid; when the chain refuses it, where the amount is (still
   * a claimable order in the withdraw bill; the order stays open until its deadline whatever the chain said).
   */
  async function claimOrder(order: WithdrawOrder, decimals: number): Promise<boolean> {
    if (!order.voucher) return false
    const sent = await chain.send({
      call: claimTx(order.voucher),
      title: t('record.claim', { amount: formatBalance(order.amount, decimals), coin: order.coin_en }),
      announcesResult: true,
      awaitReceipt: true,
      failure: () => 'wallet:claim.failed',
    })
    if (sent.ok) showToast(t('swap412', { ns: 'translation' }), 'success')
    return sent.ok
  }

  /**
   * Signs Withdraw, creates the order (usable → in transit, fee charged), then claims its voucher on chain. The
   * business withdraw signs Business Withdraw (coin and amount; the chain is the session's) and posts
   * `/order/custom`, which takes the business earnings instead of the wallet's usable balance.
   * Resolves 'claimed', 'unclaimed' (the order exists and waits in the withdraw bill: the claim was refused or
   * failed) or false (no order was made).
   */
  function withdraw(input: WithdrawInput & { decimals: number }): Promise<WithdrawOutcome | undefined> {
    return exclusive('withdraw', async () => {
      let order: WithdrawOrder
      try {
        const amount = input.amount.toString()
        const request: SignedActionRequest = input.business
          ? { action: 'business_withdraw', path: '/order/custom', fields: { coin_id: input.coinId, amount } }
          : {
              action: 'withdraw',
              path: '/order/withdraw',
              fields: { chain_id: user.chainId, coin_id: input.coinId, amount },
            }
        order = (await signedAction<WithdrawOrder>(await signer(), request, quietTransport)).data
      } catch (error) {
        sayRequestFailure(error, 'withdrawFailed')
        return false
      }
      // The order is made (spec 001 §8: swap393, the request submitted); the claim on chain follows (swap412).
      showToast(t('swap393', { ns: 'translation' }), 'success')
      await refresh()
      return (await claimOrder(order, input.decimals)) ? 'claimed' : 'unclaimed'
    })
  }

  /** Claims an open order again from the withdraw bill. */
  function claim(order: WithdrawOrder, decimals: number) {
    return exclusive(`claim-${order.id}`, () => claimOrder(order, decimals))
  }

  /** Signs Transfer Out with the quote shown (amount with the fee) and posts it. */
  function transfer(input: TransferInput) {
    return exclusive('transfer', async () => {
      const fields = {
        to_address: input.to,
        coin_id: input.coinId,
        amount: input.quote.amount.toString(),
        fee: input.quote.fee.toString(),
      }
      try {
        await signedAction<TransferOutData>(
          await signer(),
          { action: 'transfer_out', path: '/transfer/out', fields },
          quietTransport,
        )
      } catch (error) {
        sayRequestFailure(error)
        return false
      }
      showToast(t('recharge.transferred'), 'success')
      await refresh()
      return true
    })
  }

  return { busy, pending: chain.pending, setPending: chain.setPending, deposit, withdraw, claim, transfer }
}
