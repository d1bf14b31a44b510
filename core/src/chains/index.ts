export { availableChains } from './availableChains'
export {
  bsc,
  type ChainConfig,
  type ChainKey,
  DEFAULT_CHAIN_ID,
  LOCAL_CHAIN_ID,
  LOCAL_CONFIRMATIONS,
  local,
  type NativeCurrency,
  NETWORKS,
  type NetworkName,
  okt,
  polygon,
  TOKEN_LIST_ONLY_CHAIN_ID,
} from './chains'
export { getChain } from './getChain'
export { isSupportedChainId } from './isSupportedChainId'
