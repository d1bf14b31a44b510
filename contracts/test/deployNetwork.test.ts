import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { communityStakeAbi } from '@phoswap/core/abi/communityStakeAbi'
import { factoryAbi } from '@phoswap/core/abi/factoryAbi'
import { farmAbi } from '@phoswap/core/abi/farmAbi'
import { phoTokenAbi } from '@phoswap/core/abi/phoTokenAbi'
import { routerAbi } from '@phoswap/core/abi/routerAbi'
import { withdrawVaultAbi } from '@phoswap/core/abi/withdrawVaultAbi'
import { parseDeployment } from '@phoswap/core/deployments'
import { STATIC_TOKEN_LISTS } from '@phoswap/core/tokens'
import {
  type Abi,
  type Address,
  type ContractConstructorArgs,
  createPublicClient,
  createTestClient,
  createWalletClient,
  type Hex,
  http,
  type PublicClient,
  zeroAddress,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anvilAccounts, labelledAccount } from '../lib/accounts'
import { type Anvil, freePort, startAnvil } from '../lib/anvil'
import { type ContractName, readArtifact } from '../lib/artifacts'
import { ensureBuilt } from '../lib/build'
import { canonicalMulticall3, DeployError, deployToNetwork, type NetworkDeployOptions } from '../lib/deployNetwork'

// anvil with chain id 66 stands in for OKT Chain: Multicall3, WOKT and USDT sit at their real addresses
const chainId = 66
const listed = (symbol: string) => STATIC_TOKEN_LISTS[chainId]!.find((t) => t.symbol === symbol)!.address
const wokt = listed('WOKT')
const usdt = listed('USDT')
const deployer = anvilAccounts[2]!
const helper = anvilAccounts[1]!
const vaultSigner = labelledAccount('test:network-vault-signer').address

let anvil: Anvil
let client: PublicClient
let gdt: Address
let otherWrapped: Address
const tmp = mkdtempSync(join(tmpdir(), 'phoswap-deploy-'))
const outDir = join(tmp, 'deployments')

async function deployFromHelper(name: ContractName, args: readonly unknown[]): Promise<Address> {
  const { abi, bytecode } = readArtifact(name)
  const wallet = createWalletClient({ account: helper, transport: http(anvil.rpcUrl) })
  const hash = await wallet.deployContract({
    abi: abi as Abi,
    bytecode,
    args: args as ContractConstructorArgs<Abi>,
    chain: null,
  })
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
  return receipt.contractAddress!
}

const nonce = () => client.getTransactionCount({ address: deployer.address })
const options = (extra: Partial<NetworkDeployOptions> = {}): NetworkDeployOptions => ({
  rpcUrl: anvil.rpcUrl,
  chainId,
  account: deployer,
  outDir,
  tokens: { GDT: gdt },
  vaultSigner,
  pollingInterval: 20,
  ...extra,
})

beforeAll(async () => {
  ensureBuilt()
  anvil = await startAnvil({ port: await freePort(), chainId })
  client = createPublicClient({ transport: http(anvil.rpcUrl), pollingInterval: 20 }) as PublicClient
  const testClient = createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl) })
  const copyCode = async (from: Address, to: Address) =>
    testClient.setCode({ address: to, bytecode: (await client.getCode({ address: from })) as Hex })
  await testClient.setCode({ address: canonicalMulticall3, bytecode: readArtifact('Multicall3').deployedBytecode })
  otherWrapped = await deployFromHelper('WrappedNative', ['Wrapped OKT', 'WOKT'])
  await copyCode(otherWrapped, wokt)
  await copyCode(await deployFromHelper('TestToken', ['Tether USD', 'USDT', 18, 10n ** 24n]), usdt)
  gdt = await deployFromHelper('TestToken', ['GDT Token', 'GDT', 18, 10n ** 24n])
})

afterAll(async () => {
  await anvil?.stop()
  rmSync(tmp, { recursive: true, force: true })
})

