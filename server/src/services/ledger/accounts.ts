/** Where money sits: a user's or a system account's bucket of one coin (docs/decisions/0044-reward-ledger.md). */
export type Bucket = 'usable' | 'frozen' | 'debt'

export interface AccountRef {
  /** A user's lowercase address, or a system name (see SYSTEM). */
  owner: string
  coinId: number
  bucket: Bucket
}

/**
 * Named system accounts. `external:` accounts mirror the world outside the books (what a chain or the sandbox
 * put in) and are the only accounts allowed below zero; every other account, pools included, runs dry at zero.
 */
export const SYSTEM = {
  /** Deposits clearing of a chain: a confirmed deposit moves from here to the sender; a paid withdrawal back. */
  chain: (chainId: number) => `external:chain:${chainId}`,
  /** Funds the sandbox's demo balances (SEED_CONTENT=1); never used on a real network. */
  sandboxFunding: 'external:sandbox',
  /** Withdrawals signed but not yet claimed on chain (or refunded after their deadline). */
  withdrawalsInTransit: 'withdrawals:in-transit',
  /** Transfer and withdrawal fees collected. */
  fees: 'fees',
  /** The pool a reward source pays from, e.g. pool('airdrop'). */
  pool: (source: string) => `pool:${source}`,
  /**
   * The operator's own money in a chain's vault: what reached it from no user (a mint, a contract's transfer)
   * less what the owner took out (`FundsWithdrawn`). `ledger check`: held = owed + this.
   */
  vaultSurplus: (chainId: number) => `vault-surplus:${chainId}`,
} as const

const ADDRESS = /^0x[0-9a-fA-F]{40}$/

export function userAccount(address: string, coinId: number, bucket: Bucket = 'usable'): AccountRef {
  if (!ADDRESS.test(address)) throw new Error(`ledger: not an address: ${address}`)
  return { owner: address.toLowerCase(), coinId, bucket }
}

export function systemAccount(name: string, coinId: number, bucket: Bucket = 'usable'): AccountRef {
  if (!/^[a-z][a-z0-9_.:-]{0,79}$/.test(name)) throw new Error(`ledger: not a system account name: ${name}`)
  return { owner: name, coinId, bucket }
}
