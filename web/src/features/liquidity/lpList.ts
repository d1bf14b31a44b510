import type { Address } from 'viem'
import { sameAddress } from '../../chain/tokens/sameAddress'
import { type PoolRecord, parsePoolRecord } from './poolRecord'

/** `lpList` in local storage: each network's saved pool records (000 §3), keyed by chain id. */
export type LpLists = Readonly<Record<string, readonly PoolRecord[]>>

/** Local storage key of the saved positions (the spec's per-network lpList). */
export const LP_LIST_KEY = 'lpList'

/**
 * Whatever is stored turned into valid lists: entries that are not pool records are dropped (addresses are
 * checksummed on the way, as an older shape may hold lowercase ones), a pair appears once per network.
 */
export function parseLpLists(raw: unknown): LpLists {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {}
  const result: Record<string, PoolRecord[]> = {}
  for (const [chainId, list] of Object.entries(raw as Record<string, unknown>)) {
    if (!/^\d{1,12}$/.test(chainId) || !Array.isArray(list)) continue
    const kept: PoolRecord[] = []
    for (const item of list) {
      const parsed = parsePoolRecord(item, false)
      if (parsed.ok && !kept.some((r) => sameAddress(r.lpAddress, parsed.record.lpAddress))) kept.push(parsed.record)
    }
    result[chainId] = kept
  }
  return result
}

/** Adds a pair to a network's list (first time at the end; a pair already there is replaced in place). */
export function addPoolRecord(lists: LpLists, chainId: number, record: PoolRecord): LpLists {
  const key = String(chainId)
  const list = lists[key] ?? []
  const index = list.findIndex((r) => sameAddress(r.lpAddress, record.lpAddress))
  const next = index === -1 ? [...list, record] : list.map((r, i) => (i === index ? record : r))
  return { ...lists, [key]: next }
}

export function removePoolRecord(lists: LpLists, chainId: number, lpAddress: Address): LpLists {
  const key = String(chainId)
  return { ...lists, [key]: (lists[key] ?? []).filter((r) => !sameAddress(r.lpAddress, lpAddress)) }
}
