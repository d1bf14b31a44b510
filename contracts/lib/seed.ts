import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { phoTokenAbi } from '@phoswap/core/abi/phoTokenAbi'
import { routerAbi } from '@phoswap/core/abi/routerAbi'
import { testTokenAbi } from '@phoswap/core/abi/testTokenAbi'
import { wrappedNativeAbi } from '@phoswap/core/abi/wrappedNativeAbi'
import { pairFor, sortTokens } from '@phoswap/core/amm'
import type { DeployedPair, DeployedToken, Deployment } from '@phoswap/core/deployments'
import { type Address, encodeFunctionData, erc20Abi, maxUint256, type PrivateKeyAccount, parseUnits } from 'viem'
import { anvilAccounts, deployerAccount, labelledAccount } from './accounts'
import { ensureBuilt } from './build'
import { type CoreContracts, deployCore, deployTestToken } from './deploy'
import { seedCommunityStake } from './seedCommunityStake'
import { seedPools, seedTokens, testTokenSupply } from './seedData'
import { seedFlashExchange } from './seedFlashExchange'
import { seedGoodVote } from './seedGoodVote'
import { seedMining } from './seedMining'
import { seedPackExchanges } from './seedPackExchange'
import { seedWithdrawVault } from './seedWithdrawVault'
import { createTxSender } from './sender'

export const deadAddress: Address = '0x000000000000000000000000000000000000dEaD'

/** PHO's four tax sinks on the local chain; the burn share goes to the dead address. */
export const localPhoSinks = {
  liquidity: labelledAccount('sink:liquidity').address,
  equity: labelledAccount('sink:equity').address,
  burn: deadAddress,
  ecosystem: labelledAccount('sink:ecosystem').address,
} as const

/**
 * Deploys every contract on an empty local chain, creates the default tokens and pools with liquidity,
 * marks PHO's pairs as taxed, gives anvil accounts 1..9 a balance of every token, and deploys and funds the
 * flash exchange (seedFlashExchange), the farms (farm, legacyFarm) and the PHO lock staking (seedMining), and
 * the withdraw vault with its local signer (seedWithdrawVault), the Good vote, started (seedGoodVote), the
 * community stake (seedCommunityStake) and the asset-pack exchanges for GDT and VGT (seedPackExchanges).
 */
export async function deployAndSeed(options: { rpcUrl: string; deployer?: PrivateKeyAccount }): Promise<Deployment> {
  ensureBuilt()
  const sender = await createTxSender({ rpcUrl: options.rpcUrl, account: options.deployer ?? deployerAccount })
  const me = sender.account.address
  const chainId = await sender.publicClient.getChainId()
  const startBlock = Number(await sender.publicClient.getBlockNumber())

  const core: CoreContracts = await deployCore(sender)
  const tokens: DeployedToken[] = []
  for (const token of seedTokens) {
    let address: Address
    if (token.symbol === 'PHO') address = core.pho
    else if (token.symbol === 'WETH') address = core.wrappedNative
    else address = await deployTestToken(sender, { ...token, supply: testTokenSupply })
    tokens.push({ address, symbol: token.symbol, name: token.name, decimals: token.decimals })
  }
  const bySymbol = new Map(tokens.map((token) => [token.symbol, token]))
  const token = (symbol: string): DeployedToken => {
    const found = bySymbol.get(symbol)
    if (!found) throw new Error(`seed: unknown token ${symbol}`)
    return found
  }

  const send = (to: Address, data: `0x${string}`, value?: bigint) => sender.send({ to, data, value })
  for (const t of tokens) {
    if (t.address === core.wrappedNative) continue // native liquidity goes through addLiquidityETH
    await send(
      t.address,
      encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [core.router, maxUint256] }),
    )
  }

  const pairs: DeployedPair[] = []
  for (const pool of seedPools) {
    const a = token(pool.a)
    const b = token(pool.b)
    const amountA = parseUnits(pool.amountA, a.decimals)
    const amountB = parseUnits(pool.amountB, b.decimals)
    if (a.address === core.wrappedNative || b.address === core.wrappedNative) {
      const [other, amountOther, amountNative] =
        a.address === core.wrappedNative ? [b, amountB, amountA] : [a, amountA, amountB]
      const data = encodeFunctionData({
        abi: routerAbi,
        functionName: 'addLiquidityETH',
        args: [other.address, amountOther, amountOther, amountNative, me, maxUint256],
      })
      await send(core.router, data, amountNative)
    } else {
      const data = encodeFunctionData({
        abi: routerAbi,
        functionName: 'addLiquidity',
        args: [a.address, b.address, amountA, amountB, amountA, amountB, me, maxUint256],
      })
      await send(core.router, data)
    }
    const [token0, token1] = sortTokens(a.address, b.address)
    pairs.push({
      address: pairFor(core.factory, a.address, b.address).pair,
      token0,
      token1,
      name: `${pool.a}-${pool.b}`,
    })
  }

  for (const pair of pairs) {
    if (pair.token0 !== core.pho && pair.token1 !== core.pho) continue
    await send(core.pho, encodeFunctionData({ abi: phoTokenAbi, functionName: 'setPair', args: [pair.address, true] }))
  }
  const sinks = localPhoSinks
  await send(
    core.pho,
    encodeFunctionData({
      abi: phoTokenAbi,
      functionName: 'setSinks',
      args: [sinks.liquidity, sinks.equity, sinks.burn, sinks.ecosystem],
    }),
  )

  const users = anvilAccounts.slice(1).map((account) => account.address)
  const wethEach = parseUnits(seedTokens.find((t) => t.symbol === 'WETH')!.userAmount, 18)
  await send(
    core.wrappedNative,
    encodeFunctionData({ abi: wrappedNativeAbi, functionName: 'deposit' }),
    wethEach * BigInt(users.length),
  )
  for (const spec of seedTokens) {
    const t = token(spec.symbol)
    const amount = parseUnits(spec.userAmount, t.decimals)
    for (const user of users) {
      const data =
        t.address === core.wrappedNative || t.address === core.pho
          ? encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [user, amount] })
          : encodeFunctionData({ abi: testTokenAbi, functionName: 'mint', args: [user, amount] })
      await send(t.address, data)
    }
  }
  const flashExchange = await seedFlashExchange(sender, { pho: core.pho, tokens })
  const mining = await seedMining(sender, { pho: core.pho, pairs })
  // last, so that every address deployed before it stays what it was
  const withdrawVault = await seedWithdrawVault(sender, { pho: core.pho, tokens })
  // after the vault, so that its address and the ones before stay what they were
  const goodVote = await seedGoodVote(sender, { tokens })
  // after the vote, so that every address before it stays what it was
  const communityStake = await seedCommunityStake(sender, { pho: core.pho })
  // after the community stake, so that every address before stays what it was
  const packExchanges = await seedPackExchanges(sender, { tokens })
  await sender.flush()

  return {
    chainId,
    startBlock,
    contracts: {
      ...core,
      flashExchange,
      ...mining.contracts,
      withdrawVault,
      goodVote,
      communityStake,
      ...packExchanges,
    },
    tokens,
    pairs,
    farms: mining.farms,
    equitySink: sinks.equity,
  }
}

/** Writes <dir>/<chainId>.json and returns its path. */
export function writeDeployment(dir: string, deployment: Deployment): string {
  mkdirSync(dir, { recursive: true })
  const file = join(dir, `${deployment.chainId}.json`)
  writeFileSync(file, `${JSON.stringify(deployment, null, 2)}\n`)
  return file
}
