import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { NoticeArticle, NoticeError } from './NoticeArticle'
import { parseNoticeParam } from './parseNoticeParam'

/** Notice?basic=<JSON>: a notice handed over in the URL, checked field by field before anything is shown. */
export default function Notice() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const notice = parseNoticeParam(params.get('basic'))
  if (!notice) return <NoticeError text={t('notice.invalid')} />
  return (
    <NoticeArticle
      title={notice.title}
      author={notice.author}
      createAt={notice.create_at}
      description={notice.description}
    />
  )
}
