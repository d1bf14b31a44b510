// The functions the transaction path sends, as JSON subsets (not viem's erc20Abi and core's whole wrapped-native
// ABI, about 1.5 KB gzip on every chain screen); txAbis.test.ts holds them to the full ABIs.

/** ERC-20 `approve` and `transfer`. */
export const erc20WriteAbi = [
  {
    type: 'function',
    name: 'approve',
    stateMutability: 'nonpayable',
    inputs: [
      { type: 'address', name: 'spender' },
      { type: 'uint256', name: 'amount' },
    ],
    outputs: [{ type: 'bool' }],
  },
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { type: 'address', name: 'recipient' },
      { type: 'uint256', name: 'amount' },
    ],
    outputs: [{ type: 'bool' }],
  },
] as const

/** The wrapped native token's `deposit` (wrap) and `withdraw` (unwrap). */
export const wrappedNativeWriteAbi = [
  { type: 'function', name: 'deposit', stateMutability: 'payable', inputs: [], outputs: [] },
  {
    type: 'function',
    name: 'withdraw',
    stateMutability: 'nonpayable',
    inputs: [{ type: 'uint256', name: 'wad' }],
    outputs: [],
  },
] as const

/** approve's "unlimited" amount (viem's maxUint256, without its constants module). */
export const MAX_UINT256 = 2n ** 256n - 1n
