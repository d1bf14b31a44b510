import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { AppError } from '../../errors'
import { ruleOfKind } from '../../i18n/billKinds'
import {
  assertBalanced,
  type EntryInput,
  explanationRow,
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
 * A batch is one statement, so atomic; the batches of one call are atomic together only inside a transaction, as
 * every settlement job is. An account that would go below zero (taken entry by entry in the given order) refuses
 * the whole batch with `insufficient_balance`; in a transaction that aborts it, so let the error propagate: the
 * job's run rolls back and pays nobody. Returns one result per input, in the input's order.
 */
export async function postEntries(
  db: Db,
  inputs: readonly EntryInput[],
  batchSize = POST_BATCH_SIZE,
): Promise<PostedEntry[]> {
  const keys = new Set<string>()
  const prepared = inputs.map((input) => {
    assertBalanced(input)
    if (keys.has(input.key)) throw new Error(`ledger: entry ${input.key} is twice in one call`)
    keys.add(input.key)
    return { input, why: explanationRow(input, ruleOfKind(input.kind)) }
  })
  const results: PostedEntry[] = []
  for (let from = 0; from < prepared.length; from += batchSize) {
    const batch = prepared.slice(from, from + batchSize)
    const entries = JSON.stringify(
      batch.map(({ input }) => ({
        key: input.key,
        kind: input.kind,
        lines: input.lines.map((l) => ({
          owner: l.account.owner,
          coin: l.account.coinId,
          bucket: l.account.bucket,
          amount: l.amount.toString(),
        })),
      })),
    )
    // The rule's inputs and result are JSON already: spliced in as they are, not encoded a second time.
    const whys = `[${batch
      .flatMap(({ why }, i) => {
        if (!why) return []
        const head = JSON.stringify({
          n: i + 1,
          rule: why.rule,
          version: why.version,
          job: why.job,
          period: why.period,
        })
        return [`${head.slice(0, -1)},"inputs":${why.inputs},"result":${why.result}}`]
      })
      .join(',')}]`
    let rows: BatchRow[]
    try {
      const result = await db.execute(
        sql`with posted as (select n, entry_id, created from ledger_post_batch(${entries}::jsonb)),
          why as (
            insert into reward_explanations (entry_id, rule, rule_version, job, period, inputs, result)
            select p.entry_id, w.rule, w.version, w.job, w.period, w.inputs, w.result
            from posted p
            join jsonb_to_recordset(${whys}::jsonb)
              as w(n integer, rule text, version integer, job text, period text, inputs jsonb, result jsonb) on w.n = p.n
            where p.created
          )
          select n, entry_id, created from posted order by n`,
      )
      rows = (result as unknown as { rows: BatchRow[] }).rows
    } catch (error) {
      if (overdrawn(error)) {
        throw new AppError('insufficient_balance', `ledger: a batch from ${batch[0]!.input.key} would overdraw`)
      }
      throw error
    }
    if (rows.length !== batch.length) throw new Error(`ledger: a batch of ${batch.length} answered ${rows.length}`)
    const posted = postedEntries.getStore()
    for (const row of rows) {
      const entry = { entryId: Number(row.entry_id), created: row.created }
      if (entry.created) posted?.push(entry.entryId)
      results.push(entry)
    }
  }
  return results
}
