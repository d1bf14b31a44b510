import type { Page } from 'playwright-core'

/** The test id of the focused element (or its nearest ancestor with one), as a keyboard user would "see" it. */
export function focusedTestId(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.closest('[data-testid]')?.getAttribute('data-testid') ?? null)
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until the element with `testId` has the focus, as a keyboard-only user
 * moves through the page; fails after `max` presses, naming the last focused elements.
 */
export async function tabTo(page: Page, testId: string, options: { backwards?: boolean; max?: number } = {}) {
  const seen: (string | null)[] = []
  for (let i = 0; i < (options.max ?? 80); i++) {
    const now = await page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null)
    if (now === testId) return
    seen.push(now ?? (await page.evaluate(() => document.activeElement?.tagName ?? 'none')))
    await page.keyboard.press(options.backwards ? 'Shift+Tab' : 'Tab')
  }
  throw new Error(`Tab never reached [data-testid="${testId}"]; focus went through: ${seen.slice(-15).join(', ')}`)
}
