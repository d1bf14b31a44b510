import { anvilAccounts } from '@phoswap/contracts/accounts'
import { farmAbi } from '@phoswap/core/abi/farmAbi'
import { routerAbi } from '@phoswap/core/abi/index'
import { testTokenAbi } from '@phoswap/core/abi/testTokenAbi'
import type { Deployment } from '@phoswap/core/deployments'
import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  type Hex,
  http,
  maxUint256,
  parseEther,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { tokenAddress } from './chain'

function localChain(rpcUrl: string) {
  return defineChain({
    id: 31337,
    name: 'Local',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
}

/** Clients of the sandbox chain: reads, and anvil's time and mining controls. */
export function miningClients(rpcUrl: string) {
  const chain = localChain(rpcUrl)
  return {
    client: createPublicClient({ chain, transport: http(rpcUrl) }),
    testClient: createTestClient({ chain, mode: 'anvil', transport: http(rpcUrl) }),
  }
}

export interface MiningWallet {
  privateKey: Hex
  address: Address
  /** The PHO-USDT pair, which is the LP token of the farm's PHO-USDT pool. */
  lpToken: Address
}

/**
 * A fresh account for the mining tests (no other test file uses it): 10 ETH, 1000 PHO and 1000 USDT from the
 * deployer (anvil account 0), then `lpEach` (200) PHO + as many USDT added to the PHO-USDT pool so it holds LP
 * tokens.
 */
export async function fundMiningWallet(
  rpcUrl: string,
  deployment: Deployment,
  { lpEach = '200' }: { lpEach?: string } = {},
): Promise<MiningWallet> {
  const chain = localChain(rpcUrl)
  const { client } = miningClients(rpcUrl)
  const privateKey = generatePrivateKey()
  const account = privateKeyToAccount(privateKey)
  const deployer = createWalletClient({ account: anvilAccounts[0]!, chain, transport: http(rpcUrl) })
  const mine = async (hash: Hex) => {
    const receipt = await client.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error('a funding transaction reverted')
  }
  const pho = deployment.contracts.pho
  const usdt = tokenAddress(deployment, 'USDT')
  await mine(await deployer.sendTransaction({ to: account.address, value: parseEther('10') }))
  for (const token of [pho, usdt]) {
    await mine(
      await deployer.writeContract({
        address: token,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [account.address, parseEther('1000')],
      }),
    )
  }
  const wallet = createWalletClient({ account, chain, transport: http(rpcUrl) })
  const router = deployment.contracts.router
  for (const token of [pho, usdt]) {
    await mine(
      await wallet.writeContract({
        address: token,
        abi: erc20Abi,
        functionName: 'approve',
        args: [router, maxUint256],
      }),
    )
  }
  const block = await client.getBlock()
  await mine(
    await wallet.writeContract({
      address: router,
      abi: routerAbi,
      functionName: 'addLiquidity',
      args: [pho, usdt, parseEther(lpEach), parseEther(lpEach), 0n, 0n, account.address, block.timestamp + 600n],
      gas: 1_000_000n,
    }),
  )
  const pair = deployment.pairs.find((p) => p.name === 'PHO-USDT')
  if (!pair) throw new Error('no PHO-USDT pair in the deployment')
  return { privateKey, address: account.address, lpToken: pair.address }
}

/**
 * A fresh account holding `holds` of each token (10 ETH besides): PHO from the deployer, a test token minted by it
 * (the deployer owns the test tokens). Returns its key; the router is approved for every token given.
 */
export async function fundAccount(
  rpcUrl: string,
  deployment: Deployment,
  holds: Record<string, string>,
): Promise<{ privateKey: Hex; address: Address }> {
  const chain = localChain(rpcUrl)
  const { client } = miningClients(rpcUrl)
  const privateKey = generatePrivateKey()
  const account = privateKeyToAccount(privateKey)
  const deployer = createWalletClient({ account: anvilAccounts[0]!, chain, transport: http(rpcUrl) })
  const wallet = createWalletClient({ account, chain, transport: http(rpcUrl) })
  const mine = async (hash: Hex) => {
    if ((await client.waitForTransactionReceipt({ hash })).status !== 'success') throw new Error('funding reverted')
  }
  await mine(await deployer.sendTransaction({ to: account.address, value: parseEther('10') }))
  for (const [symbol, amount] of Object.entries(holds)) {
    const token = tokenAddress(deployment, symbol)
    const args = [account.address, parseEther(amount)] as const
    await mine(
      token === deployment.contracts.pho
        ? await deployer.writeContract({ address: token, abi: erc20Abi, functionName: 'transfer', args })
        : await deployer.writeContract({ address: token, abi: testTokenAbi, functionName: 'mint', args }),
    )
    const spender = deployment.contracts.router
    await mine(
      await wallet.writeContract({
        address: token,
        abi: erc20Abi,
        functionName: 'approve',
        args: [spender, maxUint256],
      }),
    )
  }
  return { privateKey, address: account.address }
}

/** Adds `amountA` of token A and `amountB` of token B (whole tokens) to their pair from the account, as a user would. */
export async function addLiquidityFrom(
  rpcUrl: string,
  deployment: Deployment,
  privateKey: Hex,
  [symbolA, amountA]: readonly [string, string],
  [symbolB, amountB]: readonly [string, string],
): Promise<void> {
  const chain = localChain(rpcUrl)
  const { client } = miningClients(rpcUrl)
  const account = privateKeyToAccount(privateKey)
  const wallet = createWalletClient({ account, chain, transport: http(rpcUrl) })
  const block = await client.getBlock()
  const hash = await wallet.writeContract({
    address: deployment.contracts.router,
    abi: routerAbi,
    functionName: 'addLiquidity',
    args: [
      tokenAddress(deployment, symbolA),
      tokenAddress(deployment, symbolB),
      parseEther(amountA),
      parseEther(amountB),
      0n,
      0n,
      account.address,
      block.timestamp + 600n,
    ],
    gas: 1_000_000n,
  })
  if ((await client.waitForTransactionReceipt({ hash })).status !== 'success') throw new Error('addLiquidity reverted')
}

/** The farm holding the spec's current pools and its PHO-USDT pool id. */
export function phoUsdtPool(deployment: Deployment): { farm: Address; pid: bigint } {
  const farm = deployment.farms?.find((f) => f.name === 'farm')
  const pool = farm?.pools.find((p) => p.name === 'PHO-USDT')
  if (!farm || !pool) throw new Error('no farm PHO-USDT pool in the deployment')
  return { farm: farm.address, pid: BigInt(pool.pid) }
}

export { farmAbi }
