import { useTranslation } from 'react-i18next'
import { useSessionToken } from '../../api/useAccountInfo'
import { RecordBills } from '../../bills/RecordBills'
import { useWalletState } from '../../chain/wallet/walletState'
import { EQUITY_NAMESPACE } from './i18n'

/**
 * The equity-card account's bills: each day's dividend (with its "why?": the day's tax arrivals, the level, how many
 * share it) and each claim into the reward wallet. Dividends are not wallet bills until claimed
 * (docs/decisions/0145-explain-books.md). Shown once signed in; the page's figures need only the wallet.
 */
export function EquityBills() {
  const { t, i18n } = useTranslation(EQUITY_NAMESPACE)
  const { status, address } = useWalletState()
  const token = useSessionToken()
  if (status !== 'connected' || !address || !token) return null
  return (
    <section className="equity-bills" aria-labelledby="equity-bills-title">
      <h2 className="equity-rules__title" id="equity-bills-title">
        {t('bills')}
      </h2>
      <RecordBills
        book="equity"
        address={address}
        language={i18n.language}
        testId="equity-bills"
        empty={t('billsEmpty')}
      />
    </section>
  )
}
