import type { JobRun, RunPostingsData } from '@phoswap/core/api/console'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../ui/formatDateTime'
import { ADMIN_NAMESPACE } from '../i18n'
import { AdminTable } from '../ui/AdminTable'
import { type AdminCoin, exactCoin } from '../ui/coins'
import { Pager, QueryState } from '../ui/QueryState'
import { useAdminQuery } from '../ui/useAdmin'

const PAGE_SIZE = 20

/** A settlement run's ledger entries, paged: each entry's key, kind, lines (owner, bucket, amount) and time. */
export function SettlementPostings({
  run,
  id,
  coins,
}: {
  run: JobRun | undefined
  id: number
  coins: ReadonlyMap<number, AdminCoin>
}) {
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
            <AdminTable
              fluid
              label={t('settlements.postingsOf', { job: run?.job ?? '', period: run?.period ?? '' })}
              head={[
                { label: t('settlements.key') },
                { label: t('settlements.kind') },
                { label: t('settlements.lines') },
                { label: t('users.created') },
              ]}
            >
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
            </AdminTable>
            <Pager page={page} hasNext={page * PAGE_SIZE < data.total_count} onPage={setPage} />
          </>
        )}
      </QueryState>
    </section>
  )
}
