import type { AdminCoinsData } from '@phoswap/core/api/console'
import { formatUnits } from 'viem'
import { groupThousands } from '../../../ui/formatNumber'
import { ppmPercentText } from '../ui/amounts'
import { useAdminQuery } from '../ui/useAdmin'

export type AdminCoin = AdminCoinsData['list'][number]

/** The reward coins with their decimals and fees (`GET /v1/admin/coins`); pools, coins and settings read it. */
export function useAdminCoins() {
  return useAdminQuery<AdminCoinsData>(['coins'], '/admin/coins')
}

/**
 * An operator's amount, exact: every digit of the base units (a console never rounds what it moves), grouped, with
 * its symbol: "1,250.000001 GDT".
 */
export function exactCoin(units: bigint | string, decimals: number, symbol: string): string {
  return `${groupThousands(formatUnits(BigInt(units), decimals))} ${symbol}`
}

/** A rate as the operator reads it: "0.2 % (2000 ppm)". */
export function percentWithPpm(ppm: number | string): string {
  return `${ppmPercentText(ppm)} % (${ppm} ppm)`
}
