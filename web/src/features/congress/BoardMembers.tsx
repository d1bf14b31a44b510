import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../ui/format'
import { LoadMore } from '../../ui/LoadMore'
import { CONGRESS_NAMESPACE } from './i18n'
import { useBoardMembers } from './useCongress'

/**
 * The board's member list (spec 000: "first 12 shown on the board"): the star-card holders, 12 a page with "more",
 * each as the header shows an account, with the star level and since when it is held.
 */
export function BoardMembers() {
  const { t, i18n } = useTranslation(CONGRESS_NAMESPACE)
  const members = useBoardMembers()
  const list = members.data?.pages.flatMap((page) => page.list) ?? []
  const failed = members.isError && list.length === 0
  return (
    <section className="congress-card" aria-labelledby="board-members-title" data-testid="board-members">
      <h2 id="board-members-title" className="congress-card__heading">
        {t('members.title')}
        {members.data ? <span className="board-members__count"> ({members.data.pages[0]?.total_count})</span> : null}
      </h2>
      <p className="congress-note">{t('members.note')}</p>
      <ol className="board-members">
        {list.map((member, index) => (
          <li
            key={`${member.address}|${member.since}|${member.star_level}`}
            className="board-member"
            data-testid="board-member"
          >
            <span className="board-member__rank">{index + 1}</span>
            <span className="board-member__address" data-testid="board-member-address">
              {member.address}
            </span>
            <span className="board-member__level" data-testid="board-member-level">
              {t('members.level', { level: member.star_level })}
            </span>
            {member.since ? (
              <time className="board-member__since" dateTime={member.since}>
                {t('members.since', { date: formatDateTime(member.since, i18n.language) })}
              </time>
            ) : null}
          </li>
        ))}
      </ol>
      {failed ? (
        <p className="congress-note" role="alert" data-testid="board-members-failed">
          {t('members.failed')}
        </p>
      ) : (
        <LoadMore
          testId="board-members-more"
          hasMore={!!members.hasNextPage}
          loading={members.isPending || members.isFetchingNextPage}
          empty={list.length === 0}
          onMore={() => void members.fetchNextPage()}
          texts={{ more: t('members.more'), empty: t('members.empty'), end: t('members.end') }}
        />
      )}
    </section>
  )
}
