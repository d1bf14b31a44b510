/**
 * `npm test`: type checks, lint, every Vitest suite and the end-to-end suite, then one closing line
 * `N passed, N failed` that sums them all (a type check or lint run counts as one check).
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..', '..')
const resultsDir = join(root, '.data', 'test-results')
const workspaces = ['core', 'contracts', 'server', 'web', 'e2e', 'scripts']

interface Tally {
  passed: number
  failed: number
  skipped: number
}
const total: Tally = { passed: 0, failed: 0, skipped: 0 }
const failures: string[] = []
const failedNames: string[] = []

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  return result.status === 0
}

function check(label: string, command: string, args: string[]): void {
  if (run(label, command, args)) total.passed++
  else {
    total.failed++
    failures.push(label)
  }
}

interface VitestReport {
  testResults?: {
    name: string
    status: string
    message?: string
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[]
  }[]
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
  numTodoTests: number
  numFailedTestSuites: number
}

function vitest(label: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  const outputFile = join(resultsDir, `${label}.json`)
  rmSync(outputFile, { force: true })
  const ok = run(
    label,
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${outputFile}`, ...args],
    env,
  )
  let report: VitestReport | undefined
  try {
    report = JSON.parse(readFileSync(outputFile, 'utf8')) as VitestReport
  } catch {
    report = undefined
  }
  if (!report) {
    total.failed++
    failures.push(`${label} (no report)`)
    return
  }
  total.passed += report.numPassedTests
  total.failed += report.numFailedTests
  total.skipped += report.numPendingTests + report.numTodoTests
  // A file that fails to load has no failed test but a failed suite: count it too.
  const brokenFiles = report.numFailedTests === 0 ? report.numFailedTestSuites : 0
  total.failed += brokenFiles
  if (!ok || report.numFailedTests > 0 || brokenFiles > 0) failures.push(label)
  for (const line of failedTests(report)) failedNames.push(`${label}: ${line}`)
}

/** One line per failed test (file and name, first line of its message), so the run's last lines say what failed. */
function failedTests(report: VitestReport): string[] {
  const lines: string[] = []
  for (const file of report.testResults ?? []) {
    const where = file.name.startsWith(root) ? file.name.slice(root.length + 1) : file.name
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed')
    for (const test of failed) lines.push(`${where} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`)
    if (failed.length === 0 && file.status === 'failed') lines.push(`${where}: ${firstLine(file.message)}`)
  }
  return lines
}

function firstLine(text: string | undefined): string {
  return (text ?? '').split('\n')[0].slice(0, 300)
}

mkdirSync(resultsDir, { recursive: true })
const only = process.argv.slice(2)
const wants = (step: string) => only.length === 0 || only.includes(step)

if (wants('typecheck')) for (const ws of workspaces) check(`typecheck ${ws}`, 'npx', ['tsc', '-p', ws])
if (wants('lint')) check('lint', 'npx', ['biome', 'check', '.'])
if (wants('unit')) vitest('unit', [])
if (wants('e2e')) vitest('e2e', ['--config', 'e2e/vitest.config.ts'])

console.log('')
for (const line of failedNames) console.log(`FAILED ${line}`)
if (failures.length > 0) console.log(`failed: ${failures.join(', ')}`)
if (total.skipped > 0) console.log(`${total.skipped} skipped (each skipped suite printed why above)`)
console.log(`${total.passed} passed, ${total.failed} failed`)
process.exit(total.failed > 0 ? 1 : 0)
