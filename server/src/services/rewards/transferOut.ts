import type { TransferOutData } from '@phoswap/core/api/transfer'
import type { TransferQuote } from '@phoswap/core/rewards/transferFee'
import { getAddress } from 'viem'
import type { Db } from '../../db/client'
import { SYSTEM, systemAccount, userAccount } from '../ledger/accounts'
import { postEntry } from '../ledger/postEntry'
import { assertNoDebt } from '../ledger/reverseEntry'
import type { SignedEntry } from './signedEntry'

/** One entry per signed transfer: the action nonce is single-use, so it is the idempotency key. */
export const transferKey = (nonce: string) => `transfer:${nonce}`

export interface TransferOutInput {
  from: string
  to: string
  coinId: number
  quote: TransferQuote
  nonce: string
}

/**
 * The entry of a signed transfer, kind `transfer_out`: debits the sender the amount (fee included), credits the
 * recipient what arrives (its account is created if new) and `fees` the fee; and its answer.
 */
export function transferEntry(input: TransferOutInput): SignedEntry<TransferOutData> {
  const { from, to, coinId, quote } = input
  const lines = [
    { account: userAccount(from, coinId), amount: -quote.amount },
    { account: userAccount(to, coinId), amount: quote.received },
  ]
  if (quote.fee > 0n) lines.push({ account: systemAccount(SYSTEM.fees, coinId), amount: quote.fee })
  return {
    key: transferKey(input.nonce),
    kind: 'transfer_out',
    lines,
    answer: {
      to_address: getAddress(to),
      coin_id: coinId,
      amount: quote.amount.toString(),
      fee: quote.fee.toString(),
      received: quote.received.toString(),
    },
  }
}

/**
 * Posts the transfer's entry (`transferEntry`) after the sender's debts are repaid (`in_debt` when they cannot
 * be). A balance below the amount refuses it with `insufficient_balance` and posts nothing.
 */
export async function transferOut(db: Db, input: TransferOutInput): Promise<TransferOutData> {
  await assertNoDebt(db, input.from)
  const { key, kind, lines, answer } = transferEntry(input)
  const posted = await postEntry(db, { key, kind, lines })
  return { entry_id: posted.entryId, ...answer }
}
