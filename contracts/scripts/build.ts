import { ensureBuilt } from '../lib/build'

const force = process.argv.includes('--force')
const started = Date.now()
const result = ensureBuilt({ force, log: (line) => console.log(`contracts: ${line}`) })
if (!result.compiled) console.log('contracts: up to date')
else console.log(`contracts: built ${result.contracts.join(', ')} in ${Date.now() - started} ms`)
