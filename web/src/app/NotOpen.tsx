import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import './notOpen.css'

/** What an unbuilt route shows when opened by URL. */
export function NotOpen() {
  const { t } = useTranslation()
  return (
    <section className="not-open" data-testid="not-open">
      <div className="not-open__art" aria-hidden="true">
        <svg viewBox="0 0 48 48" aria-hidden="true">
          <circle cx="24" cy="24" r="20" />
          <path d="M24 13v12l7 5" />
        </svg>
      </div>
      <h1 className="not-open__title">{t('notOpenPage.title')}</h1>
      <p className="not-open__body">{t('notOpenPage.body')}</p>
      <Link className="btn btn--primary btn--md" to="/HomeIndex">
        {t('errorPage.home')}
      </Link>
    </section>
  )
}

export default NotOpen
