import { packExchangeAbi } from '@phoswap/core/abi/packExchangeAbi'
import {
  type Abi,
  type Address,
  encodeFunctionData,
  getAddress,
  parseEther,
  parseEventLogs,
  toFunctionSelector,
} from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { readArtifact } from '../lib/artifacts'
import { tokenOf, useChain } from './setup/anvil'
import { approve, mined } from './setup/farm'
import { balanceOf } from './setup/pairs'

const chain = useChain()
const user = 4
const owner = () => chain.wallet(0)

describe('PackExchange', () => {
  let exchange: Address
  let gdt: Address
  let me: Address

  const exchangeAs = (amount: bigint, at: Address = exchange, who = user) =>
    mined(
      chain,
      chain
        .wallet(who)
        .writeContract({ address: at, abi: packExchangeAbi, functionName: 'doExchange', args: [amount] }),
    )
  const asOwner = (functionName: 'pause' | 'unpause') =>
    mined(chain, owner().writeContract({ address: exchange, abi: packExchangeAbi, functionName }))

  beforeAll(async () => {
    gdt = tokenOf(chain.deployment, 'GDT')
    me = chain.wallet(user).account.address
    exchange = getAddress(await chain.deploy('PackExchange', [owner().account.address, gdt]))
    await approve(chain, user, gdt, exchange)
  })

  it('takes the tokens and emits Exchanged(user, amount) once per call; totals add up', async () => {
    const before = await balanceOf(chain, gdt, me)
    const receipt = await exchangeAs(parseEther('12.5'))
    const events = parseEventLogs({ abi: packExchangeAbi, logs: receipt.logs, eventName: 'Exchanged' })
    expect(events.map((e) => e.args)).toEqual([{ user: me, amount: parseEther('12.5') }])
    await exchangeAs(parseEther('0.5'))
    expect(before - (await balanceOf(chain, gdt, me))).toBe(parseEther('13'))
    expect(await balanceOf(chain, gdt, exchange)).toBe(parseEther('13'))
    const total = await chain.publicClient.readContract({
      address: exchange,
      abi: packExchangeAbi,
      functionName: 'totalExchanged',
    })
    expect(total).toBe(parseEther('13'))
  })

  it('refuses a zero amount, more than the allowance or balance, and any exchange while paused', async () => {
    await expect(exchangeAs(0n)).rejects.toThrow('PackExchange: ZERO_AMOUNT')
    const stranger = 5 // holds GDT but never approved
    await expect(exchangeAs(1n, exchange, stranger)).rejects.toThrow()
    const all = await balanceOf(chain, gdt, me)
    await expect(exchangeAs(all + 1n)).rejects.toThrow()
    await asOwner('pause')
    await expect(exchangeAs(1n)).rejects.toThrow()
    await asOwner('unpause')
    await exchangeAs(1n)
  })

  it('credits a fee-on-transfer token with what arrived', async () => {
    const fot = getAddress(await chain.deploy('FeeOnTransferToken', [parseEther('1000')], user))
    const fotExchange = getAddress(await chain.deploy('PackExchange', [owner().account.address, fot]))
    await approve(chain, user, fot, fotExchange)
    const receipt = await exchangeAs(parseEther('100'), fotExchange)
    const [event] = parseEventLogs({ abi: packExchangeAbi, logs: receipt.logs, eventName: 'Exchanged' })
    expect(event?.args.amount).toBe(parseEther('99')) // the token keeps 1%
  })

  it('only the owner sweeps or pauses; the owner sweeps to an address', async () => {
    const other = chain.wallet(user)
    await expect(
      mined(chain, other.writeContract({ address: exchange, abi: packExchangeAbi, functionName: 'pause' })),
    ).rejects.toThrow()
    await expect(
      mined(
        chain,
        other.writeContract({ address: exchange, abi: packExchangeAbi, functionName: 'sweep', args: [me, 1n] }),
      ),
    ).rejects.toThrow()
    const to = chain.wallet(6).account.address
    const before = await balanceOf(chain, gdt, to)
    const receipt = await mined(
      chain,
      owner().writeContract({
        address: exchange,
        abi: packExchangeAbi,
        functionName: 'sweep',
        args: [to, parseEther('2')],
      }),
    )
    expect(parseEventLogs({ abi: packExchangeAbi, logs: receipt.logs, eventName: 'Swept' })[0]?.args).toEqual({
      to,
      amount: parseEther('2'),
    })
    expect((await balanceOf(chain, gdt, to)) - before).toBe(parseEther('2'))
  })

  it('refuses re-entry from a token that calls doExchange again while being pulled', async () => {
    const abi = readArtifact('ReentrantPullToken').abi as Abi
    const token = getAddress(await chain.deploy('ReentrantPullToken', [parseEther('1000')], user))
    const guarded = getAddress(await chain.deploy('PackExchange', [owner().account.address, token]))
    await approve(chain, user, token, guarded)
    const reentry = encodeFunctionData({ abi: packExchangeAbi, functionName: 'doExchange', args: [1n] })
    await mined(
      chain,
      chain.wallet(user).writeContract({ address: token, abi, functionName: 'arm', args: [guarded, reentry] }),
    )
    const receipt = await exchangeAs(parseEther('5'), guarded)
    const read = (functionName: 'reentered' | 'reentrySucceeded' | 'reentryError') =>
      chain.publicClient.readContract({ address: token, abi, functionName })
    expect(await read('reentered')).toBe(true)
    expect(await read('reentrySucceeded')).toBe(false)
    // refused by the guard (ReentrancyGuardReentrantCall()), not by a missing balance or allowance
    expect(await read('reentryError')).toBe(toFunctionSelector('ReentrancyGuardReentrantCall()'))
    // one credit, for the outer call only
    const events = parseEventLogs({ abi: packExchangeAbi, logs: receipt.logs, eventName: 'Exchanged' })
    expect(events.map((e) => e.args.amount)).toEqual([parseEther('5')])
  })
})
