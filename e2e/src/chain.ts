import { routerAbi } from '@phoswap/core/abi/index'
import type { Deployment } from '@phoswap/core/deployments'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  type Hex,
  http,
  maxUint256,
  type PrivateKeyAccount,
} from 'viem'
import { expect } from 'vitest'

function localChain(rpcUrl: string) {
  return defineChain({
    id: 31337,
    name: 'Local',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
}

export function tokenAddress(deployment: Deployment, symbol: string): Address {
  const token = deployment.tokens.find((t) => t.symbol === symbol)
  if (!token) throw new Error(`no ${symbol} in the deployment`)
  return token.address
}

/**
 * Swaps on chain outside the app, as another trader would (fee-on-transfer variant, so PHO's tax is fine); the
 * swap's transaction hash.
 */
export async function swapOnChain(
  rpcUrl: string,
  deployment: Deployment,
  account: PrivateKeyAccount,
  path: string[],
  amountIn: bigint,
): Promise<Hex> {
  const chain = localChain(rpcUrl)
  const publicClient = createPublicClient({ chain, transport: http(rpcUrl) })
  const wallet = createWalletClient({ account, chain, transport: http(rpcUrl) })
  const addresses = path.map((symbol) => tokenAddress(deployment, symbol))
  const router = deployment.contracts.router
  const approve = await wallet.writeContract({
    address: addresses[0]!,
    abi: erc20Abi,
    functionName: 'approve',
    args: [router, maxUint256],
  })
  await publicClient.waitForTransactionReceipt({ hash: approve })
  const block = await publicClient.getBlock()
  const hash = await wallet.writeContract({
    address: router,
    abi: routerAbi,
    functionName: 'swapExactTokensForTokensSupportingFeeOnTransferTokens',
    args: [amountIn, 0n, addresses, account.address, block.timestamp + 600n],
    gas: 600_000n,
  })
  const receipt = await publicClient.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error('the swap reverted')
  return hash
}

/**
 * Waits until the server's indexer has confirmed and read every block with a transaction up to the chain's head.
 * Not the head itself: the indexer stays its confirmation depth behind the head, and once the sandbox's pump has
 * mined those empty blocks after the last transaction, no further block comes (readiness `indexed` = head - depth).
 */
export async function waitIndexed(base: string, rpcUrl: string): Promise<void> {
  const client = createPublicClient({ chain: localChain(rpcUrl), transport: http(rpcUrl) })
  let last = await client.getBlockNumber({ cacheTime: 0 })
  while (last > 0n && (await client.getBlock({ blockNumber: last })).transactions.length === 0) last--
  await expect
    .poll(
      async () => {
        const ready = await (await fetch(`${base}v1/health/ready`)).json()
        return (ready.data.chains as { chain_id: number; indexed: number | null }[]).find((c) => c.chain_id === 31337)
          ?.indexed
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(Number(last))
}
