import type pg from 'pg'

/** What a bench worker's connection is doing, as PostgreSQL reports it (pg_stat_activity). */
export type WaitKind = 'rowLock' | 'walFlush' | 'running' | 'otherWait' | 'client'

/** Average number of the sampled connections in each kind over the run. */
export type WaitShares = Record<WaitKind, number>

const KINDS: WaitKind[] = ['rowLock', 'walFlush', 'running', 'otherWait', 'client']

/** A row lock another transaction holds (its xid, or the tuple lock queue), the WAL flush of a commit, or else. */
function kindOf(state: string | null, type: string | null, event: string | null): WaitKind {
  if (state !== 'active') return 'client'
  if (type === null) return 'running'
  if (type === 'Lock' && (event === 'transactionid' || event === 'tuple')) return 'rowLock'
  if ((type === 'LWLock' && event === 'WALWrite') || (type === 'IO' && (event === 'WALSync' || event === 'WALWrite')))
    return 'walFlush'
  return 'otherWait'
}

/**
 * Samples what the given backends do every `everyMs` from `admin` (its own connection, outside the measured ones)
 * until the returned `stop` is called; `stop` resolves to the average count per kind. Divided by the transfers/s,
 * a count is the time one transfer spends in that state (Little's law): e.g. the row-lock wait per transfer.
 */
export function sampleWaits(admin: pg.Client, pids: number[], everyMs = 25): { stop: () => Promise<WaitShares> } {
  const totals: WaitShares = { rowLock: 0, walFlush: 0, running: 0, otherWait: 0, client: 0 }
  let samples = 0
  let running = true
  const loop = (async () => {
    while (running) {
      const { rows } = await admin.query<{ state: string | null; type: string | null; event: string | null }>(
        'select state, wait_event_type as type, wait_event as event from pg_stat_activity where pid = any($1)',
        [pids],
      )
      samples++
      for (const row of rows) totals[kindOf(row.state, row.type, row.event)]++
      await new Promise((resolve) => setTimeout(resolve, everyMs))
    }
  })()
  return {
    stop: async () => {
      running = false
      await loop
      return Object.fromEntries(KINDS.map((k) => [k, totals[k] / Math.max(samples, 1)])) as WaitShares
    },
  }
}
