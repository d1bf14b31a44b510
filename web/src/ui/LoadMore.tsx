import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from './Button'
import './loadMore.css'

export interface LoadMoreProps {
  hasMore: boolean
  loading: boolean
  empty: boolean
  onMore: () => void
  testId: string
  /** The feature's words for the button, the empty list and the end of the list. */
  texts: { more: string; empty: string; end: string }
  className?: string
}

/**
 * The foot of an infinite list: the next page loads when this comes into view (or on the button, for keyboards
 * and readers); then "no more", or the empty state when the list has nothing.
 */
export function LoadMore({ hasMore, loading, empty, onMore, testId, texts, className }: LoadMoreProps) {
  const { t } = useTranslation()
  const ref = useRef<HTMLDivElement>(null)
  const more = useRef(onMore)
  more.current = onMore
  useEffect(() => {
    const node = ref.current
    if (!node || !hasMore || loading || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) more.current()
    })
    observer.observe(node)
    return () => observer.disconnect()
  }, [hasMore, loading])
  return (
    <div ref={ref} className={className ? `list-foot ${className}` : 'list-foot'} data-testid={testId}>
      {loading ? (
        <span role="status">{t('common.loading')}</span>
      ) : hasMore ? (
        <Button variant="ghost" size="sm" onClick={onMore}>
          {texts.more}
        </Button>
      ) : empty ? (
        <span data-testid={`${testId}-empty`}>{texts.empty}</span>
      ) : (
        <span>{texts.end}</span>
      )}
    </div>
  )
}
