import { realpathSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { factoryAbi } from '@phoswap/core/abi/factoryAbi'
import { farmAbi } from '@phoswap/core/abi/farmAbi'
import { flashExchangeAbi } from '@phoswap/core/abi/flashExchangeAbi'
import { lockStakingAbi } from '@phoswap/core/abi/lockStakingAbi'
import { routerAbi } from '@phoswap/core/abi/routerAbi'
import { withdrawVaultAbi } from '@phoswap/core/abi/withdrawVaultAbi'
import { withdrawVoucherTypedData } from '@phoswap/core/vault/withdrawVoucher'
import {
  type Address,
  createTestClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  maxUint256,
  parseEther,
} from 'viem'
import { deployerAccount, labelledAccount } from '../lib/accounts'
import { freePort, startAnvil } from '../lib/anvil'
import { bytecodeOf } from '../lib/artifacts'
import { ensureBuilt } from '../lib/build'
import { deployCore, deployTestToken } from '../lib/deploy'
import { createTxSender } from '../lib/sender'
import { deployUniswapV2 } from '../lib/uniswapV2'

/** Gas used by one transaction on each stack (from its receipt); uniswapV2 is null where it has no equivalent. */
export interface Row {
  operation: string
  phoswap: bigint
  uniswapV2: bigint | null
}

interface Stack {
  factory: Address
  router: Address
  weth: Address
}

/**
 * Deploys our AMM and the reference Uniswap V2 (npm builds of v2-core and v2-periphery) on the chain at rpcUrl,
 * gives both the same tokens and reserves, and measures the gas of the same operations, one after the other,
 * each in a block of its own with a new timestamp (so the pairs' price accumulators are written, as on a live
 * chain). Also measures our farm's deposit, harvest and withdraw, a flash exchange, the PHO lock staking and
 * withdraw vault claims.
 */
export async function measureGas(rpcUrl: string): Promise<Row[]> {
  ensureBuilt()
  const sender = await createTxSender({ rpcUrl, account: deployerAccount })
  const testClient = createTestClient({ mode: 'anvil', transport: http(rpcUrl) })
  const me = sender.account.address
  const core = await deployCore(sender)
  const uni = await deployUniswapV2(sender)
  const stacks: Stack[] = [
    { factory: core.factory, router: core.router, weth: core.wrappedNative },
    { factory: uni.factory, router: uni.router, weth: uni.weth },
  ]
  const [a, b, c] = [
    await deployTestToken(sender, { name: 'Token A', symbol: 'TKA', decimals: 18, supply: 1_000_000_000n }),
    await deployTestToken(sender, { name: 'Token B', symbol: 'TKB', decimals: 18, supply: 1_000_000_000n }),
    await deployTestToken(sender, { name: 'Token C', symbol: 'TKC', decimals: 18, supply: 1_000_000_000n }),
  ] as const
  const send = (to: Address, data: Hex, value?: bigint) => sender.send({ to, data, value })
  const approve = (token: Address, spender: Address) =>
    send(token, encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, maxUint256] }))
  const router = (data: Parameters<typeof encodeFunctionData<typeof routerAbi>>[0]) =>
    encodeFunctionData(data as never) as Hex

  for (const stack of stacks) {
    for (const token of [a, b, c]) await approve(token, stack.router)
    const add = (x: Address, y: Address, amountX: string, amountY: string) =>
      send(
        stack.router,
        router({
          abi: routerAbi,
          functionName: 'addLiquidity',
          args: [x, y, parseEther(amountX), parseEther(amountY), 0n, 0n, me, maxUint256],
        }),
      )
    await add(a, b, '1000000', '1000000')
    await add(b, c, '1000000', '2000000')
    await send(
      stack.router,
      router({
        abi: routerAbi,
        functionName: 'addLiquidityETH',
        args: [a, parseEther('300000'), 0n, 0n, me, maxUint256],
      }),
      parseEther('100'),
    )
  }
  await sender.flush()
  const pairOf = (stack: Stack, x: Address, y: Address) =>
    sender.publicClient.readContract({ address: stack.factory, abi: factoryAbi, functionName: 'getPair', args: [x, y] })
  const lp = await Promise.all(
    stacks.map(async (stack) => ({ ab: await pairOf(stack, a, b), aw: await pairOf(stack, a, stack.weth) })),
  )
  for (const [i, stack] of stacks.entries()) {
    await approve(lp[i]!.ab, stack.router)
    await approve(lp[i]!.aw, stack.router)
  }
  const farm = await sender.deploy(farmAbi, bytecodeOf('Farm'), [me, core.pho, parseEther('1'), 0n])
  await send(farm, encodeFunctionData({ abi: farmAbi, functionName: 'add', args: [1n, lp[0]!.ab] }))
  await approve(core.pho, farm)
  await send(farm, encodeFunctionData({ abi: farmAbi, functionName: 'fundRewards', args: [parseEther('1000000')] }))
  await approve(lp[0]!.ab, farm)
  const exchange = await sender.deploy(flashExchangeAbi, bytecodeOf('FlashExchange'), [me])
  await send(
    exchange,
    encodeFunctionData({
      abi: flashExchangeAbi,
      functionName: 'addExchange',
      args: [b, core.pho, parseEther('4'), true],
    }),
  )
  await send(
    core.pho,
    encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [exchange, parseEther('1000000')] }),
  )
  await approve(b, exchange)
  const staking = await sender.deploy(lockStakingAbi, bytecodeOf('LockStaking'), [
    me,
    core.pho,
    core.pho,
    600n,
    86_400n,
  ])
  await approve(core.pho, staking)
  await send(
    staking,
    encodeFunctionData({ abi: lockStakingAbi, functionName: 'notifyRewardAmount', args: [parseEther('100000')] }),
  )
  const vaultSigner = labelledAccount('bench:vault-signer')
  const vault = await sender.deploy(withdrawVaultAbi, bytecodeOf('WithdrawVault'), [me, vaultSigner.address])
  await send(b, encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [vault, parseEther('1000000')] }))
  await sender.flush()

  const measure = async (to: Address, data: Hex, value?: bigint): Promise<bigint> => {
    const { timestamp } = await sender.publicClient.getBlock()
    await testClient.setNextBlockTimestamp({ timestamp: timestamp + 12n })
    await sender.send({ to, data, value })
    const [receipt] = await sender.flush()
    return receipt!.gasUsed
  }
  const both = async (operation: string, call: (stack: Stack, i: number) => { data: Hex; value?: bigint }) => {
    const gas: bigint[] = []
    for (const [i, stack] of stacks.entries()) {
      const { data, value } = call(stack, i)
      gas.push(await measure(stack.router, data, value))
    }
    return { operation, phoswap: gas[0]!, uniswapV2: gas[1]! }
  }

  const rows: Row[] = []
  const amount = parseEther('1000')
  rows.push(
    await both('swap, one hop', () => ({
      data: router({
        abi: routerAbi,
        functionName: 'swapExactTokensForTokens',
        args: [amount, 0n, [a, b], me, maxUint256],
      }),
    })),
  )
  rows.push(
    await both('swap, two hops', () => ({
      data: router({
        abi: routerAbi,
        functionName: 'swapExactTokensForTokens',
        args: [amount, 0n, [a, b, c], me, maxUint256],
      }),
    })),
  )
  rows.push(
    await both('addLiquidity', () => ({
      data: router({
        abi: routerAbi,
        functionName: 'addLiquidity',
        args: [a, b, amount, amount, 0n, 0n, me, maxUint256],
      }),
    })),
  )
  rows.push(
    await both('addLiquidityETH', () => ({
      data: router({ abi: routerAbi, functionName: 'addLiquidityETH', args: [a, amount, 0n, 0n, me, maxUint256] }),
      value: parseEther('1'),
    })),
  )
  rows.push(
    await both('removeLiquidity', () => ({
      data: router({
        abi: routerAbi,
        functionName: 'removeLiquidity',
        args: [a, b, parseEther('100'), 0n, 0n, me, maxUint256],
      }),
    })),
  )
  rows.push(
    await both('removeLiquidityETH', () => ({
      data: router({
        abi: routerAbi,
        functionName: 'removeLiquidityETH',
        args: [a, parseEther('10'), 0n, 0n, me, maxUint256],
      }),
    })),
  )
  const ours = async (operation: string, to: Address, data: Hex) =>
    rows.push({ operation, phoswap: await measure(to, data), uniswapV2: null })
  const farmCall = (operation: string, data: Hex) => ours(operation, farm, data)
  await farmCall(
    'farm deposit (first)',
    encodeFunctionData({ abi: farmAbi, functionName: 'deposit', args: [0n, parseEther('100')] }),
  )
  await farmCall(
    'farm deposit (again)',
    encodeFunctionData({ abi: farmAbi, functionName: 'deposit', args: [0n, parseEther('100')] }),
  )
  await farmCall('farm harvest', encodeFunctionData({ abi: farmAbi, functionName: 'harvest', args: [0n] }))
  await farmCall(
    'farm withdraw',
    encodeFunctionData({ abi: farmAbi, functionName: 'withdraw', args: [0n, parseEther('50')] }),
  )
  await ours(
    'flash exchange',
    exchange,
    encodeFunctionData({
      abi: flashExchangeAbi,
      functionName: 'doExchange',
      args: [0n, parseEther('100'), parseEther('400')],
    }),
  )
  const stake = encodeFunctionData({ abi: lockStakingAbi, functionName: 'stake', args: [parseEther('100')] })
  await ours('staking stake (first)', staking, stake)
  await ours('staking stake (again)', staking, stake)
  await ours('staking claim', staking, encodeFunctionData({ abi: lockStakingAbi, functionName: 'claimReward' }))
  const chainId = await sender.publicClient.getChainId()
  const vaultClaim = async (orderId: bigint) => {
    const voucher = { recipient: me, token: b, amount: parseEther('25'), orderId, deadline: maxUint256 }
    const signature = await vaultSigner.signTypedData(withdrawVoucherTypedData({ chainId, vault }, voucher))
    return encodeFunctionData({
      abi: withdrawVaultAbi,
      functionName: 'claim',
      args: [me, b, voucher.amount, orderId, voucher.deadline, signature],
    })
  }
  // the first order of a 256-id slot writes the slot; the next ones only flip a bit in it
  await ours('vault claim (new id slot)', vault, await vaultClaim(1n))
  await ours('vault claim (next order)', vault, await vaultClaim(2n))
  return rows
}

