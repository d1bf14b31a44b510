import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { coins } from '../../db/schema'
import { SYSTEM, systemAccount, userAccount } from './accounts'
import { postEntry } from './postEntry'

/**
 * Demo balances for the sandbox's accounts (SEED_LEDGER_ADDRESSES): one entry per (address, coin) from the
 * `external:sandbox` account (10,000 of each coin), keyed so a restart or a second instance posts nothing again. Never writes a balance.
 */
export async function seedSandboxBalances(db: Db, addresses: string[], pools: readonly SeededPool[]): Promise<number> {
  const all = await db.select({ coinId: coins.coinId, decimals: coins.decimals }).from(coins).orderBy(asc(coins.coinId))
  let posted = 0
  for (const address of addresses) {
    for (const coin of all) {
      const amount = 10_000n * 10n ** BigInt(coin.decimals)
      const entry = await postEntry(db, {
        key: `sandbox:seed:${address.toLowerCase()}:${coin.coinId}`,
        kind: 'sandbox_seed',
        lines: [
          { account: systemAccount(SYSTEM.sandboxFunding, coin.coinId), amount: -amount },
          { account: userAccount(address, coin.coinId), amount },
        ],
      })
      if (entry.created) posted++
    }
  }
  if (addresses.length > 0) posted += await seedSandboxPools(db, pools)
  return posted
}

/** A reward pool the sandbox funds with 1,000,000 of its coin (a real operator funds it): the programs' pools. */
export interface SeededPool {
  account: string
  /** The coin's key; a pool without one is not seeded. */
  sandboxSeed?: string
}

async function seedSandboxPools(db: Db, pools: readonly SeededPool[]): Promise<number> {
  let posted = 0
  for (const { account: pool, sandboxSeed: coinKey } of pools) {
    if (!coinKey) continue
    const [coin] = await db
      .select({ coinId: coins.coinId, decimals: coins.decimals })
      .from(coins)
      .where(eq(coins.coinKey, coinKey))
    if (!coin) continue
    const amount = 1_000_000n * 10n ** BigInt(coin.decimals)
    const entry = await postEntry(db, {
      key: `sandbox:seed:${pool}:${coin.coinId}`,
      kind: 'sandbox_seed',
      lines: [
        { account: systemAccount(SYSTEM.sandboxFunding, coin.coinId), amount: -amount },
        { account: systemAccount(pool, coin.coinId), amount },
      ],
    })
    if (entry.created) posted++
  }
  return posted
}
