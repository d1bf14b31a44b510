import { useTranslation } from 'react-i18next'
import { routePath } from '../../navigation/routes'
import { NoticeList } from './NoticeList'
import { noticeParam } from './parseNoticeParam'

/** NoticeIndex (root group): the notice list; view opens Notice with the notice itself in query `basic`. */
export default function NoticeIndex() {
  const { t } = useTranslation()
  return (
    <>
      <h1 className="notice-heading">{t('routeTitle.NoticeIndex')}</h1>
      <NoticeList detailPath={(notice) => routePath('Notice', { basic: noticeParam(notice) })} />
    </>
  )
}
