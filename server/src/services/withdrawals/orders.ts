import type { Language } from '@phoswap/core/api/language'
import type { WithdrawListData, WithdrawOrder } from '@phoswap/core/api/withdraw'
import type { Deployment } from '@phoswap/core/deployments'
import { withdrawFee } from '@phoswap/core/rewards/transferFee'
import { withdrawVoucherTypedData } from '@phoswap/core/vault'
import { and, count, desc, eq, lt } from 'drizzle-orm'
import { type Address, getAddress, type Hex, hashTypedData } from 'viem'
import type { Db } from '../../db/client'
import { coins, ledgerAccounts, ledgerEntries, ledgerPostings, WITHDRAW_STATUS, withdrawOrders } from '../../db/schema'
import { AppError } from '../../errors'
import { type AccountRef, SYSTEM, systemAccount, userAccount } from '../ledger/accounts'
import { BUSINESS_OWNER_PREFIX } from '../ledger/businessAccount'
import { postEntry } from '../ledger/postEntry'
import { assertNoDebt } from '../ledger/reverseEntry'
import { withdrawVaultOf } from '../rewards/coinConfigs'
import { signDigest } from './signDigest'

type OrderRow = typeof withdrawOrders.$inferSelect

export interface WithdrawSetup {
  deployments: Record<number, Deployment>
  /** Chains offered (config.chainIds). */
  chainIds: number[]
  signerKey: Hex | undefined
  ttlS: number
  /** Unix seconds now (server clock). */
  nowS: number
}

export interface WithdrawRequest {
  address: string
  chainId: number
  coinId: number
  amount: bigint
  /** The account the amount and fee come from: the user's usable (default) or their business account. */
  from?: AccountRef
}

const STATUS_TEXT: Record<'pending' | 'expired' | 'done' | 'refunded', Record<Language, string>> = {
  pending: { 'zh-CN': '待领取', 'en-US': 'To claim', 'zh-HK': '待領取', 'ko-KR': '수령 대기', 'ja-JP': '受取待ち' },
  expired: {
    'zh-CN': '已过期，待退回',
    'en-US': 'Expired, to be refunded',
    'zh-HK': '已過期，待退回',
    'ko-KR': '만료됨, 환불 예정',
    'ja-JP': '期限切れ、返金予定',
  },
  done: { 'zh-CN': '已完成', 'en-US': 'Done', 'zh-HK': '已完成', 'ko-KR': '완료', 'ja-JP': '完了' },
  refunded: { 'zh-CN': '已退回', 'en-US': 'Refunded', 'zh-HK': '已退回', 'ko-KR': '환불됨', 'ja-JP': '返金済み' },
}

/**
 * Creates a withdraw order for the caller (inside the signed action's transaction): the order row, the ledger
 * entry `withdraw:<id>` (user usable → in-transit amount, fees fee) and the voucher signed for the chain's vault.
 * An overdraft throws `insufficient_balance` and, the transaction rolling back, leaves nothing written.
 */
export async function createWithdrawal(tx: Db, setup: WithdrawSetup, req: WithdrawRequest): Promise<OrderRow> {
  if (!setup.signerKey) throw new AppError('withdraw_unavailable', 'VAULT_SIGNER_KEY is not set')
  await assertNoDebt(tx, req.address)
  const deployment = setup.chainIds.includes(req.chainId) ? setup.deployments[req.chainId] : undefined
  const vault = deployment && withdrawVaultOf(deployment)
  const [coin] = await tx.select().from(coins).where(eq(coins.coinId, req.coinId))
  const token = coin?.onChain ? deployment?.tokens.find((t) => t.symbol === coin.coinEn) : undefined
  if (!deployment || !vault || !coin || !token || token.decimals !== coin.decimals) {
    throw new AppError('withdraw_not_offered', `coin ${req.coinId} on chain ${req.chainId}`)
  }
  const fee = withdrawFee(req.amount, coin.withdrawFeePpm)
  const deadline = setup.nowS + setup.ttlS
  const [order] = await tx
    .insert(withdrawOrders)
    .values({
      address: req.address.toLowerCase(),
      chainId: req.chainId,
      coinId: req.coinId,
      token: token.address.toLowerCase(),
      vault: vault.toLowerCase(),
      amount: req.amount.toString(),
      fee: fee.toString(),
      deadline,
      signature: '0x',
    })
    .returning()
  const lines = [
    { account: req.from ?? userAccount(req.address, req.coinId), amount: -(req.amount + fee) },
    { account: systemAccount(SYSTEM.withdrawalsInTransit, req.coinId), amount: req.amount },
  ]
  if (fee > 0n) lines.push({ account: systemAccount(SYSTEM.fees, req.coinId), amount: fee })
  await postEntry(tx, { key: `withdraw:${order!.id}`, kind: 'withdraw', lines })
  const signature = await signVoucher(setup.signerKey, order!)
  const [signed] = await tx
    .update(withdrawOrders)
    .set({ signature })
    .where(eq(withdrawOrders.id, order!.id))
    .returning()
  return signed!
}

