import { ROUTES, type RouteName } from '../navigation/routes'

/** The spec's five main destinations: the phone's tab bar and, from 1024 px, the header's links. */
export const NAV_TABS = ['HomeIndex', 'Swap', 'MiningsIndex', 'DropIndex', 'InviteIndex'] as const satisfies RouteName[]

/** Whether `pathname` is the tab's screen or one below it (Swap for /SwapIndex/Swap, mining for /MiningsIndex/...). */
export function isTabActive(name: RouteName, pathname: string): boolean {
  const path = ROUTES[name].path
  return pathname === path || pathname.startsWith(`${path}/`)
}
