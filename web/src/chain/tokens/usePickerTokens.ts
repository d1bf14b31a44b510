import type { Token } from '@phoswap/core/tokens'
import { useMemo } from 'react'
import { useStoredValue } from '../../ui/storedValue'
import { getDeployment } from '../network/configuredNetworks'
import { pickerTokens } from './tokenLists'
import { customTokensStore, listSwitchesStore } from './tokenStores'

/** The tokens a chain's picker lists: native coin, the lists that are on, the custom tokens (`curList`). */
export function usePickerTokens(chainId: number): Token[] {
  const switches = useStoredValue(listSwitchesStore)
  const custom = useStoredValue(customTokensStore)
  return useMemo(() => pickerTokens(chainId, getDeployment(chainId), switches, custom), [chainId, switches, custom])
}
