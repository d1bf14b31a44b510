/**
 * Lighthouse's accessibility and SEO scores of every built route at 375 px, in each language, with the audits
 * that lost points. The language is the app's stored choice (`localStorage.lang`), set in the browser before
 * Lighthouse loads the page (it keeps storage for that).
 */
import { LANGUAGES, type Language } from '@phoswap/core/api/language'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import { ROUTE_NAMES, ROUTES } from '../../../web/src/navigation/routes'

const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const flags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run']

export interface RouteAudit {
  route: string
  language: Language
  accessibility: number
  seo: number
  /** The ids of the accessibility and SEO audits that failed (score below 1). */
  failed: string[]
}

/** The routes whose screen is built (the others show "not yet open"), as the paths the app's hash router takes. */
export function builtRoutePaths(): string[] {
  return ROUTE_NAMES.map((name) => ROUTES[name].path)
}

/** Every built route in each of `languages` (default: all five), one Lighthouse run each, mobile at 375 px. */
export async function lighthouseAudits(
  base: string,
  languages: readonly Language[] = LANGUAGES,
  routes: readonly string[] = builtRoutePaths(),
  onResult: (audit: RouteAudit) => void = () => {},
): Promise<RouteAudit[]> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: flags })
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
  const audits: RouteAudit[] = []
  try {
    for (const language of languages) {
      const context = browser.contexts()[0] ?? (await browser.newContext())
      const page = await context.newPage()
      await page.goto(base)
      await page.evaluate((lang) => localStorage.setItem('lang', lang), language)
      await page.close()
      for (const route of routes) {
        const result = await lighthouse(
          `${base}#${route}`,
          {
            port: chrome.port,
            onlyCategories: ['accessibility', 'seo'],
            output: 'json',
            logLevel: 'error',
            disableStorageReset: true,
          },
          {
            extends: 'lighthouse:default',
            settings: {
              formFactor: 'mobile',
              screenEmulation: { mobile: true, width: 375, height: 812, deviceScaleFactor: 2, disabled: false },
            },
          },
        )
        if (!result) throw new Error(`Lighthouse returned nothing for ${route}`)
        const { categories, audits: lhrAudits } = result.lhr
        const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
        const failed = ['accessibility', 'seo'].flatMap((id) =>
          (categories[id]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0)
            .map((ref) => ref.id)
            .filter((auditId) => {
              const value = lhrAudits[auditId]?.score
              return typeof value === 'number' && value < 1
            }),
        )
        const audit = { route, language, accessibility: score('accessibility'), seo: score('seo'), failed }
        audits.push(audit)
        onResult(audit)
      }
    }
  } finally {
    await browser.close().catch(() => {})
    await chrome.kill()
  }
  return audits
}

/** One line per route and language, then the lowest scores. */
export function formatAudits(audits: RouteAudit[]): string[] {
  const lines = audits.map(formatAudit)
  if (audits.length === 0) return lines
  const minA11y = Math.min(...audits.map((a) => a.accessibility))
  const minSeo = Math.min(...audits.map((a) => a.seo))
  lines.push(
    `lowest over ${audits.length} route/language pairs: accessibility ${minA11y} (goal 100), SEO ${minSeo} (goal >= 95)`,
  )
  return lines
}

export function formatAudit(audit: RouteAudit): string {
  const failed = audit.failed.length > 0 ? `  failed: ${audit.failed.join(', ')}` : ''
  return `${audit.language.padEnd(5)} ${audit.route.padEnd(28)} accessibility ${String(audit.accessibility).padStart(3)}  SEO ${String(audit.seo).padStart(3)}${failed}`
}
