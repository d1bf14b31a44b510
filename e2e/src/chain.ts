import { routerAbi } from '@phoswap/core/abi/index'
import type { Deployment } from '@phoswap/core/deployments'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  http,
  maxUint256,
  type PrivateKeyAccount,
} from 'viem'

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

/** Swaps on chain outside the app, as another trader would (fee-on-transfer variant, so PHO's tax is fine). */
export async function swapOnChain(
  rpcUrl: string,
  deployment: Deployment,
  account: PrivateKeyAccount,
  path: string[],
  amountIn: bigint,
): Promise<void> {
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
}
