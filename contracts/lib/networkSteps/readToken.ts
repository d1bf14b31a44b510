import type { DeployedToken } from '@phoswap/core/deployments'
import { type Address, erc20Abi, type PublicClient } from 'viem'

/** A token's symbol, name and decimals as the chain reports them. */
export async function readToken(client: PublicClient, address: Address): Promise<DeployedToken> {
  const [symbol, name, decimals] = await Promise.all([
    client.readContract({ address, abi: erc20Abi, functionName: 'symbol' }),
    client.readContract({ address, abi: erc20Abi, functionName: 'name' }),
    client.readContract({ address, abi: erc20Abi, functionName: 'decimals' }),
  ])
  return { address, symbol, name, decimals }
}
