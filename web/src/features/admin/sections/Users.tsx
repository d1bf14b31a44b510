import type { AdminUserData } from '@phoswap/core/api/console'
import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isAddress } from 'viem'
import { useSearchParams } from '../../../navigation/hashRouter'
import { Button } from '../../../ui/Button'
import { formatDateTime } from '../../../ui/formatDateTime'
import { ADMIN_NAMESPACE } from '../i18n'
import { ppmPercentText } from '../ui/amounts'
import { type AdminCoin, exactCoin, useAdminCoins } from '../ui/coins'
import { Pager, QueryState, TableBox } from '../ui/QueryState'
import { useAdminQuery } from '../ui/useAdmin'

const BILLS_PAGE = 20
type Bills = AdminUserData['bills']

/**
 * Users (issue 32): an address looked up (kept in the URL, `#/admin/users?address=0x...`, so a link answers "where is
 * my withdrawal" at once): its reward-wallet balances, bills (paged), withdraw orders with their vouchers and status,
 * group seats, asset packs, team position and star level.
 */
export default function Users() {
  const { t } = useTranslation(ADMIN_NAMESPACE)
  const [params, setParams] = useSearchParams()
  const address = params.get('address') ?? ''
  const [text, setText] = useState(address)
  const [invalid, setInvalid] = useState(false)
  const id = useId()
  function submit(event: FormEvent) {
    event.preventDefault()
    const value = text.trim()
    if (!isAddress(value, { strict: false })) {
      setInvalid(true)
      return
    }
    setInvalid(false)
    setParams({ address: value.toLowerCase() }, { replace: true })
  }
  return (
    <div className="admin-section" data-testid="admin-users">
      <form className="admin-card admin-form" onSubmit={submit} aria-label={t('users.lookup')}>
        <div className="admin-field admin-field--wide">
          <label htmlFor={id} className="admin-field__label">
            {t('users.address')}
          </label>
          <input
            id={id}
            className="admin-field__input admin-code"
            value={text}
            autoComplete="off"
            spellCheck={false}
            placeholder="0x…"
            aria-invalid={invalid ? true : undefined}
            aria-describedby={`${id}-error`}
            data-testid="admin-user-address"
            onChange={(event) => setText(event.target.value)}
          />
          <p
            id={`${id}-error`}
            className="admin-field__hint admin-field__hint--error"
            role={invalid ? 'alert' : undefined}
          >
            {invalid ? t('users.invalid') : ''}
          </p>
        </div>
        <Button type="submit" data-testid="admin-user-find">
          {t('users.find')}
        </Button>
      </form>
      {address && isAddress(address, { strict: false }) ? <UserView address={address} /> : null}
    </div>
  )
}

function UserView({ address }: { address: string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE)
  const { byId, byKey } = useAdminCoins()
  const user = useAdminQuery<AdminUserData>(['users', address], `/admin/users/${address}`)
  return (
    <QueryState query={user} testId="admin-user">
      {(data) =>
        !data.registered ? (
          <p className="admin-muted admin-card" data-testid="admin-user-unknown">
            {t('users.notRegistered')}
          </p>
        ) : (
          <div className="admin-user" data-testid="admin-user" data-address={data.address}>
            <Balances data={data} coins={byId} />
            <Withdraws data={data} coins={byId} />
            <Team data={data} usdt={byKey.get('USDT')} />
            <BillsCard address={address} first={data.bills} coins={byId} />
            <Seats data={data} />
            <Packs data={data} coins={byKey} />
          </div>
        )
      }
    </QueryState>
  )
}

function Card({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <section className="admin-card" data-testid={testId} aria-label={title}>
      <h3>{title}</h3>
      {children}
    </section>
  )
}

