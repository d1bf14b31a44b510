import type { HeldPack } from '@phoswap/core/api/assetPack'
import type { EntryMarkData } from '@phoswap/core/api/reward'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { ApiError } from '../../api/ApiError'
import { type SignedActionTransport, signedAction } from '../../api/auth/signedAction'
import { apiPost, apiPostEnvelope } from '../../api/client'
import { rewardWalletKey } from '../../api/useRewardWallet'
import { encodeCallData } from '../../chain/abi/callData'
import { doExchangeAbi } from '../../chain/abi/generated/assetPackAbis'
import { approveTx, type TxCall } from '../../chain/tx/txCalls'
import { useChainAction } from '../../chain/tx/useChainAction'
import { loadWallet } from '../../chain/wallet/loadWallet'
import { isUserRejection } from '../../chain/wallet/providerError'
import type { WalletUser } from '../../session/WalletGate'
import { formatBalance } from '../../ui/format'
import { showToast } from '../../ui/toastStore'
import { useExclusive } from '../../ui/useExclusive'
import { ASSET_PACK_NAMESPACE } from './i18n'
import type { PackVariantView } from './packVariant'
import { packKey } from './usePackQueries'

/** The server's refusal is said by its own text (spec 001 §8), not by the client's generic toast. */
const quietTransport: SignedActionTransport = {
  post: (path, body) => apiPost(path, body, { quiet: true }),
  postEnvelope: (path, body) => apiPostEnvelope(path, body, { quiet: true }),
}

export interface ExchangeTarget {
  exchange: Address
  token: { address: Address; symbol: string; decimals: number }
}

/** The first transaction an exchange of `amount` sends (the approval when the allowance is short), for its fee. */
export function exchangeFirstCall(target: ExchangeTarget, amount: bigint, allowance: bigint): TxCall {
  if (allowance < amount) return approveTx(target.token.address, target.exchange)
  return {
    to: target.exchange,
    data: encodeCallData({ abi: doExchangeAbi, functionName: 'doExchange', args: [amount] }),
  }
}

/**
 * The asset pack's value-moving actions: the signed pledge (server) and the exchange (approve when the allowance
 * is short, then doExchange through the one transaction path, then the entry-mark hint). One at a time: a click
 * while one runs is ignored. After an exchange the page polls the pack balance until the indexer credits it.
 */
export function usePackActions(variant: PackVariantView, user: WalletUser, refetchChain: () => unknown) {
  const { t } = useTranslation(ASSET_PACK_NAMESPACE)
  const queryClient = useQueryClient()
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: packKey(variant, user.address) }),
      queryClient.invalidateQueries({ queryKey: rewardWalletKey(user.chainId, user.address) }),
    ])
  const chain = useChainAction(user.chainId, refetchChain)
  const { busy, run: exclusive } = useExclusive<'pledge' | 'exchange'>()
  /** The pack balance before the last exchange while its credit is awaited; null when nothing is awaited. */
  const [awaiting, setAwaiting] = useState<string | null>(null)

  /** Signs Pledge Do (or VGT Pledge Do) for the package and posts it; swap336 on success, else the server's text. */
  function pledge(configId: number) {
    return exclusive('pledge', async () => {
      try {
        const signer = (await loadWallet()).signerOf(user.address, user.chainId)
        await signedAction<HeldPack>(
          signer,
          {
            action: variant.action,
            path: `${variant.base}/do`,
            fields: { config_id: configId },
          },
          quietTransport,
        )
      } catch (error) {
        if (isUserRejection(error)) showToast(t('transactionRejected', { ns: 'translation' }), 'error')
        else showToast(error instanceof ApiError ? error.message : t('swap26', { ns: 'translation' }), 'error')
        return false
      }
      showToast(t('swap336', { ns: 'translation' }), 'success')
      await refresh()
      return true
    })
  }

  /**
   * Approve (swap74 when it fails) unless `allowance` covers the amount, doExchange, swap340, then the hint.
   * `packUsable` is the pack balance shown now: the page polls until it changes.
   */
  function exchange(target: ExchangeTarget, amount: bigint, allowance: bigint, packUsable: string | undefined) {
    return exclusive('exchange', async () => {
      const { token } = target
      if (allowance < amount) {
        const approved = await chain.approve({
          token: token.address,
          spender: target.exchange,
          title: t('record.approve', { token: token.symbol }),
          announcesResult: true,
        })
        if (!approved) return false
      }
      const sent = await chain.send({
        call: {
          to: target.exchange,
          data: encodeCallData({ abi: doExchangeAbi, functionName: 'doExchange', args: [amount] }),
        },
        title: t('record.exchange', { amount: formatBalance(amount, token.decimals), token: token.symbol }),
        announcesResult: true,
        awaitReceipt: true,
      })
      if (!sent.ok) return false
      showToast(t('swap340', { ns: 'translation' }), 'success')
      setAwaiting(packUsable ?? '0')
      try {
        await apiPost<EntryMarkData>(
          `${variant.base}/entry-mark`,
          { chain_id: user.chainId, tx_hash: sent.hash },
          { quiet: true },
        )
      } catch (error) {
        // Only a hint: the indexer credits the exchange without it.
        console.warn('entry-mark', error)
      }
      await refresh()
      return true
    })
  }

  return { busy, pending: chain.pending, setPending: chain.setPending, pledge, exchange, awaiting, setAwaiting }
}
