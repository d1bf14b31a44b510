import type { LedgerLatestData } from '@phoswap/core/api/console'
import type { BooksReport } from '@phoswap/core/api/ledger'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { apiGet } from '../../../api/client'
import { Button } from '../../../ui/Button'
import { formatDateTime } from '../../../ui/formatDateTime'
import { ADMIN_NAMESPACE } from '../i18n'
import { AdminTable } from '../ui/AdminTable'
import { type AdminCoin, exactCoin, useAdminCoins } from '../ui/coins'
import { QueryState } from '../ui/QueryState'
import { ADMIN_KEY, adminErrorText, useAdminQuery } from '../ui/useAdmin'

/**
 * Books (issue 32): the latest stored ledger check (on demand or after a settlement) — per chain and coin what the
 * vault holds, what the ledger owes, the operator's surplus and every difference in red with what to do; the coins'
 * conservation, the ledger's own errors, the accounts in debt and the pools. "Check now" runs and stores a new one.
 */
export default function Books() {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE)
  const latest = useAdminQuery<LedgerLatestData>(['ledger', 'latest'], '/admin/ledger/latest')
  const { byId } = useAdminCoins()
  const queryClient = useQueryClient()
  const [checking, setChecking] = useState(false)
  const [error, setError] = useState<string | null>(null)
  async function checkNow() {
    if (checking) return
    setChecking(true)
    setError(null)
    try {
      await apiGet<BooksReport>('/admin/ledger/check', { quiet: true })
      await queryClient.invalidateQueries({ queryKey: [ADMIN_KEY] })
    } catch (caught) {
      setError(adminErrorText(caught, t))
    } finally {
      setChecking(false)
    }
  }
  return (
    <div className="admin-section" data-testid="admin-books">
      <QueryState query={latest} testId="admin-books">
        {(data) => (
          <>
            <div className="admin-card">
              {data.report ? (
                <p
                  className={data.report.ok ? 'admin-ok' : 'admin-bad'}
                  data-testid="admin-books-status"
                  data-ok={String(data.report.ok)}
                >
                  {data.report.ok ? t('books.ok') : t('books.differ')}
                </p>
              ) : (
                <p className="admin-muted" data-testid="admin-books-status" data-ok="unknown">
                  {t('books.never')}
                </p>
              )}
              {data.checked_at ? (
                <p className="admin-muted" data-testid="admin-books-checked-at">
                  {t('books.checkedAt', { time: formatDateTime(data.checked_at, i18n.language) })}
                  {data.trigger ? ` · ${t(`books.trigger_${data.trigger}`)}` : ''}
                </p>
              ) : null}
              {data.report ? (
                <p className="admin-muted">
                  {t('books.summary', {
                    accounts: data.report.accounts,
                    entries: data.report.entries,
                    postings: data.report.postings,
                  })}
                </p>
              ) : null}
              <div>
                <Button size="sm" loading={checking} onClick={checkNow} data-testid="admin-books-check">
                  {checking ? t('books.checking') : t('books.checkNow')}
                </Button>
              </div>
              {error ? (
                <p className="admin-bad" role="alert">
                  {error}
                </p>
              ) : null}
            </div>
            {data.report ? <Report report={data.report} coins={byId} /> : null}
          </>
        )}
      </QueryState>
    </div>
  )
}

