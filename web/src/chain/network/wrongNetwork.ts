/**
 * Whether the connected wallet must switch before anything can be sent: it is on another chain than the network
 * the page was opened for (the picker's choice, always one the app offers, so a chain the app does not offer is
 * covered too). Without a wallet: never.
 */
export function needsNetworkSwitch(walletChainId: number | undefined, selectedChainId: number): boolean {
  return walletChainId !== undefined && walletChainId !== selectedChainId
}
