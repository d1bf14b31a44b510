import type { AuditEntry, AuditListData } from '@phoswap/core/api/console'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { shortenAddress } from '../../../ui/format'
import { formatDateTime } from '../../../ui/formatDateTime'
import { ADMIN_NAMESPACE } from '../i18n'
import { AdminTable } from '../ui/AdminTable'
import { FilterSelect } from '../ui/FilterSelect'
import { Empty, Pager, QueryState } from '../ui/QueryState'
import { useAdminQuery } from '../ui/useAdmin'

const PAGE_SIZE = 20

/** The actions the admin API writes in the log (docs/interfaces.md, "Changes: note, audit row, signed actions"). */
export const AUDIT_ACTIONS = [
  'alert.ack',
  'activity.set',
  'airdrop.set',
  'banner.add',
  'banner.edit',
  'banner.remove',
  'coin.fee',
  'config.set',
  'games.set',
  'grant.add',
  'job.settle',
  'notice.add',
  'notice.edit',
  'notice.publish',
  'notice.withdraw',
  'pack.add',
  'pack.retire',
  'pack.set',
  'pool.fund',
  'team.rebuild',
] as const

/** The audit log (issue 32): every operator change, newest first, paged, filtered by action; nobody can edit it. */
export default function Audit() {
  const { t } = useTranslation(ADMIN_NAMESPACE)
  const [action, setAction] = useState('')
  const [page, setPage] = useState(1)
  const log = useAdminQuery<AuditListData>(['audit'], '/admin/audit', {
    action: action || undefined,
    page,
    page_size: PAGE_SIZE,
  })
  return (
    <div className="admin-section" data-testid="admin-audit">
      <div className="admin-card">
        <div className="admin-filters">
          <FilterSelect
            label={t('audit.filter')}
            all={t('audit.all')}
            options={AUDIT_ACTIONS.map((name) => ({ value: name, label: name }))}
            value={action}
            testId="admin-audit-action"
            onChange={(value) => {
              setAction(value)
              setPage(1)
            }}
          />
        </div>
        <QueryState query={log} testId="admin-audit">
          {(data) =>
            data.list.length === 0 ? (
              <Empty />
            ) : (
              <>
                <p className="admin-muted">{t('audit.total', { count: data.total_count })}</p>
                <AuditTable entries={data.list} />
                <Pager page={page} hasNext={page * PAGE_SIZE < data.total_count} onPage={setPage} />
              </>
            )
          }
        </QueryState>
      </div>
    </div>
  )
}

/** A before/after value as the operator reads it: a setting's value alone, a record as its JSON. */
function valueText(value: unknown): string {
  if (value === null || value === undefined) return '-'
  if (typeof value === 'object' && value !== null && Object.keys(value).length === 1 && 'value' in value)
    return valueText((value as { value: unknown }).value)
  return typeof value === 'string' ? value : JSON.stringify(value)
}

function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE)
  return (
    <AdminTable
      fluid
      label={t('sections.audit')}
      testId="admin-audit-list"
      head={[
        { label: t('audit.time') },
        { label: t('audit.action') },
        { label: t('audit.target') },
        { label: t('audit.change') },
        { label: t('audit.note') },
        { label: t('audit.operator') },
      ]}
    >
      {entries.map((entry) => (
        <tr
          key={entry.id}
          data-testid={`admin-audit-${entry.id}`}
          data-action={entry.action}
          data-target={entry.target}
        >
          <td>{formatDateTime(entry.created_at, i18n.language)}</td>
          <td>
            <code className="admin-code admin-nowrap">{entry.action}</code>
            {entry.signed ? <span className="admin-block admin-ok">{t('audit.signed')}</span> : null}
          </td>
          <td>
            <code className="admin-code">{entry.target}</code>
          </td>
          <td>
            <pre className="admin-json" translate="no">
              {valueText(entry.before)}
            </pre>
            <span aria-hidden="true">↓</span>
            <pre className="admin-json" translate="no">
              {valueText(entry.after)}
            </pre>
          </td>
          <td data-testid="admin-audit-note">{entry.note ?? ''}</td>
          <td>
            <code
              className="admin-code admin-nowrap"
              title={entry.operator}
              data-testid="admin-audit-operator"
              data-address={entry.operator}
            >
              {shortenAddress(entry.operator)}
            </code>
          </td>
        </tr>
      ))}
    </AdminTable>
  )
}
