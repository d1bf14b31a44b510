import { useTranslation } from 'react-i18next'
import { networks } from '../chain/network/configuredNetworks'
import { reloadPage } from '../chain/network/reloadPage'
import { storeChainId } from '../chain/network/selectedChain'
import { useActiveNetwork } from '../chain/network/useActiveNetwork'
import { loadWallet } from '../chain/wallet/loadWallet'
import { getWalletState } from '../chain/wallet/walletState'
import { CheckIcon, ChevronDownIcon } from '../ui/icons'
import { Popover } from '../ui/Popover'
import { NetworkBadge } from './NetworkBadge'

/** Without a wallet the choice is stored and the page reloads, with no need for the wallet code. */
async function pick(chainId: number): Promise<void> {
  if (getWalletState().status === 'disconnected') {
    storeChainId(chainId)
    reloadPage()
    return
  }
  await (await loadWallet()).pickNetwork(chainId)
}

/** OKT Chain, Polygon, BSC, and Local only when the runtime config has a local chain. */
export function NetworkPicker() {
  const { t } = useTranslation()
  const { chainId, network, isWrongNetwork } = useActiveNetwork()
  const shown = network ? t(network.nameKey) : t('header.wrongNetwork')
  return (
    <Popover
      label={t('header.selectNetwork')}
      trigger={({ open, toggle }) => (
        <button
          type="button"
          className={`chip${isWrongNetwork ? ' chip--danger' : ''}`}
          data-testid="network-picker"
          aria-haspopup="menu"
          aria-expanded={open}
          // The name starts with the network shown on the chip (WCAG 2.5.3, label in name).
          aria-label={`${shown}, ${t('header.network')}`}
          onClick={toggle}
        >
          <NetworkBadge network={network} />
          <span className="chip__text">{shown}</span>
          <ChevronDownIcon className="chip__caret" />
        </button>
      )}
    >
      {(close) => (
        <>
          <p className="popover__title" aria-hidden="true">
            {t('header.selectNetwork')}
          </p>
          {networks.map((n) => (
            <button
              type="button"
              key={n.chainId}
              role="menuitemradio"
              aria-checked={n.chainId === chainId}
              className="popover__item"
              data-testid={`network-option-${n.chainId}`}
              onClick={() => {
                close()
                if (n.chainId !== chainId) void pick(n.chainId)
              }}
            >
              <NetworkBadge network={n} />
              <span>{t(n.nameKey)}</span>
              {n.chainId === chainId ? <CheckIcon className="popover__check" /> : null}
            </button>
          ))}
        </>
      )}
    </Popover>
  )
}
