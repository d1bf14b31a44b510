/** What the browser downloads to show each route: its first-load JavaScript against its budget (issue 17). */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { type Browser, chromium } from 'playwright-core'
import { ROUTE_NAMES, ROUTES, type RouteName } from '../../../web/src/navigation/routes'

const root = join(import.meta.dirname, '..', '..', '..')
export const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
export const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--no-first-run',
]

/**
 * First-load JavaScript budgets, KB gzip (issue 17): every route, and the home route no larger than before. Issues
 * 29-34 took it to 158 (docs/decisions/0116-route-budget-after-29.md); the failure map, the action steps, reviews,
 * the token picker and the fee lines now load with the action, and three features' texts in one language:
 * back to 150, the largest route at 150.0 (docs/decisions/0146-route-budget-150.md).
 */
export const ROUTE_BUDGET_KB = 150
export const HOME_BUDGET_KB = 133

export interface HomeLoad {
  files: { path: string; bytes: number; gzipBytes: number }[]
  totalGzipKB: number
}

export interface RouteLoad extends HomeLoad {
  route: RouteName
  budgetKB: number
}

/** Every JavaScript file a route loads in a fresh page (entry, preloads and lazy chunks), gzip-sized from web/dist. */
async function measureJs(browser: Browser, base: string, path: string): Promise<HomeLoad> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } })
  try {
    const page = await context.newPage()
    const scripts = new Set<string>()
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname)
    })
    await page.goto(`${base}#${path}`, { waitUntil: 'networkidle' })
    const files = [...scripts]
      .filter((file) => file.startsWith('/assets/'))
      .map((file) => {
        const content = readFileSync(join(root, 'web', 'dist', file))
        return { path: file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length }
      })
    const total = files.reduce((sum, file) => sum + file.gzipBytes, 0)
    return { files, totalGzipKB: Math.round((total / 1024) * 10) / 10 }
  } finally {
    await context.close()
  }
}

/** The first-load JavaScript of every built route (or of `names`), each with its budget. */
export async function measureRoutesJs(base: string, names: RouteName[] = ROUTE_NAMES): Promise<RouteLoad[]> {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags })
  try {
    const loads: RouteLoad[] = []
    for (const route of names) {
      const load = await measureJs(browser, base, ROUTES[route].path)
      loads.push({ route, budgetKB: route === 'HomeIndex' ? HOME_BUDGET_KB : ROUTE_BUDGET_KB, ...load })
    }
    return loads
  } finally {
    await browser.close()
  }
}
