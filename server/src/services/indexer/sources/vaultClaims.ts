import { withdrawVaultAbi } from '@phoswap/core/abi/withdrawVaultAbi'
import { and, eq, gt } from 'drizzle-orm'
import { getAbiItem } from 'viem'
import { WITHDRAW_STATUS, withdrawOrders } from '../../../db/schema'
import { SYSTEM, systemAccount } from '../../ledger/accounts'
import { postEntry } from '../../ledger/postEntry'
import { contractSetKey, type EventSource } from '../eventSource'

const claimedEvent = getAbiItem({ abi: withdrawVaultAbi, name: 'Claimed' })

/**
 * The chain's withdraw vault paid an order: the order is done and its amount leaves the books, in-transit →
 * `external:chain:<id>` (key `withdraw-claimed:<orderId>:<blockHash>`). Only a pending order of this chain and
 * vault with the same recipient, token and amount is marked, once; anything else is not ours and is skipped.
 */
export const vaultClaimsSource: EventSource = {
  name: 'vault-claims',
  plan: (deployment) => {
    const vault = deployment.contracts.withdrawVault
    if (!vault) return null
    return {
      setKey: contractSetKey('vault-claims', deployment.startBlock, [vault]),
      fromBlock: deployment.startBlock,
      addresses: [vault],
      events: [claimedEvent],
    }
  },
  store: async (tx, chainId, logs) => {
    for (const log of logs) {
      const args = log.args as { orderId: bigint; recipient: string; token: string; amount: bigint }
      if (args.orderId > BigInt(Number.MAX_SAFE_INTEGER)) continue
      const id = Number(args.orderId)
      const [order] = await tx
        .update(withdrawOrders)
        .set({
          status: WITHDRAW_STATUS.done,
          claimTxHash: log.txHash,
          claimBlock: log.blockNumber,
          claimBlockHash: log.blockHash,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(withdrawOrders.id, id),
            eq(withdrawOrders.chainId, chainId),
            eq(withdrawOrders.vault, log.address.toLowerCase()),
            eq(withdrawOrders.address, args.recipient.toLowerCase()),
            eq(withdrawOrders.token, args.token.toLowerCase()),
            eq(withdrawOrders.amount, args.amount.toString()),
            eq(withdrawOrders.status, WITHDRAW_STATUS.pending),
          ),
        )
        .returning()
      if (!order) continue
      await postEntry(tx, {
        key: `withdraw-claimed:${id}:${log.blockHash}`,
        kind: 'withdraw_claimed',
        lines: [
          { account: systemAccount(SYSTEM.withdrawalsInTransit, order.coinId), amount: -BigInt(order.amount) },
          { account: systemAccount(SYSTEM.chain(chainId), order.coinId), amount: BigInt(order.amount) },
        ],
      })
    }
  },
  rollback: async (tx, chainId, block) => {
    // A reorg orphaned the claim's block: the order is pending again and the money back in transit, until the
    // claim is mined again (a new block hash, a new key) or the order expires and is refunded.
    const orphaned = await tx
      .select()
      .from(withdrawOrders)
      .where(
        and(
          eq(withdrawOrders.chainId, chainId),
          eq(withdrawOrders.status, WITHDRAW_STATUS.done),
          gt(withdrawOrders.claimBlock, block),
        ),
      )
    for (const order of orphaned) {
      await tx
        .update(withdrawOrders)
        .set({ status: WITHDRAW_STATUS.pending, claimTxHash: null, claimBlock: null, claimBlockHash: null })
        .where(eq(withdrawOrders.id, order.id))
      await postEntry(tx, {
        key: `withdraw-claim-orphaned:${order.id}:${order.claimBlockHash}`,
        kind: 'withdraw_claim_orphaned',
        lines: [
          { account: systemAccount(SYSTEM.chain(chainId), order.coinId), amount: -BigInt(order.amount) },
          { account: systemAccount(SYSTEM.withdrawalsInTransit, order.coinId), amount: BigInt(order.amount) },
        ],
      })
    }
  },
}
