import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { Language } from '@phoswap/core/api/language'
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ServerConfig } from './config'
import type { Db } from './db/client'
import type { JobRunner } from './jobs/jobRunner'
import type { ResponseCaches } from './plugins/responseCache'
import type { Program } from './programs/program'
import type { SignatureVerifier, SignerKind } from './services/auth/verifySignature'
import type { ChainSeam } from './services/chain/chainSeam'
import type { Indexer } from './services/indexer/indexer'
import type { LiabilitiesPublisher } from './services/liabilities/publisher'

export type App = FastifyInstance<Server, IncomingMessage, ServerResponse, FastifyBaseLogger, TypeBoxTypeProvider>

export interface Session {
  /** Lowercase address the session acts for. */
  address: string
  chainId: number
  /** How the wallet proved itself at sign-in (null: a session from before this was kept). */
  signer?: SignerKind | null
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db
    config: ServerConfig
    verifier: SignatureVerifier
    /** Deployments and one RPC client per chain (plugins/chain.ts). */
    chain: ChainSeam
    /** preHandler hook: refuses the call with 401 unless it carries a valid session token. */
    requireSession: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
    /** preHandler hook: 401 without a session, 403 unless its address has the operator role. */
    requireOperator: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
    indexer: Indexer
    /** The settlement jobs and their once-per-period runner. */
    jobs: JobRunner
    /** Proof of liabilities: snapshots and their publication (LIABILITIES_PUBLISHER_KEY). */
    liabilities: LiabilitiesPublisher
    /** Per-instance caches of public GET bodies. */
    caches: ResponseCaches
    /** The reward programs this app runs (server/src/programs). */
    programs: readonly Program[]
  }
  interface FastifyRequest {
    /** From the Show-Language header; zh-CN by default. */
    lang: Language
    /** Set by `requireSession`. */
    session: Session | null
    /** A mutating admin call's optional `note`, taken out of its body (services/console/audit.ts). */
    auditNote: string | null
    /** A mutating admin call wrote its audit row (checked after its handler: plugins/operator.ts). */
    auditWritten: boolean
  }
}
