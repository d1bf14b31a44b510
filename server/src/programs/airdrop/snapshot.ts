import { and, eq, inArray, lt, sql } from 'drizzle-orm'
import { type Address, erc20Abi, getAddress, type Hex, type PublicClient } from 'viem'
import type { Db } from '../../db/client'
import { airdropSnapshots, ledgerAccounts, ledgerEntries, ledgerPostings } from '../../db/schema'
import { AppError } from '../../errors'
import { ChainUnavailableError } from '../../services/chain/chainUnavailable'

// The airdrop's holding rule (docs/decisions/0099-airdrop-snapshot.md): an address qualifies for a UTC day by what it
// held when the day opened, so one coin passed along many wallets during the day qualifies only the wallet that
// held it at 00:00. "Held" = the coin on chain at the day's opening block + the reward wallet at 00:00.

/** The chain side of a snapshot: the session's chain, its client and the coin's token there (null: none). */
export interface SnapshotChain {
  chainId: number
  client: PublicClient | null
  token: Address | null
  /** Blocks behind the head a block must be to be read (the indexer's confirmations for that chain). */
  confirmations: number
}

export type HoldingSnapshot = { day: string; dayStart: Date } & (
  | { status: 'pending' }
  | {
      status: 'ready'
      /** The day's opening block read; null when the chain had no block before 00:00 or the coin is not on it. */
      blockNumber: bigint | null
      chain: bigint
      wallet: bigint
      /** chain + wallet: the figure compared with the required holding. */
      held: bigint
    }
)

/** 00:00 UTC of a day written YYYY-MM-DD. */
export function dayStartOf(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`)
}

type OpeningBlock = { number: bigint; hash: Hex } | null

/**
 * The day's opening block: the last block whose timestamp is before `startS`, found by binary search over block
 * timestamps (they never decrease along a chain). 'pending' until a block at the confirmation depth (head −
 * confirmations) has a timestamp at or after `startS`: only then is the opening block itself at depth and known
 * to be the last one before 00:00. null when even the first block is not before `startS`.
 */
export async function findOpeningBlock(
  client: PublicClient,
  startS: bigint,
  confirmations: number,
): Promise<OpeningBlock | 'pending'> {
  const head = await client.getBlockNumber({ cacheTime: 0 })
  const safe = head - BigInt(confirmations)
  if (safe < 0n) return 'pending'
  const timestampOf = async (n: bigint) => (await client.getBlock({ blockNumber: n })).timestamp
  if ((await timestampOf(safe)) < startS) return 'pending'
  if ((await timestampOf(0n)) >= startS) return null
  // invariant: timestamp(lo) < startS <= timestamp(hi)
  let lo = 0n
  let hi = safe
  while (hi - lo > 1n) {
    const mid = (lo + hi) / 2n
    if ((await timestampOf(mid)) < startS) lo = mid
    else hi = mid
  }
  const block = await client.getBlock({ blockNumber: lo })
  return { number: lo, hash: block.hash as Hex }
}

/**
 * The reward-wallet holding of a coin at a moment: the sum of the owner's postings on its usable and frozen
 * accounts of that coin in entries created before `at` (the ledger's history, not today's cached balance).
 */
export async function walletHoldingAt(db: Db, owner: string, coinId: number, at: Date): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)::text` })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
    .where(
      and(
        eq(ledgerAccounts.owner, owner.toLowerCase()),
        eq(ledgerAccounts.coinId, coinId),
        inArray(ledgerAccounts.bucket, ['usable', 'frozen']),
        lt(ledgerEntries.createdAt, at),
      ),
    )
  return BigInt(row?.total ?? '0')
}

type SnapshotRow = typeof airdropSnapshots.$inferSelect

function readyOf(row: SnapshotRow): HoldingSnapshot {
  const chain = BigInt(row.chainAmount)
  const wallet = BigInt(row.walletAmount)
  return {
    status: 'ready',
    day: row.day,
    dayStart: dayStartOf(row.day),
    blockNumber: row.blockNumber === null ? null : BigInt(row.blockNumber),
    chain,
    wallet,
    held: chain + wallet,
  }
}

/** A chain read that failed: an outage (503 in the caller's language), also when the node lacks that block's state. */
async function chainRead<T>(chainId: number, read: () => Promise<T>): Promise<T> {
  try {
    return await read()
  } catch (error) {
    if (error instanceof AppError) throw error
    throw new ChainUnavailableError(chainId, error)
  }
}

/**
 * The address's holding of `coinId` at the open of `day` on `chain`, read once and kept: the first answer is
 * written to airdrop_snapshots and every later check of that (address, chain, coin, day) returns it without
 * reading the chain. The day's opening block is shared by all addresses (taken from any snapshot of the day).
 */
export async function holdingSnapshot(
  db: Db,
  chain: SnapshotChain,
  address: string,
  coinId: number,
  day: string,
): Promise<HoldingSnapshot> {
  const owner = address.toLowerCase()
  const dayStart = dayStartOf(day)
  const key = and(
    eq(airdropSnapshots.address, owner),
    eq(airdropSnapshots.chainId, chain.chainId),
    eq(airdropSnapshots.coinId, coinId),
    eq(airdropSnapshots.day, day),
  )
  const [cached] = await db.select().from(airdropSnapshots).where(key)
  if (cached) return readyOf(cached)

  const [known] = await db
    .select({ blockNumber: airdropSnapshots.blockNumber, blockHash: airdropSnapshots.blockHash })
    .from(airdropSnapshots)
    .where(
      and(
        eq(airdropSnapshots.chainId, chain.chainId),
        eq(airdropSnapshots.coinId, coinId),
        eq(airdropSnapshots.day, day),
      ),
    )
    .limit(1)
  const { client, token } = chain
  let block: OpeningBlock
  if (known)
    block = known.blockNumber === null ? null : { number: BigInt(known.blockNumber), hash: known.blockHash as Hex }
  else if (!client || !token) block = null
  else {
    const found = await chainRead(chain.chainId, () =>
      findOpeningBlock(client, BigInt(dayStart.getTime() / 1000), chain.confirmations),
    )
    if (found === 'pending') return { status: 'pending', day, dayStart }
    block = found
  }
  const onChain =
    block && client && token
      ? await chainRead(chain.chainId, () =>
          client.readContract({
            address: token,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [getAddress(owner)],
            blockNumber: block.number,
          }),
        )
      : 0n
  const wallet = await walletHoldingAt(db, owner, coinId, dayStart)
  await db
    .insert(airdropSnapshots)
    .values({
      address: owner,
      chainId: chain.chainId,
      coinId,
      day,
      blockNumber: block ? Number(block.number) : null,
      blockHash: block?.hash ?? null,
      chainAmount: onChain.toString(),
      walletAmount: wallet.toString(),
    })
    .onConflictDoNothing()
  // the first writer's answer, whoever it was
  const [row] = await db.select().from(airdropSnapshots).where(key)
  return readyOf(row!)
}
