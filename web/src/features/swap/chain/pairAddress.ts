import { type Address, encodePacked, getContractAddress, keccak256 } from 'viem'

/**
 * A pair's address from the factory and its two tokens (already in pair order), the way the factory creates it:
 * CREATE2 with salt keccak256(token0 ++ token1) and the pair's init code hash. Lets the screen read every
 * candidate pair's reserves in one multicall without asking `getPair` first; a pair that does not exist has no
 * code there, so its call fails and it counts as no pool.
 */
export function pairAddress(factory: Address, token0: Address, token1: Address, initCodeHash: `0x${string}`): Address {
  return getContractAddress({
    opcode: 'CREATE2',
    from: factory,
    salt: keccak256(encodePacked(['address', 'address'], [token0, token1])),
    bytecodeHash: initCodeHash,
  })
}
