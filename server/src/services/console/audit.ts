import { AUDIT_NOTE_MAX } from '@phoswap/core/api/console'
import type { ActionBody } from '@phoswap/core/auth/actionFields'
import type { OperatorAction } from '@phoswap/core/auth/actions'
import { and, count, desc, eq, type SQL } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db/client'
import { adminAudit } from '../../db/schema'
import { AppError } from '../../errors'
import type { App } from '../../types'
import { runSignedAction, type SignedAction } from '../auth/signedAction'

/** What one change records; `target` may name what the change created (a new notice's id). */
export interface AuditSpec<T> {
  action: string
  target: string | ((result: T) => string)
  /** The record or setting as it is now (called before and after the change, in its transaction). */
  read?: (tx: Db) => Promise<unknown>
  /** The record after the change when `read` cannot say it (e.g. from the result); `read` again, else the result. */
  after?: (result: T, tx: Db) => Promise<unknown> | unknown
}

/** A note that is not one line of at most 500 characters, or not a string. */
const hasControl = (text: string) => [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)

/**
 * Takes the optional `note` out of a mutating admin call's body before its schema sees it (every admin body
 * refuses unknown fields), so each route accepts one without naming it.
 */
export function takeNote(request: FastifyRequest): void {
  const body = request.body
  if (!body || typeof body !== 'object' || Array.isArray(body) || !('note' in body)) return
  const { note, ...rest } = body as Record<string, unknown>
  if (note !== undefined && note !== null) {
    if (typeof note !== 'string' || note.length > AUDIT_NOTE_MAX || hasControl(note))
      throw new AppError('invalid_request', 'note must be one line of at most 500 characters')
    request.auditNote = note.trim() === '' ? null : note
  }
  request.body = rest
}

/** Writes the audit row of a change; call inside the change's own transaction. */
export async function writeAudit(
  tx: Db,
  request: FastifyRequest,
  row: { action: string; target: string; before: unknown; after: unknown; signed?: boolean },
): Promise<void> {
  const operator = request.session?.address
  if (!operator) throw new Error('audit: no operator session')
  await tx.insert(adminAudit).values({
    operator,
    action: row.action,
    target: row.target,
    before: row.before ?? null,
    after: row.after ?? null,
    note: request.auditNote,
    signed: row.signed ?? false,
  })
  request.auditWritten = true
}

/** JSON-safe copy (bigints as text, dates as ISO), so before/after are what the answer showed. */
function plain(value: unknown): unknown {
  if (value === undefined) return null
  return JSON.parse(JSON.stringify(value, (_k, v) => (typeof v === 'bigint' ? v.toString() : v)))
}

async function auditedWork<T>(
  tx: Db,
  request: FastifyRequest,
  spec: AuditSpec<T>,
  work: (tx: Db) => Promise<T>,
  signed: boolean,
): Promise<T> {
  const before = spec.read ? plain(await spec.read(tx)) : null
  const result = await work(tx)
  const after = spec.after ? await spec.after(result, tx) : spec.read ? await spec.read(tx) : result
  const target = typeof spec.target === 'function' ? spec.target(result) : spec.target
  await writeAudit(tx, request, { action: spec.action, target, before, after: plain(after), signed })
  return result
}

/**
 * Runs an operator's change and writes its audit row in one transaction: a refused or failed change writes none,
 * and no row is written without its change.
 */
export async function audited<T>(
  app: App,
  request: FastifyRequest,
  spec: AuditSpec<T>,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  return app.db.transaction((tx) => auditedWork(tx, request, spec, work, false))
}

/**
 * A dangerous change: the operator's signed action over the body (its `note` included, signed too), checked as a
 * user's withdraw is (runSignedAction: nonce issued for this action and address, signature of the session's wallet),
 * then the change and its audit row in the nonce's transaction. Without a signature nothing is read or written.
 */
export async function auditedSigned<T, A extends OperatorAction>(
  app: App,
  request: FastifyRequest,
  action: A,
  spec: AuditSpec<T>,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  const body = request.body as Record<string, unknown>
  if (typeof body.signature !== 'string' || typeof body.nonce !== 'string') {
    throw new AppError('operator_signature_required')
  }
  const signedBody = request.auditNote === null ? body : { ...body, note: request.auditNote }
  const session = request.session!
  // The route's schema of this action validated the body: its fields are the action's params.
  const signed: SignedAction<A> = { action, body: signedBody as unknown as ActionBody<A> }
  const result = await runSignedAction(app.db, app.verifier, session, signed, (tx) =>
    auditedWork(tx, request, spec, work, true),
  )
  // A retry of the same signed request is answered from its nonce and runs nothing: its change and audit row are
  // the first request's, so no second row is written.
  request.auditWritten = true
  return result
}

export interface AuditRow {
  id: number
  created_at: string
  operator: string
  action: string
  target: string
  before: unknown
  after: unknown
  note: string | null
  signed: boolean
}

/** The log, newest first, optionally one action only. */
export async function listAudit(
  db: Db,
  query: { page?: number; page_size?: number; action?: string },
): Promise<{ list: AuditRow[]; total_count: number }> {
  const page = query.page ?? 1
  const size = query.page_size ?? 20
  const filters: SQL[] = []
  if (query.action) filters.push(eq(adminAudit.action, query.action))
  const where = filters.length ? and(...filters) : undefined
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(adminAudit)
      .where(where)
      .orderBy(desc(adminAudit.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(adminAudit).where(where),
  ])
  return {
    list: rows.map((r) => ({
      id: r.id,
      created_at: r.createdAt.toISOString(),
      operator: r.operator,
      action: r.action,
      target: r.target,
      before: r.before,
      after: r.after,
      note: r.note,
      signed: r.signed,
    })),
    total_count: Number(total?.n ?? 0),
  }
}
