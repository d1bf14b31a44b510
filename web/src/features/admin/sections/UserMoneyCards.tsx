import type { AdminUserData } from '@phoswap/core/api/console'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../ui/formatDateTime'
import { ADMIN_NAMESPACE } from '../i18n'
import { AdminTable } from '../ui/AdminTable'
import { type AdminCoin, exactCoin } from '../ui/coins'
import { Empty, Pager, QueryState } from '../ui/QueryState'
import { useAdminQuery } from '../ui/useAdmin'
import { UserCard } from './UserCard'

// A user's money: reward-wallet balances, withdraw orders with their vouchers, and bills (paged).

const BILLS_PAGE = 20
type Bills = AdminUserData['bills']

export function Balances({ data, coins }: { data: AdminUserData; coins: ReadonlyMap<number, AdminCoin> }) {
  const { t } = useTranslation(ADMIN_NAMESPACE)
  return (
    <UserCard title={t('users.balances')} testId="admin-user-balances">
      {data.balances.length === 0 ? (
        <Empty />
      ) : (
        <AdminTable
          label={t('users.balances')}
          head={[
            { label: t('books.coin') },
            { label: t('users.usable'), num: true },
            { label: t('users.frozen'), num: true },
            { label: t('users.debt'), num: true },
          ]}
        >
          {data.balances.map((row) => {
            const coin = coins.get(row.coin_id)
            return (
              <tr
                key={row.coin_id}
                className={BigInt(row.debt) > 0n ? 'admin-row--bad' : undefined}
                data-testid={`admin-user-balance-${row.coin_id}`}
              >
                <th scope="row">{row.coin_en}</th>
                <td className="admin-num" data-testid="admin-user-usable">
                  {exactCoin(row.usable, coin, row.coin_id)}
                </td>
                <td className="admin-num">{exactCoin(row.frozen, coin, row.coin_id)}</td>
                <td className="admin-num">{exactCoin(row.debt, coin, row.coin_id)}</td>
              </tr>
            )
          })}
        </AdminTable>
      )}
    </UserCard>
  )
}

export function Withdraws({ data, coins }: { data: AdminUserData; coins: ReadonlyMap<number, AdminCoin> }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE)
  return (
    <UserCard title={t('users.withdraws')} testId="admin-user-withdraws">
      {data.withdraw_orders.length === 0 ? (
        <Empty />
      ) : (
        <AdminTable
          label={t('users.withdraws')}
          head={[
            { label: t('users.order') },
            { label: t('users.amount'), num: true },
            { label: t('users.fee'), num: true },
            { label: t('settlements.status') },
            { label: t('users.deadline') },
            { label: t('users.voucher') },
            { label: t('users.claimTx') },
          ]}
        >
          {data.withdraw_orders.map((order) => {
            const coin = coins.get(order.coin_id)
            return (
              <tr
                key={order.id}
                data-testid={`admin-user-withdraw-${order.id}`}
                data-status={order.status}
                data-amount={order.amount}
              >
                <td>
                  #{order.id}
                  <span className="admin-block admin-muted">
                    {t('users.chain')} {order.chain_id} · {formatDateTime(order.created_at, i18n.language)}
                  </span>
                </td>
                <td className="admin-num">{exactCoin(order.amount, coin, order.coin_id)}</td>
                <td className="admin-num">{exactCoin(order.fee, coin, order.coin_id)}</td>
                <td data-testid="admin-user-withdraw-status">{t(`users.ws_${order.status}`)}</td>
                <td>{formatDateTime(order.deadline * 1000, i18n.language)}</td>
                <td>
                  <code className="admin-code admin-block" title={order.voucher.signature}>
                    {shorten(order.voucher.signature)}
                  </code>
                  <span className="admin-block admin-muted">
                    <code className="admin-code">{shorten(order.voucher.vault)}</code>
                  </span>
                </td>
                <td>
                  {order.claim_tx_hash ? <code className="admin-code">{shorten(order.claim_tx_hash)}</code> : '-'}
                </td>
              </tr>
            )
          })}
        </AdminTable>
      )}
    </UserCard>
  )
}

function shorten(hex: string): string {
  return hex.length > 20 ? `${hex.slice(0, 10)}…${hex.slice(-8)}` : hex
}

export function BillsCard({
  address,
  first,
  coins,
}: {
  address: string
  first: Bills
  coins: ReadonlyMap<number, AdminCoin>
}) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE)
  const [page, setPage] = useState(1)
  const later = useAdminQuery<Bills>(
    ['users', address, 'bills'],
    `/admin/users/${address}/bills`,
    { page, page_size: BILLS_PAGE },
    { enabled: page > 1 },
  )
  const bills = page === 1 ? first : later.data
  return (
    <UserCard title={t('users.bills')} testId="admin-user-bills">
      {!bills ? (
        <QueryState query={later}>{() => null}</QueryState>
      ) : bills.list.length === 0 ? (
        <Empty />
      ) : (
        <AdminTable
          fluid
          label={t('users.bills')}
          head={[
            { label: t('users.created') },
            { label: t('settlements.kind') },
            { label: t('users.amount'), num: true },
            { label: t('settlements.bucket') },
          ]}
        >
          {bills.list.map((bill) => (
            <tr key={`${bill.entry_id}-${bill.coin_id}-${bill.bucket}`}>
              <td>{formatDateTime(bill.created_at, i18n.language)}</td>
              <td>
                {bill.kind}
                <code className="admin-code admin-block admin-muted">{bill.key}</code>
              </td>
              <td className="admin-num">{exactCoin(bill.amount, coins.get(bill.coin_id), bill.coin_id)}</td>
              <td>{bill.bucket}</td>
            </tr>
          ))}
        </AdminTable>
      )}
      <Pager page={page} hasNext={page * BILLS_PAGE < (bills?.total_count ?? 0)} onPage={setPage} />
    </UserCard>
  )
}
