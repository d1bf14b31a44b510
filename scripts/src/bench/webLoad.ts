/** What the browser downloads to show each route, and Lighthouse's mobile performance figures of the home page. */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { type Browser, chromium } from 'playwright-core'
import { ROUTE_NAMES, ROUTES, type RouteName } from '../../../web/src/app/routes'

const root = join(import.meta.dirname, '..', '..', '..')
const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const flags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run']

/** First-load JavaScript budgets, KB gzip (issue 17): every route, and the home route no larger than before. */
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
  const browser = await chromium.launch({ executablePath: chromePath, args: flags })
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

export interface LighthouseRun {
  /** 0-100. */
  score: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
}

/** A Lighthouse run that measured nothing (its `runtimeError`, e.g. NO_NAVSTART: Chromium's trace lacked the start). */
class LighthouseRuntimeError extends Error {}

/** One Lighthouse run: the default (mobile, simulated throttling) performance score and its metrics. */
async function lighthouseRun(base: string): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: flags })
  try {
    const result = await lighthouse(`${base}#/HomeIndex`, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
    })
    const lhr = result?.lhr
    if (lhr?.runtimeError) throw new LighthouseRuntimeError(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
    const score = lhr?.categories.performance?.score
    if (!lhr || typeof score !== 'number') throw new Error('Lighthouse returned no performance score')
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
    return {
      score: Math.round(score * 100),
      fcpMs: Math.round(metric('first-contentful-paint')),
      lcpMs: Math.round(metric('largest-contentful-paint')),
      tbtMs: Math.round(metric('total-blocking-time')),
      cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
    }
  } finally {
    await chrome.kill()
  }
}

/** Attempts per run: a run that measured nothing is run again (and counted), never taken as a score. */
const LIGHTHOUSE_ATTEMPTS = 3

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

/** Lighthouse `runs` times in a row on the home page: every run, and the median of each figure. */
export async function lighthouseRuns(
  base: string,
  runs = 5,
): Promise<{ runs: LighthouseRun[]; median: LighthouseRun; failedRuns: string[] }> {
  const all: LighthouseRun[] = []
  const failedRuns: string[] = []
  while (all.length < runs) {
    try {
      all.push(await lighthouseRun(base))
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || failedRuns.length >= LIGHTHOUSE_ATTEMPTS - 1) throw error
      failedRuns.push(error.message)
    }
  }
  return {
    runs: all,
    failedRuns,
    median: {
      score: median(all.map((r) => r.score)),
      fcpMs: median(all.map((r) => r.fcpMs)),
      lcpMs: median(all.map((r) => r.lcpMs)),
      tbtMs: median(all.map((r) => r.tbtMs)),
      cls: median(all.map((r) => r.cls)),
    },
  }
}
