import type { Language } from '@phoswap/core/api/language'
import type { RewardRuleId } from '@phoswap/core/rewards/explain'
import type { FastifyPluginAsync } from 'fastify'
import type { Db } from '../db/client'
import type { Job } from '../jobs/job'
import type { EventSource } from '../services/indexer/eventSource'

/** A bill's text for one ledger entry kind, in every language the app speaks. */
export type BillTexts = Readonly<Record<Language, string>>

/** A pool a program pays from or into: its ledger account, `SYSTEM.pool('<name>')`. */
export interface PoolDeclaration {
  account: string
  /** A coin key (GDT, VGT): the sandbox (SEED_LEDGER_ADDRESSES) funds the pool with 1,000,000 of it. */
  sandboxSeed?: string
}

/** What every program's routes receive: the clock of a UTC day (tests place it; the system clock by default). */
export interface ProgramRouteOptions {
  now?: () => Date
}

/** One Fastify plugin of a program, mounted under `/v1` plus its prefix (`/admin` for operator routes). */
export interface ProgramRoutes {
  plugin: FastifyPluginAsync<ProgramRouteOptions>
  prefix?: string
}

/**
 * Everything a reward program is, in one declaration (docs/reward-programs.md). The app registers its routes, the
 * jobs runner schedules its jobs, the indexer reads its sources, `ledger check` reports its pools, and its kinds
 * are the only kinds its entries may post with (the bill shows their texts).
 */
export interface Program<K extends string = string> {
  /** Lowercase words joined by dashes, unique across programs. */
  name: string
  pools: readonly PoolDeclaration[]
  kinds: { readonly [kind in K]: BillTexts }
  /**
   * Every kind says what explains its entries (issue 33): a reward kind names core's rule
   * (`@phoswap/core/rewards/explain`), and its every posting must then carry that rule's inputs (postEntry's type
   * and run-time check); null says it is not a reward (a purchase, a move of the user's own coins, a pool's income).
   */
  explainedBy: { readonly [kind in K]: RewardRuleId | null }
  jobs: readonly Job[]
  sources: readonly EventSource[]
  routes: readonly ProgramRoutes[]
  /** The operator settings it reads (`npm run admin -- config set <key> <value>`). */
  settings: readonly string[]
  /** The sandbox's demo data beyond its funded pools (SEED_LEDGER_ADDRESSES); says what it seeded, if anything. */
  seedSandbox?: (db: Db) => Promise<string | undefined>
}

/** Declares a program; keeps its kinds' literal names, so the registry can derive the closed kind type. */
export function defineProgram<const K extends string, const E extends { readonly [kind in K]: RewardRuleId | null }>(
  program: Program<K> & { explainedBy: E },
): Program<K> & { explainedBy: E } {
  return program
}

/** The kinds of a list of programs, as one union of names. */
export type KindsOf<P extends readonly Program<string>[]> = P[number] extends infer Q
  ? Q extends Program<infer K>
    ? K
    : never
  : never

/** The reward kinds of a list of programs (those whose `explainedBy` names a rule), as one union of names. */
export type RewardKindsOf<P extends readonly Program<string>[]> = P[number] extends infer Q
  ? Q extends { explainedBy: infer E }
    ? { [k in keyof E]: E[k] extends null ? never : k }[keyof E] & string
    : never
  : never
