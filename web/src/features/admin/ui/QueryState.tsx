import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../ui/Button'
import { ADMIN_NAMESPACE } from '../i18n'

/** A console read in place: loading, its failure with a retry, or its data rendered by `children`. */
export function QueryState<T>({
  query,
  children,
  testId,
}: {
  query: UseQueryResult<T>
  children: (data: T) => ReactNode
  testId?: string
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE)
  if (query.isPending)
    return (
      <p className="admin-muted" role="status" data-testid={testId ? `${testId}-loading` : undefined}>
        {t('loading')}
      </p>
    )
  if (query.isError)
    return (
      <div className="admin-failed" role="alert" data-testid={testId ? `${testId}-error` : undefined}>
        <p>{t('loadFailed', { reason: query.error.message })}</p>
        <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </div>
    )
  return <>{children(query.data)}</>
}

/** Previous / next page buttons around the current page's number. */
export function Pager({
  page,
  hasNext,
  onPage,
  testId = 'admin-pager',
}: {
  page: number
  hasNext: boolean
  onPage: (page: number) => void
  testId?: string
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE)
  if (page <= 1 && !hasNext) return null
  return (
    <nav className="admin-pager" aria-label={t('page.nav')} data-testid={testId}>
      <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('page.previous')}
      </Button>
      <span aria-current="page">{t('page.current', { page })}</span>
      <Button size="sm" variant="secondary" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        {t('page.next')}
      </Button>
    </nav>
  )
}

/** What a list shows when it has nothing to list. */
export function Empty() {
  const { t } = useTranslation(ADMIN_NAMESPACE)
  return <p className="admin-muted">{t('empty')}</p>
}
