import { and, eq } from 'drizzle-orm'
import type { Db } from '../../src/db/client'
import { ledgerAccounts } from '../../src/db/schema'
import { type AccountRef, type Bucket, SYSTEM, systemAccount } from '../../src/services/ledger/accounts'
import { type NonRewardKind, postEntry } from '../../src/services/ledger/postEntry'

/** An account's cached balance (0 when it has none), as the wallet would show it. */
export async function ledgerBalance(db: Db, owner: string, coinId: number, bucket: Bucket = 'usable'): Promise<bigint> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.owner, owner.toLowerCase()),
        eq(ledgerAccounts.coinId, coinId),
        eq(ledgerAccounts.bucket, bucket),
      ),
    )
  return BigInt(row?.balance ?? 0)
}

/** Credits `account` from the sandbox's funding account, once per key (a test's setup, through the ledger). */
export function fundFromSandbox(
  db: Db,
  key: string,
  account: AccountRef,
  amount: bigint,
  kind: NonRewardKind = 'sandbox_seed',
) {
  return postEntry(db, {
    key: `test:${key}`,
    kind,
    lines: [
      { account: systemAccount(SYSTEM.sandboxFunding, account.coinId), amount: -amount },
      { account, amount },
    ],
  })
}