/**
 * The account an order's amount and fee came from (the debited line of `withdraw:<id>`): a refund goes back there,
 * so an expired business withdraw returns to the business earnings, not to the wallet.
 */
export async function withdrawSource(tx: Db, order: OrderRow): Promise<AccountRef> {
  const [row] = await tx
    .select({ owner: ledgerAccounts.owner, bucket: ledgerAccounts.bucket })
    .from(ledgerPostings)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .where(and(eq(ledgerEntries.key, `withdraw:${order.id}`), lt(ledgerPostings.amount, '0')))
    .limit(1)
  if (row?.owner.startsWith(BUSINESS_OWNER_PREFIX)) return systemAccount(row.owner, order.coinId)
  return userAccount(order.address, order.coinId)
}

/** The order's voucher as the vault's EIP-712 typed data. */
export function voucherTypedData(order: OrderRow) {
  return withdrawVoucherTypedData(
    { chainId: order.chainId, vault: getAddress(order.vault) },
    {
      recipient: getAddress(order.address),
      token: getAddress(order.token),
      amount: BigInt(order.amount),
      orderId: BigInt(order.id),
      deadline: BigInt(order.deadline),
    },
  )
}

/** The vault's EIP-712 signature over the order's voucher. */
export async function signVoucher(key: Hex, order: OrderRow): Promise<Hex> {
  return signDigest(key, hashTypedData(voucherTypedData(order)))
}

/** An order as the API shows it: the voucher only while it can still be claimed (pending, deadline not passed). */
export function orderView(order: OrderRow, coinEn: string, language: Language, nowS: number): WithdrawOrder {
  const claimable = order.status === WITHDRAW_STATUS.pending && order.deadline >= nowS
  const state =
    order.status === WITHDRAW_STATUS.done
      ? 'done'
      : order.status === WITHDRAW_STATUS.refunded
        ? 'refunded'
        : claimable
          ? 'pending'
          : 'expired'
  return {
    id: order.id,
    chain_id: order.chainId,
    coin_id: order.coinId,
    coin_en: coinEn,
    address: getAddress(order.address),
    token: getAddress(order.token),
    amount: order.amount,
    fee: order.fee,
    deadline: order.deadline,
    status: order.status,
    status_txt: STATUS_TEXT[state][language],
    voucher: claimable
      ? {
          recipient: getAddress(order.address),
          token: getAddress(order.token),
          amount: order.amount,
          order_id: String(order.id),
          deadline: order.deadline,
          signature: order.signature,
          withdraw_contract: getAddress(order.vault) as Address,
        }
      : null,
    claim_tx_hash: order.claimTxHash,
    created_at: order.createdAt.toISOString(),
  }
}

/** The caller's orders, newest first; only those of `status` when given (`GET /order/custom/list`). */
export async function listWithdrawals(
  db: Db,
  address: string,
  page: number,
  pageSize: number,
  language: Language,
  nowS: number,
  status?: number,
): Promise<WithdrawListData> {
  const owner = and(
    eq(withdrawOrders.address, address.toLowerCase()),
    status === undefined ? undefined : eq(withdrawOrders.status, status),
  )
  const rows = await db
    .select({ order: withdrawOrders, coinEn: coins.coinEn })
    .from(withdrawOrders)
    .leftJoin(coins, eq(coins.coinId, withdrawOrders.coinId))
    .where(owner)
    .orderBy(desc(withdrawOrders.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
  const [total] = await db.select({ n: count() }).from(withdrawOrders).where(and(owner))
  return {
    list: rows.map((r) => orderView(r.order, r.coinEn ?? String(r.order.coinId), language, nowS)),
    total_count: Number(total?.n ?? 0),
  }
}
