import { createContext } from 'react'

/**
 * The native coin's USD price (18 decimals) of a chain, or null when the market has none. The app provides it from
 * the server's market quotes (app/NativePriceProvider.tsx); without a provider the fee shows in the native coin only.
 */
export const NativePriceContext = createContext<(chainId: number) => Promise<bigint | null>>(async () => null)
