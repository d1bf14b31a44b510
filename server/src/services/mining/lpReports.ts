import { farmAbi } from '@phoswap/core/abi/farmAbi'
import type { LpReport, StarCardLp } from '@phoswap/core/api/mining'
import { and, eq, sql } from 'drizzle-orm'
import { type Address, getAddress, type Hex, type PublicClient } from 'viem'
import type { Db } from '../../db/client'
import { lpReports, starcardLp } from '../../db/schema'
import { AppError } from '../../errors'
import type { ReportPool } from './phoUsdtPool'
import { verifyLpDeposit } from './verifyLpDeposit'

type LpReportRow = typeof lpReports.$inferSelect

function toReport(row: LpReportRow): LpReport {
  return {
    chain_id: row.chainId,
    tx_hash: row.txHash as Hex,
    address: getAddress(row.address),
    farm: getAddress(row.farm),
    pid: row.pid,
    amount: row.amount,
    block_number: row.blockNumber,
    reported_at: row.reportedAt.toISOString(),
  }
}

async function storedReport(db: Db, chainId: number, txHash: string): Promise<LpReportRow | undefined> {
  const [row] = await db
    .select()
    .from(lpReports)
    .where(and(eq(lpReports.chainId, chainId), eq(lpReports.txHash, txHash)))
  return row
}

/**
 * `POST /dex/report-lp`: a report already stored answers with the stored record (for its own reporter) without
 * another RPC call; otherwise the deposit is verified on chain and inserted once (a racing twin inserts nothing).
 */
export async function reportLp(
  db: Db,
  client: PublicClient,
  pool: ReportPool,
  input: { chainId: number; txHash: Hex; user: string },
): Promise<LpReport> {
  const txHash = input.txHash.toLowerCase() as Hex
  const user = input.user.toLowerCase()
  const existing = await storedReport(db, input.chainId, txHash)
  if (existing) {
    if (existing.address !== user) throw new AppError('lp_tx_other_user')
    return toReport(existing)
  }
  const deposit = await verifyLpDeposit(client, pool, txHash, user)
  await db
    .insert(lpReports)
    .values({
      chainId: input.chainId,
      txHash,
      address: deposit.address,
      farm: pool.farm.toLowerCase(),
      pid: pool.pid,
      amount: deposit.amount.toString(),
      blockNumber: deposit.blockNumber,
    })
    .onConflictDoNothing()
  const row = await storedReport(db, input.chainId, txHash)
  if (!row) throw new Error('lp report vanished after insert')
  return toReport(row)
}

/**
 * `POST /starcard/update-lp`: after the same verification, reads the user's whole stake in the pool from
 * `farm.userInfo` and stores it as the user's star-card LP figure (one row per chain and user, refreshed).
 */
export async function updateStarCardLp(
  db: Db,
  client: PublicClient,
  pool: ReportPool,
  input: { chainId: number; txHash: Hex; user: string },
): Promise<StarCardLp> {
  const txHash = input.txHash.toLowerCase() as Hex
  const deposit = await verifyLpDeposit(client, pool, txHash, input.user)
  const blockNumber = await client.getBlockNumber({ cacheTime: 0 })
  const [staked] = await client.readContract({
    address: pool.farm,
    abi: farmAbi,
    functionName: 'userInfo',
    args: [BigInt(pool.pid), deposit.address as Address],
    blockNumber,
  })
  const values = {
    chainId: input.chainId,
    address: deposit.address,
    farm: pool.farm.toLowerCase(),
    pid: pool.pid,
    staked: staked.toString(),
    blockNumber: Number(blockNumber),
    txHash,
    updatedAt: new Date(),
  }
  // A late refresh never overwrites a figure read at a later block.
  const [row] = await db
    .insert(starcardLp)
    .values(values)
    .onConflictDoUpdate({
      target: [starcardLp.chainId, starcardLp.address],
      set: values,
      setWhere: sql`${starcardLp.blockNumber} <= ${values.blockNumber}`,
    })
    .returning()
  const current =
    row ??
    (
      await db
        .select()
        .from(starcardLp)
        .where(and(eq(starcardLp.chainId, input.chainId), eq(starcardLp.address, deposit.address)))
    )[0]
  if (!current) throw new Error('star-card row vanished after upsert')
  return {
    chain_id: current.chainId,
    address: getAddress(current.address),
    farm: getAddress(current.farm),
    pid: current.pid,
    staked: current.staked,
    block_number: current.blockNumber,
    tx_hash: current.txHash as Hex,
    updated_at: current.updatedAt.toISOString(),
  }
}
