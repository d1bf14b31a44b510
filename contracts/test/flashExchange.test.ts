import { flashExchangeAbi } from '@phoswap/core/abi/flashExchangeAbi'
import { minimumAmountOut } from '@phoswap/core/amm/minimumAmountOut'
import {
  type Abi,
  type Address,
  decodeErrorResult,
  encodeFunctionData,
  getAddress,
  parseEther,
  parseEventLogs,
  parseUnits,
} from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { readArtifact } from '../lib/artifacts'
import { tokenOf, useChain } from './setup/anvil'
import { approve, mined } from './setup/farm'
import { balanceOf, transfer } from './setup/pairs'

const chain = useChain()
const user = 3
const owner = () => chain.wallet(0)

describe('FlashExchange', () => {
  let exchange: Address
  let gdt: Address
  let usdc: Address
  let pho: Address
  let me: Address

  const add = (from: Address, to: Address, ratio: bigint, allow: boolean) =>
    mined(
      chain,
      owner().writeContract({
        address: exchange,
        abi: flashExchangeAbi,
        functionName: 'addExchange',
        args: [from, to, ratio, allow],
      }),
    )
  /** Exchanges as the user would: the minimum is what getExchangeAmount quotes now, unless given. */
  const exchangeAs = async (id: bigint, amount: bigint, amountOutMin?: bigint) => {
    const min = amountOutMin ?? (await quote(id, amount))
    return mined(
      chain,
      chain.wallet(user).writeContract({
        address: exchange,
        abi: flashExchangeAbi,
        functionName: 'doExchange',
        args: [id, amount, min],
      }),
    )
  }
  const quote = (id: bigint, amount: bigint) =>
    chain.publicClient.readContract({
      address: exchange,
      abi: flashExchangeAbi,
      functionName: 'getExchangeAmount',
      args: [id, amount],
    })
  const setRecord = (id: bigint, ratio: bigint, allow: boolean) =>
    mined(
      chain,
      owner().writeContract({
        address: exchange,
        abi: flashExchangeAbi,
        functionName: 'setExchange',
        args: [id, ratio, allow],
      }),
    )

  beforeAll(async () => {
    gdt = tokenOf(chain.deployment, 'GDT')
    usdc = tokenOf(chain.deployment, 'USDC')
    pho = chain.deployment.contracts.pho
    me = chain.wallet(user).account.address
    exchange = getAddress(await chain.deploy('FlashExchange', [owner().account.address]))
    await add(gdt, pho, parseEther('4'), true) // 0: 4 PHO per GDT
    await add(usdc, pho, parseEther('2.5'), true) // 1: 2.5 PHO per USDC (6 decimals)
    await add(pho, usdc, parseEther('0.333333333333333333'), true) // 2: to 6 decimals, rounding down
    await transfer(chain, 0, pho, exchange, parseEther('1000'))
    await transfer(chain, 0, usdc, exchange, parseUnits('1000', 6))
    for (const token of [gdt, usdc, pho]) await approve(chain, user, token, exchange)
  })

  it('keeps the spec’s record (fromToken, exchangeToken, exchangeRatio, allowExchange) and exchangeRate', async () => {
    const read = chain.publicClient.readContract
    expect(await read({ address: exchange, abi: flashExchangeAbi, functionName: 'exchangeInfoLength' })).toBe(3n)
    expect(await read({ address: exchange, abi: flashExchangeAbi, functionName: 'exchangeInfo', args: [0n] })).toEqual([
      gdt,
      pho,
      parseEther('4'),
      true,
    ])
    expect(await read({ address: exchange, abi: flashExchangeAbi, functionName: 'exchangeRate', args: [1n] })).toBe(
      parseEther('2.5'),
    )
    expect(await read({ address: exchange, abi: flashExchangeAbi, functionName: 'reserveOf', args: [0n] })).toBe(
      parseEther('1000'),
    )
  })

  it('pays exactly amount x ratio, across decimals, and emits Exchanged', async () => {
    const cases = [
      { id: 0n, from: gdt, to: pho, amount: parseEther('12.5'), paid: parseEther('50') },
      { id: 1n, from: usdc, to: pho, amount: parseUnits('3.000001', 6), paid: parseEther('7.5000025') },
      // 1 PHO * 0.333333333333333333 = 0.333333 USDC after rounding down to 6 decimals
      { id: 2n, from: pho, to: usdc, amount: parseEther('1'), paid: parseUnits('0.333333', 6) },
    ]
    for (const c of cases) {
      expect(await quote(c.id, c.amount)).toBe(c.paid)
      const [fromBefore, toBefore, reserveBefore] = [
        await balanceOf(chain, c.from, me),
        await balanceOf(chain, c.to, me),
        await balanceOf(chain, c.to, exchange),
      ]
      const receipt = await exchangeAs(c.id, c.amount)
      expect(fromBefore - (await balanceOf(chain, c.from, me))).toBe(c.amount)
      expect((await balanceOf(chain, c.to, me)) - toBefore).toBe(c.paid)
      expect(reserveBefore - (await balanceOf(chain, c.to, exchange))).toBe(c.paid)
      const [event] = parseEventLogs({ abi: flashExchangeAbi, logs: receipt.logs, eventName: 'Exchanged' })
      expect(event?.args).toEqual({ id: c.id, user: me, amountIn: c.amount, amountOut: c.paid })
    }
  })

  it('pays at least the caller’s minimum: a ratio lowered under a pending exchange makes it revert', async () => {
    const amount = parseUnits('10', 6)
    const quoted = await quote(1n, amount) // 25 PHO at 2.5
    const min = minimumAmountOut(quoted, 50) // the app's 0.5% slippage setting
    await expect(exchangeAs(1n, amount, quoted + 1n)).rejects.toThrow('FlashExchange: INSUFFICIENT_OUTPUT_AMOUNT')

    await setRecord(1n, parseEther('2'), true) // the owner lowers the ratio before the user's exchange lands
    const [usdcBefore, phoBefore] = [await balanceOf(chain, usdc, me), await balanceOf(chain, pho, me)]
    await expect(exchangeAs(1n, amount, min)).rejects.toThrow('FlashExchange: INSUFFICIENT_OUTPUT_AMOUNT')
    expect([await balanceOf(chain, usdc, me), await balanceOf(chain, pho, me)]).toEqual([usdcBefore, phoBefore])

    await setRecord(1n, parseEther('2.49'), true) // within the slippage: 24.9 >= 25 / 1.005
    await exchangeAs(1n, amount, min)
    expect((await balanceOf(chain, pho, me)) - phoBefore).toBe(parseEther('24.9'))
    await setRecord(1n, parseEther('2.5'), true)
  })

  it('credits a fee-on-transfer from token with what arrived', async () => {
    const fot = getAddress(await chain.deploy('FeeOnTransferToken', [parseEther('1000')], user))
    const receipt = await add(fot, pho, parseEther('2'), true)
    const [added] = parseEventLogs({ abi: flashExchangeAbi, logs: receipt.logs, eventName: 'ExchangeAdded' })
    const id = added!.args.id
    await approve(chain, user, fot, exchange)
    const before = await balanceOf(chain, pho, me)
    // the quote is for 100 arriving; a minimum of the quote would refuse what 99 arriving pays
    await expect(exchangeAs(id, parseEther('100'))).rejects.toThrow('FlashExchange: INSUFFICIENT_OUTPUT_AMOUNT')
    await exchangeAs(id, parseEther('100'), parseEther('198'))
    expect((await balanceOf(chain, pho, me)) - before).toBe(parseEther('198')) // 99 arrived
  })

  it('refuses a disabled record, an empty reserve and a zero amount', async () => {
    const receipt = await setRecord(0n, parseEther('5'), false)
    const [updated] = parseEventLogs({ abi: flashExchangeAbi, logs: receipt.logs, eventName: 'ExchangeUpdated' })
    expect(updated?.args).toEqual({ id: 0n, exchangeRatio: parseEther('5'), allowExchange: false })
    await expect(exchangeAs(0n, parseEther('1'))).rejects.toThrow('FlashExchange: DISABLED')
    await setRecord(0n, parseEther('5'), true)
    const reserve = await balanceOf(chain, pho, exchange)
    // one wei more than the reserve can pay
    await expect(exchangeAs(0n, reserve / 5n + 1n)).rejects.toThrow('FlashExchange: INSUFFICIENT_RESERVE')
    await expect(exchangeAs(0n, 0n)).rejects.toThrow('FlashExchange: ZERO_AMOUNT')
    await expect(exchangeAs(99n, 1n, 0n)).rejects.toThrow('FlashExchange: NO_RECORD')
    // exactly the reserve is fine
    await exchangeAs(0n, reserve / 5n)
    expect(await balanceOf(chain, pho, exchange)).toBe(reserve % 5n)
  })

  it('refuses re-entry from an exchange token that calls back while being paid', async () => {
    const reentrant = readArtifact('ReentrantToken').abi as Abi
    const token = getAddress(await chain.deploy('ReentrantToken', [parseEther('1000')], 0))
    const receipt = await add(gdt, token, parseEther('1'), true)
    const id = parseEventLogs({ abi: flashExchangeAbi, logs: receipt.logs, eventName: 'ExchangeAdded' })[0]!.args.id
    await transfer(chain, 0, token, exchange, parseEther('100'))
    const attempts = [encodeFunctionData({ abi: flashExchangeAbi, functionName: 'doExchange', args: [id, 1n, 0n] })]
    for (const data of attempts) {
      await mined(
        chain,
        chain.wallet(0).writeContract({ address: token, abi: reentrant, functionName: 'arm', args: [exchange, data] }),
      )
      await exchangeAs(id, parseEther('1'))
      const read = (functionName: string) =>
        chain.publicClient.readContract({ address: token, abi: reentrant, functionName })
      expect(await read('reentered')).toBe(true)
      expect(await read('reentrySucceeded')).toBe(false)
      const error = decodeErrorResult({ abi: flashExchangeAbi, data: (await read('reentryError')) as `0x${string}` })
      expect(error.errorName).toBe('ReentrancyGuardReentrantCall')
    }
    expect(await balanceOf(chain, token, exchange)).toBe(parseEther('99'))
  })

  it('lets only the owner change records and withdraw reserves', async () => {
    const stranger = chain.wallet(user)
    const attempts = [
      () =>
        stranger.writeContract({
          address: exchange,
          abi: flashExchangeAbi,
          functionName: 'addExchange',
          args: [gdt, pho, 1n, true],
        }),
      () =>
        stranger.writeContract({
          address: exchange,
          abi: flashExchangeAbi,
          functionName: 'setExchange',
          args: [0n, 1n, true],
        }),
      () =>
        stranger.writeContract({
          address: exchange,
          abi: flashExchangeAbi,
          functionName: 'withdrawReserve',
          args: [pho, me, 1n],
        }),
    ]
    for (const attempt of attempts) await expect(attempt()).rejects.toThrow('OwnableUnauthorizedAccount')
    const to = chain.wallet(7).account.address
    const before = await balanceOf(chain, gdt, to)
    const collected = await balanceOf(chain, gdt, exchange)
    const receipt = await mined(
      chain,
      owner().writeContract({
        address: exchange,
        abi: flashExchangeAbi,
        functionName: 'withdrawReserve',
        args: [gdt, to, collected],
      }),
    )
    expect((await balanceOf(chain, gdt, to)) - before).toBe(collected)
    const [event] = parseEventLogs({ abi: flashExchangeAbi, logs: receipt.logs, eventName: 'ReserveWithdrawn' })
    expect(event?.args).toEqual({ token: gdt, to, amount: collected })
    await expect(
      owner().writeContract({
        address: exchange,
        abi: flashExchangeAbi,
        functionName: 'addExchange',
        args: [gdt, gdt, 1n, true],
      }),
    ).rejects.toThrow('FlashExchange: IDENTICAL_TOKENS')
  })
})
