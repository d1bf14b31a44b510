/** `npm start`: the sandbox in the foreground; Ctrl-C stops every part and keeps the chain and database. */
import { join } from 'node:path'
import { startSandbox } from './sandbox'

function port(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    console.error(`${name} must be a port number between 1 and 65535, not "${raw}"`)
    process.exit(1)
  }
  return value
}

const started = Date.now()
const root = join(import.meta.dirname, '..', '..')
try {
  const sandbox = await startSandbox({
    port: port('PORT', 5180),
    anvilPort: port('ANVIL_PORT', 8545),
    host: process.env.HOST || '127.0.0.1',
    dataDir: process.env.DATA_DIR || join(root, '.data'),
  })
  console.log(`\nPhoSwap is running at ${sandbox.url}  (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`)
  console.log('Press Ctrl-C to stop.')
  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    console.log('\nstopping ...')
    await sandbox.stop()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
} catch (error) {
  console.error(`\nPhoSwap did not start: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
