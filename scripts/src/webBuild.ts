import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const root = join(import.meta.dirname, '..', '..')
const inputs = [
  'web/src',
  'web/index.html',
  'web/vite.config.ts',
  'web/public',
  'core/src',
  'package-lock.json',
  'scripts/src/webBuild.ts',
]

/** Text files worth compressing; index.html is left out because the server fills it in per request. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|webmanifest|map)$/
const MIN_BYTES = 1024

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every compressible file of the build, kept only
 * when smaller, so the server sends them as they are (`preCompressed` in @fastify/static) and spends no CPU per
 * request. `skip` is a directory left out (the server's renderer). Returns how many files were compressed.
 */
export function precompress(dir: string, skip?: string): number {
  let count = 0
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (path === skip) continue
    if (statSync(path).isDirectory()) {
      count += precompress(path, skip)
      continue
    }
    if (!COMPRESSIBLE.test(name)) continue
    const content = readFileSync(path)
    if (content.length < MIN_BYTES) continue
    const br = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    })
    const gz = gzipSync(content, { level: 9 })
    if (br.length < content.length) writeFileSync(`${path}.br`, br)
    if (gz.length < content.length) writeFileSync(`${path}.gz`, gz)
    count++
  }
  return count
}

function hashTree(path: string, hash: ReturnType<typeof createHash>): void {
  if (!existsSync(path)) return
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path).sort()) hashTree(join(path, name), hash)
    return
  }
  hash.update(relative(root, path))
  hash.update(readFileSync(path))
}

/** Builds web/dist unless it was built from the same sources; returns whether it built. */
export function ensureWebBuilt(log: (line: string) => void = console.log): boolean {
  const hash = createHash('sha256')
  for (const input of inputs) hashTree(join(root, input), hash)
  const digest = hash.digest('hex')
  const stamp = join(root, 'web', 'dist', '.build-hash')
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) return false
  log('building the web app ...')
  // Always a production build: run from Vitest (the e2e setup) NODE_ENV is `test`, which Vite would keep, shipping
  // React's development build to whoever reuses web/dist (the benchmark, `npm start`).
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: join(root, 'web'),
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (result.status !== 0) throw new Error('the web app did not build (see above)')
  // The server's renderer of the home page (web/src/ssr/renderHome.tsx) into dist/ssr, which the server never
  // serves as a file (server/src/plugins/webApp.ts).
  const ssr = spawnSync('npx', ['vite', 'build', '--ssr', 'src/ssr/renderHome.tsx', '--logLevel', 'warn'], {
    cwd: join(root, 'web'),
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (ssr.status !== 0) throw new Error('the server renderer of the web app did not build (see above)')
  precompress(join(root, 'web', 'dist'), join(root, 'web', 'dist', 'ssr'))
  writeFileSync(stamp, digest)
  return true
}

// `npm run build:web` runs this file: the production web build with its precompressed files, as `npm start` makes it.
if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  console.log(ensureWebBuilt() ? 'web/dist built' : 'web/dist is up to date')
}
