import { posix } from 'node:path'

/**
 * Issue 30: a screen opened directly showed `icons.settings` because it used the `swap` namespace, which only the
 * Swap screen registers (right only after Swap had loaded once). The rule checked here: every i18n namespace a
 * module names is registered by code that is certainly loaded whenever that module renders, i.e. in the module
 * graph of each route the module is part of (the start modules, the route's screens along its chain) or, for code
 * loaded on demand (`import()`: popups, lazy parts), in what loads with it plus what is loaded wherever it is
 * imported from. `translation` (the shared catalogue) is always in.
 */

export interface SourceFile {
  /** Relative to web/src, posix. */
  path: string
  text: string
}

export interface NamespaceViolation {
  file: string
  namespace: string
  /** Where it renders without the namespace: a route name, or `<importer> -> <lazy module>`. */
  context: string
}

const ALWAYS = 'translation'

function resolve(paths: ReadonlySet<string>, from: string, spec: string): string | null {
  const base = posix.normalize(posix.join(posix.dirname(from), spec))
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (paths.has(candidate)) return candidate
  }
  return null
}

/** The relative modules a file loads with itself (static imports and re-exports, not `import type`). */
export function staticImports(text: string): string[] {
  const found: string[] = []
  for (const match of text.matchAll(
    /(?:^|\n)\s*(?:import|export)\s+(?!type\s)[^'"`;]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]/g,
  ))
    found.push(match[1]!)
  for (const match of text.matchAll(/(?:^|\n)\s*import\s*['"](\.{1,2}\/[^'"]+)['"]/g)) found.push(match[1]!)
  return found
}

/** The relative modules a file loads on demand (`import('./x')`). */
export function dynamicImports(text: string): string[] {
  return [...text.matchAll(/\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g)].map((m) => m[1]!)
}

/** The namespaces a module's texts come from: useTranslation's argument, `ns:` options and `ns:key` strings. */
export function usedNamespaces(text: string, constants: ReadonlyMap<string, string>): string[] {
  const found = new Set<string>()
  const name = (token: string): string => {
    const literal = /^['"`]([^'"`]+)['"`]$/.exec(token.trim())
    return literal ? literal[1]! : (constants.get(token.trim()) ?? `?${token.trim()}`)
  }
  for (const m of text.matchAll(/\buseTranslation\(\s*([^)]*?)\s*\)/g)) {
    const arg = m[1]!.replace(/^\[|\]$/g, '')
    for (const token of arg.split(',').filter((s) => s.trim() && !s.includes(':'))) found.add(name(token))
  }
  for (const m of text.matchAll(/\bns:\s*([A-Z][A-Z0-9_]*|'[^']+'|"[^"]+")/g)) found.add(name(m[1]!))
  for (const m of text.matchAll(/\$\{([A-Z][A-Z0-9_]*_NAMESPACE)\}:/g)) found.add(name(m[1]!))
  for (const m of text.matchAll(/['"`]([a-z][A-Za-z0-9]*):[a-zA-Z$][\w${}]*(?:\.[\w${}]+)*['"`]/g)) found.add(m[1]!)
  for (const m of text.matchAll(/\bt\(\s*`([a-z][A-Za-z0-9]*):/g)) found.add(m[1]!)
  return [...found]
}

interface Graph {
  statics: Map<string, string[]>
  dynamics: Map<string, string[]>
  uses: Map<string, string[]>
  registers: Map<string, string[]>
}

function buildGraph(files: readonly SourceFile[]): Graph {
  const paths = new Set(files.map((f) => f.path))
  const constants = new Map<string, string>()
  for (const { text } of files) {
    for (const m of text.matchAll(/export const ([A-Z][A-Z0-9_]*_NAMESPACE)\s*=\s*'([^']+)'/g))
      constants.set(m[1]!, m[2]!)
  }
  // A register function: `export function registerXTexts() { registerNamespace(X_NAMESPACE, ...) }`.
  const registerFunctions = new Map<string, string>()
  for (const { text } of files) {
    for (const m of text.matchAll(
      /export function (\w+)\(\)[^{]*\{\s*registerNamespace(?:Loaders)?(?:<[^>]+>)?\(\s*([A-Z][A-Z0-9_]*|'[^']+')/g,
    )) {
      const ns = m[2]!.startsWith("'") ? m[2]!.slice(1, -1) : constants.get(m[2]!)
      if (ns) registerFunctions.set(m[1]!, ns)
    }
  }
  const graph: Graph = { statics: new Map(), dynamics: new Map(), uses: new Map(), registers: new Map() }
  for (const { path, text } of files) {
    const code = text.replace(/^\s*(?:\/\/|\*|\/\*).*$/gm, '')
    const targets = (specs: string[]) =>
      specs.map((spec) => resolve(paths, path, spec)).filter((p): p is string => p !== null)
    graph.statics.set(path, targets(staticImports(code)))
    graph.dynamics.set(path, targets(dynamicImports(code)))
    graph.uses.set(path, usedNamespaces(code, constants))
    const registered: string[] = []
    for (const [fn, ns] of registerFunctions) {
      if (new RegExp(`(?<!function )\\b${fn}\\(\\)`).test(code)) registered.push(ns)
    }
    graph.registers.set(path, registered)
  }
  return graph
}

function closure(graph: Graph, roots: readonly string[]): Set<string> {
  const seen = new Set<string>()
  const stack = [...roots]
  while (stack.length > 0) {
    const next = stack.pop()!
    if (seen.has(next)) continue
    seen.add(next)
    stack.push(...(graph.statics.get(next) ?? []))
  }
  return seen
}

export interface RouteScreens {
  /** The modules always loaded before any screen (main.tsx and what it starts). */
  start: string[]
  /** Each route's screen modules along its chain (container first), relative to web/src. */
  routes: Record<string, string[]>
  /** Modules whose `import()`s are the route screens themselves (the router), not on-demand parts. */
  routers: string[]
}

/** Every module naming a namespace that is not certainly registered where the module renders. */
export function namespaceViolations(files: readonly SourceFile[], screens: RouteScreens): NamespaceViolation[] {
  const graph = buildGraph(files)
  const violations = new Map<string, NamespaceViolation>()
  const check = (context: Set<string>, checked: Iterable<string>, label: string) => {
    const registered = new Set([ALWAYS])
    for (const module of context) for (const ns of graph.registers.get(module) ?? []) registered.add(ns)
    for (const module of checked) {
      for (const ns of graph.uses.get(module) ?? []) {
        const key = `${module} ${ns}`
        if (!registered.has(ns) && !violations.has(key))
          violations.set(key, { file: module, namespace: ns, context: label })
      }
    }
  }
  const start = closure(graph, screens.start)
  const contexts: Set<string>[] = []
  for (const [route, chain] of Object.entries(screens.routes)) {
    const context = new Set([...start, ...closure(graph, chain)])
    contexts.push(context)
    check(context, context, route)
  }
  // On-demand parts, outward from the routes: each renders with what loads with it plus what is loaded in every
  // context its importer is part of.
  const done = new Set<string>()
  for (let index = 0; index < contexts.length; index++) {
    for (const importer of contexts[index]!) {
      if (screens.routers.includes(importer)) continue
      for (const target of graph.dynamics.get(importer) ?? []) {
        const edge = `${importer} -> ${target}`
        if (done.has(edge)) continue
        done.add(edge)
        const around = contexts.filter((c) => c.has(importer))
        const base = [...around[0]!].filter((m) => around.every((c) => c.has(m)))
        const own = closure(graph, [target])
        const context = new Set([...base, ...own])
        contexts.push(context)
        check(context, own, edge)
      }
    }
  }
  return [...violations.values()]
}
