import { Component, type ErrorInfo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from '../navigation/hashRouter'
import { Button } from '../ui/Button'
import './errorPage.css'

function RouteErrorPage({ error }: { error: Error }) {
  const navigate = useNavigate()
  const { t } = useTranslation()
  return (
    <section className="error-page" data-testid="route-error">
      <div className="error-page__icon" aria-hidden="true">
        !
      </div>
      <h1 className="error-page__title">{t('errorPage.title')}</h1>
      <p className="error-page__body">{t('errorPage.body')}</p>
      {error.message ? <pre className="error-page__detail">{error.message}</pre> : null}
      <div className="error-page__actions">
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {t('errorPage.retry')}
        </Button>
        <Button onClick={() => navigate('/HomeIndex')}>{t('errorPage.home')}</Button>
      </div>
    </section>
  )
}

interface Props {
  children: ReactNode
  /** The location's path: leaving the route clears the error. */
  resetKey: string
}

interface State {
  error: Error | null
  resetKey: string
}

/**
 * One per route: a screen that fails to load or render is replaced by an error page inside the shell, never a
 * blank page; the other routes keep working.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Route error', error, info.componentStack)
  }

  override render() {
    return this.state.error ? <RouteErrorPage error={this.state.error} /> : this.props.children
  }
}
