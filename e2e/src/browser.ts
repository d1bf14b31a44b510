import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { type Browser, chromium, type Page } from 'playwright-core'

const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
export const screenshotDir = join(import.meta.dirname, '..', 'screenshots')

/** The system Chromium, headless. Fails with the way to get it when it is missing. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium not found at ${executablePath}: install it with "apt-get install -y chromium" or set CHROMIUM_PATH`,
    )
  }
  return chromium.launch({
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
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true })
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: false })
}

export const MOBILE = { width: 375, height: 812 }
export const DESKTOP = { width: 1280, height: 800 }
