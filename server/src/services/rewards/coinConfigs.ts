import type { CoinChannel, CoinConfig } from '@phoswap/core/api/reward'
import { getChain } from '@phoswap/core/chains'
import type { Deployment } from '@phoswap/core/deployments'
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { coins, PPM } from '../../db/schema'

type CoinRow = typeof coins.$inferSelect

/** A rate in parts per million as an exact decimal fraction: 1000 → "0.001", 0 → "0". */
export function ppmToDecimal(ppm: number): string {
  if (ppm === 0) return '0'
  const whole = Math.floor(ppm / PPM)
  const fraction = String(ppm % PPM)
    .padStart(6, '0')
    .replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : String(whole)
}

function configOf(coin: CoinRow, feePpm: number, chainId = 0, contract = ''): CoinConfig {
  return {
    coin_id: coin.coinId,
    coin_en: coin.coinEn,
    coin_key: coin.coinKey,
    platform_key: coin.platformKey,
    logo: coin.logo,
    decimals: coin.decimals,
    contract,
    chain_id: chainId,
    fee_rate: ppmToDecimal(feePpm),
    fee_rate_ppm: feePpm,
  }
}

export async function listCoins(db: Db): Promise<CoinRow[]> {
  return db.select().from(coins).orderBy(asc(coins.sort), asc(coins.coinId))
}

/**
 * The chains a coin moves in or out on: a chain with the receiving address (`pick`) in its deployments file, and
 * the on-chain coins whose symbol that file lists as a token. Addresses come only from deployments files.
 */
export function channelsOf(
  rows: CoinRow[],
  deployments: Record<number, Deployment>,
  offered: number[],
  pick: (d: Deployment) => string | undefined,
  feeOf: (coin: CoinRow) => number,
): CoinChannel[] {
  const channels: CoinChannel[] = []
  for (const chainId of offered) {
    const deployment = deployments[chainId]
    const address = deployment && pick(deployment)
    if (!deployment || !address) continue
    const list: CoinConfig[] = []
    for (const coin of rows) {
      if (!coin.onChain) continue
      const token = deployment.tokens.find((t) => t.symbol === coin.coinEn)
      if (token) list.push(configOf(coin, feeOf(coin), chainId, token.address))
    }
    if (list.length)
      channels.push({ chan_name: getChain(chainId)?.name ?? String(chainId), chain_id: chainId, address, list })
  }
  return channels
}

/** Deposits go to the chain's `depositReceiver`, else to the withdraw vault (it pays withdrawals from them). */
export const depositReceiverOf = (d: Deployment): string | undefined =>
  d.contracts.depositReceiver ?? d.contracts.withdrawVault

/** Withdrawals are paid by the chain's withdraw vault. */
export const withdrawVaultOf = (d: Deployment): string | undefined => d.contracts.withdrawVault

/** Every coin moves between users of the ledger, ledger-only coins included; the fee is added to the amount. */
export function transferConfigs(rows: CoinRow[]): CoinConfig[] {
  return rows.map((coin) => configOf(coin, coin.feeRatePpm))
}

export async function setCoinFees(
  db: Db,
  coinId: number,
  fees: { fee_rate_ppm?: number | undefined; withdraw_fee_ppm?: number | undefined },
): Promise<CoinRow | undefined> {
  const set: Partial<CoinRow> = {}
  if (fees.fee_rate_ppm !== undefined) set.feeRatePpm = fees.fee_rate_ppm
  if (fees.withdraw_fee_ppm !== undefined) set.withdrawFeePpm = fees.withdraw_fee_ppm
  if (Object.keys(set).length === 0) {
    const [row] = await db.select().from(coins).where(eq(coins.coinId, coinId))
    return row
  }
  const [row] = await db.update(coins).set(set).where(eq(coins.coinId, coinId)).returning()
  return row
}
