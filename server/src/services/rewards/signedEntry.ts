import { ErrorCode, type ErrorKey } from '@phoswap/core/api/errorCodes'
import type { Action } from '@phoswap/core/auth/actions'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { AppError } from '../../errors'
import { ruleOfKind } from '../../i18n/billKinds'
import type { Session } from '../../types'
import { firstAnswer } from '../auth/nonces'
import { runSignedAction, type SignedAction, signedRequest } from '../auth/signedAction'
import type { SignatureVerifier } from '../auth/verifySignature'
import { assertBalanced, type LedgerLine, linesJson, type NonRewardKind, overdrawn } from '../ledger/postEntry'

/** What a signed action's statement answers (migration 0028's functions). */
type Verdict =
  | { refused: string }
  | { used: { used_at: string; signature: string | null; request_hash: string | null; reply: string | null } }
  | { debt: true }
  | { answer: unknown }

export interface SignedStatement {
  /**
   * The statement's call, given the nonce's arguments as `signed_nonce_verdict` and `signed_nonce_use` take them
   * (nonce, address, action, now, signature, request hash, signature valid); it selects one jsonb column `verdict`.
   */
  call: (nonceArgs: SQL) => SQL | Promise<SQL>
  /** The refusal when the statement's posting overdraws (the balance CHECK): `insufficient_balance` by default. */
  overdrawn?: ErrorKey
}

/**
 * A signed action whose work is one statement (docs/decisions/0152-signed-entry.md): a function of migration 0028
 * or one built on its two nonce functions. The statement locks and judges the nonce, then the signature (checked
 * offline here first and passed as a flag, so the nonce is still judged before it), then the action's own checks,
 * its writes and the nonce's use. Same answers as `runSignedAction` with `work`: the first answer to the same
 * request, `nonce_used`, `nonce_expired`, `nonce_unknown`, `signature_invalid`, then the action's refusals.
 *
 * Only a session opened with its key takes this path. Any other wallet (its signature may need the chain), and a
 * statement that answers `debt` (the owner owes: `work` repays first or refuses with `in_debt`), run `work`
 * through `runSignedAction` as before.
 */
export async function runSignedStatement<T, A extends Action>(
  db: Db,
  verifier: SignatureVerifier,
  session: Session,
  signed: SignedAction<A>,
  statement: SignedStatement,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  if (session.signer !== 'key') return runSignedAction(db, verifier, session, signed, work)
  const { ref, request, check } = signedRequest(session, signed)
  const signatureOk = Boolean(await verifier.verify(check))
  const nonceArgs = sql`${ref.nonce}, ${ref.address}, ${ref.action}, ${new Date().toISOString()}::timestamptz,
    ${request.signature}, ${request.requestHash}, ${signatureOk}`
  let verdict: Verdict
  try {
    const result = await db.execute<{ verdict: Verdict }>(await statement.call(nonceArgs))
    verdict = (result as unknown as { rows: { verdict: Verdict }[] }).rows[0]!.verdict
  } catch (error) {
    if (overdrawn(error))
      throw new AppError(statement.overdrawn ?? 'insufficient_balance', `${ref.action} would overdraw`)
    throw error
  }
  if ('answer' in verdict) return verdict.answer as T
  if ('refused' in verdict) {
    if (!Object.hasOwn(ErrorCode, verdict.refused)) throw new Error(`${ref.action}: refused with ${verdict.refused}`)
    throw new AppError(verdict.refused as ErrorKey)
  }
  if ('used' in verdict) {
    const { used_at, signature, request_hash, reply } = verdict.used
    const first = firstAnswer({ usedAt: new Date(used_at), signature, requestHash: request_hash, reply }, request)
    if (!first) throw new AppError('nonce_used')
    return first.value as T
  }
  return runSignedAction(db, verifier, session, signed, work)
}

/** A signed action whose whole work is one ledger entry, and the answer it gives (its `entry_id` added). */
export interface SignedEntry<T extends { entry_id: number }> {
  key: string
  /** Not a reward kind: a reward's entry carries its explanation, which `signed_entry` does not write. */
  kind: NonRewardKind
  /** Lines that may not overdraw (no debt fallback): an overdraft refuses the action with `insufficient_balance`. */
  lines: LedgerLine[]
  /** The answer without `entry_id`; plain JSON values only (strings, numbers, booleans), as kept with the nonce. */
  answer: Omit<T, 'entry_id'>
}

/**
 * `runSignedStatement` for an action that posts one entry (`signed_entry`): after the nonce and the signature, the
 * owner's debts (none, or `work` runs), the posting and the nonce's use, in one round trip.
 */
export async function runSignedEntry<T extends { entry_id: number }, A extends Action>(
  db: Db,
  verifier: SignatureVerifier,
  session: Session,
  signed: SignedAction<A>,
  entry: SignedEntry<T>,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  if (ruleOfKind(entry.kind) !== null) throw new Error(`ledger: ${entry.kind} is a reward kind; post it with work`)
  assertBalanced({ key: entry.key, lines: entry.lines })
  const call = (nonceArgs: SQL) =>
    sql`select signed_entry(${nonceArgs}, ${entry.key}, ${entry.kind}, ${linesJson(entry.lines)}::jsonb,
      ${JSON.stringify(entry.answer)}::jsonb) as verdict`
  return runSignedStatement(db, verifier, session, signed, { call }, work)
}
