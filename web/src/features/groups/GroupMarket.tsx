import type { GroupConfig, GroupItem } from '@phoswap/core/api/groups'
import type { GroupVariant } from '@phoswap/core/rewards/groupBuy'
import { type FormEvent, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSessionToken } from '../../api/useAccountInfo'
import { Link } from '../../navigation/hashRouter'
import { routePath } from '../../navigation/routes'
import { WalletGate } from '../../session/WalletGate'
import { Button } from '../../ui/Button'
import { LoadMore } from '../../ui/LoadMore'
import { GroupPopup, type Pane } from './GroupPopup'
import { GroupRules } from './GroupRules'
import { paidOf, readTicketId, seatsText, timeLeft } from './groupAmounts'
import { useGroupConfig, useMarket } from './groupQueries'
import { GROUPS_NAMESPACE, registerGroupTexts } from './i18n'
import { type GroupUser, useGroupActions } from './useGroupActions'
import './groups.css'

registerGroupTexts()

const PAGES = {
  gg: { center: 'GoodCenter', bill: 'GoodBill' },
  vg: { center: 'VGTCenter', bill: 'VGTBill' },
} as const

/** The wall clock, ticking every second while the market shows (the groups' countdowns). */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  return now
}

function Market({ variant, user, config }: { variant: GroupVariant; user: GroupUser; config: GroupConfig }) {
  const { t } = useTranslation(GROUPS_NAMESPACE)
  const [search, setSearch] = useState('')
  const [ticketId, setTicketId] = useState<number | null>(null)
  const [popup, setPopup] = useState<{ pane: Pane; target: GroupItem | null } | null>(null)
  const market = useMarket(variant, user.address, ticketId)
  const actions = useGroupActions(variant, user)
  const list = market.data?.pages.flatMap((p) => p.list) ?? []
  const now = useNow()

  function onSearch(event: FormEvent) {
    event.preventDefault()
    setTicketId(readTicketId(search))
  }

  return (
    <>
      <form className="groups-search" onSubmit={onSearch}>
        <input
          className="groups-search__input"
          inputMode="numeric"
          aria-label={t('search')}
          placeholder={t('search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          data-testid="group-search"
        />
        <Button size="sm" type="submit" data-testid="group-search-button">
          {t('searchButton')}
        </Button>
      </form>
      <nav className="groups-shortcuts">
        <Link className="groups-shortcut" to={routePath(PAGES[variant].center)} data-testid="group-go-center">
          {t('center')}
        </Link>
        <Link className="groups-shortcut" to={routePath(PAGES[variant].bill)} data-testid="group-go-bill">
          {t('bill')}
        </Link>
        <button
          type="button"
          className="groups-shortcut groups-shortcut--main"
          aria-haspopup="dialog"
          data-testid="group-open-start"
          onClick={() => setPopup({ pane: 0, target: null })}
        >
          {t('start')}
        </button>
      </nav>
      <table className="groups-table" data-testid="group-market">
        <thead>
          <tr>
            <th scope="col">{t('groupId')}</th>
            <th scope="col">{t('paid')}</th>
            <th scope="col">{t('people')}</th>
            <th scope="col">{t('timeLeft')}</th>
            <th scope="col">{t('action')}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((g) => {
            const left = g.status === 0 ? timeLeft(g.deadline, now) : null
            const [own, other] = paidOf(variant, g)
            return (
              <tr key={g.id} data-testid={`group-row-${g.id}`}>
                <td>{g.id}</td>
                <td data-testid="group-row-pay">
                  <span className="groups-pay">{own}</span>
                  <span className="groups-pay groups-pay--other">{other}</span>
                </td>
                <td data-testid="group-row-seats">{seatsText(g.join_num)}</td>
                <td className="groups-left" data-testid="group-row-left">
                  {g.status !== 0 ? '--' : (left ?? t('ended'))}
                </td>
                <td>
                  <Button
                    size="sm"
                    variant={g.is_join ? 'secondary' : 'primary'}
                    disabled={!!g.is_join || g.status !== 0 || !left}
                    data-testid={`group-join-${g.id}`}
                    aria-haspopup="dialog"
                    onClick={() => setPopup({ pane: 2, target: g })}
                  >
                    {g.is_join ? t('joined') : g.status !== 0 ? g.status_txt : left ? t('join') : t('ended')}
                  </Button>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
      <LoadMore
        testId="group-market-more"
        hasMore={!!market.hasNextPage}
        loading={market.isPending || market.isFetchingNextPage}
        empty={list.length === 0}
        onMore={() => void market.fetchNextPage()}
        texts={{ more: t('loadMore'), empty: t('empty'), end: t('end') }}
      />
      {popup ? (
        <GroupPopup
          variant={variant}
          user={user}
          config={config}
          actions={actions}
          pane={popup.pane}
          target={popup.target}
          onPane={(pane) => setPopup((p) => (p ? { ...p, pane } : p))}
          onClose={() => setPopup(null)}
        />
      ) : null}
    </>
  )
}

/**
 * A group market (spec 001 `Good` for GDT, `VGT`): search, shortcuts, the open groups and the start/join popup
 * for the signed-in account; the rules (public settings) for everyone, also before a wallet is connected.
 */
export function GroupMarket({ variant }: { variant: GroupVariant }) {
  const { t } = useTranslation(GROUPS_NAMESPACE)
  const config = useGroupConfig(variant)
  const session = useSessionToken()
  return (
    <div className="groups" data-testid={`group-market-${variant}`}>
      <WalletGate testIdPrefix="groups">
        {(user) => (config.data ? <Market variant={variant} user={user} config={config.data} /> : null)}
      </WalletGate>
      {!session ? (
        <p className="groups-muted" data-testid="group-rules-note">
          {t('rulesNote')}
        </p>
      ) : null}
      {config.data ? <GroupRules variant={variant} config={config.data} /> : null}
    </div>
  )
}
