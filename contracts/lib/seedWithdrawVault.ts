import { phoTokenAbi } from '@phoswap/core/abi/phoTokenAbi'
import { testTokenAbi } from '@phoswap/core/abi/testTokenAbi'
import { withdrawVaultAbi } from '@phoswap/core/abi/withdrawVaultAbi'
import type { DeployedToken, Deployment } from '@phoswap/core/deployments'
import { type Address, encodeFunctionData, type PrivateKeyAccount, parseEther, parseUnits } from 'viem'
import { deployerAccount, localLiabilitiesPublisher, localVaultSigner } from './accounts'
import { bytecodeOf } from './artifacts'
import { seedVaultFunding } from './seedData'
import { createTxSender, type TxSender } from './sender'

/**
 * Deploys the withdraw vault (owner the deployer, signer the sandbox's local vault signer, publisher the local
 * liabilities publisher, which gets 10 ETH of gas money) and funds it with seedVaultFunding: PHO from the deployer's
 * supply, the test tokens minted to it. Call sender.flush() to confirm.
 */
export async function seedWithdrawVault(
  sender: TxSender,
  options: { pho: Address; tokens: DeployedToken[] },
): Promise<Address> {
  const vault = await sender.deploy(withdrawVaultAbi, bytecodeOf('WithdrawVault'), [
    sender.account.address,
    localVaultSigner.address,
  ])
  for (const [symbol, whole] of Object.entries(seedVaultFunding)) {
    const token = options.tokens.find((t) => t.symbol === symbol)
    if (!token) throw new Error(`seed: unknown token ${symbol}`)
    const amount = parseUnits(whole, token.decimals)
    const data =
      token.address === options.pho
        ? encodeFunctionData({ abi: phoTokenAbi, functionName: 'transfer', args: [vault, amount] })
        : encodeFunctionData({ abi: testTokenAbi, functionName: 'mint', args: [vault, amount] })
    await sender.send({ to: token.address, data })
  }
  await sender.send({
    to: vault,
    data: encodeFunctionData({
      abi: withdrawVaultAbi,
      functionName: 'setPublisher',
      args: [localLiabilitiesPublisher.address],
    }),
  })
  await sender.send({ to: localLiabilitiesPublisher.address, data: '0x', value: parseEther('10') })
  return vault
}

/**
 * A sandbox chain seeded before the vault existed: deploys and funds the vault now and returns the deployment
 * with it (unchanged when its vault has code). Only for local chains whose TestTokens the deployer owns.
 */
export async function ensureWithdrawVault(options: {
  rpcUrl: string
  deployment: Deployment
  deployer?: PrivateKeyAccount
}): Promise<Deployment> {
  const { deployment } = options
  const sender = await createTxSender({ rpcUrl: options.rpcUrl, account: options.deployer ?? deployerAccount })
  const existing = deployment.contracts.withdrawVault
  if (existing && ((await sender.publicClient.getCode({ address: existing })) ?? '0x') !== '0x') return deployment
  const withdrawVault = await seedWithdrawVault(sender, { pho: deployment.contracts.pho, tokens: deployment.tokens })
  await sender.flush()
  return { ...deployment, contracts: { ...deployment.contracts, withdrawVault } }
}
