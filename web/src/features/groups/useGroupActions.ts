import type { GroupBuyData, GroupExchangeData, GroupItem } from '@phoswap/core/api/groups'
import type { Action } from '@phoswap/core/auth/actions'
import type { GroupVariant } from '@phoswap/core/rewards/groupBuy'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { ApiError } from '../../api/ApiError'
import { type SignedActionRequest, type SignedActionTransport, signedAction } from '../../api/auth/signedAction'
import { apiPost, apiPostEnvelope } from '../../api/client'
import { loadWallet } from '../../chain/wallet/loadWallet'
import { isUserRejection } from '../../chain/wallet/providerError'
import { showToast } from '../../ui/toastStore'
import { useExclusive } from '../../ui/useExclusive'
import { groupKey } from './groupQueries'
import { GROUPS_NAMESPACE } from './i18n'

/** The server's refusal is the toast (spec: a non-200 code shows the server's msg), not the client's generic one. */
const quietTransport: SignedActionTransport = {
  post: (path, body) => apiPost(path, body, { quiet: true }),
  postEnvelope: (path, body) => apiPostEnvelope(path, body, { quiet: true }),
}

const ACTIONS = {
  gg: {
    initiate: 'gg_initiate',
    join: 'gg_join',
    exchange: 'gg_exchange',
    buy: 'gg_buy_coupons',
    exchangePath: 'exchange-gdb',
  },
  vg: {
    initiate: 'vg_initiate',
    join: 'vg_join',
    exchange: 'vg_exchange',
    buy: 'vg_buy_coupons',
    exchangePath: 'exchange-vgb',
  },
} as const satisfies Record<
  GroupVariant,
  { initiate: Action; join: Action; exchange: Action; buy: Action; exchangePath: string }
>

export interface GroupUser {
  address: Address
  chainId: number
}

/**
 * A market's signed actions: start (GG Initiate), coupon exchange into GDB (GG Exchange GDB), buying a coupon
 * (GG Buy Coupons) and join (GG Join), the VG phrases in the VG market. One at a time: a click while one runs
 * does nothing. Each resolves to the server's answer on success.
 */
export function useGroupActions(variant: GroupVariant, user: GroupUser) {
  const { t } = useTranslation(GROUPS_NAMESPACE)
  const queryClient = useQueryClient()
  const { busy, run: exclusive } = useExclusive()
  const names = ACTIONS[variant]

  async function run<T>(name: string, request: SignedActionRequest, success: string): Promise<T | undefined> {
    return exclusive(name, async () => {
      try {
        const signer = (await loadWallet()).signerOf(user.address, user.chainId)
        const result = await signedAction<T>(signer, request, quietTransport)
        showToast(success, 'success')
        return result.data
      } catch (error) {
        if (isUserRejection(error)) showToast(t('transactionRejected', { ns: 'translation' }), 'error')
        else if (error instanceof ApiError) showToast(error.message, 'error')
        else {
          console.warn('group action', error)
          showToast(t('swap26', { ns: 'translation' }), 'error')
        }
        return undefined
      } finally {
        await queryClient.invalidateQueries({ queryKey: groupKey(variant, user.address) })
      }
    })
  }

  return {
    busy,
    initiate: () =>
      run<GroupItem>(
        'initiate',
        { action: names.initiate, path: `/${variant}/initiate`, fields: {} },
        t('swap385', { ns: 'translation' }),
      ),
    exchange: (count: number) =>
      run<GroupExchangeData>(
        'exchange',
        {
          action: names.exchange,
          path: `/${variant}/${names.exchangePath}`,
          fields: { amount: count },
        },
        t('popup.exchanged'),
      ),
    buy: (count: number) =>
      run<GroupBuyData>(
        'buy',
        {
          action: names.buy,
          path: `/${variant}/buy-coupons`,
          fields: { amount: count },
        },
        t('popup.bought'),
      ),
    join: (ticketId: number) =>
      run<GroupItem>(
        'join',
        {
          action: names.join,
          path: `/${variant}/join`,
          fields: { ticket_id: ticketId },
        },
        t('popup.joinedToast'),
      ),
  }
}
