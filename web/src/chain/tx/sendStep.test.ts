import type { Hex } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { providerError } from '../wallet/providerError'
import { routerCallFailed } from './failureKeys'
import type { PendingState } from './pendingState'
import { type SendStep, type StepDeps, sendStep } from './sendStep'

const HASH = `0x${'ab'.repeat(32)}` as Hex
const call = { to: '0x1000000000000000000000000000000000000001', data: '0x' } as const

/** A screen as the user sees it: the pending popup's states in order, the toasts and the records. */
function screen(outcome: { send?: () => Promise<{ hash: Hex; nonce: number }>; receipt?: 'success' | 'reverted' }) {
  let pending: PendingState | null = null
  const shown: (PendingState | null)[] = []
  const toasts: string[] = []
  const records: string[] = []
  const refetch = vi.fn()
  const deps: StepDeps = {
    chainId: 31337,
    send: outcome.send ?? (async () => ({ hash: HASH, nonce: 7 })),
    waitReceipt: async () => ({ status: outcome.receipt ?? 'success' }),
    record: (sent, title) => records.push(`${title} ${sent.hash === HASH ? 'hash' : '?'} nonce ${sent.nonce}`),
    setPending: (update) => {
      pending = update(pending)
      shown.push(pending)
    },
    currentPending: () => pending,
    sayError: (message) =>
      toasts.push(message.values ? `${message.key} ${JSON.stringify(message.values)}` : message.key),
    refetch,
  }
  return { deps, shown, toasts, records, refetch }
}

const step: SendStep = { call, title: 'Add 1 A and 2 B', pending: { status: 4, text: 'Supplying' }, awaitReceipt: true }

describe('sendStep, the one transaction path', () => {
  it('shows waiting, then submitted with the hash; records it; refetches', async () => {
    const s = screen({})
    expect(await sendStep(s.deps, step)).toEqual({ ok: true, hash: HASH })
    expect(s.shown.map((p) => p?.status)).toEqual([4, 1, 1])
    expect(s.shown[1]?.hash).toBe(HASH)
    expect(s.shown.map((p) => p?.confirmed ?? false)).toEqual([false, false, true])
    expect(s.records).toEqual(['Add 1 A and 2 B hash nonce 7'])
    expect(s.toasts).toEqual([])
    expect(s.refetch).toHaveBeenCalledOnce()
  })

  it('a call built on first use: the popup shows before it is built, then the built call is sent', async () => {
    const sentCalls: unknown[] = []
    const s = screen({ send: async () => ({ hash: HASH, nonce: 7 }) })
    s.deps.send = async (built) => {
      sentCalls.push(built)
      return { hash: HASH, nonce: 7 }
    }
    let shownWhenBuilt: number | undefined
    const lazy = async () => {
      shownWhenBuilt = s.shown.length
      return call
    }
    expect(await sendStep(s.deps, { ...step, call: lazy })).toEqual({ ok: true, hash: HASH })
    expect(shownWhenBuilt).toBe(1)
    expect(sentCalls).toEqual([call])
    expect(s.shown.map((p) => p?.status)).toEqual([4, 1, 1])
  })

  it('a call that cannot be built fails like a send: failed popup, the step’s message, nothing sent', async () => {
    const s = screen({})
    const send = vi.fn(s.deps.send)
    s.deps.send = send
    const broken = () => Promise.reject(new Error('chunk failed to load'))
    expect(await sendStep(s.deps, { ...step, call: broken, failure: routerCallFailed })).toEqual({ ok: false })
    expect(send).not.toHaveBeenCalled()
    expect(s.shown.map((p) => p?.status)).toEqual([4, 2])
    expect(s.shown.at(-1)?.reason).toEqual({ key: 'swap26' })
    expect(s.toasts).toEqual([]) // one message: in the popup, not a toast as well
    expect(s.refetch).toHaveBeenCalledOnce()
  })

  it('a reverted receipt shows failed and the step’s message in the popup, and no toast', async () => {
    const s = screen({ receipt: 'reverted' })
    expect(await sendStep(s.deps, step)).toEqual({ ok: false })
    expect(s.shown.map((p) => p?.status)).toEqual([4, 1, 2])
    expect(s.shown.at(-1)?.reason).toEqual({ key: 'swap26' })
    expect(s.toasts).toEqual([])
    expect(s.refetch).toHaveBeenCalledOnce()
  })

  it('a refusal in the wallet closes the popup and says so', async () => {
    const s = screen({ send: () => Promise.reject(providerError(4001, 'User rejected the request.')) })
    expect(await sendStep(s.deps, step)).toEqual({ ok: false })
    expect(s.shown).toEqual([{ status: 4, text: 'Supplying', chainId: 31337 }, null])
    expect(s.toasts).toEqual(['transactionRejected'])
    expect(s.records).toEqual([])
  })

  it('a router revert before sending names its reason', async () => {
    const s = screen({
      send: () => Promise.reject(new Error('execution reverted: PhoSwapRouter: INSUFFICIENT_OUTPUT_AMOUNT')),
    })
    const result = await sendStep(s.deps, { ...step, failure: routerCallFailed })
    expect(result).toEqual({ ok: false })
    expect(s.shown.at(-1)?.status).toBe(2)
    expect(s.shown.at(-1)?.reason).toEqual({ key: 'tryIncreasingSlippage' })
    expect(s.toasts).toEqual([])
  })

  it('a step without a popup says its failure in one toast, with the contract reason and its figure', async () => {
    const s = screen({ send: () => Promise.reject(new Error('execution reverted: GoodVote: CAP')) })
    const figures = async () => ({ amount: '9,901', symbol: 'Good' })
    expect(await sendStep(s.deps, { call, title: 'Vote', figures })).toEqual({ ok: false })
    expect(s.toasts).toEqual(['chainTx.revert.voteCap {"amount":"9,901","symbol":"Good"}'])
  })

  it('a swap whose popup shows goes on at the hash, and the popup then follows the receipt', async () => {
    const s = screen({ receipt: 'reverted' })
    const swap = { call, title: 'Swap', pending: { status: 0 as const, text: 'Swapping' } }
    expect(await sendStep(s.deps, swap)).toEqual({ ok: true, hash: HASH })
    await expect.poll(() => s.shown.at(-1)?.status).toBe(2)
    expect(s.toasts).toEqual([])
  })

  it('a popup the user closed before the receipt: a failed receipt says so in a toast', async () => {
    const s = screen({ receipt: 'reverted' })
    s.deps.record = () => s.deps.setPending(() => null)
    s.deps.setPending = (
      (original) => (update) =>
        original(update)
    )(s.deps.setPending)
    const swap = { call, title: 'Swap', pending: { status: 0 as const, text: 'Swapping' }, awaitReceipt: true }
    // The user closes the popup as soon as the hash is known.
    const deps = { ...s.deps, currentPending: () => null }
    expect(await sendStep(deps, swap)).toEqual({ ok: false })
    expect(s.toasts).toEqual(['swap26'])
  })

  it('without a pending popup or receipt wait it resolves at the hash and toasts only failures', async () => {
    const s = screen({ receipt: 'reverted' })
    expect(await sendStep(s.deps, { call, title: 'Harvest' })).toEqual({ ok: true, hash: HASH })
    expect(s.shown).toEqual([])
    expect(s.toasts).toEqual([])
  })
})
