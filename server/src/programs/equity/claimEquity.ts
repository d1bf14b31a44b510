import type { EquityClaimData } from '@phoswap/core/api/team'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { ledgerAccounts } from '../../db/schema'
import { AppError } from '../../errors'
import { userAccount } from '../../services/ledger/accounts'
import { balancesOf } from '../../services/ledger/balances'
import { postEntry } from '../../services/ledger/postEntry'
import { coinIdOf } from '../assetPacks/assetPacks'
import { equityAccount } from './equityAccount'

/**
 * `POST /starcard/claim`, inside the signed action's transaction: all of the holder's equity PHO into their
 * reward wallet, one entry `equity-claim:<nonce>`. The account row is locked, so a second click or tab finds
 * nothing left and gets `equity_nothing_to_claim` (the web shows swap162).
 */
export async function claimEquity(tx: Db, address: string, nonce: string): Promise<EquityClaimData> {
  const pho = await coinIdOf(tx, 'PHO')
  const account = equityAccount(address, pho)
  const [row] = await tx
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.owner, account.owner),
        eq(ledgerAccounts.coinId, pho),
        eq(ledgerAccounts.bucket, account.bucket),
      ),
    )
    .for('update')
  const amount = BigInt(row?.balance ?? 0)
  if (amount <= 0n) throw new AppError('equity_nothing_to_claim')
  await postEntry(tx, {
    key: `equity-claim:${nonce}`,
    kind: 'equity_claim',
    lines: [
      { account, amount: -amount },
      { account: userAccount(address, pho), amount },
    ],
  })
  const usable = (await balancesOf(tx, address.toLowerCase(), [pho])).get(pho)?.usable ?? 0n
  return { claimed: amount.toString(), wallet_usable: usable.toString() }
}
