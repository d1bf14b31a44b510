import { LANGUAGES } from '@phoswap/core/api/language'
import { isRewardRule } from '@phoswap/core/rewards/explain'
import type { Job } from '../jobs/job'
import type { EventSource } from '../services/indexer/eventSource'
import type { PoolDeclaration, Program, ProgramRoutes } from './program'

type Programs = readonly Program[]

export const jobsOf = (list: Programs): Job[] => list.flatMap((p) => p.jobs)
export const sourcesOf = (list: Programs): EventSource[] => list.flatMap((p) => p.sources)
export const routesOf = (list: Programs): ProgramRoutes[] => list.flatMap((p) => p.routes)

/** Each declared pool with the program it belongs to. */
export const poolsOf = (list: Programs): (PoolDeclaration & { program: string })[] =>
  list.flatMap((p) => p.pools.map((pool) => ({ ...pool, program: p.name })))

/**
 * What is wrong with a list of programs, as sentences (none: the list is sound): a name, kind, pool, job, source or
 * setting declared twice (or a kind the ledger itself has), a kind without a text in one of the five languages, a
 * pool account not named `pool:<name>`, a kind that does not say which core rule explains it (or that none does).
 */
export function programProblems(list: Programs, ledgerKinds: readonly string[] = []): string[] {
  const problems: string[] = []
  const once = (what: string, values: string[]) => {
    const seen = new Set<string>()
    for (const v of values) {
      if (seen.has(v)) problems.push(`${what} ${v} is declared twice`)
      seen.add(v)
    }
  }
  once(
    'program',
    list.map((p) => p.name),
  )
  once('kind', [...ledgerKinds, ...list.flatMap((p) => Object.keys(p.kinds))])
  once(
    'pool',
    poolsOf(list).map((p) => p.account),
  )
  once(
    'job',
    jobsOf(list).map((j) => j.name),
  )
  once(
    'source',
    sourcesOf(list).map((s) => s.name),
  )
  once(
    'setting',
    list.flatMap((p) => p.settings),
  )
  for (const p of list) {
    if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(p.name)) problems.push(`program ${p.name}: name is not lowercase-dashed`)
    for (const [kind, texts] of Object.entries(p.kinds as Record<string, Record<string, unknown>>)) {
      for (const language of LANGUAGES) {
        const text = texts[language]
        if (typeof text !== 'string' || text.trim() === '' || text === kind) {
          problems.push(`${p.name}: kind ${kind} has no ${language} text`)
        }
      }
    }
    const explainedBy = (p.explainedBy ?? {}) as Record<string, unknown>
    for (const kind of Object.keys(p.kinds)) {
      if (!Object.hasOwn(explainedBy, kind)) problems.push(`${p.name}: kind ${kind} does not say what explains it`)
      else if (explainedBy[kind] !== null && !isRewardRule(String(explainedBy[kind])))
        problems.push(`${p.name}: kind ${kind} is explained by ${String(explainedBy[kind])}, which core does not have`)
    }
    for (const kind of Object.keys(explainedBy)) {
      if (!Object.hasOwn(p.kinds, kind)) problems.push(`${p.name}: explainedBy names ${kind}, which is not its kind`)
    }
    for (const pool of p.pools) {
      if (!/^pool:[a-z0-9][a-z0-9-]*$/.test(pool.account)) problems.push(`${p.name}: ${pool.account} is not a pool`)
    }
  }
  return problems
}
