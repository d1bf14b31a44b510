import type { AdminUserData } from '@phoswap/core/api/console'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../ui/formatDateTime'
import { ADMIN_NAMESPACE } from '../i18n'
import { AdminTable } from '../ui/AdminTable'
import { ppmPercentText } from '../ui/amounts'
import { type AdminCoin, exactCoin } from '../ui/coins'
import { Empty } from '../ui/QueryState'
import { UserCard } from './UserCard'

// A user's place in the community: team position and star level, group seats, asset packs.

/** The team's TVLs are in USDT (as the member page shows them); 18 decimals until the coins are read. */
export function Team({ data, usdt }: { data: AdminUserData; usdt: AdminCoin | undefined }) {
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
    <UserCard title={t('users.team')} testId="admin-user-team">
      <dl className="admin-dl">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </UserCard>
  )
}

export function Seats({ data }: { data: AdminUserData }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE)
  return (
    <UserCard title={t('users.seats')} testId="admin-user-seats">
      {data.group_seats.length === 0 ? (
        <Empty />
      ) : (
        <AdminTable
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
        </AdminTable>
      )}
    </UserCard>
  )
}

/** What a pack is paid in and rewarded in, by its variant (server/src/programs/assetPacks PACK_VARIANTS). */
const PACK_COINS: Record<string, { pay: string; reward: string }> = {
  gdt: { pay: 'GDB', reward: 'GDT' },
  vgt: { pay: 'VGB', reward: 'VGT' },
}

export function Packs({ data, coins }: { data: AdminUserData; coins: ReadonlyMap<string, AdminCoin> }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE)
  return (
    <UserCard title={t('users.packs')} testId="admin-user-packs">
      {data.packs.length === 0 ? (
        <Empty />
      ) : (
        <AdminTable
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
        </AdminTable>
      )}
    </UserCard>
  )
}
