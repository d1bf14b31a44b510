import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { type DeployedToken, type Deployment, parseDeployment } from '@phoswap/core/deployments'
import { type Address, createPublicClient, getAddress, http, isAddress, zeroAddress } from 'viem'
import { ensureBuilt } from './build'
import { createNetworkSender } from './networkSender'
import { networkSteps } from './networkSteps'
import type { DeployContext, NetworkDeployOptions, PlanStep, Progress, StepResult } from './networkSteps/context'
import { writeDeployment } from './seed'

export { canonicalMulticall3 } from './networkSteps/ammSteps'
export type { NetworkDeployOptions, PhoSinks, PlanStep } from './networkSteps/context'

export interface NetworkDeployResult {
  steps: PlanStep[]
  /** Absent on a dry run. */
  deployment?: Deployment
  file?: string
  gas: bigint
  balance: bigint
  gasPrice: bigint
  /** What the operator still has to do, printed at the end. */
  operatorSteps: string[]
}

export class DeployError extends Error {
  constructor(
    message: string,
    /** Addresses confirmed before the failure (empty when nothing was sent). */
    readonly deployed: Record<string, Address> = {},
    readonly partialFile?: string,
  ) {
    super(message)
  }
}

/**
 * Everything checked before a transaction is sent, each refusal with "nothing was sent": a vault signer, the RPC's
 * chain id, the Cancun opcodes, an existing deployments file (unless forced) and an unfinished partial file (unless resumed).
 */
async function preflight(options: NetworkDeployOptions, log: (line: string) => void) {
  const dryRun = options.dryRun ?? false
  if (!isAddress(options.vaultSigner ?? '') || options.vaultSigner === zeroAddress) {
    throw new DeployError(
      "deploy: --vault-signer <address> is required (the address of the server's withdraw key); nothing was sent",
    )
  }
  const probe = createPublicClient({ transport: http(options.rpcUrl) })
  const chainId = await probe.getChainId()
  if (chainId !== options.chainId) {
    throw new DeployError(`deploy: the RPC answers chain id ${chainId}, not ${options.chainId}; nothing was sent`)
  }
  // PUSH0, TLOAD, MCOPY: solc's Cancun target emits them and the re-entry locks use transient storage
  const cancunProbe = '0x5f5c505f5f5f5e00'
  const cancun = await probe.call({ account: options.account.address, data: cancunProbe }).then(
    () => true,
    () => false,
  )
  if (!cancun) {
    throw new DeployError(
      `deploy: chain ${chainId} does not run Cancun opcodes (PUSH0, TLOAD, MCOPY) the contracts are built for; build them for its EVM version first (docs/decisions/0020-deploy-real-network.md); nothing was sent`,
    )
  }
  const file = join(options.outDir, `${chainId}.json`)
  const partialFile = join(options.outDir, `${chainId}.partial.json`)
  if (existsSync(file) && !options.force) {
    const message = `deploy: ${file} exists; pass --force to deploy again and replace it`
    if (!dryRun) throw new DeployError(`${message}; nothing was sent`)
    log(`note: ${message}`)
  }
  let resumed: Progress | null = null
  if (existsSync(partialFile)) {
    if (!options.resume && !dryRun) {
      throw new DeployError(
        `deploy: ${partialFile} holds an unfinished deployment; pass --resume to continue it or delete the file; nothing was sent`,
      )
    }
    if (options.resume) resumed = JSON.parse(readFileSync(partialFile, 'utf8')) as Progress
  }
  return { chainId, file, partialFile, resumed }
}

/**
 * Deploys the product's contracts to a real network: reuses the chain's Multicall3 and wrapped native token,
 * deploys Factory, Router, PHO, the farms (pools for the pairs whose tokens exist there, rewards unfunded), the
 * PHO lock staking, the flash exchange (no records) and the withdraw vault (unfunded), and writes `<outDir>/<chainId>.json`. No test tokens,
 * no liquidity. Every transaction is confirmed before the next; progress goes to `<chainId>.partial.json`.
 * The work itself is the areas of `networkSteps`, run in order with one shared context.
 */
