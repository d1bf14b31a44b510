import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { registerWalletTexts, WALLET_NAMESPACE } from '../features/wallet/i18n'
import { Button } from '../ui/Button'

// Its texts live with the wallet pages that it was written for; other screens use it too.
registerWalletTexts()

interface LoadMoreProps {
  hasMore: boolean
  loading: boolean
  empty: boolean
  onMore: () => void
  testId: string
}

/**
 * The foot of an infinite list: the next page loads when this comes into view (or on the button, for keyboards
 * and readers); then "no more", or the empty state when the list has nothing.
 */
export function LoadMore({ hasMore, loading, empty, onMore, testId }: LoadMoreProps) {
  const { t } = useTranslation(WALLET_NAMESPACE)
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
    <div ref={ref} className="wallet-more" data-testid={testId}>
      {loading ? (
        <span role="status">{t('common.loading', { ns: 'translation' })}</span>
      ) : hasMore ? (
        <Button variant="ghost" size="sm" onClick={onMore}>
          {t('bill.loadMore')}
        </Button>
      ) : empty ? (
        <span data-testid={`${testId}-empty`}>{t('bill.empty')}</span>
      ) : (
        <span>{t('bill.end')}</span>
      )}
    </div>
  )
}
