import type { Alert, AlertListData } from '@phoswap/core/api/console'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../ui/Button'
import { formatDateTime } from '../../ui/formatDateTime'
import { ADMIN_NAMESPACE } from './i18n'
import { useAdminCoins } from './ui/coins'
import { ReviewDialog } from './ui/ReviewDialog'
import { useAdminMutation, useAdminQuery } from './ui/useAdmin'

/**
 * The open alerts (a deep reorg's reversal, a pool short for tomorrow, an indexer lagging, a chain's RPC down, a books
 * difference) at the top of every console section until an operator acknowledges them (reviewed, with a note, audited).
 */
export function AlertsBanner() {
  const { t } = useTranslation(ADMIN_NAMESPACE)
  const alerts = useAdminQuery<AlertListData>(['alerts', 'open'], '/admin/alerts', { open: true })
  const [acking, setAcking] = useState<Alert | null>(null)
  const mutation = useAdminMutation()
  if (alerts.isError)
    return (
      <p className="admin-alerts__failed" role="alert" data-testid="admin-alerts-failed">
        {t('alerts.failed', { reason: alerts.error.message })}
      </p>
    )
  const open = (alerts.data?.list ?? []).filter((alert) => !alert.acknowledged_at)
  if (open.length === 0) return null
  return (
    <section className="admin-alerts" aria-labelledby="admin-alerts-title" data-testid="admin-alerts">
      <h2 id="admin-alerts-title" className="admin-alerts__title">
        {t('alerts.title')} ({open.length})
      </h2>
      <ul className="admin-alerts__list">
        {open.map((alert) => (
          <AlertItem key={alert.id} alert={alert} onAck={() => setAcking(alert)} />
        ))}
      </ul>
      {acking ? (
        <ReviewDialog
          title={t('alerts.ackTitle')}
          testId="admin-alert-review"
          changes={[
            {
              key: 'state',
              label: t(`alerts.kinds.${acking.kind}`),
              before: t('alerts.open'),
              after: t('alerts.acknowledged'),
            },
          ]}
          busy={mutation.busy}
          error={mutation.error}
          onCancel={() => {
            mutation.reset()
            setAcking(null)
          }}
          onConfirm={async (note) => {
            const done = await mutation.run({ path: `/admin/alerts/${acking.id}/ack`, note })
            if (done !== undefined) setAcking(null)
          }}
        />
      ) : null}
    </section>
  )
}

function AlertItem({ alert, onAck }: { alert: Alert; onAck: () => void }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE)
  const { byId } = useAdminCoins()
  const coin = alert.coin_id === null ? null : (byId.get(alert.coin_id)?.coin_en ?? `#${alert.coin_id}`)
  const detail = Object.keys(alert.detail).length > 0 ? JSON.stringify(alert.detail) : null
  return (
    <li className="admin-alert" data-testid={`admin-alert-${alert.id}`} data-kind={alert.kind}>
      <div className="admin-alert__head">
        <strong>{t(`alerts.kinds.${alert.kind}`)}</strong>
        <Button size="sm" variant="secondary" onClick={onAck} data-testid="admin-alert-ack">
          {t('alerts.ack')}
        </Button>
      </div>
      <p className="admin-alert__todo">{t(`alerts.todo.${alert.kind}`)}</p>
      <p className="admin-muted">
        {alert.chain_id !== null || coin ? (
          <span>{t('alerts.where', { chain: alert.chain_id ?? '-', coin: coin ?? '-' })} · </span>
        ) : null}
        {alert.subject ? <code translate="no">{alert.subject} · </code> : null}
        <span>{t('alerts.since', { time: formatDateTime(alert.created_at, i18n.language) })}</span>
        {alert.seen > 1 ? <span> · {t('alerts.seen', { count: alert.seen })}</span> : null}
      </p>
      {detail ? (
        <code className="admin-alert__detail" translate="no">
          {detail}
        </code>
      ) : null}
    </li>
  )
}
