import { Component, type ErrorInfo, type ReactNode } from 'react'
import { i18n } from '../i18n/i18n'
import './errorPage.css'

interface State {
  error: Error | null
}

/** The last line of defence around the providers: a readable page with a reload button, never a blank screen. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('App error', error, info.componentStack)
  }

  override render() {
    if (!this.state.error) return this.props.children
    return (
      <section className="error-page error-page--full" data-testid="app-error">
        <div className="error-page__icon" aria-hidden="true">
          !
        </div>
        <h1 className="error-page__title">{i18n.t('errorPage.title')}</h1>
        <p className="error-page__body">{i18n.t('errorPage.body')}</p>
        <pre className="error-page__detail">{this.state.error.message}</pre>
        <div className="error-page__actions">
          <button type="button" className="btn btn--primary btn--md" onClick={() => window.location.reload()}>
            {i18n.t('errorPage.retry')}
          </button>
        </div>
      </section>
    )
  }
}
