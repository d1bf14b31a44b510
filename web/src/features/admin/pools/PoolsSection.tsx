import type { PoolsData } from '@phoswap/core/api/console'
import type { PoolFundData } from '@phoswap/core/api/ledger'
import { useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../ui/Button'
import { type AdminCoin, exactCoin, useAdminCoins } from '../coins/coinFormat'
import { parseCoinAmount } from '../ui/amounts'
import { CoinAmountField } from '../ui/CoinAmountField'
import { QueryState } from '../ui/QueryState'
import { ReviewDialog } from '../ui/ReviewDialog'
import { useAdminMutation, useAdminQuery } from '../ui/useAdmin'
import '../settings/adminSettings.css'
import { forgetKey, keyFor, sessionFundKeyStore } from './fundKey'
import { POOLS_NAMESPACE, registerPoolsTexts } from './i18n'

registerPoolsTexts()

type Pool = PoolsData['list'][number]

/** `pool:airdrop` (the ledger account) -> `airdrop` (the name the fund route takes). */
const poolName = (pool: string) => pool.replace(/^pool:/, '')

/**
 * Pools (issue 32): every pool's balance per coin, and funding from the operator's own usable balance with the
 * idempotency key shown: one key per intended funding, kept across a retry, so nothing moves twice.
 */
export default function PoolsSection() {
  const { t } = useTranslation(POOLS_NAMESPACE)
  const pools = useAdminQuery<PoolsData>(['pools'], '/admin/pools')
  const coins = useAdminCoins()
  return (
    <div className="admin-set" data-testid="admin-pools">
      <p className="admin-set__intro">{t('intro')}</p>
      <QueryState query={coins} testId="admin-pools-coins">
        {(coinData) => (
          <QueryState query={pools} testId="admin-pools">
            {(data) => <PoolsView pools={data.list} coins={coinData.list} />}
          </QueryState>
        )}
      </QueryState>
    </div>
  )
}

function PoolsView({ pools, coins }: { pools: Pool[]; coins: AdminCoin[] }) {
  const { t } = useTranslation(POOLS_NAMESPACE)
  const coinOf = (id: number) => coins.find((c) => c.coin_id === id)
  return (
    <>
      {pools.length === 0 ? (
        <p className="admin-muted">{t('empty')}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
        <section className="admin-set__scroll admin-table-wrap" tabIndex={0} aria-label={t('balances')}>
          <table className="admin-set__table" data-testid="admin-pools-table">
            <caption className="admin-set__caption">{t('balances')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('pool')}</th>
                <th scope="col">{t('program')}</th>
                <th scope="col">{t('balance')}</th>
              </tr>
            </thead>
            <tbody>
              {pools.map((pool) => (
                <tr key={pool.pool} data-testid={`admin-pool-${poolName(pool.pool)}`}>
                  <th scope="row">{poolName(pool.pool)}</th>
                  <td>{pool.program ?? t('undeclared')}</td>
                  <td>
                    {pool.coins.length === 0 ? (
                      <span className="admin-muted">{t('nothing')}</span>
                    ) : (
                      <ul className="admin-set__plain">
                        {pool.coins.map((c) => {
                          const coin = coinOf(c.coin_id)
                          return (
                            <li
                              key={c.coin_id}
                              data-testid={`admin-pool-${poolName(pool.pool)}-${coin?.coin_en ?? c.coin_id}`}
                            >
                              {coin
                                ? exactCoin(c.balance, coin.decimals, coin.coin_en)
                                : `${c.balance} (#${c.coin_id})`}
                            </li>
                          )
                        })}
                      </ul>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <FundForm pools={pools} coins={coins} />
    </>
  )
}

function FundForm({ pools, coins }: { pools: Pool[]; coins: AdminCoin[] }) {
  const { t } = useTranslation(POOLS_NAMESPACE)
  const id = useId()
  const names = useMemo(() => pools.map((p) => poolName(p.pool)), [pools])
  const [pool, setPool] = useState(names.includes('airdrop') ? 'airdrop' : (names[0] ?? ''))
  const [coinId, setCoinId] = useState(coins.find((c) => c.coin_en === 'GDT')?.coin_id ?? coins[0]?.coin_id ?? 0)
  const [amount, setAmount] = useState('')
  const [submitted, setSubmitted] = useState(false)
  const [reviewing, setReviewing] = useState(false)
  const [answer, setAnswer] = useState<{ data: PoolFundData; key: string } | null>(null)
  const change = useAdminMutation()
  const store = useMemo(() => sessionFundKeyStore(), [])
  const coin = coins.find((c) => c.coin_id === coinId)
  const parsed = coin ? parseCoinAmount(amount, coin.decimals) : null
  const units = parsed?.ok ? parsed.value.toString() : null
  // One key per intended funding (pool, coin, amount), kept across a retry or a reload until the server answers.
  const key = units && pool && coinId ? keyFor({ pool, coinId, amount: units }, store) : null
  const balanceOf = (name: string) =>
    pools.find((p) => poolName(p.pool) === name)?.coins.find((c) => c.coin_id === coinId)?.balance ?? '0'

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    if (!units || !key || !coin) return
    change.reset()
    setReviewing(true)
  }

  const before = coin ? exactCoin(balanceOf(pool), coin.decimals, coin.coin_en) : ''
  const after = coin && units ? exactCoin(BigInt(balanceOf(pool)) + BigInt(units), coin.decimals, coin.coin_en) : ''
  return (
    <form className="admin-set__form admin-set__form--boxed" onSubmit={submit} noValidate data-testid="admin-fund-form">
      <h3 className="admin-set__subtitle">{t('fund')}</h3>
      <p className="admin-muted">{t('fundHint')}</p>
      <div className="admin-set__row">
        <label className="admin-field">
          <span className="admin-field__label">{t('pool')}</span>
          <select
            className="admin-field__input"
            value={pool}
            onChange={(e) => setPool(e.target.value)}
            data-testid="admin-fund-pool"
          >
            {names.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label className="admin-field">
          <span className="admin-field__label">{t('coin')}</span>
          <select
            className="admin-field__input"
            value={coinId}
            onChange={(e) => setCoinId(Number(e.target.value))}
            data-testid="admin-fund-coin"
          >
            {coins.map((c) => (
              <option key={c.coin_id} value={c.coin_id}>
                {c.coin_en}
              </option>
            ))}
          </select>
        </label>
      </div>
      {coin ? (
        <CoinAmountField
          label={t('amount')}
          symbol={coin.coin_en}
          decimals={coin.decimals}
          value={amount}
          onChange={setAmount}
          showEmptyError={submitted}
          testId="admin-fund-amount"
        />
      ) : null}
      <p className="admin-set__key" id={`${id}-key`}>
        <span>{t('key')}</span> <code data-testid="admin-fund-key">{key ?? t('keyLater')}</code>
      </p>
      <p className="admin-muted">{t('keyHint')}</p>
      {answer ? (
        <p className="admin-set__done" role="status" data-testid="admin-fund-answer">
          {answer.data.created ? t('funded', { key: answer.key }) : t('alreadyFunded', { key: answer.key })}
        </p>
      ) : null}
      <div className="admin-set__actions">
        <Button type="submit" size="sm" data-testid="admin-fund-review">
          {t('review')}
        </Button>
      </div>
      {reviewing && coin && units && key ? (
        <ReviewDialog
          title={t('reviewTitle', { pool })}
          testId="admin-fund-dialog"
          changes={[
            { key: 'balance', label: t('poolBalance', { pool }), before, after },
            { key: 'amount', label: t('amount'), before: '', after: exactCoin(units, coin.decimals, coin.coin_en) },
            { key: 'key', label: t('key'), before: '', after: <code>{key}</code> },
          ]}
          busy={change.busy}
          error={change.error ? `${change.error} ${t('retrySameKey')}` : null}
          onCancel={() => setReviewing(false)}
          onConfirm={async (note) => {
            const data = await change.run<PoolFundData>({
              path: '/admin/pool/fund',
              body: { pool, coin_id: coinId, amount: units, key },
              note,
            })
            if (!data) return
            forgetKey(key, store)
            setAnswer({ data, key })
            setReviewing(false)
            setAmount('')
            setSubmitted(false)
          }}
        />
      ) : null}
    </form>
  )
}
