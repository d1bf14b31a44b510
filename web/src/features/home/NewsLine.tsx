import { useTranslation } from 'react-i18next'
import { Link } from '../../navigation/hashRouter'
import { routePath } from '../../navigation/routes'
import { ChevronRightIcon } from '../../ui/icons'
import { NewsIcon } from '../../ui/pageIcons'
import { useLatestNotice } from './useHomeContent'

/** NEWS: the latest notice's title, opening its detail (xiangqin?id=<group_id>); "more" opens the list. */
export function NewsLine() {
  const { t } = useTranslation()
  const latest = useLatestNotice()
  const notice = latest.data
  return (
    <div className="news-line" data-testid="home-news">
      <span className="news-line__badge">
        <NewsIcon />
        {t('home.news')}
      </span>
      {notice ? (
        <Link
          className="news-line__title"
          to={routePath('xiangqin', { id: notice.group_id })}
          data-testid="home-news-link"
        >
          {notice.title}
        </Link>
      ) : (
        <span className="news-line__title news-line__title--empty">
          {latest.isPending ? t('common.loading') : t('home.newsEmpty')}
        </span>
      )}
      <Link className="news-line__more" to={routePath('gongao')} data-testid="home-news-more">
        {t('home.more')}
        <ChevronRightIcon />
      </Link>
    </div>
  )
}
