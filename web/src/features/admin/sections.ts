import type { ComponentType } from 'react'

/** The console's sections in the order of its navigation; each is its own chunk, loaded when first opened. */
export type AdminSectionId = 'books' | 'settlements' | 'pools' | 'coins' | 'settings' | 'content' | 'users' | 'audit'

export interface AdminSection {
  id: AdminSectionId
  /** Its name in the `admin` namespace. */
  titleKey: `sections.${AdminSectionId}`
  load: () => Promise<{ default: ComponentType }>
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { id: 'books', titleKey: 'sections.books', load: () => import('./sections/Books') },
  { id: 'settlements', titleKey: 'sections.settlements', load: () => import('./sections/Settlements') },
  { id: 'pools', titleKey: 'sections.pools', load: () => import('./pools/PoolsSection') },
  { id: 'coins', titleKey: 'sections.coins', load: () => import('./coins/CoinsSection') },
  { id: 'settings', titleKey: 'sections.settings', load: () => import('./settings/SettingsSection') },
  { id: 'content', titleKey: 'sections.content', load: () => import('./content/ContentSection') },
  { id: 'users', titleKey: 'sections.users', load: () => import('./sections/Users') },
  { id: 'audit', titleKey: 'sections.audit', load: () => import('./sections/Audit') },
]

export const DEFAULT_SECTION: AdminSectionId = 'books'

/** The section a console path shows (`/admin/users` -> users); `/admin` and unknown ones show the first. */
export function sectionOf(pathname: string): AdminSection {
  const id = pathname.replace(/\/+$/, '').split('/')[2]?.toLowerCase()
  return ADMIN_SECTIONS.find((section) => section.id === id) ?? ADMIN_SECTIONS[0]!
}
