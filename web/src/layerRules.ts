import { posix } from 'node:path'

/**
 * The layers of web/src, bottom first (docs/decisions.md "House ready for rewards (web)"): a file may import its
 * own layer and the ones below. `app/` and `features/` share the top; a feature never imports another feature.
 * Folders not listed (i18n, config, styles) are outside the rule.
 */
export const LAYERS = ['ui', 'chain', 'trade', 'api', 'top'] as const
export type Layer = (typeof LAYERS)[number]

export function layerOf(path: string): Layer | null {
  const top = path.split('/')[0]
  if (top === 'app' || top === 'features') return 'top'
  return (LAYERS as readonly string[]).includes(top ?? '') ? (top as Layer) : null
}

/** The relative specifiers a module imports, exports from or loads lazily (bare packages are left out). */
export function relativeImports(text: string): string[] {
  const found: string[] = []
  for (const match of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g)) found.push(match[1]!)
  return found
}

export interface Violation {
  file: string
  imports: string
  rule: string
}

/** Every import of `files` (paths relative to web/src, posix) that points up a layer or across features. */
export function layerViolations(files: readonly { path: string; text: string }[]): Violation[] {
  const violations: Violation[] = []
  for (const { path, text } of files) {
    const from = layerOf(path)
    if (!from) continue
    for (const spec of relativeImports(text)) {
      const target = posix.normalize(posix.join(posix.dirname(path), spec))
      const to = layerOf(target)
      if (!to) continue
      if (LAYERS.indexOf(to) > LAYERS.indexOf(from)) {
        violations.push({ file: path, imports: target, rule: `${from}/ must not import ${target.split('/')[0]}/` })
        continue
      }
      const [fromTop, fromFeature] = path.split('/')
      const [toTop, toFeature] = target.split('/')
      if (fromTop === 'features' && toTop === 'features' && fromFeature !== toFeature)
        violations.push({ file: path, imports: target, rule: 'a feature must not import another feature' })
    }
  }
  return violations
}
