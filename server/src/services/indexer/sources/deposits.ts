import type { Deployment } from '@phoswap/core/deployments'
import { eq } from 'drizzle-orm'
import { erc20Abi, getAbiItem } from 'viem'
import type { Db } from '../../../db/client'
import { coins } from '../../../db/schema'
import { SYSTEM, systemAccount, userAccount } from '../../ledger/accounts'
import { postEntry } from '../../ledger/postEntry'
import { depositReceiverOf } from '../../rewards/coinConfigs'
import { contractSetKey, type EventSource } from '../eventSource'

const transferEvent = getAbiItem({ abi: erc20Abi, name: 'Transfer' })
const ZERO = '0x0000000000000000000000000000000000000000'

/** The ledger key of one deposit log: one entry per (chain, tx hash, log index), ever. */
export const depositKey = (chainId: number, txHash: string, logIndex: number): string =>
  `deposit:${chainId}:${txHash.toLowerCase()}:${logIndex}`

/** Token contract (lowercase) → coin id: the listed on-chain coins whose symbol the deployment has as a token. */
export async function coinsByContract(tx: Db, deployment: Deployment): Promise<Map<string, number>> {
  const rows = await tx
    .select({ coinId: coins.coinId, coinEn: coins.coinEn, decimals: coins.decimals })
    .from(coins)
    .where(eq(coins.onChain, true))
  const byContract = new Map<string, number>()
  for (const row of rows) {
    const token = deployment.tokens.find((t) => t.symbol === row.coinEn)
    // Ledger amounts are in the coin's base units; a token of other decimals is not the coin (never credited).
    if (token && token.decimals === row.decimals) byContract.set(token.address.toLowerCase(), row.coinId)
  }
  return byContract
}

/**
 * Deposits (docs/decisions.md, "Deposits"): every ERC-20 Transfer of the deployment's tokens to the chain's
 * deposit receiver credits the sender's usable account from `external:chain:<id>`, one ledger entry per log
 * (key `deposit:<chain>:<tx>:<logIndex>`). The indexer hands a source only confirmed blocks, so a credit is
 * never undone: `rollback` has nothing to delete, and a range read again posts nothing twice (same keys).
 */
export const depositsSource: EventSource = {
  name: 'deposits',
  plan: (deployment) => {
    const receiver = depositReceiverOf(deployment)
    const addresses = deployment.tokens.map((t) => t.address)
    if (!receiver || addresses.length === 0) return null
    // The receiver is part of the key: a new receiver reads the chain again from the start (idempotent).
    const setKey = contractSetKey('deposits', deployment.startBlock, [receiver, ...addresses])
    return { setKey, fromBlock: deployment.startBlock, addresses, events: [transferEvent] }
  },
  store: async (tx, chainId, logs, deployment) => {
    const receiver = depositReceiverOf(deployment)?.toLowerCase()
    if (!receiver) return
    const deposits = logs.filter((log) => String((log.args as { to: string }).to).toLowerCase() === receiver)
    if (deposits.length === 0) return
    const coinOf = await coinsByContract(tx, deployment)
    for (const log of deposits) {
      const { from, value } = log.args as { from: string; value: bigint }
      const coinId = coinOf.get(log.address)
      const sender = from.toLowerCase()
      // A mint (no sender) or the receiver moving its own funds is nobody's deposit.
      if (coinId === undefined || value <= 0n || sender === ZERO || sender === receiver) continue
      await postEntry(tx, {
        key: depositKey(chainId, log.txHash, log.logIndex),
        kind: 'deposit',
        lines: [
          { account: systemAccount(SYSTEM.chain(chainId), coinId), amount: -value },
          { account: userAccount(sender, coinId), amount: value },
        ],
      })
    }
  },
  // Nothing to delete: only confirmed blocks were credited, and the ledger is never rolled back.
  rollback: async () => {},
}
