import type { Alert, AlertKind } from '@phoswap/core/api/console'
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { alerts } from '../../db/schema'

export interface RaiseAlert {
  kind: AlertKind
  chainId?: number | null
  coinId?: number | null
  /** A pool's account for `pool_short`. */
  subject?: string | null
  detail: Record<string, unknown>
}

/** One open alert per condition: kind, chain, coin and subject. */
function dedupKey(a: RaiseAlert): string {
  return [a.kind, a.chainId ?? '', a.coinId ?? '', a.subject ?? ''].join(':')
}

/**
 * Raises an alert where its condition is seen. While the same condition's alert is open (not acknowledged), it is
 * not raised again: its `seen` count, `last_seen_at` and detail (the latest figures) are updated. The partial unique
 * index `alerts_open_key` makes that hold for two instances raising at once. Returns true when a new alert opened.
 */
export async function raiseAlert(db: Db, alert: RaiseAlert): Promise<boolean> {
  const key = dedupKey(alert)
  const [inserted] = await db
    .insert(alerts)
    .values({
      kind: alert.kind,
      chainId: alert.chainId ?? null,
      coinId: alert.coinId ?? null,
      subject: alert.subject ?? null,
      dedupKey: key,
      detail: alert.detail,
    })
    .onConflictDoNothing()
    .returning({ id: alerts.id })
  if (inserted) return true
  await db
    .update(alerts)
    .set({ seen: sql`${alerts.seen} + 1`, lastSeenAt: new Date(), detail: alert.detail })
    .where(and(eq(alerts.dedupKey, key), isNull(alerts.acknowledgedAt)))
  return false
}

type Row = typeof alerts.$inferSelect

export function toAlert(row: Row): Alert {
  return {
    id: row.id,
    kind: row.kind as AlertKind,
    chain_id: row.chainId,
    coin_id: row.coinId,
    subject: row.subject,
    detail: row.detail,
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
    seen: row.seen,
    acknowledged_at: row.acknowledgedAt?.toISOString() ?? null,
    acknowledged_by: row.acknowledgedBy,
  }
}

/** Unacknowledged first, then newest first; at most 200. */
export async function listAlerts(db: Db, openOnly = false): Promise<Alert[]> {
  const rows = await db
    .select()
    .from(alerts)
    .where(openOnly ? isNull(alerts.acknowledgedAt) : undefined)
    .orderBy(asc(sql`${alerts.acknowledgedAt} is not null`), desc(alerts.id))
    .limit(200)
  return rows.map(toAlert)
}

export async function alertById(db: Db, id: number): Promise<Alert | null> {
  const [row] = await db.select().from(alerts).where(eq(alerts.id, id))
  return row ? toAlert(row) : null
}

/** Acknowledges an open alert (an acknowledged one stays as it was); null when there is no such alert. */
export async function acknowledgeAlert(db: Db, id: number, operator: string): Promise<Alert | null> {
  await db
    .update(alerts)
    .set({ acknowledgedAt: new Date(), acknowledgedBy: operator })
    .where(and(eq(alerts.id, id), isNull(alerts.acknowledgedAt)))
  return alertById(db, id)
}
