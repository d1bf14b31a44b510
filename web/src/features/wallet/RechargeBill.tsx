import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRewardWallet } from '../../api/useRewardWallet'
import { WalletGate, type WalletUser } from '../../session/WalletGate'
import { Button } from '../../ui/Button'
import { formatDateTime } from '../../ui/format'
import { onDemand } from '../../ui/onDemand'
import { registerWalletTexts, WALLET_NAMESPACE } from './i18n'
import { LoadMore } from './LoadMore'
import { followLanguage, formatSignedChange } from './walletAmounts'
import { useRecordList } from './walletQueries'
import './wallet.css'

registerWalletTexts()

/** The "why?" of a reward bill: its code and texts load when it first opens (route JS budget). */
const ExplainPopup = onDemand(() => import('./explain/ExplainPopup').then((m) => m.ExplainPopup))

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
  const [explained, setExplained] = useState<number | null>(null)
  const wallet = useRewardWallet(user.chainId, user.address)
  const decimalsOf = (coinId: number) => wallet.data?.list.find((c) => c.coin_id === coinId)?.decimals ?? 18
  const records = useRecordList(user.address, language)
  const list = records.data?.pages.flatMap((p) => p.list) ?? []
  return (
    <>
      <ul className="wallet-bills" data-testid="record-list" lang={language}>
        {list.map((item) => {
          const change = formatSignedChange(item.usable_change_show, decimalsOf(item.coin_id))
          return (
            <li key={item.id} className="wallet-bill" data-testid={`record-${item.id}`}>
              <div className="wallet-bill__main">
                <strong data-testid="record-behavior">{item.behavior_txt}</strong>
                <span
                  className={`wallet-bill__change wallet-bill__change--${change.startsWith('-') ? 'out' : 'in'}`}
                  data-testid="record-change"
                >
                  {change} {item.coin_en}
                </span>
              </div>
              <div className="wallet-bill__meta">
                <time dateTime={item.created_at}>{formatDateTime(item.created_at, language)}</time>
                {item.explained ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="wallet-bill__why"
                    aria-label={t('bill.whyOf', { behavior: item.behavior_txt, change: `${change} ${item.coin_en}` })}
                    aria-haspopup="dialog"
                    data-testid="record-why"
                    onClick={() => setExplained(item.entry_id)}
                  >
                    {t('bill.why')}
                  </Button>
                ) : null}
              </div>
            </li>
          )
        })}
      </ul>
      <ExplainPopup open={explained !== null} entryId={explained ?? 0} onClose={() => setExplained(null)} />
      <LoadMore
        testId="record-list-more"
        hasMore={!!records.hasNextPage}
        loading={records.isPending || records.isFetchingNextPage}
        empty={list.length === 0}
        onMore={() => void records.fetchNextPage()}
      />
    </>
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
