import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { type Address, formatEther, formatGwei, getAddress, type Hex, isAddress, isHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { DeployError, deployToNetwork, type PhoSinks } from '../lib/deployNetwork'
import { contractsDir } from '../lib/paths'

const usage = `Deploys PhoSwap's contracts to a real network and writes <out>/<chainId>.json.

  npm run deploy -- --chain <id> --rpc <url> --vault-signer <address> [options]

  --vault-signer <address>    the withdraw vault's signer: the address of the server's withdraw key (required)
  --out <dir>                 deployments directory (default: the repository's deployments/)
  --dry-run                   print the plan, estimated gas and the deployer's balance; send nothing
  --force                     replace an existing <out>/<chainId>.json
  --resume                    continue from <out>/<chainId>.partial.json after a failure
  --wrapped-native <address>  the chain's wrapped native token (default: core's list, when it has code)
  --token <SYMBOL=address>    a token of this chain not in core's list (e.g. GDT=0x...); repeatable
  --sink-liquidity <address>  PHO tax sinks; all three or none (none: the deployer, with a warning)
  --sink-equity <address>
  --sink-ecosystem <address>
  --sink-burn <address>       default the dead address
  --pho-supply <whole PHO>    minted to the deployer (default 100000000)
  --lock-days <days>          PHO single staking lock (default 30)

The deployer's key comes from DEPLOYER_PRIVATE_KEY, never from the command line.`

function fail(message: string): never {
  console.error(`deploy: ${message}`)
  process.exit(1)
}

const { values } = parseArgs({
  options: {
    chain: { type: 'string' },
    rpc: { type: 'string' },
    out: { type: 'string' },
    'dry-run': { type: 'boolean' },
    force: { type: 'boolean' },
    resume: { type: 'boolean' },
    'wrapped-native': { type: 'string' },
    token: { type: 'string', multiple: true },
    'sink-liquidity': { type: 'string' },
    'sink-equity': { type: 'string' },
    'sink-ecosystem': { type: 'string' },
    'sink-burn': { type: 'string' },
    'pho-supply': { type: 'string' },
    'lock-days': { type: 'string' },
    'vault-signer': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
  strict: true,
})
if (values.help) {
  console.log(usage)
  process.exit(0)
}
const chainId = Number(values.chain)
if (!Number.isInteger(chainId) || chainId <= 0) fail(`--chain <id> is required\n\n${usage}`)
const rpcUrl = values.rpc ?? process.env[`RPC_URL_${chainId}`]
if (!rpcUrl) fail(`--rpc <url> is required (or RPC_URL_${chainId})`)

const key = process.env.DEPLOYER_PRIVATE_KEY?.trim()
if (!key) fail('set DEPLOYER_PRIVATE_KEY in the environment (the key is never taken as an argument)')
const normalisedKey = (key.startsWith('0x') ? key : `0x${key}`) as Hex
if (!isHex(normalisedKey) || normalisedKey.length !== 66) fail('DEPLOYER_PRIVATE_KEY is not a 32-byte hex key')
const account = privateKeyToAccount(normalisedKey)

const address = (value: string | undefined, flag: string): Address | undefined => {
  if (value === undefined) return undefined
  if (!isAddress(value, { strict: false })) fail(`${flag} ${value} is not an address`)
  return getAddress(value)
}
const tokens: Record<string, Address> = {}
for (const entry of values.token ?? []) {
  const [symbol, value] = entry.split('=')
  if (!symbol || !value) fail(`--token ${entry}: expected SYMBOL=address`)
  tokens[symbol] = address(value, `--token ${symbol}`)!
}
const sinkValues = [values['sink-liquidity'], values['sink-equity'], values['sink-ecosystem']]
let sinks: PhoSinks | undefined
if (sinkValues.some((v) => v !== undefined)) {
  if (sinkValues.some((v) => v === undefined))
    fail('give --sink-liquidity, --sink-equity and --sink-ecosystem together')
  sinks = {
    liquidity: address(values['sink-liquidity'], '--sink-liquidity')!,
    equity: address(values['sink-equity'], '--sink-equity')!,
    ecosystem: address(values['sink-ecosystem'], '--sink-ecosystem')!,
    burn: address(values['sink-burn'], '--sink-burn'),
  }
}
const vaultSigner = address(values['vault-signer'], '--vault-signer')
if (!vaultSigner) fail(`--vault-signer <address> is required (the address of the server's withdraw key)\n\n${usage}`)
const whole = (value: string | undefined, flag: string): bigint | undefined => {
  if (value === undefined) return undefined
  if (!/^\d+$/.test(value)) fail(`${flag} ${value} is not a whole number`)
  return BigInt(value)
}
const lockDays = whole(values['lock-days'], '--lock-days')

const dryRun = values['dry-run'] ?? false
const outDir = values.out ? resolve(values.out) : join(contractsDir, '..', 'deployments')
console.log(`deploy: chain ${chainId}, deployer ${account.address}${dryRun ? ', dry run (nothing is sent)' : ''}`)

try {
  const result = await deployToNetwork({
    rpcUrl,
    chainId,
    account,
    outDir,
    dryRun,
    force: values.force,
    resume: values.resume,
    wrappedNative: address(values['wrapped-native'], '--wrapped-native'),
    tokens,
    sinks,
    vaultSigner,
    phoSupply: whole(values['pho-supply'], '--pho-supply'),
    lockSeconds: lockDays === undefined ? undefined : lockDays * 24n * 60n * 60n,
    log: (line) => console.log(`  ${line}`),
  })
  const cost = result.gas * result.gasPrice
  console.log(
    `gas ${dryRun ? '(estimated) ' : ''}${result.gas} at ${formatGwei(result.gasPrice)} gwei = ${formatEther(cost)} native coin; deployer balance ${formatEther(result.balance)}`,
  )
  if (dryRun && result.balance < cost)
    console.log(`warning: the balance is short by ${formatEther(cost - result.balance)}`)
  if (result.file) console.log(`wrote ${result.file}`)
  console.log(`${dryRun ? 'after deploying' : 'next'}, the operator:`)
  for (const line of result.operatorSteps) console.log(`  - ${line}`)
} catch (error) {
  if (error instanceof DeployError) {
    console.error(error.message)
    if (Object.keys(error.deployed).length > 0) {
      console.error(`deployed so far:\n${JSON.stringify(error.deployed, null, 2)}`)
    }
    process.exit(1)
  }
  // anything else failed before a transaction was sent (the library wraps every failure after that)
  const message = error instanceof Error ? ((error as { shortMessage?: string }).shortMessage ?? error.message) : error
  console.error(`deploy: ${String(message).replace(/\.$/, '')}; nothing was sent`)
  process.exit(1)
}
