import { farmAbi } from '@phoswap/core/abi/farmAbi'
import {
  type Address,
  decodeEventLog,
  type Hex,
  isAddressEqual,
  type PublicClient,
  TransactionReceiptNotFoundError,
} from 'viem'
import { AppError } from '../../errors'
import type { ReportPool } from './phoUsdtPool'

export interface VerifiedDeposit {
  /** Lowercase. */
  address: string
  amount: bigint
  blockNumber: number
}

/**
 * Finds the transaction on chain and accepts it only as a successful call to the farm whose Deposit event names
 * the signed-in user, the PHO-USDT pool and an amount above 0. Refusals: not mined (yet) 404 with a retry hint;
 * reverted 400; not a deposit into that pool of that farm 400; a deposit by another account 403.
 */
export async function verifyLpDeposit(
  client: PublicClient,
  pool: ReportPool,
  txHash: Hex,
  user: string,
): Promise<VerifiedDeposit> {
  let receipt: Awaited<ReturnType<PublicClient['getTransactionReceipt']>>
  try {
    receipt = await client.getTransactionReceipt({ hash: txHash })
  } catch (error) {
    if (error instanceof TransactionReceiptNotFoundError) throw new AppError('lp_tx_not_found')
    throw error
  }
  if (receipt.status !== 'success') throw new AppError('lp_tx_failed')
  if (!receipt.to || !isAddressEqual(receipt.to, pool.farm)) throw new AppError('lp_tx_not_deposit', 'not the farm')
  const deposits: { user: Address; pid: bigint; amount: bigint }[] = []
  for (const log of receipt.logs) {
    if (!isAddressEqual(log.address, pool.farm)) continue
    try {
      const event = decodeEventLog({ abi: farmAbi, data: log.data, topics: log.topics })
      if (event.eventName === 'Deposit') deposits.push(event.args)
    } catch {
      // another event of the farm
    }
  }
  const intoPool = deposits.filter((d) => d.pid === BigInt(pool.pid) && d.amount > 0n)
  if (intoPool.length === 0) throw new AppError('lp_tx_not_deposit', 'no deposit into the pool')
  const mine = intoPool.filter((d) => isAddressEqual(d.user, user as Address))
  if (mine.length === 0) throw new AppError('lp_tx_other_user')
  return {
    address: user.toLowerCase(),
    amount: mine.reduce((sum, d) => sum + d.amount, 0n),
    blockNumber: Number(receipt.blockNumber),
  }
}
