import { useTranslation } from 'react-i18next'
import { ApiError } from '../../api/ApiError'
import { useSearchParams } from '../../navigation/hashRouter'
import { routePath } from '../../navigation/routes'
import { NoticeArticle, NoticeBack, NoticeError } from './NoticeArticle'
import { parseNoticeParam } from './parseNoticeParam'
import { useNoticeDetail } from './useNotices'

/**
 * Notice?basic=<JSON>: a notice handed over in the URL, checked field by field before anything is shown. A notice
 * from a list comes without its description (lists do not carry them): it is loaded by the notice's group.
 */
export default function Notice() {
  return (
    <>
      <NoticeBack to={routePath('NoticeIndex')} />
      <NoticeBody />
    </>
  )
}

function NoticeBody() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const notice = parseNoticeParam(params.get('basic'))
  const load = notice && notice.description === undefined ? (notice.group_id ?? null) : null
  const detail = useNoticeDetail(load)
  if (!notice) return <NoticeError text={t('notice.invalid')} />
  let description = notice.description
  if (description === undefined) {
    if (detail.isPending) return <p className="notice-empty">{t('common.loading')}</p>
    if (detail.isError) {
      const missing = detail.error instanceof ApiError && detail.error.status === 404
      return <NoticeError text={missing ? t('notice.notFound') : t('notice.loadFailed')} />
    }
    description = detail.data.description
  }
  return (
    <NoticeArticle title={notice.title} author={notice.author} createAt={notice.create_at} description={description} />
  )
}
