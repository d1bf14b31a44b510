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
  /** The entry's rows in the list, one per coin it credited (a group's seat: GDT and VGT); 1 unless said. */
  rows?: number
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
 * Each of `bills` is a row of the list `listTestId` (a row per coin of its entry) with a "why?" named by the row,
 * whose popup shows the rule's summary, a result equal to the rows' amounts, the run, the browser's recompute
 * agreeing, and the input transactions; screenshots of the list (`<listShot>-375-<en|zh>`, the list's test id unless
 * named) and of each popup (`explain-<kind>-375-<en|zh>`) go to docs/screenshots. Escape closes it, back on the button.
 */
export async function expectBillsExplain(
  page: Page,
  listTestId: string,
  lang: Lang,
  bills: readonly ExplainedBill[],
  listShot = listTestId,
): Promise<void> {
  const list = page.getByTestId(listTestId)
  await list.locator('li').first().waitFor()
  await list.scrollIntoViewIfNeeded()
  // A list taller than the screen is scrolled to its top edge, under the sticky header: its first row shown below it.
  await list.evaluate((el) => {
    const headers = [...document.querySelectorAll('header')].map((h) => h.getBoundingClientRect().bottom)
    const header = Math.max(0, ...headers)
    const top = el.getBoundingClientRect().top
    if (top < header) window.scrollBy(0, top - header - 16)
  })
  await docsScreenshot(page, `${listShot}-375-${lang === 'en-US' ? 'en' : 'zh'}`)
  for (const k of bills) {
    const rows = list.locator('li').filter({ hasText: k.bill[lang] })
    await expect.poll(() => rows.count(), { message: `${k.kind} rows in ${listTestId}` }).toBe(k.rows ?? 1)
    expect(await rows.getByTestId('record-why').count(), `${k.kind}: a "why?" on each row`).toBe(k.rows ?? 1)
    const changes = (await rows.getByTestId('record-change').allTextContents()).map((c) => c.replace(/^\+/, ''))
    const row = rows.first()
    const why = row.getByTestId('record-why')
    expect(await why.getAttribute('aria-label')).toContain(k.bill[lang])
    await why.click()
    const popup = page.getByTestId('explain-popup')
    await expect.poll(() => popup.getByTestId('explain-summary').textContent()).toContain(k.summary[lang])
    // The result is the entry's credit: each coin's row, in the order the rule lists them.
    const result = (await popup.getByTestId('explain-result').textContent())!.split(' + ')
    expect(result.toSorted(), k.kind).toEqual(changes.toSorted())
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
