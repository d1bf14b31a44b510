import type { Address } from 'viem'

/**
 * The spec's Token, without `balance` (a balance is per account and read live, not part of a list).
 * The native currency is listed with `NATIVE_TOKEN_ADDRESS` as its address.
 */
export interface Token {
  name: string
  symbol: string
  address: Address
  chainId: number
  decimals: number
  /** Absent when we ship no logo; the web app then draws a letter icon. */
  logoURI?: string
}

/**
 * Sentinel address of the native currency (OKT, POL, BNB, ETH) in token lists and routes, the convention of
 * 1inch, 0x and Li.Fi. Not the zero address: that one means "no pair" when the factory answers it.
 */
export const NATIVE_TOKEN_ADDRESS: Address = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
