import { withdrawVaultAbi } from '@phoswap/core/abi/withdrawVaultAbi'
import { and, asc, eq, lt } from 'drizzle-orm'
import { getAddress } from 'viem'
import { WITHDRAW_STATUS, withdrawOrders } from '../db/schema'
import { SYSTEM, systemAccount } from '../services/ledger/accounts'
import { postEntry } from '../services/ledger/postEntry'
import { withdrawSource } from '../services/withdrawals/orders'
import type { Job } from './job'

/** Confirmations used for a chain the indexer does not follow (a real network's default). */
const DEFAULT_CONFIRMATIONS = 12

/**
 * Refunds withdraw orders that can no longer be claimed: pending, deadline before the end of the period, and
 * by the chain's own clock expired — a confirmed block's timestamp is past the deadline, so no later block can
 * pay the voucher (the vault refuses `block.timestamp > deadline`) — and `claimed(orderId)` false at that block.
 * Each such order gets status 2 and the entry `withdraw-refund:<id>` (in-transit amount and fees fee back to the
 * account it came from: the user's usable, or their business account for a business withdraw) once: the status update is conditional on status 0 and the key is unique. Only a block at the
 * confirmation depth says the deadline passed (its timestamp, never the server's clock); a claim the indexer
 * still finds later reverses the refund (vaultClaims). An order claimed
 * on chain is left for the indexer to mark done. A chain without an RPC waits; an RPC failure fails the run
 * (rolled back, retried next tick).
 */
export const refundExpiredWithdrawalsJob: Job = {
  name: 'refund-withdrawals',
  run: async (tx, period, context) => {
    const endS = Math.floor(period.end.getTime() / 1000)
    const due = await tx
      .select()
      .from(withdrawOrders)
      .where(and(eq(withdrawOrders.status, WITHDRAW_STATUS.pending), lt(withdrawOrders.deadline, endS)))
      .orderBy(asc(withdrawOrders.id))
    let refunded = 0
    let claimedOnChain = 0
    let waiting = 0
    const heads = new Map<number, { number: bigint; timestamp: bigint } | null>()
    for (const order of due) {
      const client = context.chain?.client(order.chainId) ?? null
      if (!heads.has(order.chainId)) {
        if (!client) heads.set(order.chainId, null)
        else {
          const head = await client.getBlockNumber({ cacheTime: 0 })
          const confirmations = BigInt(context.confirmations?.[order.chainId] ?? DEFAULT_CONFIRMATIONS)
          const number = head > confirmations ? head - confirmations : 0n
          const block = await client.getBlock({ blockNumber: number })
          heads.set(order.chainId, { number, timestamp: block.timestamp })
        }
      }
      const confirmed = heads.get(order.chainId)
      if (!client || !confirmed || confirmed.timestamp <= BigInt(order.deadline)) {
        waiting++
        continue
      }
      const claimed = await client.readContract({
        address: getAddress(order.vault),
        abi: withdrawVaultAbi,
        functionName: 'claimed',
        args: [BigInt(order.id)],
        blockNumber: confirmed.number,
      })
      if (claimed) {
        claimedOnChain++
        continue
      }
      // The first refund is `withdraw-refund:<id>`; one after a claim reversed it (and a reorg took the claim
      // back) gets the next number, so no key is posted twice and no refund is lost.
      const key =
        order.refunds === 0 ? `withdraw-refund:${order.id}` : `withdraw-refund:${order.id}:${order.refunds + 1}`
      const [marked] = await tx
        .update(withdrawOrders)
        .set({ status: WITHDRAW_STATUS.refunded, refundKey: key, refunds: order.refunds + 1, updatedAt: new Date() })
        .where(and(eq(withdrawOrders.id, order.id), eq(withdrawOrders.status, WITHDRAW_STATUS.pending)))
        .returning({ id: withdrawOrders.id })
      if (!marked) continue
      const amount = BigInt(order.amount)
      const fee = BigInt(order.fee)
      const lines = [
        { account: systemAccount(SYSTEM.withdrawalsInTransit, order.coinId), amount: -amount },
        { account: await withdrawSource(tx, order), amount: amount + fee },
      ]
      if (fee > 0n) lines.push({ account: systemAccount(SYSTEM.fees, order.coinId), amount: -fee })
      const posted = await postEntry(tx, { key, kind: 'withdraw_refund', lines })
      if (posted.created) refunded++
    }
    return { refunded, claimed_on_chain: claimedOnChain, waiting }
  },
}
