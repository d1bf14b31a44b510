import { useTranslation } from 'react-i18next'
import { Link } from '../../navigation/hashRouter'
import { ArrowLeftIcon } from '../../ui/icons'
import './notice.css'

export { NoticeArticle } from '../../ui/notice/NoticeArticle'

/** What a notice page shows instead of a notice it cannot read or find. */
export function NoticeError({ text }: { text: string }) {
  return (
    <p className="notice-error" role="alert" data-testid="notice-error">
      {text}
    </p>
  )
}

/** Back to the notice list (`to`): a named link, reachable by Tab, above whatever the notice page shows. */
export function NoticeBack({ to }: { to: string }) {
  const { t } = useTranslation()
  return (
    <Link className="notice-back" to={to} data-testid="notice-back">
      <ArrowLeftIcon />
      {t('notice.backToList')}
    </Link>
  )
}
