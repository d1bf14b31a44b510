import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { zhCN } from '../i18n/locales/zh-CN'
import { useLocation } from '../navigation/hashRouter'
import { type RouteName, routeNameOf } from '../navigation/routes'

/** Every route has its title: a route without one does not compile (the other locales hold the same keys). */
type Untitled = Exclude<RouteName, keyof (typeof zhCN)['routeTitle']>
export const EVERY_ROUTE_TITLED: [Untitled] extends [never] ? true : Untitled = true

/** The document's title on a route: "<route title> · PhoSwap", translated; the app's name alone elsewhere. */
export function documentTitle(t: (key: string) => string, name: RouteName | undefined): string {
  return name ? `${t(`routeTitle.${name}`)} · ${t('app.name')}` : t('app.name')
}

/** Keeps document.title on the current route's title in the current language (tabs, history, screen readers). */
export function DocumentTitle() {
  const { pathname } = useLocation()
  const { t } = useTranslation()
  const title = documentTitle(t, routeNameOf(pathname))
  useEffect(() => {
    document.title = title
  }, [title])
  return null
}
