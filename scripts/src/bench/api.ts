/** API throughput and p99 latency of our busiest public calls, beside a bare Fastify app in the same run. */
import { type ChildProcess, spawn } from 'node:child_process'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { freePort } from '../ports'

export interface ApiRow {
  name: string
  url: string
  requestsPerSecond: number
  p99Ms: number
  errors: number
}

const CONNECTIONS = 10
const DURATION_S = 5

async function load(name: string, url: string): Promise<ApiRow> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { 'show-language': 'en-US' },
  })
  return {
    name,
    url,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  }
}

function startMinimal(port: number): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'minimalServer.ts')], {
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    child.stdout?.once('data', () => resolve(child))
    child.once('exit', (code) => reject(new Error(`the minimal server exited with ${code}`)))
  })
}

/** `base` is the sandbox URL (ending in /). */
export async function benchApi(base: string): Promise<ApiRow[]> {
  const port = await freePort()
  const minimal = await startMinimal(port)
  try {
    const rows: ApiRow[] = []
    // Warm both up so JIT and caches are in the same state.
    await load('warm-up', `${base}v1/index/quote`)
    await load('warm-up', `http://127.0.0.1:${port}/constant`)
    rows.push(await load('minimal Fastify (constant)', `http://127.0.0.1:${port}/constant`))
    rows.push(await load('GET /v1/index/quote', `${base}v1/index/quote`))
    rows.push(await load('GET /v1/basic/notice/list', `${base}v1/basic/notice/list?page=1&page_size=10`))
    return rows
  } finally {
    minimal.kill('SIGTERM')
  }
}
