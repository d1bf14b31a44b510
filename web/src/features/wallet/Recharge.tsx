import { useTranslation } from 'react-i18next'
import { useSearchParams } from '../../navigation/hashRouter'
import { WalletGate, type WalletUser } from '../../session/WalletGate'
import { registerWalletTexts, WALLET_NAMESPACE } from './i18n'
import { useWalletActions } from './useWalletActions'
import { tabOf } from './walletAmounts'
import './wallet.css'
import { DepositTab } from './DepositTab'
import { TransferTab } from './TransferTab'
import { WithdrawTab } from './WithdrawTab'

registerWalletTexts()

const TABS = ['deposit', 'withdraw', 'transfer'] as const

/** The Business page's withdraw (`Recharge?id=1&business=1`): the business earnings only, no tabs to other forms. */
function BusinessWithdraw({ user }: { user: WalletUser }) {
  const { t } = useTranslation(WALLET_NAMESPACE)
  const actions = useWalletActions(user)
  return (
    <section aria-labelledby="business-withdraw-title" data-testid="business-withdraw-form">
      <h2 id="business-withdraw-title" className="wallet-heading">
        {t('business.title')}
      </h2>
      <p className="wallet-note">{t('business.note')}</p>
      <WithdrawTab user={user} actions={actions} business />
    </section>
  )
}

function RechargeTabs({ user }: { user: WalletUser }) {
  const { t } = useTranslation(WALLET_NAMESPACE)
  const [params, setParams] = useSearchParams()
  const tab = tabOf(params.get('id'))
  const actions = useWalletActions(user)
  return (
    <>
      <div className="wallet-tabs" role="tablist" aria-label={t('recharge.tabs')}>
        {TABS.map((name, id) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`recharge-tab-${id}`}
            aria-selected={tab === id}
            aria-controls="recharge-panel"
            className="wallet-tabs__tab"
            data-testid={`recharge-tab-${id}`}
            onClick={() => setParams({ id: String(id) }, { replace: true })}
          >
            {t(`wallet.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="recharge-panel" aria-labelledby={`recharge-tab-${tab}`}>
        {tab === 0 ? <DepositTab user={user} actions={actions} /> : null}
        {tab === 1 ? <WithdrawTab user={user} actions={actions} /> : null}
        {tab === 2 ? <TransferTab user={user} actions={actions} /> : null}
      </div>
    </>
  )
}

/**
 * Recharge?id=0|1|2 (spec 001 §4): deposit, withdraw and transfer of the reward wallet; `business=1` with id 1 is
 * the Business page's withdraw.
 */
export default function Recharge() {
  const [params] = useSearchParams()
  const business = params.get('business') === '1' && tabOf(params.get('id')) === 1
  return (
    <div className="wallet" data-testid="recharge">
      <WalletGate>{(user) => (business ? <BusinessWithdraw user={user} /> : <RechargeTabs user={user} />)}</WalletGate>
    </div>
  )
}