function Report({ report, coins }: { report: BooksReport; coins: ReadonlyMap<number, AdminCoin> }) {
  const { t } = useTranslation(ADMIN_NAMESPACE)
  const coin = (id: number) => coins.get(id)
  const name = (id: number) => coins.get(id)?.coin_en ?? `#${id}`
  const problems = [
    { key: 'mismatches', count: report.mismatch_count },
    { key: 'unbalanced', count: report.unbalanced_count },
    { key: 'negatives', count: report.negative_count },
    { key: 'orphans', count: report.orphan_postings },
  ]
  const anyProblem = problems.some((problem) => problem.count > 0)
  return (
    <>
      <div className="admin-card" data-testid="admin-books-chains">
        <h3>{t('books.chains')}</h3>
        {report.chains.length === 0 ? <p className="admin-muted">{t('books.none')}</p> : null}
        {report.chains.map((chain) => (
          <div key={chain.chain_id} className="admin-books-chain" data-testid={`admin-books-chain-${chain.chain_id}`}>
            <p className={chain.state === 'checked' ? 'admin-muted' : 'admin-bad'}>
              <strong>{t('books.chain', { chain: chain.chain_id })}</strong>
              {chain.block !== null ? ` · ${t('books.block', { block: chain.block })}` : ''} ·{' '}
              {t(`books.state_${chain.state}`)}
            </p>
            {chain.coins.length > 0 ? (
              <AdminTable
                label={t('books.chain', { chain: chain.chain_id })}
                head={[
                  { label: t('books.coin') },
                  { label: t('books.held'), num: true },
                  { label: t('books.owed'), num: true },
                  { label: t('books.surplus'), num: true },
                  { label: t('books.difference'), num: true },
                ]}
              >
                {chain.coins.map((row) => (
                  <tr
                    key={row.coin_id}
                    className={row.exact ? undefined : 'admin-row--bad'}
                    data-testid={`admin-books-coin-${chain.chain_id}-${row.coin_id}`}
                    data-exact={String(row.exact)}
                  >
                    <th scope="row">{name(row.coin_id)}</th>
                    <td className="admin-num">{exactCoin(row.held, coin(row.coin_id), row.coin_id)}</td>
                    <td className="admin-num">{exactCoin(row.owed, coin(row.coin_id), row.coin_id)}</td>
                    <td className="admin-num">{exactCoin(row.surplus, coin(row.coin_id), row.coin_id)}</td>
                    <td className="admin-num">
                      {row.exact ? t('books.exact') : exactCoin(row.difference, coin(row.coin_id), row.coin_id)}
                    </td>
                  </tr>
                ))}
              </AdminTable>
            ) : null}
            {chain.coins.some((row) => !row.exact) ? (
              <p className="admin-bad" data-testid="admin-books-diff-todo">
                {t('books.diffTodo')}
              </p>
            ) : null}
            {chain.non_canonical.length > 0 ? (
              <p className="admin-bad">{t('books.nonCanonical', { count: chain.non_canonical.length })}</p>
            ) : null}
          </div>
        ))}
      </div>

      <div className="admin-card">
        <h3>{t('books.conservation')}</h3>
        <AdminTable
          label={t('books.conservation')}
          head={[
            { label: t('books.coin') },
            { label: t('books.users'), num: true },
            { label: t('books.system'), num: true },
            { label: t('books.external'), num: true },
            { label: t('books.conserved') },
          ]}
        >
          {report.coins.map((row) => (
            <tr key={row.coin_id} className={row.conserved ? undefined : 'admin-row--bad'}>
              <th scope="row">{name(row.coin_id)}</th>
              <td className="admin-num">{exactCoin(row.users, coin(row.coin_id), row.coin_id)}</td>
              <td className="admin-num">{exactCoin(row.system, coin(row.coin_id), row.coin_id)}</td>
              <td className="admin-num">{exactCoin(row.external, coin(row.coin_id), row.coin_id)}</td>
              <td>{row.conserved ? t('books.conserved') : t('books.notConserved')}</td>
            </tr>
          ))}
        </AdminTable>
      </div>

      <div className="admin-card" data-testid="admin-books-problems">
        <h3>{t('books.problems')}</h3>
        <ul className="admin-list">
          {problems.map((problem) => (
            <li key={problem.key} className={problem.count > 0 ? 'admin-bad' : undefined}>
              {t(`books.${problem.key}`, { count: problem.count })}
            </li>
          ))}
        </ul>
        {anyProblem ? <p className="admin-bad">{t('books.problemsTodo')}</p> : null}
      </div>

      <div className="admin-card" data-testid="admin-books-debts">
        <h3>{t('books.debts')}</h3>
        {report.debts.length === 0 ? (
          <p className="admin-muted">{t('books.noDebts')}</p>
        ) : (
          <>
            <AdminTable
              label={t('books.debts')}
              head={[{ label: t('books.owner') }, { label: t('books.debt'), num: true }, { label: t('books.causes') }]}
            >
              {report.debts.map((debt) => (
                <tr key={`${debt.owner}-${debt.coin_id}`} className="admin-row--bad">
                  <td>
                    <code className="admin-code">{debt.owner}</code>
                  </td>
                  <td className="admin-num">{exactCoin(debt.debt, coin(debt.coin_id), debt.coin_id)}</td>
                  <td>
                    {debt.causes.map((cause) => (
                      <code key={cause.entry_key} className="admin-code admin-block">
                        {cause.tx_hash ?? cause.entry_key}
                      </code>
                    ))}
                  </td>
                </tr>
              ))}
            </AdminTable>
            <p className="admin-bad">{t('books.debtTodo')}</p>
          </>
        )}
      </div>

      <div className="admin-card">
        <h3>{t('books.pools')}</h3>
        <AdminTable
          label={t('books.pools')}
          head={[{ label: t('books.program') }, { label: t('books.pool') }, { label: t('books.balance'), num: true }]}
        >
          {[...report.pools, ...report.undeclared_pools.map((pool) => ({ ...pool, program: '-' }))].map((pool) => (
            <tr key={`${pool.pool}-${pool.coin_id}`}>
              <td>{pool.program}</td>
              <td>
                <code className="admin-code">{pool.pool}</code>
              </td>
              <td className="admin-num">{exactCoin(pool.balance, coin(pool.coin_id), pool.coin_id)}</td>
            </tr>
          ))}
        </AdminTable>
      </div>
    </>
  )
}
