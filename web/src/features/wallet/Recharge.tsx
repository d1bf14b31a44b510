import { useTranslation } from 'react-i18next'
import { useSearchParams } from '../../app/hashRouter'
import { registerWalletTexts, WALLET_NAMESPACE } from './i18n'
import { useWalletActions } from './useWalletActions'
import { WalletGate, type WalletUser } from './WalletGate'
import { tabOf } from './walletAmounts'
import './wallet.css'
import { DepositTab } from './DepositTab'
import { TransferTab } from './TransferTab'
import { WithdrawTab } from './WithdrawTab'

registerWalletTexts()

const TABS = ['deposit', 'withdraw', 'transfer'] as const

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

/** Recharge?id=0|1|2 (spec 001 §4): deposit, withdraw and transfer of the reward wallet. */
export default function Recharge() {
  return (
    <div className="wallet" data-testid="recharge">
      <WalletGate>{(user) => <RechargeTabs user={user} />}</WalletGate>
    </div>
  )
}
