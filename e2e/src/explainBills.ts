import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { expectNoSeriousA11yViolations } from './a11y'
import { docsScreenshot } from './browser'

export type Lang = 'en-US' | 'zh-CN'
export const LANGS: readonly Lang[] = ['en-US', 'zh-CN']

/** What one reward kind's bill row and its "why?" say, per language. */
export interface ExplainedBill {
  kind: string
  /** The bill's behaviour text (the row's title). */
  bill: Record<Lang, string>
  /** A part of the rule's summary. */
  summary: Record<Lang, string>
  /** A part of the run line (the job and period, or "your own action"). */
  run: Record<Lang, string>
  /** Chain transactions that were inputs: each shows in the popup (the local chain has no explorer: the hash). */
  txs?: readonly string[]
}

const CHECKED = {
  'en-US': 'Recomputed in your browser with the same rule: it matches',
  'zh-CN': '已在你的浏览器中按同一规则重新计算：结果一致',
}

/** Fetches the app's API as the session of `token` (a GET without `body`). */
export async function apiAs<T>(
  base: string,
  path: string,
  token: string,
  body?: unknown,
): Promise<{ code: number; msg: string; data: T }> {
  const response = await fetch(`${base}v1${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return (await response.json()) as { code: number; msg: string; data: T }
}

/** Shows the app in `lang` at `route` (a reload, so every text and list is read in it). */
export async function openIn(page: Page, base: string, route: string, lang: Lang): Promise<void> {
  await page.evaluate((l) => localStorage.setItem('lang', l), lang)
  await page.goto(`${base}#${route}`)
  await page.reload()
}

/**
 * Each of `bills` is one row of the list `listTestId` with a "why?" named by the row, whose popup shows the rule's
 * summary, a result equal to the row's amount, the run, the browser's recompute agreeing, and the input transactions;
 * screenshots of the list (`<listTestId>-375-<en|zh>`) and of each popup (`explain-<kind>-375-<en|zh>`) go to
 * docs/screenshots. Escape closes it, back on the button.
 */
export async function expectBillsExplain(
  page: Page,
  listTestId: string,
  lang: Lang,
  bills: readonly ExplainedBill[],
): Promise<void> {
  const list = page.getByTestId(listTestId)
  await list.locator('li').first().waitFor()
  await list.scrollIntoViewIfNeeded()
  await docsScreenshot(page, `${listTestId}-375-${lang === 'en-US' ? 'en' : 'zh'}`)
  for (const k of bills) {
    const row = list.locator('li').filter({ hasText: k.bill[lang] })
    await expect.poll(() => row.count(), { message: `${k.kind} row in ${listTestId}` }).toBe(1)
    const change = (await row.getByTestId('record-change').textContent())!.replace(/^\+/, '')
    const why = row.getByTestId('record-why')
    expect(await why.getAttribute('aria-label')).toContain(k.bill[lang])
    await why.click()
    const popup = page.getByTestId('explain-popup')
    await expect.poll(() => popup.getByTestId('explain-summary').textContent()).toContain(k.summary[lang])
    expect(await popup.getByTestId('explain-result').textContent(), k.kind).toBe(change)
    expect(await popup.getByTestId('explain-run').textContent()).toContain(k.run[lang])
    expect(await popup.getByTestId('explain-check').textContent()).toBe(CHECKED[lang])
    const shown = await popup
      .getByTestId('explain-tx-hash')
      .evaluateAll((els) => els.map((e) => e.getAttribute('title')))
    for (const tx of k.txs ?? []) expect(shown, `${k.kind} input ${tx}`).toContain(tx)
    // The sheet slides up: the screenshot waits for it to stand still.
    await popup.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)))
    await docsScreenshot(page, `explain-${k.kind}-375-${lang === 'en-US' ? 'en' : 'zh'}`)
    await expectNoSeriousA11yViolations(page, `why popup of ${k.kind} ${lang}`)
    await page.keyboard.press('Escape')
    await expect.poll(() => popup.count()).toBe(0)
    // The focus goes back to the row's "why?" that opened it.
    expect(await why.evaluate((el) => el === document.activeElement)).toBe(true)
  }
}
