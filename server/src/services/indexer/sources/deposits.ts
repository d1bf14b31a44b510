import type { Deployment } from '@phoswap/core/deployments'
import { eq } from 'drizzle-orm'
import { type Address, erc20Abi, getAbiItem } from 'viem'
import type { Db } from '../../../db/client'
import { coins } from '../../../db/schema'
import { SYSTEM, systemAccount, userAccount } from '../../ledger/accounts'
import { creditLog, reverseCreditsAbove } from '../../ledger/chainCredits'
import { withDebtFallback } from '../../ledger/debtFallback'
import { repayDebt } from '../../ledger/reverseEntry'
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

/** Kinds of what a Transfer at the vault posts besides a user's deposit. */
export const VAULT_FUNDING_KIND = 'vault_funding'
export const UNATTRIBUTED_KIND = 'deposit_unattributed'
export const VAULT_OUTFLOW_KIND = 'vault_outflow'

/**
 * Deposits (docs/decisions/0046-deposits.md, 0090-exact-books.md): every ERC-20 Transfer of the deployment's tokens to
 * the chain's deposit receiver (or vault) credits the sender's usable account from `external:chain:<id>`, one
 * ledger entry per log (key `deposit:<chain>:<tx>:<logIndex>`), so `external:chain:<id>` mirrors what the vault
 * holds, exactly. What no user sent is the operator's (`vault-surplus:<chain>`): a mint to the vault, and a
 * transfer from a contract (a pair's swap output, say: nobody can sign for that address); a separate receiver
 * moving coins out takes them from there. The indexer hands only blocks at the confirmation depth, and a reorg's
 * rollback reverses what was credited above the common ancestor (chain_credits), in the same transaction.
 */
export const depositsSource: EventSource = {
  name: 'deposits',
  plan: (deployment) => {
    const receiver = depositReceiverOf(deployment)
    const addresses = deployment.tokens.map((t) => t.address)
    if (!receiver || addresses.length === 0) return null
    // The receiver is part of the key: a new receiver reads the chain again from the start (idempotent).
    // Version 2 also books mints and contracts' transfers as the operator's: read again once.
    const setKey = contractSetKey('deposits', deployment.startBlock, [receiver, ...addresses], 2)
    return { setKey, fromBlock: deployment.startBlock, addresses, events: [transferEvent] }
  },
  store: async (tx, chainId, logs, deployment, chain) => {
    const receiver = depositReceiverOf(deployment)?.toLowerCase()
    if (!receiver) return
    const vault = deployment.contracts.withdrawVault?.toLowerCase()
    const holders = new Set([receiver, ...(vault ? [vault] : [])])
    const moves = logs.filter((log) => {
      const { from, to } = log.args as { from: string; to: string }
      return holders.has(to.toLowerCase()) !== holders.has(from.toLowerCase())
    })
    if (moves.length === 0) return
    const coinOf = await coinsByContract(tx, deployment)
    const hasCode = new Map<string, boolean>()
    const isContract = async (address: string, block: number) => {
      const id = `${address}@${block}`
      let known = hasCode.get(id)
      if (known === undefined) {
        if (!chain) throw new Error('deposits: storing needs the chain, to tell a contract sender')
        // At the log's block; a node without that block's state (not an archive) answers for the latest one.
        const code = await chain.client
          .getCode({ address: address as Address, blockNumber: BigInt(block) })
          .catch(() => chain.client.getCode({ address: address as Address }))
        known = code !== undefined && code !== '0x'
        hasCode.set(id, known)
      }
      return known
    }
    const external = (coinId: number) => systemAccount(SYSTEM.chain(chainId), coinId)
    const surplus = (coinId: number) => systemAccount(SYSTEM.vaultSurplus(chainId), coinId)
    for (const log of moves) {
      const { from, value } = log.args as { from: string; value: bigint }
      const coinId = coinOf.get(log.address)
      if (coinId === undefined || value <= 0n) continue
      const sender = from.toLowerCase()
      const key = depositKey(chainId, log.txHash, log.logIndex)
      if (holders.has(sender)) {
        // Only a separate receiver moves coins out by Transfer; the vault pays by Claimed and FundsWithdrawn.
        if (sender === vault) continue
        const { lines } = await withDebtFallback(tx, [
          { account: surplus(coinId), amount: -value },
          { account: external(coinId), amount: value },
        ])
        await creditLog(tx, chainId, 'deposits', log, { key, kind: VAULT_OUTFLOW_KIND, lines })
        continue
      }
      const toOperator = sender === ZERO || (await isContract(sender, log.blockNumber))
      const kind = sender === ZERO ? VAULT_FUNDING_KIND : toOperator ? UNATTRIBUTED_KIND : 'deposit'
      const lines = [
        { account: external(coinId), amount: -value },
        { account: toOperator ? surplus(coinId) : userAccount(sender, coinId), amount: value },
      ]
      const posted = await creditLog(tx, chainId, 'deposits', log, { key, kind, lines })
      // A deposit first pays back what a reorg's reversal left the depositor owing in this coin.
      if (posted && !toOperator) await repayDebt(tx, sender, coinId)
    }
  },
  rollback: (tx, chainId, block) => reverseCreditsAbove(tx, chainId, 'deposits', block),
}
