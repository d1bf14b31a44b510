import { AsyncLocalStorage } from 'node:async_hooks'
import {
  type RewardRuleId,
  type RuleCredit,
  type RuleInputs,
  recomputeRule,
  ruleVersion,
  sameCredits,
} from '@phoswap/core/rewards/explain'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { AppError } from '../../errors'
import { type LedgerKind, ruleOfKind } from '../../i18n/billKinds'
import type { RewardKind } from '../../programs'
import type { AccountRef } from './accounts'

export interface LedgerLine {
  account: AccountRef
  /** Signed base units: positive credits the account, negative debits it. */
  amount: bigint
}

/**
 * Why a reward entry is what it is (docs/decisions/0138-explainable-rewards.md): the settlement run (its job, or
 * null for a user's own action, and its period or day), the rule its kind declares and that rule's inputs. The
 * rule's version and result are added when it posts: the result must equal what the entry credits.
 */
export type Explanation = {
  [R in RewardRuleId]: { rule: R; job: string | null; period: string; inputs: RuleInputs<R> }
}[RewardRuleId]

interface EntryLines {
  /** Idempotency key, e.g. `deposit:<chain>:<tx>:<logIndex>`, `settle:<source>:<period>:<user>`. */
  key: string
  lines: LedgerLine[]
}

/**
 * One entry to post. `kind`: what happened, a kind with its bill texts in every language (the ledger's own in
 * i18n/billKinds.ts, a program's in its folder). A reward kind (its program's `explainedBy` names a rule) must say
 * why (`explain`); any other kind may not.
 */
export type EntryInput = EntryLines &
  ({ kind: RewardKind; explain: Explanation } | { kind: NonRewardKind; explain?: undefined })

/** The kinds that are not rewards: the ledger's own and the programs' purchases, moves and incomes. */
export type NonRewardKind = Exclude<LedgerKind, RewardKind>

export interface PostedEntry {
  entryId: number
  /** false: the key was posted before; nothing was posted now. */
  created: boolean
}

/** Checked again by `ledger_post`; here so a caller's mistake says where it is. */
export function assertBalanced(input: Pick<EntryInput, 'key' | 'lines'>): void {
  if (input.key.length === 0 || input.key.length > 200) throw new Error('ledger: key must be 1 to 200 characters')
  if (input.lines.length < 2) throw new Error(`ledger: entry ${input.key} needs two lines or more`)
  const sums = new Map<number, bigint>()
  for (const line of input.lines) {
    if (line.amount === 0n) throw new Error(`ledger: entry ${input.key} has a zero line`)
    sums.set(line.account.coinId, (sums.get(line.account.coinId) ?? 0n) + line.amount)
  }
  for (const [coin, sum] of sums) {
    if (sum !== 0n) throw new Error(`ledger: entry ${input.key} sums to ${sum} in coin ${coin}`)
  }
}

/** The balance CHECK refused an update: an account would go below zero (drizzle wraps the error in `cause`). */
export function overdrawn(error: unknown): boolean {
  for (
    let e = error, depth = 0;
    e && typeof e === 'object' && depth < 3;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const { code, constraint, message } = e as { code?: unknown; constraint?: unknown; message?: unknown }
    if (code !== '23514') continue
    // pg names the constraint; PGlite may only say it in the message.
    if (constraint === 'ledger_accounts_balance_check') return true
    if (String(message ?? '').includes('ledger_accounts_balance_check')) return true
  }
  return false
}

/**
 * Posts one journal entry: its postings and the cached balances they change, in one statement (so atomic on its
 * own, and part of `db` when that is a transaction). A key posted before returns that entry and posts nothing.
 * An account that would go below zero refuses the whole entry with `insufficient_balance`; inside a caller's
 * transaction that error also aborts the transaction (PostgreSQL), so let it propagate.
 */
export async function postEntry(db: Db, input: EntryInput): Promise<PostedEntry> {
  return post(db, input, ruleOfKind(input.kind))
}

/**
 * Posts an entry of one program's own kinds (the kind is checked by type against the program's declaration, and
 * again at run time). A program in the registry may use `postEntry`; a program outside it (a test's) posts here.
 */
export async function postProgramEntry<K extends string>(
  db: Db,
  program: {
    name: string
    kinds: { readonly [kind in K]: unknown }
    explainedBy: { readonly [kind in K]: RewardRuleId | null }
  },
  input: EntryLines & { kind: NoInfer<K>; explain?: Explanation },
): Promise<PostedEntry> {
  if (!Object.hasOwn(program.kinds, input.kind)) throw new Error(`ledger: ${program.name} has no kind ${input.kind}`)
  return post(db, input, program.explainedBy[input.kind])
}

