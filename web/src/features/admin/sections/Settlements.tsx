import type { JobRun, JobRunListData } from '@phoswap/core/api/console'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../ui/Button'
import { shortenAddress } from '../../../ui/format'
import { formatDateTime } from '../../../ui/formatDateTime'
import { ADMIN_NAMESPACE } from '../i18n'
import { AdminTable } from '../ui/AdminTable'
import { type AdminCoin, exactCoin, useAdminCoins } from '../ui/coins'
import { FilterSelect } from '../ui/FilterSelect'
import { Empty, Pager, QueryState } from '../ui/QueryState'
import { ReviewDialog } from '../ui/ReviewDialog'
import { useAdminMutation, useAdminQuery } from '../ui/useAdmin'
import { SettlementForecast } from './SettlementForecast'
import { SettlementPostings } from './SettlementPostings'

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
  const runs = useAdminQuery<JobRunListData>(['jobs', 'runs'], '/admin/jobs/runs', {
    job: job || undefined,
    status: status || undefined,
    page,
    page_size: PAGE_SIZE,
  })
  return (
    <div className="admin-section" data-testid="admin-settlements">
      <SettlementForecast coins={byId} />
      <div className="admin-card">
        <h3>{t('settlements.runs')}</h3>
        <div className="admin-filters">
          <FilterSelect
            label={t('settlements.job')}
            all={t('settlements.allJobs')}
            options={(runs.data?.jobs ?? []).map((name) => ({ value: name, label: name }))}
            value={job}
            testId="admin-runs-job"
            onChange={(value) => {
              setJob(value)
              setPage(1)
            }}
          />
          <FilterSelect
            label={t('settlements.status')}
            all={t('settlements.allStatuses')}
            options={STATUSES.map((value) => ({ value, label: t(`settlements.st_${value}`) }))}
            value={status}
            testId="admin-runs-status"
            onChange={(value) => {
              setStatus(value)
              setPage(1)
            }}
          />
        </div>
        <QueryState query={runs} testId="admin-runs">
          {(data) =>
            data.list.length === 0 ? (
              <Empty />
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
          <SettlementPostings run={runs.data?.list.find((run) => run.id === open)} id={open} coins={byId} />
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
    <AdminTable
      label={t('settlements.runs')}
      testId="admin-runs"
      head={[
        { label: t('settlements.period') },
        { label: t('settlements.job') },
        { label: t('settlements.status') },
        { label: t('settlements.usersPaid'), num: true },
        { label: t('settlements.postingsCount'), num: true },
        { label: t('settlements.amounts') },
        { label: t('settlements.duration'), num: true },
        { label: t('settlements.started') },
        { label: t('settlements.trigger') },
        { label: t('settlements.postings'), hidden: true },
      ]}
    >
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
    </AdminTable>
  )
}
