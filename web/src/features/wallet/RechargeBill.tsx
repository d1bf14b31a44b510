import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRewardWallet } from '../../api/useRewardWallet'
import { RecordBills } from '../../bills/RecordBills'
import { WalletGate, type WalletUser } from '../../session/WalletGate'
import { registerWalletTexts, WALLET_NAMESPACE } from './i18n'
import { followLanguage } from './walletAmounts'
import './wallet.css'

registerWalletTexts()

/** The language the list is read in: follows the app's, 500 ms after a change (spec 001 §4). */
function useListLanguage(): string {
  const { i18n } = useTranslation()
  const [language, setLanguage] = useState(i18n.language)
  useEffect(
    () =>
      followLanguage(language, i18n.language, (next) => {
        setLanguage(next)
        window.scrollTo({ top: 0 })
      }),
    [i18n.language, language],
  )
  return language
}

function Records({ user }: { user: WalletUser }) {
  const { t } = useTranslation(WALLET_NAMESPACE)
  const language = useListLanguage()
  const wallet = useRewardWallet(user.chainId, user.address)
  return (
    <RecordBills
      book="wallet"
      address={user.address}
      language={language}
      testId="record-list"
      empty={t('bill.empty')}
      decimalsOf={(coinId) => wallet.data?.list.find((c) => c.coin_id === coinId)?.decimals ?? 18}
    />
  )
}

/** RechargeBill (spec 001 §4): every movement of the reward wallet, newest first, loading as it scrolls. */
export default function RechargeBill() {
  return (
    <div className="wallet" data-testid="recharge-bill">
      <WalletGate>{(user) => <Records user={user} />}</WalletGate>
    </div>
  )
}
