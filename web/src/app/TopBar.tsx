import { useTranslation } from 'react-i18next'
import { useNavigate } from '../navigation/hashRouter'
import { ROUTES } from '../navigation/routes'
import { ArrowLeftIcon } from '../ui/icons'

/** The router keeps the position in our part of the session history in `history.state.idx` (hashLocation.ts). */
function canGoBack(): boolean {
  const state = window.history.state as { idx?: number } | null
  return typeof state?.idx === 'number' && state.idx > 0
}

/**
 * The /HomeNext group's top bar: a back arrow and the route's title (`routeTitle.<name>`, the app's name for a
 * route without one). Back leaves for home when the page was opened directly (no history of ours to go back to).
 */
export function TopBar({ routeName }: { routeName: string | undefined }) {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const key = `routeTitle.${routeName}`
  const title = routeName && i18n.exists(key) ? t(key) : t('app.name')
  return (
    <header className="header topbar">
      <div className="header__inner">
        <button
          type="button"
          className="icon-button"
          data-testid="topbar-back"
          aria-label={t('nav.back')}
          onClick={() => (canGoBack() ? navigate(-1) : navigate(ROUTES.HomeIndex.path, { replace: true }))}
        >
          <ArrowLeftIcon />
        </button>
        <h1 className="topbar__title" data-testid="topbar-title">
          {title}
        </h1>
        <span className="topbar__spacer" aria-hidden="true" />
      </div>
    </header>
  )
}
