import { farmAbi } from '@phoswap/core/abi/farmAbi'
import { buildActionMessage } from '@phoswap/core/auth/actionMessage'
import type { Deployment } from '@phoswap/core/deployments'
import { createWalletClient, erc20Abi, type Hex, http, type PrivateKeyAccount } from 'viem'
import { foundry } from 'viem/chains'
import { expect } from 'vitest'
import { apiAs } from './explainBills'
import { miningClients, phoUsdtPool } from './miningChain'
import { SIGN_IN_CHAIN_ID } from './session'

/** Binds the signed-in `account` to the owner of `inviteCode`, signing the bind as the app's bind popup does. */
export async function bindReferrer(
  base: string,
  account: PrivateKeyAccount,
  token: string,
  inviteCode: string,
): Promise<void> {
  const action = 'bind'
  const { nonce } = (await apiAs<{ nonce: string }>(base, '/auth/action-nonce', token, { action })).data
  const params = { invite_code: inviteCode }
  const message = buildActionMessage({ action, address: account.address, chainId: SIGN_IN_CHAIN_ID, nonce, params })
  const signature = await account.signMessage({ message })
  const bound = await apiAs(base, '/user-center/bind', token, { invite_code: inviteCode, nonce, signature })
  expect(bound.code, bound.msg).toBe(200)
}

/**
 * Stakes all of the account's PHO-USDT LP in the farm, lets a few blocks pass and harvests, as the mining page
 * does; the harvest's transaction hash (its PHO is what the GDT mining reward is paid on).
 */
export async function stakeAndHarvest(
  rpcUrl: string,
  deployment: Deployment,
  account: PrivateKeyAccount,
  lpToken: Hex,
): Promise<Hex> {
  const { client, testClient } = miningClients(rpcUrl)
  const chain = { ...foundry, rpcUrls: { default: { http: [rpcUrl] } } }
  const wallet = createWalletClient({ account, chain, transport: http(rpcUrl) })
  const { farm, pid } = phoUsdtPool(deployment)
  const send = async (hash: Hex) => {
    const receipt = await client.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error('a farm transaction reverted')
    return hash
  }
  const lp = await client.readContract({
    address: lpToken,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [account.address],
  })
  await send(await wallet.writeContract({ address: lpToken, abi: erc20Abi, functionName: 'approve', args: [farm, lp] }))
  await send(await wallet.writeContract({ address: farm, abi: farmAbi, functionName: 'deposit', args: [pid, lp] }))
  await testClient.mine({ blocks: 5 })
  return send(await wallet.writeContract({ address: farm, abi: farmAbi, functionName: 'harvest', args: [pid] }))
}
