/** Lighthouse's mobile performance figures of the home page (the routes' JavaScript: routeJs.ts). */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromeFlags, chromePath } from './routeJs'

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
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags })
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
