import type { Network } from '../chain/network/networks'

/** The network's logo, or a red "!" for a chain we do not serve. */
export function NetworkBadge({ network }: { network: Network | undefined }) {
  if (!network) {
    return (
      <span className="network-badge network-badge--unknown" aria-hidden="true">
        !
      </span>
    )
  }
  return <img className="network-badge" src={network.logoURI} alt="" aria-hidden="true" />
}
