import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { factoryAbi } from '@phoswap/core/abi/factoryAbi'
import { farmAbi } from '@phoswap/core/abi/farmAbi'
import { flashExchangeAbi } from '@phoswap/core/abi/flashExchangeAbi'
import { lockStakingAbi } from '@phoswap/core/abi/lockStakingAbi'
import { multicall3Abi } from '@phoswap/core/abi/multicall3Abi'
import { phoTokenAbi } from '@phoswap/core/abi/phoTokenAbi'
import { routerAbi } from '@phoswap/core/abi/routerAbi'
import { wrappedNativeAbi } from '@phoswap/core/abi/wrappedNativeAbi'
import { pairFor, sortTokens } from '@phoswap/core/amm'
import { getChain } from '@phoswap/core/chains'
import {
  type DeployedFarm,
  type DeployedPair,
  type DeployedToken,
  type Deployment,
  parseDeployment,
} from '@phoswap/core/deployments'
import { NATIVE_TOKEN_ADDRESS, STATIC_TOKEN_LISTS } from '@phoswap/core/tokens'
import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  http,
  type PrivateKeyAccount,
  type PublicClient,
  parseEther,
  parseUnits,
  zeroAddress,
} from 'viem'
import { bytecodeOf } from './artifacts'
import { ensureBuilt } from './build'
import { createNetworkSender } from './networkSender'
import { deadAddress, writeDeployment } from './seed'
import { seedFarms } from './seedData'

/** Multicall3's address on almost every EVM chain (same deployer, same nonce). */
export const canonicalMulticall3: Address = '0xcA11bde05977b3631167028862bE2a173976CA11'

export interface PhoSinks {
  liquidity: Address
  equity: Address
  ecosystem: Address
  /** Default the dead address, as PHO's constructor sets. */
  burn?: Address
}

export interface NetworkDeployOptions {
  rpcUrl: string
  /** The chain the operator means; the RPC must answer this id or nothing happens. */
  chainId: number
  account: PrivateKeyAccount
  /** Directory of the deployments files (the repository's `deployments/`). */
  outDir: string
  dryRun?: boolean
  /** Replace an existing `<outDir>/<chainId>.json`. */
  force?: boolean
  /** Continue from `<outDir>/<chainId>.partial.json` instead of refusing. */
  resume?: boolean
  /** The chain's wrapped native token; default the W<native> token of core's list when it has code. */
  wrappedNative?: Address
  /** Tokens by symbol, added to (or replacing) core's list for the chain, e.g. GDT on OKT Chain. */
  tokens?: Record<string, Address>
  /** PHO's tax sinks; left to the deployer (with a warning) when absent. */
  sinks?: PhoSinks
  /** PHO minted to the deployer, whole tokens (default 100 000 000, as the sandbox). */
  phoSupply?: bigint
  /** PHO single staking: lock after each stake and reward period, seconds (default 30 days each). */
  lockSeconds?: bigint
  rewardsSeconds?: bigint
  log?: (line: string) => void
  pollingInterval?: number
}

/** One line of the plan: a contract deployed or reused, or a call. */
export interface PlanStep {
  id: string
  action: 'deploy' | 'reuse' | 'call' | 'skip'
  what: string
  address?: Address
  gas: bigint
}

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

/** What `<chainId>.partial.json` holds: everything confirmed so far. */
interface Progress {
  chainId: number
  deployer: Address
  startBlock: number
  contracts: Record<string, Address>
  tokens: DeployedToken[]
  pairs: DeployedPair[]
  farms: DeployedFarm[]
  done: string[]
}

// dry-run estimates of calls to contracts not deployed yet (measured on anvil, rounded up)
const gasOf = { createPair: 2_900_000n, farmAdd: 180_000n, setPair: 50_000n, setSinks: 80_000n, router: 4_300_000n }

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
 * Everything checked before a transaction is sent, each refusal with "nothing was sent": the RPC's chain id, the
 * Cancun opcodes, an existing deployments file (unless forced) and an unfinished partial file (unless resumed).
 */