function Table({
  label,
  head,
  fluid,
  children,
}: {
  label: string
  head: readonly { label: string; num?: boolean }[]
  /** Long free text (entry keys): wrapped to the box's width rather than scrolled. */
  fluid?: boolean
  children: ReactNode
}) {
  return (
    <TableBox label={label}>
      <table className={fluid ? 'admin-table admin-table--fluid' : 'admin-table'}>
        <thead>
          <tr>
            {head.map((column) => (
              <th key={column.label} scope="col" className={column.num ? 'admin-num' : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableBox>
  )
}

function Empty() {
  const { t } = useTranslation(ADMIN_NAMESPACE)
  return <p className="admin-muted">{t('empty')}</p>
}

function Balances({ data, coins }: { data: AdminUserData; coins: ReadonlyMap<number, AdminCoin> }) {
  const { t } = useTranslation(ADMIN_NAMESPACE)
  return (
    <Card title={t('users.balances')} testId="admin-user-balances">
      {data.balances.length === 0 ? (
        <Empty />
      ) : (
        <Table
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
        </Table>
      )}
    </Card>
  )
}

function Withdraws({ data, coins }: { data: AdminUserData; coins: ReadonlyMap<number, AdminCoin> }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE)
  return (
    <Card title={t('users.withdraws')} testId="admin-user-withdraws">
      {data.withdraw_orders.length === 0 ? (
        <Empty />
      ) : (
        <Table
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
        </Table>
      )}
    </Card>
  )
}

function shorten(hex: string): string {
  return hex.length > 20 ? `${hex.slice(0, 10)}…${hex.slice(-8)}` : hex
}

/** The team's TVLs are in USDT (as the member page shows them); 18 decimals until the coins are read. */
function Team({ data, usdt }: { data: AdminUserData; usdt: AdminCoin | undefined }) {
  const tvlCoin = usdt ?? ({ decimals: 18, coin_en: 'USDT' } as AdminCoin)
  const { t } = useTranslation(ADMIN_NAMESPACE)
  const { team } = data
  const rows: [string, ReactNode][] = [
    [
      t('users.referrer'),
      team.referrer ? (
        <code key="referrer" className="admin-code">
          {team.referrer}
        </code>
      ) : (
        '-'
      ),
    ],
    [t('users.inviteCode'), team.invite_code ?? '-'],
    [t('users.directCount'), team.direct_count],
    [t('users.teamSize'), team.team_size],
    [t('users.valid'), team.valid ? t('users.yes') : t('users.no')],
    [t('users.ownTvl'), exactCoin(team.own_tvl, tvlCoin)],
    [t('users.teamTvl'), exactCoin(team.team_tvl, tvlCoin)],
    [t('users.star'), team.star_level],
  ]
  return (
    <Card title={t('users.team')} testId="admin-user-team">
      <dl className="admin-dl">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  )
}

function BillsCard({
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
    <Card title={t('users.bills')} testId="admin-user-bills">
      {!bills ? (
        <QueryState query={later}>{() => null}</QueryState>
      ) : bills.list.length === 0 ? (
        <Empty />
      ) : (
        <Table
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
        </Table>
      )}
      <Pager page={page} hasNext={page * BILLS_PAGE < (bills?.total_count ?? 0)} onPage={setPage} />
    </Card>
  )
}

function Seats({ data }: { data: AdminUserData }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE)
  return (
    <Card title={t('users.seats')} testId="admin-user-seats">
      {data.group_seats.length === 0 ? (
        <Empty />
      ) : (
        <Table
          label={t('users.seats')}
          head={[
            { label: t('users.group') },
            { label: t('users.variant') },
            { label: t('users.seat'), num: true },
            { label: t('users.groupStatus') },
            { label: t('users.created') },
          ]}
        >
          {data.group_seats.map((seat) => (
            <tr key={`${seat.variant}-${seat.group_id}-${seat.seat}`}>
              <td>
                #{seat.group_id}
                {seat.is_leader ? ` · ${t('users.leader')}` : ''}
              </td>
              <td>{seat.variant}</td>
              <td className="admin-num">{seat.seat}</td>
              <td>{t(`users.gs_${seat.group_status}`, { defaultValue: String(seat.group_status) })}</td>
              <td>{formatDateTime(seat.joined_at, i18n.language)}</td>
            </tr>
          ))}
        </Table>
      )}
    </Card>
  )
}

/** What a pack is paid in and rewarded in, by its variant (server/src/programs/assetPacks PACK_VARIANTS). */
const PACK_COINS: Record<string, { pay: string; reward: string }> = {
  gdt: { pay: 'GDB', reward: 'GDT' },
  vgt: { pay: 'VGB', reward: 'VGT' },
}

function Packs({ data, coins }: { data: AdminUserData; coins: ReadonlyMap<string, AdminCoin> }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE)
  return (
    <Card title={t('users.packs')} testId="admin-user-packs">
      {data.packs.length === 0 ? (
        <Empty />
      ) : (
        <Table
          label={t('users.packs')}
          head={[
            { label: '#' },
            { label: t('users.variant') },
            { label: t('users.pledge'), num: true },
            { label: t('users.rate'), num: true },
            { label: t('users.outAmount'), num: true },
            { label: t('users.rewarded'), num: true },
            { label: t('users.packStatus') },
            { label: t('users.created') },
          ]}
        >
          {data.packs.map((pack) => {
            const pay = coins.get(PACK_COINS[pack.variant]?.pay ?? '')
            const reward = coins.get(PACK_COINS[pack.variant]?.reward ?? '')
            return (
              <tr key={pack.id}>
                <td>{pack.id}</td>
                <td>{pack.variant}</td>
                <td className="admin-num">{exactCoin(pack.pledge_amount, pay)}</td>
                <td className="admin-num">{ppmPercentText(pack.static_rate_ppm)} %</td>
                <td className="admin-num">{exactCoin(pack.out_amount, reward)}</td>
                <td className="admin-num">{exactCoin(pack.rewarded, reward)}</td>
                <td>{pack.status}</td>
                <td>{formatDateTime(pack.created_at, i18n.language)}</td>
              </tr>
            )
          })}
        </Table>
      )}
    </Card>
  )
}
