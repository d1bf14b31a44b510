/**
 * Whether the connected wallet must switch before anything can be sent: it sits on a chain the app does not offer,
 * or on another chain than the network the page was opened for (the picker's choice). Without a wallet: never.
 */
export function isWrongNetwork(
  walletChainId: number | undefined,
  selectedChainId: number,
  offered: (chainId: number) => boolean,
): boolean {
  if (walletChainId === undefined) return false
  return !offered(walletChainId) || walletChainId !== selectedChainId
}