async function preflight(options: NetworkDeployOptions, log: (line: string) => void) {
  const dryRun = options.dryRun ?? false
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
      `deploy: chain ${chainId} does not run Cancun opcodes (PUSH0, TLOAD, MCOPY) the contracts are built for; build them for its EVM version first (docs/decisions.md); nothing was sent`,
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
 * PHO lock staking and the flash exchange (no records), and writes `<outDir>/<chainId>.json`. No test tokens,
 * no liquidity. Every transaction is confirmed before the next; progress goes to `<chainId>.partial.json`.
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
  /** Runs a step unless a resumed run already did it; records it in the partial file once confirmed. */
  const step = async (id: string, what: string, run: () => Promise<{ gas: bigint; address?: Address } | null>) => {
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
  }
  const addToken = (token: DeployedToken) => {
    if (!progress.tokens.some((t) => t.address === token.address)) progress.tokens.push(token)
  }

  try {
    const chain = getChain(chainId)
    const native = chain?.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 }
    const listed = (STATIC_TOKEN_LISTS[chainId] ?? []).filter((t) => t.address !== NATIVE_TOKEN_ADDRESS)

    await step('multicall3', 'Multicall3', async () => {
      if (await hasCode(canonicalMulticall3)) {
        progress.contracts.multicall3 = canonicalMulticall3
        return null
      }
      const sent = await sender.deploy(multicall3Abi, bytecodeOf('Multicall3'), [], 1_500_000n)
      progress.contracts.multicall3 = sent.address
      return sent
    })

    await step('wrappedNative', `wrapped ${native.symbol}`, async () => {
      const wrappedSymbol = `W${native.symbol}`
      if (options.wrappedNative) {
        const address = getAddress(options.wrappedNative)
        if (!(await hasCode(address))) throw new Error(`--wrapped-native ${address} has no code on chain ${chainId}`)
        progress.contracts.wrappedNative = address
        addToken(await readToken(client, address))
        return null
      }
      const fromList = listed.find((t) => t.symbol === wrappedSymbol)
      if (fromList && (await hasCode(fromList.address))) {
        progress.contracts.wrappedNative = fromList.address
        addToken({ address: fromList.address, symbol: fromList.symbol, name: fromList.name, decimals: 18 })
        return null
      }
      const name = `Wrapped ${native.symbol}`
      const sent = await sender.deploy(wrappedNativeAbi, bytecodeOf('WrappedNative'), [name, wrappedSymbol], 1_200_000n)
      progress.contracts.wrappedNative = sent.address
      addToken({ address: sent.address, symbol: wrappedSymbol, name, decimals: 18 })
      return sent
    })

    await step('factory', 'Factory', async () => {
      const sent = await sender.deploy(factoryAbi, bytecodeOf('Factory'), [me], 5_000_000n)
      progress.contracts.factory = sent.address
      return sent
    })
    const { factory, wrappedNative } = progress.contracts as Record<string, Address>
    await step('router', 'Router', async () => {
      const sent = await sender.deploy(routerAbi, bytecodeOf('Router'), [factory!, wrappedNative!], gasOf.router)
      progress.contracts.router = sent.address
      return sent
    })
    await step('pho', 'PHO', async () => {
      const supply = parseUnits(String(options.phoSupply ?? 100_000_000n), 18)
      const sent = await sender.deploy(phoTokenAbi, bytecodeOf('PhoToken'), [me, supply], 2_000_000n)
      progress.contracts.pho = sent.address
      return sent
    })
    const pho = progress.contracts.pho!
    addToken({ address: pho, symbol: 'PHO', name: 'PhoSwap Token', decimals: 18 })

    // tokens by symbol: core's list, then the operator's, each only where it has code on this chain
    const known = new Map<string, DeployedToken>()
    for (const t of listed)
      known.set(t.symbol, { address: t.address, symbol: t.symbol, name: t.name, decimals: t.decimals })
    for (const [symbol, address] of Object.entries(options.tokens ?? {})) {
      known.set(symbol, { ...(await readToken(client, getAddress(address))), symbol })
    }
    const present = new Map<string, DeployedToken>([['PHO', progress.tokens.find((t) => t.address === pho)!]])
    for (const [symbol, token] of known) if (await hasCode(token.address)) present.set(symbol, token)

    // the pairs the farms' pools need, in the spec's order; a pool is left out when a token is missing
    const skipped: string[] = []
    const poolPairs = new Set<string>()
    for (const farm of seedFarms) {
      for (const pool of farm.pools) {
        const missing = pool.pair.split('-').filter((symbol) => !present.has(symbol))
        if (missing.length === 0) poolPairs.add(pool.pair)
        else skipped.push(`${farm.name} pool ${pool.pair}: no ${missing.join(', ')} on chain ${chainId}`)
      }
    }
    for (const line of [...new Set(skipped)]) log(`skip ${line}`)

    for (const name of poolPairs) {
      const [a, b] = name.split('-').map((symbol) => present.get(symbol)!) as [DeployedToken, DeployedToken]
      await step(`pair:${name}`, `pair ${name}`, async () => {
        const existing = dryRun
          ? zeroAddress
          : await client.readContract({
              address: factory!,
              abi: factoryAbi,
              functionName: 'getPair',
              args: [a.address, b.address],
            })
        let sent: { gas: bigint } | null = null
        if (existing === zeroAddress) {
          const data = encodeFunctionData({ abi: factoryAbi, functionName: 'createPair', args: [a.address, b.address] })
          sent = await sender.call(factory!, data, gasOf.createPair)
        }
        const [token0, token1] = sortTokens(a.address, b.address)
        progress.pairs.push({ address: pairFor(factory!, token0, token1).pair, token0, token1, name })
        addToken(a)
        addToken(b)
        return sent && { gas: sent.gas }
      })
    }

    for (const pair of progress.pairs.filter((p) => p.token0 === pho || p.token1 === pho)) {
      await step(`pho:setPair:${pair.name}`, `PHO marks ${pair.name} as taxed`, async () => {
        const data = encodeFunctionData({ abi: phoTokenAbi, functionName: 'setPair', args: [pair.address, true] })
        return sender.call(pho, data, gasOf.setPair)
      })
    }

    if (options.sinks) {
      const { liquidity, equity, ecosystem, burn = deadAddress } = options.sinks
      await step('pho:setSinks', 'PHO tax sinks', async () => {
        const data = encodeFunctionData({
          abi: phoTokenAbi,
          functionName: 'setSinks',
          args: [liquidity, equity, burn, ecosystem],
        })
        return sender.call(pho, data, gasOf.setSinks)
      })
    } else {
      log(`warning: PHO's tax sinks stay the deployer ${me} (burn share to the dead address); set them with setSinks`)
    }

    for (const spec of seedFarms) {
      await step(`farm:${spec.name}`, `Farm ${spec.name} (${spec.rewardPerBlock} PHO per block)`, async () => {
        const sent = await sender.deploy(
          farmAbi,
          bytecodeOf('Farm'),
          [me, pho, parseEther(spec.rewardPerBlock), 0n],
          3_000_000n,
        )
        progress.contracts[spec.name] = sent.address
        progress.farms.push({ name: spec.name, address: sent.address, rewardToken: pho, pools: [] })
        return sent
      })
      const farm = progress.farms.find((f) => f.name === spec.name)!
      for (const pool of spec.pools) {
        const pair = progress.pairs.find((p) => p.name === pool.pair)
        if (!pair) continue
        await step(`farm:${spec.name}:add:${pool.pair}`, `${spec.name} pool ${pool.pair}`, async () => {
          const data = encodeFunctionData({ abi: farmAbi, functionName: 'add', args: [pool.allocPoint, pair.address] })
          const sent = await sender.call(farm.address, data, gasOf.farmAdd)
          farm.pools.push({ pid: farm.pools.length, lpToken: pair.address, name: pair.name })
          return sent
        })
      }
    }

    await step('phoStaking', 'PHO lock staking', async () => {
      const day = 24n * 60n * 60n
      const sent = await sender.deploy(
        lockStakingAbi,
        bytecodeOf('LockStaking'),
        [me, pho, pho, options.lockSeconds ?? 30n * day, options.rewardsSeconds ?? 30n * day],
        2_500_000n,
      )
      progress.contracts.phoStaking = sent.address
      return sent
    })
    await step('flashExchange', 'FlashExchange', async () => {
      const sent = await sender.deploy(flashExchangeAbi, bytecodeOf('FlashExchange'), [me], 2_500_000n)
      progress.contracts.flashExchange = sent.address
      return sent
    })
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
  const operatorSteps = operatorStepsFor(progress, !options.sinks)
  if (dryRun) return { steps, gas, balance, gasPrice, operatorSteps }

  const c = progress.contracts
  const deployment = parseDeployment(
    JSON.parse(
      JSON.stringify({
        chainId,
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
      } satisfies Deployment),
    ),
  )
  writeDeployment(options.outDir, deployment)
  rmSync(partialFile, { force: true })
  return { steps, deployment, file, gas, balance, gasPrice, operatorSteps }
}

