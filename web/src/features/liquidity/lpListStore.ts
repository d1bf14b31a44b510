import { storedValue, useStoredValue } from '../../ui/storedValue'
import { LP_LIST_KEY, type LpLists, parseLpLists } from './lpList'
import type { PoolRecord } from './poolRecord'

export const lpListStore = storedValue<LpLists>(LP_LIST_KEY, parseLpLists)

const EMPTY: readonly PoolRecord[] = []

/** The saved pool records of one network. */
export function useLpList(chainId: number): readonly PoolRecord[] {
  return useStoredValue(lpListStore)[String(chainId)] ?? EMPTY
}
