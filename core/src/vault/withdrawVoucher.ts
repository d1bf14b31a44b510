import type { Address } from 'viem'

/** The withdraw vault's EIP-712 domain name and version; WithdrawVault.sol has the same constants. */
export const withdrawVaultDomain = { name: 'PhoSwap Withdraw Vault', version: '1' } as const

/** The typed struct the server's signer signs and the vault checks. */
export const withdrawVoucherTypes = {
  Withdraw: [
    { name: 'recipient', type: 'address' },
    { name: 'token', type: 'address' },
    { name: 'amount', type: 'uint256' },
    { name: 'orderId', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
  ],
} as const

/** One withdrawal order as the vault pays it: amounts in the token's base units, deadline in unix seconds. */
export interface WithdrawVoucher {
  recipient: Address
  token: Address
  amount: bigint
  orderId: bigint
  deadline: bigint
}

/** Where a voucher can be claimed: one chain, one vault. */
export interface WithdrawVaultTarget {
  chainId: number
  vault: Address
}

/**
 * The typed data of a voucher for viem's `signTypedData` (the server) and `hashTypedData` /
 * `recoverTypedDataAddress` (checks); the web app sends the voucher's fields and signature to `claim`.
 */
export function withdrawVoucherTypedData(target: WithdrawVaultTarget, voucher: WithdrawVoucher) {
  return {
    domain: { ...withdrawVaultDomain, chainId: target.chainId, verifyingContract: target.vault },
    types: withdrawVoucherTypes,
    primaryType: 'Withdraw',
    message: {
      recipient: voucher.recipient,
      token: voucher.token,
      amount: voucher.amount,
      orderId: voucher.orderId,
      deadline: voucher.deadline,
    },
  } as const
}
