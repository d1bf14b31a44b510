import type { WithdrawOrder } from '@phoswap/core/api/withdraw'
import { getChain } from '@phoswap/core/chains'
import { useTranslation } from 'react-i18next'
import { WalletGate, type WalletUser } from '../../session/WalletGate'
import { Button } from '../../ui/Button'
import { formatBalance, formatDateTime } from '../../ui/format'
import { registerWalletTexts, WALLET_NAMESPACE } from './i18n'
import { LoadMore } from './LoadMore'
import { useWalletActions } from './useWalletActions'
import { useChannelConfigs, useWithdrawOrders } from './walletQueries'
import '../../bills/bills.css'
import './wallet.css'

registerWalletTexts()

/** Server status codes: 0 claimable, 1 done (claimed on chain), 2 refunded. */
const CLAIMABLE = 0
const DONE = 1

function Orders({ user }: { user: WalletUser }) {
  const { t, i18n } = useTranslation(WALLET_NAMESPACE)
  const orders = useWithdrawOrders(user.address)
  const configs = useChannelConfigs('withdraw')
  const actions = useWalletActions(user)
  const list: WithdrawOrder[] = orders.data?.pages.flatMap((p) => p.list) ?? []
  const decimalsOf = (order: WithdrawOrder) =>
    configs.data?.list.find((c) => c.coin_id === order.coin_id && c.chain_id === order.chain_id)?.decimals ?? 18

  return (
    <>
      <ul className="bills" data-testid="withdraw-orders">
        {list.map((order) => {
          const decimals = decimalsOf(order)
          const claimable = order.status === CLAIMABLE && !!order.voucher && order.chain_id === user.chainId
          return (
            <li
              key={order.id}
              className={`bill${order.status === DONE ? ' bill--done' : ''}`}
              data-testid={`withdraw-order-${order.id}`}
              data-status={order.status}
            >
              <div className="bill__main">
                <strong>
                  {formatBalance(order.amount, decimals)} {order.coin_en}
                </strong>
                <span className="bill__status" data-testid="withdraw-order-status">
                  {order.status_txt}
                </span>
              </div>
              <div className="bill__meta">
                <span>
                  {t('withdrawBill.fee')} {formatBalance(order.fee, decimals)}
                </span>
                <span>{getChain(order.chain_id)?.name ?? order.chain_id}</span>
                <time dateTime={order.created_at}>{formatDateTime(order.created_at, i18n.language)}</time>
              </div>
              {claimable ? (
                <Button
                  size="sm"
                  data-testid="withdraw-order-claim"
                  loading={actions.busy === `claim-${order.id}`}
                  onClick={() => void actions.claim(order, decimals)}
                >
                  {t('withdrawBill.claim')}
                </Button>
              ) : null}
            </li>
          )
        })}
      </ul>
      <LoadMore
        testId="withdraw-orders-more"
        hasMore={!!orders.hasNextPage}
        loading={orders.isPending || orders.isFetchingNextPage}
        empty={list.length === 0}
        onMore={() => void orders.fetchNextPage()}
      />
    </>
  )
}

/** withdraw_bill (spec 001 §4): the account's withdraw orders page by page; an open one is claimed on the vault. */
export default function WithdrawBill() {
  return (
    <div className="wallet" data-testid="withdraw-bill">
      <WalletGate>{(user) => <Orders user={user} />}</WalletGate>
    </div>
  )
}