describe('deployToNetwork', () => {
  it('refuses an RPC of another chain before sending anything', async () => {
    const before = await nonce()
    await expect(deployToNetwork(options({ chainId: 56 }))).rejects.toThrow(
      'the RPC answers chain id 66, not 56; nothing was sent',
    )
    expect(await nonce()).toBe(before)
    expect(existsSync(outDir)).toBe(false)
  })

  it('refuses to run without a vault signer before sending anything', async () => {
    const before = await nonce()
    for (const bad of [undefined, zeroAddress]) {
      await expect(deployToNetwork(options({ vaultSigner: bad as unknown as Address }))).rejects.toThrow(
        '--vault-signer <address> is required',
      )
    }
    expect(await nonce()).toBe(before)
    expect(existsSync(outDir)).toBe(false)
  })

  it('refuses a chain without Cancun before sending anything', async () => {
    const shanghai = await startAnvil({ port: await freePort(), chainId, hardfork: 'shanghai' })
    try {
      await expect(deployToNetwork(options({ rpcUrl: shanghai.rpcUrl }))).rejects.toThrow('does not run Cancun opcodes')
    } finally {
      await shanghai.stop()
    }
    expect(existsSync(outDir)).toBe(false)
  })

  it('dry run prints the plan and sends nothing', async () => {
    const before = await nonce()
    const lines: string[] = []
    const plan = await deployToNetwork(options({ dryRun: true, log: (line) => lines.push(line) }))
    expect(await nonce()).toBe(before)
    expect(existsSync(outDir)).toBe(false)
    const action = (id: string) => plan.steps.find((s) => s.id === id)
    expect(action('multicall3')).toMatchObject({ action: 'reuse' })
    expect(action('wrappedNative')).toMatchObject({ action: 'reuse' })
    expect(action('factory')).toMatchObject({ action: 'deploy' })
    expect(action('pair:PHO-USDT')).toMatchObject({ action: 'call' })
    expect(action('pair:FEP-BTC')).toBeUndefined()
    expect(plan.steps.map((s) => s.id)).toEqual([
      'multicall3',
      'wrappedNative',
      'factory',
      'router',
      'pho',
      'pair:PHO-USDT',
      'pair:GDT-PHO',
      'pho:setPair:PHO-USDT',
      'pho:setPair:GDT-PHO',
      'farm:farm',
      'farm:farm:add:PHO-USDT',
      'farm:farm:add:GDT-PHO',
      'farm:legacyFarm',
      'farm:legacyFarm:add:PHO-USDT',
      'phoStaking',
      'flashExchange',
      'withdrawVault',
      'communityStake',
      'gdtPackExchange',
    ])
    expect(plan.gas).toBeGreaterThan(10_000_000n)
    expect(plan.balance).toBe(await client.getBalance({ address: deployer.address }))
    expect(lines).toContain(`skip farm pool FEP-BTC: no FEP, BTC on chain ${chainId}`)
    expect(lines.some((line) => line.startsWith("warning: PHO's tax sinks stay the deployer"))).toBe(true)

    const withOption = await deployToNetwork(options({ dryRun: true, wrappedNative: otherWrapped }))
    expect(withOption.steps.find((s) => s.id === 'wrappedNative')).toMatchObject({ action: 'reuse' })
    expect(await nonce()).toBe(before)
  })

  it('deploys, reusing Multicall3 and the wrapped native token, and writes the deployments file', async () => {
    const result = await deployToNetwork(options())
    const file = join(outDir, `${chainId}.json`)
    expect(result.file).toBe(file)
    const written = parseDeployment(JSON.parse(readFileSync(file, 'utf8')))
    expect(written).toEqual(result.deployment)
    expect(existsSync(join(outDir, `${chainId}.partial.json`))).toBe(false)

    const { contracts, pairs, farms, tokens } = written
    expect(contracts.multicall3).toBe(canonicalMulticall3)
    expect(contracts.wrappedNative).toBe(wokt)
    // the community stake holds PHO, owned by the deployer, its release not started
    const stake = contracts.communityStake!
    expect(await client.readContract({ address: stake, abi: communityStakeAbi, functionName: 'token' })).toBe(
      contracts.pho,
    )
    expect(await client.readContract({ address: stake, abi: communityStakeAbi, functionName: 'stakeOpen' })).toBe(true)
    expect(await client.readContract({ address: contracts.router, abi: routerAbi, functionName: 'WETH' })).toBe(wokt)
    expect(await client.readContract({ address: contracts.pho, abi: phoTokenAbi, functionName: 'owner' })).toBe(
      deployer.address,
    )
    expect(pairs.map((p) => p.name)).toEqual(['PHO-USDT', 'GDT-PHO'])
    for (const pair of pairs) {
      const onChain = await client.readContract({
        address: contracts.factory,
        abi: factoryAbi,
        functionName: 'getPair',
        args: [pair.token0, pair.token1],
      })
      expect(onChain).not.toBe(zeroAddress)
      expect(onChain).toBe(pair.address)
      expect(
        await client.readContract({
          address: contracts.pho,
          abi: phoTokenAbi,
          functionName: 'isPair',
          args: [pair.address],
        }),
      ).toBe(true)
    }
    expect(farms?.map((f) => [f.name, f.pools.map((p) => p.name)])).toEqual([
      ['farm', ['PHO-USDT', 'GDT-PHO']],
      ['legacyFarm', ['PHO-USDT']],
    ])
    for (const farm of farms ?? []) {
      expect(contracts[farm.name]).toBe(farm.address)
      const length = await client.readContract({ address: farm.address, abi: farmAbi, functionName: 'poolLength' })
      expect(length).toBe(BigInt(farm.pools.length))
      expect(await client.readContract({ address: farm.address, abi: farmAbi, functionName: 'rewardBalance' })).toBe(0n)
    }
    for (const name of ['phoStaking', 'flashExchange', 'withdrawVault', 'gdtPackExchange'] as const) {
      expect(await client.getCode({ address: contracts[name]! })).not.toBe('0x')
    }
    const vault = { address: contracts.withdrawVault!, abi: withdrawVaultAbi } as const
    expect(await client.readContract({ ...vault, functionName: 'signer' })).toBe(vaultSigner)
    expect(await client.readContract({ ...vault, functionName: 'owner' })).toBe(deployer.address)
    expect(tokens.map((t) => t.symbol).sort()).toEqual(['GDT', 'PHO', 'USDT', 'WOKT'])
    expect(result.operatorSteps.some((line) => line.startsWith('fund farm'))).toBe(true)
  })

  it('plans the Good vote only where the chain has a Good token (here any ERC-20 named Good)', async () => {
    const before = await nonce()
    const lines: string[] = []
    const withGood = await deployToNetwork(
      options({ dryRun: true, force: true, tokens: { GDT: gdt, Good: gdt }, log: (line) => lines.push(line) }),
    )
    expect(withGood.steps.find((s) => s.id === 'goodVote')).toMatchObject({ action: 'deploy' })
    const without = await deployToNetwork(options({ dryRun: true, force: true, log: (line) => lines.push(line) }))
    expect(without.steps.some((s) => s.id === 'goodVote')).toBe(false)
    expect(lines.some((line) => line.startsWith('no Good token on this chain'))).toBe(true)
    // GDT has its pack exchange, VGT (absent here) has none
    expect(without.steps.find((s) => s.id === 'gdtPackExchange')).toBeDefined()
    expect(without.steps.some((s) => s.id === 'vgtPackExchange')).toBe(false)
    expect(lines.some((line) => line.startsWith('no VGT token on this chain'))).toBe(true)
    expect(await nonce()).toBe(before)
  })

  it('refuses to replace the file without --force and changes nothing', async () => {
    const file = join(outDir, `${chainId}.json`)
    const before = readFileSync(file, 'utf8')
    const count = await nonce()
    await expect(deployToNetwork(options())).rejects.toThrow('exists; pass --force')
    expect(await nonce()).toBe(count)
    expect(readFileSync(file, 'utf8')).toBe(before)
  })

  it('keeps what a failed run confirmed in the partial file and resumes from it', async () => {
    const dir = join(tmp, 'partial')
    const badSinks = { liquidity: zeroAddress, equity: helper.address, ecosystem: helper.address }
    const failed = await deployToNetwork(options({ outDir: dir, sinks: badSinks })).catch((error: unknown) => error)
    expect(failed).toBeInstanceOf(DeployError)
    const error = failed as DeployError
    expect(error.message).toContain('--resume')
    expect(error.partialFile).toBe(join(dir, `${chainId}.partial.json`))
    expect(Object.keys(error.deployed)).toEqual(
      expect.arrayContaining(['multicall3', 'wrappedNative', 'factory', 'router', 'pho']),
    )
    const partial = JSON.parse(readFileSync(error.partialFile!, 'utf8')) as { contracts: Record<string, Address> }
    expect(partial.contracts).toEqual(error.deployed)

    const count = await nonce()
    await expect(deployToNetwork(options({ outDir: dir }))).rejects.toThrow('pass --resume')
    expect(await nonce()).toBe(count)

    const goodSinks = { ...badSinks, liquidity: helper.address }
    const resumed = await deployToNetwork(options({ outDir: dir, sinks: goodSinks, resume: true }))
    expect(resumed.deployment?.contracts.factory).toBe(error.deployed.factory)
    expect(resumed.steps.find((s) => s.id === 'factory')?.action).toBe('skip')
    expect(
      await client.readContract({ address: error.deployed.pho!, abi: phoTokenAbi, functionName: 'liquiditySink' }),
    ).toBe(helper.address)
    expect(existsSync(error.partialFile!)).toBe(false)
  })
})
