import { useTranslation } from 'react-i18next'
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router'
import { Button } from '../ui/Button'
import './errorPage.css'

/** Shown in place of a screen that failed to load or render: the shell stays, never a blank page. */
export function RouteErrorBoundary() {
  const error = useRouteError()
  const navigate = useNavigate()
  const { t } = useTranslation()
  console.error('Route error', error)
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : ''
  return (
    <section className="error-page" data-testid="route-error">
      <div className="error-page__icon" aria-hidden="true">
        !
      </div>
      <h1 className="error-page__title">{t('errorPage.title')}</h1>
      <p className="error-page__body">{t('errorPage.body')}</p>
      {detail ? <pre className="error-page__detail">{detail}</pre> : null}
      <div className="error-page__actions">
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {t('errorPage.retry')}
        </Button>
        <Button onClick={() => navigate('/HomeIndex')}>{t('errorPage.home')}</Button>
      </div>
    </section>
  )
}
