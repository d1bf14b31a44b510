import type { GroupVariant } from '@phoswap/core/rewards/groupBuy'
import { useTranslation } from 'react-i18next'
import { WalletGate } from '../../session/WalletGate'
import { formatDateTime } from '../../ui/formatDateTime'
import { LoadMore } from '../../ui/LoadMore'
import { formatCoin } from './groupAmounts'
import { useGroupBills } from './groupQueries'
import { GROUPS_NAMESPACE, registerGroupTexts } from './i18n'
import type { GroupUser } from './useGroupActions'
import './groups.css'

registerGroupTexts()

const signed = (amount: string) => {
  const value = BigInt(amount)
  return value < 0n ? `-${formatCoin(-value)}` : `+${formatCoin(value)}`
}

function Bills({ variant, user }: { variant: GroupVariant; user: GroupUser }) {
  const { t, i18n } = useTranslation(GROUPS_NAMESPACE)
  const bills = useGroupBills(variant, user.address, i18n.language)
  const list = bills.data?.pages.flatMap((p) => p.list) ?? []
  return (
    <>
      <ul className="groups-bills" data-testid="group-bills">
        {list.map((b) => (
          <li key={b.id} className="groups-bill" data-testid={`group-bill-${b.id}`}>
            <div className="groups-bill__main">
              <strong data-testid="group-bill-behavior">{b.behavior_txt}</strong>
              <span className={`groups-bill__amount groups-bill__amount--${b.amount.startsWith('-') ? 'out' : 'in'}`}>
                {signed(b.amount)} {b.coin_en}
              </span>
            </div>
            <div className="groups-bill__meta">
              <time dateTime={b.created_time}>{formatDateTime(b.created_time, i18n.language)}</time>
              <span>{b.type_txt}</span>
              <span>{b.ticket_id ? `${t('billItem.group')} #${b.ticket_id}` : ''}</span>
            </div>
          </li>
        ))}
      </ul>
      <LoadMore
        testId="group-bills-more"
        hasMore={!!bills.hasNextPage}
        loading={bills.isPending || bills.isFetchingNextPage}
        empty={list.length === 0}
        onMore={() => void bills.fetchNextPage()}
        texts={{ more: t('loadMore'), empty: t('noBills'), end: t('end') }}
      />
    </>
  )
}

/** A market's bills (spec 001 `GoodBill`, `VGTBill`), newest first, loading as it scrolls. */
export function GroupBill({ variant }: { variant: GroupVariant }) {
  return (
    <div className="groups" data-testid={`group-bill-${variant}`}>
      <WalletGate testIdPrefix="groups">{(user) => <Bills variant={variant} user={user} />}</WalletGate>
    </div>
  )
}
