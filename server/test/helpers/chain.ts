import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { anvilAccounts } from '@phoswap/contracts/accounts'
import { type Anvil, freePort, startAnvil } from '@phoswap/contracts/anvil'
import { deployAndSeed, writeDeployment } from '@phoswap/contracts/seed'
import { createTxSender } from '@phoswap/contracts/sender'
import { pairAbi } from '@phoswap/core/abi/pairAbi'
import { routerAbi } from '@phoswap/core/abi/routerAbi'
import type { Deployment } from '@phoswap/core/deployments'
import {
  type Address,
  createPublicClient,
  createTestClient,
  encodeFunctionData,
  erc20Abi,
  getAbiItem,
  http,
  maxUint256,
  type PublicClient,
  parseUnits,
} from 'viem'
import type { ServerConfig } from '../../src/config'
import type { App } from '../../src/types'
import { testConfig } from './testApp'

/** A seeded anvil of this test file, its deployments folder and a trader (anvil account 1). */
export interface TestChain {
  anvil: Anvil
  deployment: Deployment
  deploymentsDir: string
  client: PublicClient
  testClient: ReturnType<typeof createTestClient>
  /** Swaps `amount` whole tokens of `from` for `to` through the router; resolves when mined. */
  swap: (from: string, to: string, amount: string) => Promise<void>
  /** Every Sync event of the deployment's pairs on the canonical chain, as "txHash:logIndex". */
  chainEvents: () => Promise<string[]>
  stop: () => Promise<void>
}

export async function startTestChain(): Promise<TestChain> {
  const anvil = await startAnvil({ port: await freePort() })
  const deployment = await deployAndSeed({ rpcUrl: anvil.rpcUrl })
  const deploymentsDir = mkdtempSync(join(tmpdir(), 'phoswap-deployments-'))
  writeDeployment(deploymentsDir, deployment)
  const client = createPublicClient({ transport: http(anvil.rpcUrl) }) as PublicClient
  const testClient = createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl) })
  const trader = anvilAccounts[1]!
  const approved = new Set<string>()
  const token = (symbol: string) => {
    const found = deployment.tokens.find((t) => t.symbol === symbol)
    if (!found) throw new Error(`no token ${symbol}`)
    return found
  }
  const swap = async (from: string, to: string, amount: string) => {
    const sender = await createTxSender({ rpcUrl: anvil.rpcUrl, account: trader })
    const a = token(from)
    const b = token(to)
    if (!approved.has(a.symbol)) {
      await sender.send({
        to: a.address,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [deployment.contracts.router, maxUint256],
        }),
      })
      approved.add(a.symbol)
    }
    await sender.send({
      to: deployment.contracts.router,
      data: encodeFunctionData({
        abi: routerAbi,
        functionName: 'swapExactTokensForTokens',
        args: [parseUnits(amount, a.decimals), 0n, [a.address, b.address], trader.address, maxUint256],
      }),
    })
    await sender.flush()
  }
  const chainEvents = async () => {
    const logs = await client.getLogs({
      address: deployment.pairs.map((p) => p.address),
      event: getAbiItem({ abi: pairAbi, name: 'Sync' }),
      fromBlock: BigInt(deployment.startBlock),
      toBlock: 'latest',
    })
    return logs.map((l) => `${l.transactionHash}:${l.logIndex}`).sort()
  }
  return {
    anvil,
    deployment,
    deploymentsDir,
    client,
    testClient,
    swap,
    chainEvents,
    stop: async () => {
      await anvil.stop()
      rmSync(deploymentsDir, { recursive: true, force: true })
    },
  }
}

/** A server config that indexes the test chain quickly (no confirmations, short polls and back-off). */
export function indexingConfig(chain: TestChain, rpcUrl = chain.anvil.rpcUrl): ServerConfig {
  return testConfig({
    deploymentsDirs: [chain.deploymentsDir],
    rpcUrls: { 31337: rpcUrl },
    indexer: {
      enabled: true,
      chainIds: [31337],
      pollMs: { 31337: 50 },
      confirmations: { 31337: 0 },
      maxBlockRange: 40,
      backoffMinMs: 20,
      backoffMaxMs: 200,
    },
  })
}

export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Waits until the app's indexer has stored the chain's current head. */
export async function waitIndexed(app: App, chain: TestChain): Promise<number> {
  const head = Number(await chain.client.getBlockNumber({ cacheTime: 0 }))
  return waitFor(`block ${head} indexed`, () => {
    const last = app.indexer.status().chains[31337]?.lastBlock
    return last !== null && last !== undefined && last >= head ? last : false
  })
}

/** An RPC proxy that can be switched off (connections dropped) and on again. */
export async function switchableProxy(
  target: string,
): Promise<{ url: string; up: boolean; close: () => Promise<void> }> {
  const state = { up: false }
  const server: Server = createServer(async (req, res) => {
    if (!state.up) {
      req.socket.destroy()
      return
    }
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const answer = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.concat(chunks),
    })
    res.writeHead(answer.status, { 'content-type': 'application/json' })
    res.end(Buffer.from(await answer.arrayBuffer()))
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${port}`,
    get up() {
      return state.up
    },
    set up(value: boolean) {
      state.up = value
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export type { Address }