export async function deployToNetwork(options: NetworkDeployOptions): Promise<NetworkDeployResult> {
  const log = options.log ?? (() => {})
  const dryRun = options.dryRun ?? false
  const { chainId, file, partialFile, resumed } = await preflight(options, log)
  ensureBuilt({ log: (line) => log(`contracts: ${line}`) })

  const sender = await createNetworkSender({
    rpcUrl: options.rpcUrl,
    chainId,
    account: options.account,
    dryRun,
    pollingInterval: options.pollingInterval,
  })
  const client = sender.publicClient
  const me = options.account.address
  if (resumed && (resumed.chainId !== chainId || getAddress(resumed.deployer) !== me)) {
    throw new DeployError(`deploy: ${partialFile} was written for another chain or deployer; nothing was sent`)
  }
  const hasCode = async (address: Address) => ((await client.getCode({ address })) ?? '0x') !== '0x'

  const progress: Progress = resumed ?? {
    chainId,
    deployer: me,
    startBlock: Number(await client.getBlockNumber()),
    contracts: {},
    tokens: [],
    pairs: [],
    farms: [],
    done: [],
  }
  for (const [name, address] of Object.entries(progress.contracts)) {
    if (!(await hasCode(address))) {
      throw new DeployError(`deploy: ${name} ${address} of ${partialFile} has no code on this chain; nothing was sent`)
    }
  }

  const steps: PlanStep[] = []
  const saveProgress = () => {
    if (dryRun) return
    mkdirSync(options.outDir, { recursive: true })
    writeFileSync(partialFile, `${JSON.stringify(progress, null, 2)}\n`)
  }
  const ctx: DeployContext = {
    options,
    chainId,
    me,
    dryRun,
    sender,
    client,
    progress,
    log,
    hasCode,
    present: new Map(),
    async step(id: string, what: string, run: () => Promise<StepResult>) {
      if (progress.done.includes(id)) {
        steps.push({ id, action: 'skip', what: `${what} (done before)`, gas: 0n })
        return
      }
      const result = await run()
      const action = result === null ? 'reuse' : result.address ? 'deploy' : 'call'
      steps.push({ id, action, what, address: result?.address, gas: result?.gas ?? 0n })
      log(`${dryRun ? 'would ' : ''}${action} ${what}${result?.address ? ` ${result.address}` : ''}`)
      progress.done.push(id)
      saveProgress()
    },
    addToken(token: DeployedToken) {
      if (!progress.tokens.some((t) => t.address === token.address)) progress.tokens.push(token)
    },
  }

  try {
    for (const area of networkSteps) await area.deploy(ctx)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    if (dryRun) throw new DeployError(`deploy (dry run): ${message}`)
    const sent = progress.done.length > 0
    throw new DeployError(
      `deploy: failed: ${message}${sent ? `\nconfirmed so far is in ${partialFile}; fix the cause and run again with --resume` : ''}`,
      progress.contracts,
      sent ? partialFile : undefined,
    )
  }

  const gas = steps.reduce((sum, s) => sum + s.gas, 0n)
  const [balance, gasPrice] = await Promise.all([client.getBalance({ address: me }), client.getGasPrice()])
  const operatorSteps = operatorStepsFor(ctx)
  if (dryRun) return { steps, gas, balance, gasPrice, operatorSteps }

  const deployment = deploymentOf(progress, options.sinks?.equity ?? me)
  writeDeployment(options.outDir, deployment)
  rmSync(partialFile, { force: true })
  return { steps, deployment, file, gas, balance, gasPrice, operatorSteps }
}

/** The deployments file's content from a finished run's progress, checked by core's parser. */
function deploymentOf(progress: Progress, equitySink: Address): Deployment {
  const c = progress.contracts
  return parseDeployment(
    JSON.parse(
      JSON.stringify({
        chainId: progress.chainId,
        startBlock: progress.startBlock,
        contracts: {
          multicall3: c.multicall3,
          wrappedNative: c.wrappedNative,
          factory: c.factory,
          router: c.router,
          pho: c.pho,
          ...Object.fromEntries(Object.entries(c).filter(([k]) => !['multicall3', 'wrappedNative'].includes(k))),
        },
        tokens: progress.tokens,
        pairs: progress.pairs,
        farms: progress.farms,
        // The equity pool measures PHO arriving here; without --sink-equity the deployer keeps the share.
        equitySink,
      } satisfies Deployment),
    ),
  )
}

/** Each area's steps for the operator, in the areas' order, then what concerns them all. */
function operatorStepsFor(ctx: DeployContext): string[] {
  return [
    ...networkSteps.flatMap((area) => area.operatorSteps?.(ctx) ?? []),
    'add liquidity to the pairs (the farms pay for LP tokens of pairs with reserves)',
    'verify every contract on the chain explorer (solc 0.8.37, settings of contracts/lib/build.ts)',
  ]
}