/** What an entry credits per coin: the sum of its positive lines in each coin. */
export function creditsOf(lines: readonly LedgerLine[]): RuleCredit[] {
  const sums = new Map<number, bigint>()
  for (const l of lines) if (l.amount > 0n) sums.set(l.account.coinId, (sums.get(l.account.coinId) ?? 0n) + l.amount)
  return [...sums].map(([coin_id, amount]) => ({ coin_id, amount })).sort((a, b) => a.coin_id - b.coin_id)
}

/**
 * The explanation's row, checked: the kind's rule (`rule`, from its program's declaration) must be the one named, a
 * kind without a rule takes no explanation, and the rule's result on the inputs must equal the entry's credits.
 */
export function explanationRow(input: EntryLines & { kind: string; explain?: Explanation }, rule: RewardRuleId | null) {
  const { explain } = input
  if (rule === null) {
    if (explain) throw new Error(`ledger: kind ${input.kind} is not a reward; entry ${input.key} has no explanation`)
    return null
  }
  if (!explain)
    throw new Error(`ledger: reward entry ${input.key} (${input.kind}) needs its explanation (rule ${rule})`)
  if (explain.rule !== rule) throw new Error(`ledger: kind ${input.kind} is explained by ${rule}, not ${explain.rule}`)
  const version = ruleVersion(rule)
  const result = recomputeRule(rule, version, explain.inputs)
  const credits = creditsOf(input.lines)
  if (!sameCredits(result, credits)) {
    const show = (l: RuleCredit[]) => l.map((c) => `${c.coin_id}:${c.amount}`).join(',')
    throw new Error(`ledger: entry ${input.key}: rule ${rule} gives ${show(result)}, the lines credit ${show(credits)}`)
  }
  return {
    rule,
    version,
    job: explain.job,
    period: explain.period,
    inputs: JSON.stringify(explain.inputs),
    result: JSON.stringify(result.map((c) => ({ coin_id: c.coin_id, amount: c.amount.toString() }))),
  }
}

/** An entry's lines as `ledger_post` and `ledger_post_batch` read them from jsonb. */
export function lineRows(lines: readonly LedgerLine[]) {
  return lines.map((l) => ({
    owner: l.account.owner,
    coin: l.account.coinId,
    bucket: l.account.bucket,
    amount: l.amount.toString(),
  }))
}

/** An entry's lines as `ledger_post` takes them (jsonb text). */
export const linesJson = (lines: readonly LedgerLine[]): string => JSON.stringify(lineRows(lines))

/**
 * The entries posted while a settlement run's job runs (jobs/runJob.ts collects them to list the run's postings):
 * a job passes its transaction down to services that post, so the async context is the one thing they share.
 */
export const postedEntries = new AsyncLocalStorage<number[]>()

async function post(
  db: Db,
  input: EntryLines & { kind: string; explain?: Explanation },
  rule: RewardRuleId | null,
): Promise<PostedEntry> {
  assertBalanced(input)
  const why = explanationRow(input, rule)
  const lines = linesJson(input.lines)
  try {
    // The explanation is written by the same statement as the entry (a CTE over ledger_post), only when the entry
    // is new: one round trip, and an entry never exists without its record.
    const result = await db.execute<{ entry_id: string | number; created: boolean }>(
      why
        ? sql`with posted as (select entry_id, created from ledger_post(${input.key}, ${input.kind}, ${lines}::jsonb)),
            why as (
              insert into reward_explanations (entry_id, rule, rule_version, job, period, inputs, result)
              select entry_id, ${why.rule}, ${why.version}, ${why.job}, ${why.period}, ${why.inputs}::jsonb, ${why.result}::jsonb
              from posted where created
            )
            select entry_id, created from posted`
        : sql`select entry_id, created from ledger_post(${input.key}, ${input.kind}, ${lines}::jsonb)`,
    )
    const row = (result as unknown as { rows: { entry_id: string | number; created: boolean }[] }).rows[0]!
    if (row.created) postedEntries.getStore()?.push(Number(row.entry_id))
    return { entryId: Number(row.entry_id), created: row.created }
  } catch (error) {
    if (overdrawn(error)) throw new AppError('insufficient_balance', `ledger: entry ${input.key} would overdraw`)
    throw error
  }
}