async function readToken(client: PublicClient, address: Address): Promise<DeployedToken> {
  const [symbol, name, decimals] = await Promise.all([
    client.readContract({ address, abi: erc20Abi, functionName: 'symbol' }),
    client.readContract({ address, abi: erc20Abi, functionName: 'name' }),
    client.readContract({ address, abi: erc20Abi, functionName: 'decimals' }),
  ])
  return { address, symbol, name, decimals }
}

function operatorStepsFor(progress: Progress, sinksLeft: boolean): string[] {
  const c = progress.contracts
  const lines = [
    ...progress.farms.map(
      (f) => `fund ${f.name} ${f.address}: PHO approve(${f.address}, amount), then fundRewards(amount) (owner)`,
    ),
    `fund the PHO lock staking ${c.phoStaking}: PHO approve, then notifyRewardAmount(amount) (owner)`,
    `flash exchange ${c.flashExchange}: addExchange(from, to, ratio 1e18, allow) per record, then send it the PHO it pays out`,
    'add liquidity to the pairs (the farms pay for LP tokens of pairs with reserves)',
    'verify every contract on the chain explorer (solc 0.8.37, settings of contracts/lib/build.ts)',
  ]
  if (sinksLeft) lines.unshift(`PHO ${c.pho}: setSinks(liquidity, equity, burn, ecosystem) (they are the deployer now)`)
  lines.push('PHO: setPair(pair, true) for every later PHO pair, setExempt where a contract must move PHO untaxed')
  return lines
}
