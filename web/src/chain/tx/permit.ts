import type { Address, Hex } from 'viem'

/** An EIP-2612 permit as the router's *WithPermit functions take it. */
export interface PermitSignature {
  v: number
  r: Hex
  s: Hex
}

export const PERMIT_TYPES = {
  Permit: [
    { name: 'owner', type: 'address' },
    { name: 'spender', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
  ],
} as const

export interface PermitInput {
  chainId: number
  pair: Address
  /** The LP token's EIP-712 domain name and version ("PhoSwap LP", "1"), read from the pair when it tells. */
  name: string
  version: string
  owner: Address
  spender: Address
  value: bigint
  nonce: bigint
  deadline: bigint
}

/** The EIP-2612 permit the wallet signs (eth_signTypedData_v4) instead of an approval transaction. */
export function permitTypedData(input: PermitInput) {
  return {
    domain: { name: input.name, version: input.version, chainId: input.chainId, verifyingContract: input.pair },
    types: PERMIT_TYPES,
    primaryType: 'Permit' as const,
    message: {
      owner: input.owner,
      spender: input.spender,
      value: input.value,
      nonce: input.nonce,
      deadline: input.deadline,
    },
  }
}
