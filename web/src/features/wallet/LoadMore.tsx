import { useTranslation } from 'react-i18next'
import { LoadMore as ListFoot, type LoadMoreProps } from '../../ui/LoadMore'
import { WALLET_NAMESPACE } from './i18n'

/** The wallet bills' list foot (ui/LoadMore) in the wallet's words. */
export function LoadMore(props: Omit<LoadMoreProps, 'texts' | 'className'>) {
  const { t } = useTranslation(WALLET_NAMESPACE)
  return (
    <ListFoot
      {...props}
      className="wallet-more"
      texts={{ more: t('bill.loadMore'), empty: t('bill.empty'), end: t('bill.end') }}
    />
  )
}
