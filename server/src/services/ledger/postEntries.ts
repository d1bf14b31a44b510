import { type SQL, sql } from 'drizzle-orm'
import { PgTransaction } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import { AppError } from '../../errors'
import { ruleOfKind } from '../../i18n/billKinds'
import {
  assertBalanced,
  type EntryInput,
  explanationRow,
  lineRows,
  overdrawn,
  type PostedEntry,
  postedEntries,
} from './postEntry'

/** Entries per statement: large enough that a round trip is small beside its work, small enough to keep memory flat. */
export const POST_BATCH_SIZE = 1000

interface BatchRow {
  n: number | string
  entry_id: number | string
  created: boolean
}

/**
 * Posts many journal entries, a batch of `batchSize` per statement (`ledger_post_batch`, with each new entry's
 * explanation written by the same statement), for a job that pays many users (docs/decisions/0144-settle-scale.md).
 * Each entry keeps every guarantee of `postEntry`: its own key (posted before: nothing posted, `created` false),
 * lines balanced per coin, its explanation checked against its kind's rule, its id in the run's postings list.
 *
 * The whole call is atomic: given a transaction (every settlement job passes its own), its batches are part of it;
 * given the database, the call opens one. An account that would go below zero (taken entry by entry in the given
 * order) refuses the batch with `insufficient_balance`, which aborts the transaction: let the error propagate, so
 * the job's run rolls back and pays nobody. Returns one result per input, in the input's order.
 *
 * The batches are a pipeline (decision 0151): while PostgreSQL posts one, this process checks the next one's
 * explanations against their rules and writes its JSON, so the two cores work at once instead of in turn.
 */
export async function postEntries(
  db: Db,
  inputs: readonly EntryInput[],
  batchSize = POST_BATCH_SIZE,
): Promise<PostedEntry[]> {
  const keys = new Set<string>()
  for (const input of inputs) {
    assertBalanced(input)
    if (keys.has(input.key)) throw new Error(`ledger: entry ${input.key} is twice in one call`)
    keys.add(input.key)
  }
  if (inputs.length === 0) return []
  if (!(db instanceof PgTransaction)) return db.transaction((tx) => postEntries(tx, inputs, batchSize))
  const results: PostedEntry[] = []
  const posted = postedEntries.getStore()
  let running: Promise<BatchRow[]> | undefined
  let runningSize = 0
  for (let from = 0; ; from += batchSize) {
    // The next batch is built while the one before it runs (the statement was sent before this line).
    const next = from < inputs.length ? batchStatement(inputs.slice(from, from + batchSize)) : undefined
    if (running) {
      const rows = await running
      if (rows.length !== runningSize) throw new Error(`ledger: a batch of ${runningSize} answered ${rows.length}`)
      for (const row of rows) {
        const entry = { entryId: Number(row.entry_id), created: row.created }
        if (entry.created) posted?.push(entry.entryId)
        results.push(entry)
      }
    }
    if (!next) break
    running = runBatch(db, next.statement, next.firstKey)
    runningSize = next.size
    // Let the driver put the statement on the wire before this process turns to building the next one.
    await new Promise((resolve) => setImmediate(resolve))
  }
  return results
}

/** A batch's statement: its entries and their explanations (each checked against its kind's rule) as JSON. */
function batchStatement(batch: readonly EntryInput[]) {
  const entries = JSON.stringify(
    batch.map((input) => ({
      key: input.key,
      kind: input.kind,
      lines: lineRows(input.lines),
    })),
  )
  // The rule's inputs and result are JSON already: spliced in as they are, not encoded a second time.
  const whys = `[${batch
    .flatMap((input, i) => {
      const why = explanationRow(input, ruleOfKind(input.kind))
      if (!why) return []
      const head = JSON.stringify({ n: i + 1, rule: why.rule, version: why.version, job: why.job, period: why.period })
      return [`${head.slice(0, -1)},"inputs":${why.inputs},"result":${why.result}}`]
    })
    .join(',')}]`
  const statement = sql`with posted as (select n, entry_id, created from ledger_post_batch(${entries}::jsonb)),
    why as (
      insert into reward_explanations (entry_id, rule, rule_version, job, period, inputs, result)
      select p.entry_id, w.rule, w.version, w.job, w.period, w.inputs, w.result
      from posted p
      join jsonb_to_recordset(${whys}::jsonb)
        as w(n integer, rule text, version integer, job text, period text, inputs jsonb, result jsonb) on w.n = p.n
      where p.created
    )
    select n, entry_id, created from posted order by n`
  return { statement, size: batch.length, firstKey: batch[0]!.key }
}

/** Runs one batch; its failure is handled where it is awaited (a rejection never goes unhandled meanwhile). */
function runBatch(db: Pick<Db, 'execute'>, statement: SQL, firstKey: string): Promise<BatchRow[]> {
  const result = db.execute(statement).then(
    (answer) => (answer as unknown as { rows: BatchRow[] }).rows,
    (error: unknown) => {
      if (overdrawn(error))
        throw new AppError('insufficient_balance', `ledger: a batch from ${firstKey} would overdraw`)
      throw error
    },
  )
  result.catch(() => {})
  return result
}
