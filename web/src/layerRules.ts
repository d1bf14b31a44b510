import { posix } from 'node:path'

/**
 * The layers of web/src, bottom first (docs/decisions/0038-web-layers.md, 0131-web-floors.md): a file may import
 * its own layer and the ones below, never one above. `navigation/` (the hash router, the route names, useGoTo) and
 * `session/` (the wallet gate) are what the features need of the shell; `app/` (the shell) sits above the features
 * and reaches them only through the router's lazy table (`import()` in app/router.tsx); `ssr/` renders the app on
 * the server. `bills/` (the user's bill lists with a reward bill's "why?", docs/decisions/0145-explain-books.md) stands on
 * `api/` and `trade/`, for the wallet, Business and the equity pool. A feature never imports another feature. Folders not listed (i18n, config, styles) are outside the rule.
 */
export const LAYERS = [
  'ui',
  'navigation',
  'chain',
  'trade',
  'api',
  'bills',
  'session',
  'features',
  'app',
  'ssr',
] as const
export type Layer = (typeof LAYERS)[number]

/** The one file of `app/` that may load features, and only lazily: the route table. */
export const ROUTE_TABLE = 'app/router.tsx'

export function layerOf(path: string): Layer | null {
  const top = path.split('/')[0]
  return (LAYERS as readonly string[]).includes(top ?? '') ? (top as Layer) : null
}

export interface RelativeImport {
  spec: string
  /** Loaded on demand (`import('./x')`), not with the module. */
  lazy: boolean
}

/** The relative specifiers a module imports, exports from or loads lazily (bare packages are left out). */
export function relativeImports(text: string): RelativeImport[] {
  const found: RelativeImport[] = []
  for (const match of text.matchAll(/(?:\bfrom\s*|\bimport\s*(\()?\s*)['"](\.{1,2}\/[^'"]+)['"]/g))
    found.push({ spec: match[2]!, lazy: match[1] === '(' })
  return found
}

export interface Violation {
  file: string
  imports: string
  rule: string
}

function ruleBroken(path: string, target: string, lazy: boolean): string | null {
  const from = layerOf(path)
  const to = layerOf(target)
  if (!from || !to) return null
  if (LAYERS.indexOf(to) > LAYERS.indexOf(from)) return `${from}/ must not import ${to}/`
  if (from === 'app' && to === 'features' && !(lazy && path === ROUTE_TABLE))
    return `app/ loads features only lazily, in ${ROUTE_TABLE}`
  const [, fromFeature] = path.split('/')
  const [, toFeature] = target.split('/')
  if (from === 'features' && to === 'features' && fromFeature !== toFeature)
    return 'a feature must not import another feature'
  return null
}

/** Every import of `files` (paths relative to web/src, posix) that points up a layer, across features, or from the
 * shell into a feature other than through the route table. */
export function layerViolations(files: readonly { path: string; text: string }[]): Violation[] {
  const violations: Violation[] = []
  for (const { path, text } of files) {
    for (const { spec, lazy } of relativeImports(text)) {
      const target = posix.normalize(posix.join(posix.dirname(path), spec))
      const rule = ruleBroken(path, target, lazy)
      if (rule) violations.push({ file: path, imports: target, rule })
    }
  }
  return violations
}
