// Runs one of the project's TypeScript entry points (`npm start`, `npm test`, ...) under a Node.js the project
// supports. Plain JavaScript on purpose: it must run on whatever Node the machine has. On a Node older than the
// required one it fetches the required Node once from the npm registry (`.ci/node`, cached in ~/.cache/phoswap),
// says so in one line, and runs the entry point under it with that Node first on PATH (so `npx`, Vite and the
// test runner's children use it too).
// Use: node scripts/launch.mjs <entry.ts> [args...]
import { execFileSync, spawn } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const REQUIRED = [22, 12]

/** True when `version` ("22.12.0") is at least the required major.minor. */
export function supported(version) {
  const [major, minor] = version.split('.').map(Number)
  return major > REQUIRED[0] || (major === REQUIRED[0] && minor >= REQUIRED[1])
}

function nodeBinDir() {
  if (supported(process.versions.node)) return dirname(process.execPath)
  try {
    const dir = execFileSync('bash', [join(root, '.ci', 'node')], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    }).trim()
    const version = execFileSync(join(dir, 'node'), ['--version'], { encoding: 'utf8' }).trim()
    console.log(
      `phoswap: Node ${process.versions.node} is older than the required ${REQUIRED.join('.')}; running under Node ${version.slice(1)} from ${dir}`,
    )
    return dir
  } catch {
    console.error(
      `phoswap: Node ${process.versions.node} is older than the required ${REQUIRED.join('.')}, and a newer one could not be fetched from the npm registry. Install Node.js ${REQUIRED.join('.')} or newer.`,
    )
    process.exit(1)
  }
}

const [entry, ...args] = process.argv.slice(2)
if (!entry) {
  console.error('use: node scripts/launch.mjs <entry.ts> [args...]')
  process.exit(2)
}
const bin = nodeBinDir()
const child = spawn(join(bin, 'node'), ['--import', import.meta.resolve('tsx'), join(root, entry), ...args], {
  stdio: 'inherit',
  env: { ...process.env, PATH: `${bin}:${process.env.PATH ?? ''}` },
})
// Ctrl-C reaches the whole foreground group, the child included: let the child decide when it is done.
process.on('SIGINT', () => {})
process.on('SIGTERM', () => child.kill('SIGTERM'))
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
