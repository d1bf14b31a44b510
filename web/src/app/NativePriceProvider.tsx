import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useCallback } from 'react'
import { NativePriceContext } from '../trade/nativePrice'

/** The native coin's USD price for the network fee (trade/NetworkFee.tsx): see nativePriceOf.ts. */
export function NativePriceProvider({ children }: { children: ReactNode }) {
  const client = useQueryClient()
  const priceOf = useCallback(
    async (chainId: number) => (await import('./nativePriceOf')).nativePriceOf(client, chainId),
    [client],
  )
  return <NativePriceContext.Provider value={priceOf}>{children}</NativePriceContext.Provider>
}
