import { multicall3Abi } from '@phoswap/core/abi/multicall3Abi'
import { testTokenAbi } from '@phoswap/core/abi/testTokenAbi'
import { wrappedNativeAbi } from '@phoswap/core/abi/wrappedNativeAbi'
import { encodeFunctionData, erc20Abi, parseEther, parseEventLogs } from 'viem'
import { describe, expect, it } from 'vitest'
import { tokenOf, useChain } from './setup/anvil'

const chain = useChain()

describe('WrappedNative, TestToken and Multicall3', () => {
  it('wraps and unwraps 1:1 with WETH9 events', async () => {
    const weth = chain.deployment.contracts.wrappedNative
    const wallet = chain.wallet(5)
    const me = wallet.account.address
    const before = await chain.publicClient.readContract({
      address: weth,
      abi: wrappedNativeAbi,
      functionName: 'balanceOf',
      args: [me],
    })
    const deposit = await wallet.writeContract({
      address: weth,
      abi: wrappedNativeAbi,
      functionName: 'deposit',
      value: parseEther('2'),
    })
    const withdraw = await wallet.writeContract({
      address: weth,
      abi: wrappedNativeAbi,
      functionName: 'withdraw',
      args: [parseEther('0.5')],
    })
    const logs = []
    for (const hash of [deposit, withdraw]) {
      const receipt = await chain.publicClient.waitForTransactionReceipt({ hash })
      logs.push(...parseEventLogs({ abi: wrappedNativeAbi, logs: receipt.logs }))
    }
    expect(logs.map((log) => [log.eventName, log.args])).toEqual([
      ['Deposit', { dst: me, wad: parseEther('2') }],
      ['Withdrawal', { src: me, wad: parseEther('0.5') }],
    ])
    const after = await chain.publicClient.readContract({
      address: weth,
      abi: wrappedNativeAbi,
      functionName: 'balanceOf',
      args: [me],
    })
    expect(after - before).toBe(parseEther('1.5'))
    const supply = await chain.publicClient.readContract({
      address: weth,
      abi: wrappedNativeAbi,
      functionName: 'totalSupply',
    })
    expect(supply).toBe(await chain.publicClient.getBalance({ address: weth }))
  })

  it('TestToken has its decimals and only the owner mints', async () => {
    const usdc = tokenOf(chain.deployment, 'USDC')
    expect(await chain.publicClient.readContract({ address: usdc, abi: erc20Abi, functionName: 'decimals' })).toBe(6)
    await expect(
      chain.wallet(5).writeContract({
        address: usdc,
        abi: testTokenAbi,
        functionName: 'mint',
        args: [chain.wallet(5).account.address, 1n],
      }),
    ).rejects.toThrow('OwnableUnauthorizedAccount')
  })

  it('Multicall3 aggregates calls and answers block and balance reads', async () => {
    const mc = chain.deployment.contracts.multicall3
    const pho = chain.deployment.contracts.pho
    const user = chain.wallet(6).account.address
    const read = <const name extends 'getBlockNumber' | 'getCurrentBlockTimestamp' | 'getChainId'>(
      functionName: name,
    ) => chain.publicClient.readContract({ address: mc, abi: multicall3Abi, functionName })
    const block = await chain.publicClient.getBlock()
    expect(await read('getBlockNumber')).toBe(block.number)
    expect(await read('getCurrentBlockTimestamp')).toBeGreaterThanOrEqual(block.timestamp)
    expect(await read('getChainId')).toBe(31337n)
    expect(
      await chain.publicClient.readContract({
        address: mc,
        abi: multicall3Abi,
        functionName: 'getEthBalance',
        args: [user],
      }),
    ).toBe(await chain.publicClient.getBalance({ address: user }))

    const balanceCall = encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [user] })
    const badCall = encodeFunctionData({ abi: erc20Abi, functionName: 'transferFrom', args: [user, user, 1n] })
    const { result } = await chain.publicClient.simulateContract({
      address: mc,
      abi: multicall3Abi,
      functionName: 'aggregate3',
      args: [
        [
          { target: pho, allowFailure: false, callData: balanceCall },
          { target: pho, allowFailure: true, callData: badCall },
        ],
      ],
    })
    expect(result[0]!.success).toBe(true)
    expect(BigInt(result[0]!.returnData)).toBe(
      await chain.publicClient.readContract({ address: pho, abi: erc20Abi, functionName: 'balanceOf', args: [user] }),
    )
    expect(result[1]!.success).toBe(false)
    await expect(
      chain.publicClient.simulateContract({
        address: mc,
        abi: multicall3Abi,
        functionName: 'aggregate3',
        args: [[{ target: pho, allowFailure: false, callData: badCall }]],
      }),
    ).rejects.toThrow('Multicall3: call failed')
    await expect(
      chain.publicClient.simulateContract({
        address: mc,
        abi: multicall3Abi,
        functionName: 'aggregate3Value',
        args: [[{ target: user, allowFailure: false, value: 2n, callData: '0x' }]],
        value: 1n,
        account: user,
      }),
    ).rejects.toThrow()
  })
})
