import { withdrawVaultAbi } from '@phoswap/core/abi/withdrawVaultAbi'
import type { Deployment } from '@phoswap/core/deployments'
import { and, eq, gt } from 'drizzle-orm'
import { getAbiItem } from 'viem'
import type { Db } from '../../../db/client'
import { WITHDRAW_STATUS, withdrawOrders } from '../../../db/schema'
import { SYSTEM, systemAccount } from '../../ledger/accounts'
import { creditLog, reverseCreditsAbove } from '../../ledger/chainCredits'
import { withDebtFallback } from '../../ledger/debtFallback'
import { postEntry } from '../../ledger/postEntry'
import { reverseEntry } from '../../ledger/reverseEntry'
import { contractSetKey, type EventSource, type SourceLog, type StoreChain } from '../eventSource'
import { coinsByContract } from './deposits'

const claimedEvent = getAbiItem({ abi: withdrawVaultAbi, name: 'Claimed' })
const fundsWithdrawnEvent = getAbiItem({ abi: withdrawVaultAbi, name: 'FundsWithdrawn' })

/** The ledger kind of a refund reversed because the order's voucher was claimed on chain after all. */
export const REFUND_REVERSED_KIND = 'withdraw_refund_reversed'
/** The ledger kind of the owner taking coins out of the vault (off the operator's surplus). */
export const VAULT_FUNDS_WITHDRAWN_KIND = 'vault_funds_withdrawn'

type OrderRow = typeof withdrawOrders.$inferSelect
interface ClaimArgs {
  orderId: bigint
  recipient: string
  token: string
  amount: bigint
}

/** The order a Claimed log pays: same id, chain, vault, recipient, token and amount, in the given status. */
async function markClaimed(tx: Db, chainId: number, log: SourceLog, status: number): Promise<OrderRow | undefined> {
  const args = log.args as unknown as ClaimArgs
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
        eq(withdrawOrders.id, Number(args.orderId)),
        eq(withdrawOrders.chainId, chainId),
        eq(withdrawOrders.vault, log.address.toLowerCase()),
        eq(withdrawOrders.address, args.recipient.toLowerCase()),
        eq(withdrawOrders.token, args.token.toLowerCase()),
        eq(withdrawOrders.amount, args.amount.toString()),
        eq(withdrawOrders.status, status),
      ),
    )
    .returning()
  return order
}

/**
 * A claim of a refunded order (the refund job saw its deadline pass on a chain a reorg took back, or a voucher
 * paid later than the books thought): the refund is reversed, what the user no longer holds becomes a debt, and
 * the claim is then booked like any other. Returns the order, or undefined when the log pays no refunded order.
 */
async function claimAfterRefund(
  tx: Db,
  chainId: number,
  log: SourceLog,
  chain: StoreChain | undefined,
): Promise<OrderRow | undefined> {
  const order = await markClaimed(tx, chainId, log, WITHDRAW_STATUS.refunded)
  if (!order?.refundKey) return order
  const reversal = await reverseEntry(tx, order.refundKey, `reversal:${order.refundKey}`, REFUND_REVERSED_KIND)
  await tx.update(withdrawOrders).set({ refundKey: null }).where(eq(withdrawOrders.id, order.id))
  const alert = {
    chainId,
    orderId: order.id,
    txHash: log.txHash,
    reversal: reversal.key,
    debts: reversal.debts.map((d) => ({ owner: d.owner, coinId: d.coinId, amount: d.amount.toString() })),
  }
  const message = 'vault-claims: ALERT an order refunded after its deadline was claimed on chain; refund reversed'
  if (chain?.log) chain.log.error(alert, message)
  else console.error(message, alert)
  return order
}

async function storeFundsWithdrawn(tx: Db, chainId: number, log: SourceLog, deployment: Deployment): Promise<void> {
  const { token, to, amount } = log.args as { token: string; to: string; amount: bigint }
  const coinId = (await coinsByContract(tx, deployment)).get(token.toLowerCase())
  if (coinId === undefined || amount <= 0n) return
  // Into the deposit receiver: the coins stay among the holders the books mirror.
  const receiver = (deployment.contracts.depositReceiver ?? deployment.contracts.withdrawVault)?.toLowerCase()
  if (to.toLowerCase() === receiver) return
  const { lines } = await withDebtFallback(tx, [
    { account: systemAccount(SYSTEM.vaultSurplus(chainId), coinId), amount: -amount },
    { account: systemAccount(SYSTEM.chain(chainId), coinId), amount },
  ])
  await creditLog(tx, chainId, 'vault-claims', log, {
    key: `vault-funds-withdrawn:${chainId}:${log.txHash.toLowerCase()}:${log.logIndex}`,
    kind: VAULT_FUNDS_WITHDRAWN_KIND,
    lines,
  })
}

/**
 * The chain's withdraw vault paid an order: the order is done and its amount leaves the books, in-transit →
 * `external:chain:<id>` (key `withdraw-claimed:<orderId>:<blockHash>`). Only an order of this chain and vault with
 * the same recipient, token and amount is marked, once. A claim of an order that was refunded is never skipped:
 * the refund is reversed first (the user may go into debt) and the operator alerted. `FundsWithdrawn` (the owner
 * taking coins out) comes off the operator's `vault-surplus:<chain>`, so `external:chain:<id>` keeps mirroring
 * what the vault holds.
 */
export const vaultClaimsSource: EventSource = {
  name: 'vault-claims',
  plan: (deployment) => {
    const vault = deployment.contracts.withdrawVault
    if (!vault) return null
    return {
      // Version 2 also reads FundsWithdrawn: read once again from the start (claims already marked are skipped).
      setKey: contractSetKey('vault-claims', deployment.startBlock, [vault], 2),
      fromBlock: deployment.startBlock,
      addresses: [vault],
      events: [claimedEvent, fundsWithdrawnEvent],
    }
  },
  store: async (tx, chainId, logs, deployment, chain) => {
    for (const log of logs) {
      if (log.eventName === 'FundsWithdrawn') {
        await storeFundsWithdrawn(tx, chainId, log, deployment)
        continue
      }
      const args = log.args as unknown as ClaimArgs
      if (args.orderId > BigInt(Number.MAX_SAFE_INTEGER)) continue
      const order =
        (await markClaimed(tx, chainId, log, WITHDRAW_STATUS.pending)) ??
        (await claimAfterRefund(tx, chainId, log, chain))
      if (!order) continue
      await postEntry(tx, {
        key: `withdraw-claimed:${order.id}:${log.blockHash}`,
        kind: 'withdraw_claimed',
        lines: [
          { account: systemAccount(SYSTEM.withdrawalsInTransit, order.coinId), amount: -BigInt(order.amount) },
          { account: systemAccount(SYSTEM.chain(chainId), order.coinId), amount: BigInt(order.amount) },
        ],
      })
    }
  },
  rollback: async (tx, chainId, block) => {
    const reversed = await reverseCreditsAbove(tx, chainId, 'vault-claims', block)
    // A reorg orphaned the claim's block: the order is pending again and the money back in transit, until the
    // claim is mined again (a new block hash, a new key) or the order expires and is refunded (a new refund key).
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
    return reversed
  },
}
