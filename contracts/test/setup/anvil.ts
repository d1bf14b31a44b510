import type { Deployment } from '@phoswap/core/deployments'
import {
  type Abi,
  type Account,
  type Address,
  type Chain,
  type ContractConstructorArgs,
  createPublicClient,
  createTestClient,
  createWalletClient,
  type Hex,
  http,
  type PublicClient,
  type TestClient,
  type Transport,
  toHex,
  type WalletClient,
} from 'viem'
import { anvil as anvilChain } from 'viem/chains'
import { afterAll, beforeAll, inject } from 'vitest'
import { anvilAccounts } from '../../lib/accounts'
import { type ContractName, readArtifact } from '../../lib/artifacts'
import { claimAnvil, resetToBaseline } from './pool'

export type Wallet = WalletClient<Transport, Chain, Account>

export interface TestChain {
  rpcUrl: string
  deployment: Deployment
  publicClient: PublicClient
  testClient: TestClient
  /** Wallet of anvil account i (0 deployed everything; 1..9 are funded users). */
  wallet(i: number): Wallet
  /** Deploys a contract from contracts/artifacts and waits for it. */
  deploy(name: ContractName, args?: readonly unknown[], from?: number): Promise<Address>
  /** Waits for a transaction and fails if it reverted. */
  confirm(hash: Hex | Promise<Hex>): Promise<void>
}

/**
 * anvil estimates gas at the pending block's timestamp; when the block is mined a second later, the pair's
 * price accumulators are written too and the estimate falls short (as in Uniswap V2). Wallets pad the
 * estimate; so do the test wallets.
 */
function paddedGasTransport(url: string): Transport {
  const base = http(url)
  // +50k covers the first write of both accumulators (two zero-to-nonzero slots)
  const pad = (gas: Hex) => toHex((BigInt(gas) * 4n) / 3n + 50_000n)
  return (config) => {
    const transport = base(config)
    const request = (async (args: { method: string; params?: unknown }) => {
      const result = (await transport.request(args as never)) as unknown
      if (args.method === 'eth_estimateGas') return pad(result as Hex)
      if (args.method === 'eth_fillTransaction') {
        const filled = result as { tx?: { gas?: Hex } }
        if (filled.tx?.gas) return { ...filled, tx: { ...filled.tx, gas: pad(filled.tx.gas) } }
      }
      return result
    }) as typeof transport.request
    return { ...transport, request }
  }
}

/**
 * Gives the test file a seeded anvil of its own: claims one of the global setup's anvils (the one of
 * this worker, VITEST_POOL_ID, when free) and resets it to the seeded baseline before the file runs.
 */
export function useChain(): TestChain {
  const chain = {} as TestChain
  let release = () => {}
  beforeAll(async () => {
    const urls = inject('contractsRpcUrls')
    const poolId = Number(process.env.VITEST_POOL_ID ?? 1)
    const claimed = await claimAnvil(urls, (poolId - 1) % urls.length)
    release = claimed.release
    await resetToBaseline(claimed.rpcUrl)
    const transport = paddedGasTransport(claimed.rpcUrl)
    const localChain = { ...anvilChain, rpcUrls: { default: { http: [claimed.rpcUrl] } } }
    const publicClient = createPublicClient({ chain: localChain, transport, pollingInterval: 20 })
    const wallets = new Map<number, Wallet>()
    Object.assign(chain, {
      rpcUrl: claimed.rpcUrl,
      deployment: inject('contractsDeployment'),
      publicClient,
      testClient: createTestClient({ chain: localChain, mode: 'anvil', transport }),
      wallet(i: number) {
        let wallet = wallets.get(i)
        if (!wallet) {
          wallet = createWalletClient({ account: anvilAccounts[i]!, chain: localChain, transport })
          wallets.set(i, wallet)
        }
        return wallet
      },
      async confirm(hash: Hex | Promise<Hex>) {
        const receipt = await publicClient.waitForTransactionReceipt({ hash: await hash, pollingInterval: 20 })
        if (receipt.status === 'success') return
        const tx = await publicClient.getTransaction({ hash: receipt.transactionHash })
        const reason = await publicClient
          .call({ account: tx.from, to: tx.to, data: tx.input, value: tx.value, blockNumber: receipt.blockNumber - 1n })
          .then(
            () => 'no revert when replayed on the parent block',
            (error: Error) => error.message.split('\n')[0],
          )
        throw new Error(
          `transaction ${receipt.transactionHash} reverted in block ${receipt.blockNumber} (gas ${receipt.gasUsed} of ${tx.gas}, ${tx.to}): ${reason}`,
        )
      },
      async deploy(name: ContractName, args: readonly unknown[] = [], from = 0) {
        const { abi, bytecode } = readArtifact(name)
        const hash = await chain.wallet(from).deployContract({
          abi: abi as Abi,
          bytecode,
          args: args as ContractConstructorArgs<Abi>,
        })
        const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20 })
        if (!receipt.contractAddress) throw new Error(`deploying ${name} failed`)
        return receipt.contractAddress
      },
    } satisfies TestChain)
  })
  afterAll(() => release())
  return chain
}

/** Finds a seeded token or pair by symbol / name. */
export function tokenOf(deployment: Deployment, symbol: string): Address {
  const token = deployment.tokens.find((t) => t.symbol === symbol)
  if (!token) throw new Error(`no token ${symbol}`)
  return token.address
}

export function pairOf(deployment: Deployment, name: string): Address {
  const pair = deployment.pairs.find((p) => p.name === name)
  if (!pair) throw new Error(`no pair ${name}`)
  return pair.address
}
