import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { useOperator } from '../../api/useOperator'
import { useLocation } from '../../navigation/hashRouter'
import { WalletGate } from '../../session/WalletGate'
import { Button } from '../../ui/Button'
import { AlertsBanner } from './AlertsBanner'
import { ADMIN_NAMESPACE, registerAdminTexts } from './i18n'
import { ADMIN_SECTIONS, type AdminSection, type AdminSectionId, sectionOf } from './sections'
import './admin.css'

registerAdminTexts()

const screens = new Map<AdminSectionId, LazyExoticComponent<ComponentType>>()

/** A section's screen, its chunk loaded when first opened. */
function screenOf(section: AdminSection): LazyExoticComponent<ComponentType> {
  let screen = screens.get(section.id)
  if (!screen) {
    screen = lazy(section.load)
    screens.set(section.id, screen)
  }
  return screen
}

/**
 * The operator console (issue 32, `#/admin` and `#/admin/<section>`): loaded only when opened (router.tsx). It needs
 * a signed-in wallet, then asks the server whether the account is an operator (`GET /v1/admin/me`): an account that
 * is not is told so. The server checks the role on every call; the console only shows what it answers.
 */
export default function AdminConsole() {
  const { t } = useTranslation(ADMIN_NAMESPACE)
  return (
    <div className="admin" data-testid="admin-console">
      <h1 className="admin__title">{t('title')}</h1>
      <WalletGate testIdPrefix="admin" texts={{ connect: t('gate.connect'), signIn: t('gate.signIn') }}>
        {() => <OperatorOnly />}
      </WalletGate>
    </div>
  )
}

function OperatorOnly() {
  const { t } = useTranslation(ADMIN_NAMESPACE)
  const { state, retry } = useOperator()
  if (state === 'operator') return <ConsoleLayout />
  if (state === 'not-operator')
    return (
      <div className="admin-notice" role="alert" data-testid="admin-not-operator">
        <p>{t('notOperator')}</p>
        <p className="admin-muted">{t('notOperatorHint')}</p>
      </div>
    )
  if (state === 'error')
    return (
      <div className="admin-failed" role="alert" data-testid="admin-check-failed">
        <p>{t('checkFailed')}</p>
        <Button size="sm" variant="secondary" onClick={retry}>
          {t('retry')}
        </Button>
      </div>
    )
  return (
    <p className="admin-muted" role="status" data-testid="admin-checking">
      {t('checking')}
    </p>
  )
}

/** The section navigation (a row of links on a phone, a column beside the section from 1024 px) and the section. */
function ConsoleLayout() {
  const { t } = useTranslation(ADMIN_NAMESPACE)
  const { pathname } = useLocation()
  const current = sectionOf(pathname)
  const Screen = screenOf(current)
  return (
    <div className="admin__layout">
      <nav className="admin__nav" aria-label={t('sectionsNav')} data-testid="admin-nav">
        <ul>
          {ADMIN_SECTIONS.map((section) => (
            <li key={section.id}>
              <a
                href={`#/admin/${section.id}`}
                className="admin__link"
                aria-current={section.id === current.id ? 'page' : undefined}
                data-testid={`admin-nav-${section.id}`}
              >
                {t(section.titleKey)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <section
        className="admin__section"
        aria-labelledby="admin-section-title"
        data-testid={`admin-section-${current.id}`}
      >
        <AlertsBanner />
        <h2 id="admin-section-title" className="admin__section-title">
          {t(current.titleKey)}
        </h2>
        <Suspense
          fallback={
            <p className="admin-muted" role="status">
              {t('loading')}
            </p>
          }
        >
          <Screen />
        </Suspense>
      </section>
    </div>
  )
}
