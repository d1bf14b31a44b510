import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'

const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
export const screenshotDir = join(import.meta.dirname, '..', 'screenshots')

/** Reports every Content-Security-Policy violation of the page as a console error starting "Refused to". */
const REPORT_CSP_VIOLATIONS = `document.addEventListener('securitypolicyviolation', (e) => {
  console.error('Refused to load ' + (e.blockedURI || 'inline') + ': CSP ' + e.effectiveDirective + ' at ' + e.sourceFile + ':' + e.lineNumber)
})`

/**
 * Collects CSP violations of every page the browser opens (console errors "Refused to ..." and the
 * securitypolicyviolation event); `browser.close()` then fails the file, naming them. The server sends its
 * security headers in e2e as in production, so the app must load nothing its policy does not allow.
 */
function failOnCspViolations(browser: Browser, collect?: string[]): Browser {
  const violations: string[] = collect ?? []
  const watchPage = (page: Page) => {
    page.on('console', (message) => {
      if (message.type() === 'error' && /Refused to|Content Security Policy/i.test(message.text())) {
        violations.push(`${page.url()}: ${message.text()}`)
      }
    })
  }
  const watchContext = async (context: BrowserContext) => {
    await context.addInitScript(REPORT_CSP_VIOLATIONS)
    context.on('page', watchPage)
    return context
  }
  const newContext = browser.newContext.bind(browser)
  const newPage = browser.newPage.bind(browser)
  const close = browser.close.bind(browser)
  browser.newContext = async (options) => watchContext(await newContext(options))
  browser.newPage = async (options) => {
    const page = await newPage(options)
    await page.addInitScript(REPORT_CSP_VIOLATIONS)
    watchPage(page)
    return page
  }
  browser.close = async (options) => {
    await close(options)
    if (!collect && violations.length > 0) {
      throw new Error(`Content-Security-Policy violations:\n${[...new Set(violations)].join('\n')}`)
    }
  }
  return browser
}

/**
 * The system Chromium, headless. Fails with the way to get it when it is missing. A CSP violation fails the file,
 * unless `cspViolations` is given: then they are collected there for the test to assert (a test of hostile input).
 */
export async function launchBrowser(cspViolations?: string[]): Promise<Browser> {
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium not found at ${executablePath}: install it with "apt-get install -y chromium" or set CHROMIUM_PATH`,
    )
  }
  const browser = await chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  return failOnCspViolations(browser, cspViolations)
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true })
  // Finished animations: a dialog's fade-in is not caught halfway.
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: false, animations: 'disabled' })
}

export const MOBILE = { width: 375, height: 812 }
export const DESKTOP = { width: 1280, height: 800 }

/** The docs' copy of a screen (docs/screenshots, kept in the repository), beside the run's own screenshots. */
export const docsScreenshotDir = join(import.meta.dirname, '..', '..', 'docs', 'screenshots')

export async function docsScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(docsScreenshotDir, { recursive: true })
  await page.screenshot({ path: join(docsScreenshotDir, `${name}.png`), fullPage: false, animations: 'disabled' })
}
