import { storedValue } from '../../ui/storedValue'
import { parseCustomTokens, parseListSwitches } from './tokenLists'

/** The spec's local storage key of custom imported tokens, one list per chain id. */
export const customTokensStore = storedValue('curList', parseCustomTokens)
/** Which token lists are on, per chain id. */
export const listSwitchesStore = storedValue('tokenLists', parseListSwitches)
