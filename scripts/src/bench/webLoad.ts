/** What the browser downloads to show the home route, and Lighthouse's mobile performance score of it. */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'

const root = join(import.meta.dirname, '..', '..', '..')
const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const flags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run']

export interface HomeLoad {
  files: { path: string; bytes: number; gzipBytes: number }[]
  totalGzipKB: number
}

/** Every JavaScript file the home route loads (entry, preloads and lazy chunks), gzip-sized from web/dist. */
export async function measureHomeJs(base: string): Promise<HomeLoad> {
  const browser = await chromium.launch({ executablePath: chromePath, args: flags })
  try {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } })
    const scripts = new Set<string>()
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname)
    })
    await page.goto(`${base}#/HomeIndex`, { waitUntil: 'networkidle' })
    const files = [...scripts]
      .filter((path) => path.startsWith('/assets/'))
      .map((path) => {
        const content = readFileSync(join(root, 'web', 'dist', path))
        return { path, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length }
      })
    const total = files.reduce((sum, file) => sum + file.gzipBytes, 0)
    return { files, totalGzipKB: Math.round((total / 1024) * 10) / 10 }
  } finally {
    await browser.close()
  }
}

/** Lighthouse's default (mobile, simulated throttling) performance score, 0-100. */
export async function lighthouseScore(base: string): Promise<number> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: flags })
  try {
    const result = await lighthouse(`${base}#/HomeIndex`, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
    })
    const score = result?.lhr.categories.performance?.score
    if (typeof score !== 'number') throw new Error('Lighthouse returned no performance score')
    return Math.round(score * 100)
  } finally {
    await chrome.kill()
  }
}
