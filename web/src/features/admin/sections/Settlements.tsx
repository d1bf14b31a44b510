import type { ForecastData, JobRun, JobRunListData, RunPostingsData } from '@phoswap/core/api/console'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../ui/Button'
import { shortenAddress } from '../../../ui/format'
import { formatDateTime } from '../../../ui/formatDateTime'
import { ADMIN_NAMESPACE } from '../i18n'
import { type AdminCoin, exactCoin, useAdminCoins } from '../ui/coins'
import { Pager, QueryState, TableBox } from '../ui/QueryState'
import { ReviewDialog } from '../ui/ReviewDialog'
import { useAdminMutation, useAdminQuery } from '../ui/useAdmin'

const PAGE_SIZE = 20
const STATUSES = ['done', 'already_done', 'failed'] as const

/**
 * Settlements (issue 32): every job's runs by day (status, counts, amounts, duration, error), a run's ledger entries,
 * a day run again after a review (the settle route pays nobody twice: a settled day answers `already_done`), and
 * tomorrow's expected payouts per pool against its balance, a short pool in red.
 */
export default function Settlements() {
  const { t } = useTranslation(ADMIN_NAMESPACE)
  const { byId } = useAdminCoins()
  const [job, setJob] = useState('')
  const [status, setStatus] = useState('')
  const [page, setPage] = useState(1)
  const [open, setOpen] = useState<number | null>(null)
  const [rerun, setRerun] = useState<JobRun | null>(null)
  const mutation = useAdminMutation()
  const jobId = useId()
  const statusId = useId()
  const runs = useAdminQuery<JobRunListData>(['jobs', 'runs'], '/admin/jobs/runs', {
    job: job || undefined,
    status: status || undefined,
    page,
    page_size: PAGE_SIZE,
  })
  return (
    <div className="admin-section" data-testid="admin-settlements">
      <Forecast coins={byId} />
      <div className="admin-card">
        <h3>{t('settlements.runs')}</h3>
        <div className="admin-filters">
          <div className="admin-field">
            <label htmlFor={jobId} className="admin-field__label">
              {t('settlements.job')}
            </label>
            <select
              id={jobId}
              className="admin-select"
              value={job}
              data-testid="admin-runs-job"
              onChange={(event) => {
                setJob(event.target.value)
                setPage(1)
              }}
            >
              <option value="">{t('settlements.allJobs')}</option>
              {(runs.data?.jobs ?? []).map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <div className="admin-field">
            <label htmlFor={statusId} className="admin-field__label">
              {t('settlements.status')}
            </label>
            <select
              id={statusId}
              className="admin-select"
              value={status}
              data-testid="admin-runs-status"
              onChange={(event) => {
                setStatus(event.target.value)
                setPage(1)
              }}
            >
              <option value="">{t('settlements.allStatuses')}</option>
              {STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`settlements.st_${value}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <QueryState query={runs} testId="admin-runs">
          {(data) =>
            data.list.length === 0 ? (
              <p className="admin-muted">{t('empty')}</p>
            ) : (
              <>
                <RunsTable
                  runs={data.list}
                  coins={byId}
                  open={open}
                  onPostings={(id) => setOpen(open === id ? null : id)}
                  onRerun={(run) => {
                    mutation.reset()
                    setRerun(run)
                  }}
                />
                <Pager page={page} hasNext={page * PAGE_SIZE < data.total_count} onPage={setPage} />
              </>
            )
          }
        </QueryState>
        {open !== null ? (
          <Postings run={runs.data?.list.find((run) => run.id === open)} id={open} coins={byId} />
        ) : null}
      </div>
      {rerun ? (
        <ReviewDialog
          title={t('settlements.rerunTitle', { job: rerun.job, period: rerun.period })}
          testId="admin-rerun-review"
          changes={[
            {
              key: 'run',
              label: `${rerun.job} ${rerun.period}`,
              before: t('settlements.rerunBefore', { status: t(`settlements.st_${rerun.status}`) }),
              after: t('settlements.rerunAfter'),
            },
          ]}
          busy={mutation.busy}
          error={mutation.error}
          onCancel={() => setRerun(null)}
          onConfirm={async (note) => {
            const done = await mutation.run({
              path: '/admin/settle',
              body: { job: rerun.job, period: rerun.period },
              note,
            })
            if (done !== undefined) {
              setRerun(null)
              setPage(1)
            }
          }}
        />
      ) : null}
    </div>
  )
}

function RunsTable({
  runs,
  coins,
  open,
  onPostings,
  onRerun,
}: {
  runs: readonly JobRun[]
  coins: ReadonlyMap<number, AdminCoin>
  open: number | null
  onPostings: (id: number) => void
  onRerun: (run: JobRun) => void
}) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE)
  return (
    <TableBox label={t('settlements.runs')}>
      <table className="admin-table" data-testid="admin-runs">
        <thead>
          <tr>
            <th scope="col">{t('settlements.period')}</th>
            <th scope="col">{t('settlements.job')}</th>
            <th scope="col">{t('settlements.status')}</th>
            <th scope="col" className="admin-num">
              {t('settlements.usersPaid')}
            </th>
            <th scope="col" className="admin-num">
              {t('settlements.postingsCount')}
            </th>
            <th scope="col">{t('settlements.amounts')}</th>
            <th scope="col" className="admin-num">
              {t('settlements.duration')}
            </th>
            <th scope="col">{t('settlements.started')}</th>
            <th scope="col">{t('settlements.trigger')}</th>
            <th scope="col">
              <span className="admin-sr">{t('settlements.postings')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {runs.map((run) => (
            <tr
              key={run.id}
              className={run.status === 'failed' ? 'admin-row--bad' : undefined}
              data-testid={`admin-run-${run.id}`}
              data-job={run.job}
              data-period={run.period}
              data-status={run.status}
            >
              <td className="admin-nowrap">{run.period}</td>
              <td>
                <code className="admin-code admin-nowrap">{run.job}</code>
              </td>
              <td>
                {t(`settlements.st_${run.status}`)}
                {run.error ? (
                  <span className="admin-block" data-testid="admin-run-error">
                    {t('settlements.error')}: {run.error}
                  </span>
                ) : null}
              </td>
              <td className="admin-num" data-testid="admin-run-users">
                {run.users_paid}
              </td>
              <td className="admin-num" data-testid="admin-run-postings">
                {run.postings}
              </td>
              <td data-testid="admin-run-amounts">
                {run.amounts.length === 0
                  ? '-'
                  : run.amounts.map((amount) => (
                      <span key={amount.coin_id} className="admin-block">
                        {exactCoin(amount.amount, coins.get(amount.coin_id), amount.coin_id)}
                      </span>
                    ))}
              </td>
              <td className="admin-num">{(run.duration_ms / 1000).toFixed(1)} s</td>
              <td>{formatDateTime(run.started_at, i18n.language)}</td>
              <td>
                {run.trigger === 'schedule' ? (
                  t('settlements.schedule')
                ) : (
                  <code className="admin-code admin-nowrap" title={run.trigger}>
                    {shortenAddress(run.trigger)}
                  </code>
                )}
              </td>
              <td>
                <div className="admin-actions">
                  {run.postings > 0 ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-expanded={open === run.id}
                      onClick={() => onPostings(run.id)}
                      data-testid="admin-run-show-postings"
                    >
                      {open === run.id ? t('settlements.hidePostings') : t('settlements.postings')}
                    </Button>
                  ) : null}
                  <Button size="sm" variant="secondary" onClick={() => onRerun(run)} data-testid="admin-run-rerun">
                    {t('settlements.rerun')}
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  )
}

function Postings({ run, id, coins }: { run: JobRun | undefined; id: number; coins: ReadonlyMap<number, AdminCoin> }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE)
  const [page, setPage] = useState(1)
  const postings = useAdminQuery<RunPostingsData>(['jobs', 'postings', id], `/admin/jobs/runs/${id}/postings`, {
    page,
    page_size: PAGE_SIZE,
  })
  return (
    <section className="admin-postings" aria-labelledby={`admin-postings-${id}`} data-testid="admin-run-postings-list">
      <h4 id={`admin-postings-${id}`}>
        {t('settlements.postingsOf', { job: run?.job ?? '', period: run?.period ?? '' })}
      </h4>
      <QueryState query={postings}>
        {(data) => (
          <>
            <TableBox label={t('settlements.postingsOf', { job: run?.job ?? '', period: run?.period ?? '' })}>
              <table className="admin-table admin-table--fluid">
                <thead>
                  <tr>
                    <th scope="col">{t('settlements.key')}</th>
                    <th scope="col">{t('settlements.kind')}</th>
                    <th scope="col">{t('settlements.lines')}</th>
                    <th scope="col">{t('users.created')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((entry) => (
                    <tr key={entry.entry_id}>
                      <td>
                        <code className="admin-code">{entry.key}</code>
                      </td>
                      <td>{entry.kind}</td>
                      <td>
                        {entry.lines.map((line, index) => (
                          // biome-ignore lint/suspicious/noArrayIndexKey: an entry's lines have no id; their order is fixed
                          <span key={index} className="admin-block">
                            <code className="admin-code">{line.owner}</code> {line.bucket}{' '}
                            {exactCoin(line.amount, coins.get(line.coin_id), line.coin_id)}
                          </span>
                        ))}
                      </td>
                      <td>{formatDateTime(entry.created_at, i18n.language)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableBox>
            <Pager page={page} hasNext={page * PAGE_SIZE < data.total_count} onPage={setPage} />
          </>
        )}
      </QueryState>
    </section>
  )
}

function Forecast({ coins }: { coins: ReadonlyMap<number, AdminCoin> }) {
  const { t } = useTranslation(ADMIN_NAMESPACE)
  const forecast = useAdminQuery<ForecastData>(['jobs', 'forecast'], '/admin/jobs/forecast')
  return (
    <div className="admin-card" data-testid="admin-forecast">
      <h3>{t('settlements.forecast')}</h3>
      <QueryState query={forecast}>
        {(data) => (
          <>
            <p className="admin-muted">{t('settlements.forecastDay', { day: data.day })}</p>
            {data.list.length === 0 ? (
              <p className="admin-muted">{t('empty')}</p>
            ) : (
              <TableBox label={t('settlements.forecast')}>
                <table className="admin-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('books.pool')}</th>
                      <th scope="col" className="admin-num">
                        {t('books.balance')}
                      </th>
                      <th scope="col" className="admin-num">
                        {t('settlements.expected')}
                      </th>
                      <th scope="col">{t('settlements.status')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.list.map((row) => (
                      <tr
                        key={`${row.pool}-${row.coin_id}`}
                        className={row.short ? 'admin-row--bad' : undefined}
                        data-testid={`admin-forecast-${row.pool}-${row.coin_id}`}
                        data-short={String(row.short)}
                      >
                        <td>
                          <code className="admin-code">{row.pool}</code>
                          <span className="admin-block admin-muted">{row.program}</span>
                        </td>
                        <td className="admin-num">{exactCoin(row.balance, coins.get(row.coin_id), row.coin_id)}</td>
                        <td className="admin-num">
                          {exactCoin(row.expected_tomorrow, coins.get(row.coin_id), row.coin_id)}
                        </td>
                        <td>
                          {row.short ? (
                            <span className="admin-bad">
                              {t('settlements.short')} · {t('settlements.shortTodo')}
                            </span>
                          ) : (
                            t('settlements.enough')
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableBox>
            )}
          </>
        )}
      </QueryState>
    </div>
  )
}
