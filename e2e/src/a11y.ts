import { AxeBuilder } from '@axe-core/playwright'
import type { Result } from 'axe-core'
import type { Page } from 'playwright-core'

/** The impacts that fail a test: axe's "serious" and "critical". Minor and moderate ones are left to review. */
const FAILING_IMPACTS = new Set(['serious', 'critical'])

/** One violation as a reader can act on it: the rule, its impact, what to fix, and where (at most 5 nodes). */
function describeViolation(violation: Result): string {
  const nodes = violation.nodes.slice(0, 5).map((node) => {
    const target = node.target.map(String).join(' > ')
    const why = node.failureSummary?.replace(/\s*\n\s*/g, '; ') ?? ''
    return `    - ${target}\n      ${node.html.slice(0, 200)}\n      ${why}`
  })
  const more = violation.nodes.length > 5 ? [`    ... and ${violation.nodes.length - 5} more`] : []
  return [`  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})`, ...nodes, ...more].join(
    '\n',
  )
}

/**
 * Runs axe (every default rule, plus WCAG 2.2's 24 px target size) on what the page shows now and fails naming
 * each serious or critical violation. `label` names the screen in the message (e.g. "swap, token picker, en-US").
 * Call it once the screen (or popup) under test is visible; it checks the whole document, open popups included.
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  // Let entry animations and fades finish: axe reads computed colours, and a half-faded text fails contrast.
  // Spinners loop forever and are skipped.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  // Legacy mode runs axe in the page in one pass: the app has no iframes, and the default mode opens a helper page
  // in the context, which pages opened with browser.newPage() (no context of their own) refuse.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ rules: { 'target-size': { enabled: true } } })
    .analyze()
  const failing = results.violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
  if (failing.length > 0) {
    throw new Error(
      `axe found ${failing.length} serious or critical accessibility violation(s) on ${label} (${page.url()}):\n${failing
        .map(describeViolation)
        .join('\n')}`,
    )
  }
}
