import type { GroupVariant } from '@phoswap/core/rewards/groupBuy'
import { useTranslation } from 'react-i18next'
import { WalletGate } from '../../session/WalletGate'
import { copyText } from '../../ui/copyText'
import { LoadMore } from '../../ui/LoadMore'
import { showToast } from '../../ui/toastStore'
import { seatsText, statusTone } from './groupAmounts'
import { useJoinList, useLevel, useSummary } from './groupQueries'
import { GROUPS_NAMESPACE, registerGroupTexts } from './i18n'
import type { GroupUser } from './useGroupActions'
import './groups.css'

registerGroupTexts()

function Stars({ level, max }: { level: number; max: number }) {
  const { t } = useTranslation(GROUPS_NAMESPACE)
  return (
    <div
      className="groups-stars"
      role="img"
      aria-label={`${t('level.title')} ${level}/${max}`}
      data-testid="group-stars"
    >
      {Array.from({ length: max }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the stars are positions
        <span key={i} aria-hidden="true" className={i < level ? 'groups-star groups-star--on' : 'groups-star'}>
          ★
        </span>
      ))}
    </div>
  )
}

function Center({ variant, user }: { variant: GroupVariant; user: GroupUser }) {
  const { t } = useTranslation(GROUPS_NAMESPACE)
  const level = useLevel(variant, user.address)
  const summary = useSummary(variant, user.address)
  const joined = useJoinList(variant, user.address)
  const list = joined.data?.pages.flatMap((p) => p.list) ?? []
  const lv = level.data
  const atMax = lv ? lv.user_level.level >= lv.user_level.max_level : false
  const progress = lv ? Math.min(100, Math.round((lv.user_level.times / Math.max(1, lv.next_level.times)) * 100)) : 0

  async function copy(id: number) {
    showToast((await copyText(String(id))) ? t('mine.copied') : t('mine.copyFailed'), 'info')
  }

  return (
    <>
      <section className="groups-card" data-testid="group-level">
        <h2>{t('level.title')}</h2>
        {lv ? <Stars level={lv.user_level.level} max={lv.user_level.max_level} /> : null}
        <div className="groups-pane__row">
          <span>{t('level.times')}</span>
          <strong data-testid="group-times">{lv ? `${lv.user_level.times}/${lv.next_level.times}` : '--'}</strong>
        </div>
        <div
          className="groups-progress"
          role="progressbar"
          aria-label={t('level.times')}
          aria-valuemin={0}
          aria-valuemax={lv?.next_level.times ?? 0}
          aria-valuenow={lv?.user_level.times ?? 0}
        >
          <span style={{ width: `${progress}%` }} />
        </div>
        <p className="groups-muted">
          {lv ? (atMax ? t('level.max') : t('level.next', { times: lv.next_level.times })) : ''}
        </p>
      </section>
      <section className="groups-card" data-testid="group-backpack">
        <h2>{t('backpack.title')}</h2>
        <div className="groups-pane__row">
          <span>{t('backpack.leader')}</span>
          <strong data-testid="group-backpack-leader">{summary.data?.ticket_num ?? '--'}</strong>
        </div>
        {variant === 'gg' ? (
          <div className="groups-pane__row">
            <span>{t('backpack.product')}</span>
            <strong data-testid="group-backpack-product">{summary.data?.shop_ticket_num ?? '--'}</strong>
          </div>
        ) : null}
      </section>
      <section className="groups-card">
        <h2>{t('mine.title')}</h2>
        <ul className="groups-joined" data-testid="group-joined">
          {list.map((g) => (
            <li key={g.ticket_id} className="groups-joined__item" data-testid={`group-joined-${g.ticket_id}`}>
              <button
                type="button"
                className="groups-copy"
                aria-label={t('mine.copy', { id: g.ticket_id })}
                onClick={() => void copy(g.ticket_id)}
              >
                #{g.ticket_id}
              </button>
              <span>{g.is_leader === 1 ? t('mine.leader') : t('mine.member')}</span>
              <span>{seatsText(g.join_num)}</span>
              <span
                className={`groups-status groups-status--${statusTone(g.status)}`}
                data-testid="group-joined-status"
              >
                {g.status_txt}
              </span>
            </li>
          ))}
        </ul>
        <LoadMore
          testId="group-joined-more"
          hasMore={!!joined.hasNextPage}
          loading={joined.isPending || joined.isFetchingNextPage}
          empty={list.length === 0}
          onMore={() => void joined.fetchNextPage()}
          texts={{ more: t('loadMore'), empty: t('empty'), end: t('end') }}
        />
      </section>
    </>
  )
}

/** The personal center of a market (spec 001 `GoodCenter`, `VGTCenter`): level, backpack, joined groups. */
export function GroupCenter({ variant }: { variant: GroupVariant }) {
  return (
    <div className="groups" data-testid={`group-center-${variant}`}>
      <WalletGate testIdPrefix="groups">{(user) => <Center variant={variant} user={user} />}</WalletGate>
    </div>
  )
}