/** Our gas over Uniswap V2's for the rows both stacks ran (issue 34's goal: each at most GAS_RATIO_GOAL). */
export const GAS_RATIO_GOAL = 0.9

export function gasRatio(row: Row): number | null {
  return row.uniswapV2 === null ? null : Number(row.phoswap) / Number(row.uniswapV2)
}

/** One line: how many of the rows compared with Uniswap V2 are at or below the goal ratio, and the worst one. */
export function formatGasGoal(rows: Row[]): string {
  const compared = rows.filter((row) => row.uniswapV2 !== null)
  const ratios = compared.map((row) => ({ operation: row.operation, ratio: gasRatio(row)! }))
  const met = ratios.filter((r) => r.ratio <= GAS_RATIO_GOAL).length
  const worst = ratios.reduce((a, b) => (b.ratio > a.ratio ? b : a))
  return `gas goal (each row at or below ${GAS_RATIO_GOAL.toFixed(2)}x Uniswap V2): ${met} of ${ratios.length} met, worst ${worst.operation} ${worst.ratio.toFixed(3)}x`
}

/** The rows as a fixed-width text table. */
export function formatGasTable(rows: Row[]): string {
  const cells = [
    ['operation', 'PhoSwap', 'Uniswap V2', 'difference', 'ratio'],
    ...rows.map((row) => [
      row.operation,
      row.phoswap.toString(),
      row.uniswapV2?.toString() ?? '-',
      row.uniswapV2 === null
        ? ''
        : `${row.phoswap >= row.uniswapV2 ? '+' : ''}${((Number(row.phoswap - row.uniswapV2) / Number(row.uniswapV2)) * 100).toFixed(1)}%`,
      row.uniswapV2 === null ? '' : `${gasRatio(row)!.toFixed(3)}x`,
    ]),
  ]
  const widths = cells[0]!.map((_, col) => Math.max(...cells.map((line) => line[col]!.length)))
  return cells
    .map((line) =>
      line.map((cell, col) => (col === 0 ? cell.padEnd(widths[col]!) : cell.padStart(widths[col]!))).join('  '),
    )
    .join('\n')
}

async function main(): Promise<void> {
  const anvil = await startAnvil({ port: await freePort() })
  try {
    const rows = await measureGas(anvil.rpcUrl)
    console.log(formatGasTable(rows))
    console.log(formatGasGoal(rows))
  } finally {
    await anvil.stop()
  }
}

const entry = process.argv[1]
if (entry && import.meta.url === pathToFileURL(realpathSync(entry)).href) await main()
