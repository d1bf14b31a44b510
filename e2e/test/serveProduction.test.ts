/**
 * `npm run serve` from an install without dev dependencies, once the web app is built: what an operator deploys.
 * The repository's files and the built web app (the global setup built it) are copied to a fresh folder, installed
 * with `npm ci --omit=dev`, and served; the health route and the app's page must answer.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { freePort } from '@phoswap/scripts/ports'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..', '..')
let dir: string
let server: ChildProcess | undefined
let output = ''

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'phoswap-serve-'))
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file !== '' && existsSync(join(root, file)))
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    cpSync(join(root, file), join(dir, file))
  }
  cpSync(join(root, 'web', 'dist'), join(dir, 'web', 'dist'), { recursive: true })
  execFileSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], {
    cwd: dir,
    stdio: 'pipe',
    timeout: 180_000,
  })
}, 240_000)

afterAll(() => {
  // npm runs the server as its grandchild: end the whole process group.
  try {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM')
  } catch {
    // already gone
  }
  if (dir) rmSync(dir, { recursive: true, force: true })
})

describe('npm run serve without dev dependencies', () => {
  it('has no dev dependency installed (no Vite, no Vitest, no Biome, no Drizzle Kit)', () => {
    for (const name of ['vite', 'vitest', '@biomejs/biome', 'drizzle-kit']) {
      expect(existsSync(join(dir, 'node_modules', name)), name).toBe(false)
    }
  })

  it('serves the health route and the web app', async () => {
    const port = await freePort()
    server = spawn('npm', ['run', 'serve'], {
      cwd: dir,
      env: { ...process.env, PORT: String(port), DATA_DIR: join(dir, '.data'), INDEXER: '0', JOBS: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    server.stdout?.on('data', (chunk) => {
      output += String(chunk)
    })
    server.stderr?.on('data', (chunk) => {
      output += String(chunk)
    })
    const url = `http://127.0.0.1:${port}`
    const health = async () => {
      try {
        return (await fetch(`${url}/v1/health`)).status
      } catch {
        return 0
      }
    }
    try {
      await expect.poll(health, { timeout: 180_000, interval: 500 }).toBe(200)
    } catch (error) {
      console.error(`npm run serve printed:\n${output}`)
      throw error
    }
    const page = await fetch(`${url}/`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<div id="root"')
  }, 240_000)
})
