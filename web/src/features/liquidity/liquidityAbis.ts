import { parseAbi } from 'viem'

/** The pair, factory and permit reads these screens batch, without carrying the whole ABIs into the chunk. */
export const pairReadAbi = parseAbi([
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
  'function totalSupply() view returns (uint256)',
  'function balanceOf(address owner) view returns (uint256)',
  'function allowance(address owner, address spender) view returns (uint256)',
  'function nonces(address owner) view returns (uint256)',
  'function eip712Domain() view returns (bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)',
  'function name() view returns (string)',
])

export const factoryGetPairAbi = parseAbi([
  'function getPair(address tokenA, address tokenB) view returns (address pair)',
])
