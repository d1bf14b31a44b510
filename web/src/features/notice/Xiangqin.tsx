import { useTranslation } from 'react-i18next'
import { ApiError } from '../../api/ApiError'
import { useSearchParams } from '../../navigation/hashRouter'
import { NoticeArticle, NoticeError } from './NoticeArticle'
import { useNoticeDetail } from './useNotices'

function groupIdOf(value: string | null): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null
  const id = Number(value)
  return id >= 1 ? id : null
}

/** xiangqin?id=<group_id>: one notice, in the chosen language (the server falls back to another it has). */
export default function Xiangqin() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const groupId = groupIdOf(params.get('id'))
  const detail = useNoticeDetail(groupId)
  if (groupId === null) return <NoticeError text={t('notice.invalid')} />
  if (detail.isPending) return <p className="notice-empty">{t('common.loading')}</p>
  if (detail.isError) {
    const missing = detail.error instanceof ApiError && detail.error.status === 404
    return <NoticeError text={missing ? t('notice.notFound') : t('notice.loadFailed')} />
  }
  const notice = detail.data
  return (
    <NoticeArticle
      title={notice.title}
      author={notice.author}
      createAt={notice.create_at}
      description={notice.description}
    />
  )
}
