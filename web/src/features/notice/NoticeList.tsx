import type { NoticeListItem } from '@phoswap/core/api/content'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from '../../navigation/hashRouter'
import { Button } from '../../ui/Button'
import { noticeDate } from '../../ui/notice/noticeDate'
import { RichText } from '../../ui/notice/RichText'
import { totalPages, useNoticeList } from './useNotices'
import './notice.css'

function pageOf(value: string | null): number {
  const page = Number(value)
  return Number.isSafeInteger(page) && page >= 1 ? page : 1
}

/**
 * Notices page by page (the page sits in the query, so back returns to it): title, rich-text remark, date
 * (yyyy-MM-dd), author and a view button leading to `detailPath(notice)`.
 */
export function NoticeList({ detailPath }: { detailPath: (notice: NoticeListItem) => string }) {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const page = pageOf(params.get('page'))
  const notices = useNoticeList(page)
  const pages = totalPages(notices.data?.total_count ?? 0)
  const list = notices.data?.list ?? []
  const goPage = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {}, { replace: true })
    window.scrollTo({ top: 0 })
  }
  const beyond = !notices.isPlaceholderData && !!notices.data && page > pages
  // A page past the end (an old link, notices withdrawn since) moves to the last page that exists.
  useEffect(() => {
    if (beyond) setParams(pages > 1 ? { page: String(pages) } : {}, { replace: true })
  }, [beyond, pages, setParams])

  return (
    <div className="notice-page">
      <ul className="notice-list" data-testid="notice-list" aria-busy={notices.isFetching}>
        {list.map((notice) => {
          const date = noticeDate(notice.create_at)
          return (
            <li className="notice-row" key={notice.id} data-testid="notice-row">
              <h2 className="notice-row__title">{notice.title}</h2>
              {notice.remark ? <RichText className="notice-row__remark rich-text" html={notice.remark} /> : null}
              <div className="notice-row__foot">
                <span className="notice-row__meta">
                  <time dateTime={date.iso}>{date.text}</time>
                  {notice.author ? <span>{notice.author}</span> : null}
                </span>
                <Link className="notice-row__view" to={detailPath(notice)} data-testid="notice-view">
                  {t('notice.view')}
                </Link>
              </div>
            </li>
          )
        })}
      </ul>
      {list.length === 0 ? (
        <p className="notice-empty">
          {notices.isPending ? t('common.loading') : notices.isError ? t('notice.loadFailed') : t('notice.empty')}
        </p>
      ) : null}
      {pages > 1 || page > 1 ? (
        <nav className="pager" aria-label={t('notice.pages')}>
          <Button
            variant="secondary"
            size="sm"
            data-testid="page-prev"
            disabled={page <= 1}
            onClick={() => goPage(page - 1)}
          >
            {t('notice.prev')}
          </Button>
          <span className="pager__text">{t('notice.page', { page, total: pages })}</span>
          <Button
            variant="secondary"
            size="sm"
            data-testid="page-next"
            disabled={page >= pages}
            onClick={() => goPage(page + 1)}
          >
            {t('notice.next')}
          </Button>
        </nav>
      ) : null}
    </div>
  )
}
