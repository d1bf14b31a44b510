import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { privateKeyToAddress } from 'viem/accounts'
import { type Connector, useConnect, useConnectors } from 'wagmi'
import { Button } from '../../ui/Button'
import { shortenAddress } from '../../ui/format'
import { Popup } from '../../ui/Popup'
import { WalletIcon } from '../../ui/pageIcons'
import { showToast } from '../../ui/toastStore'
import { useActiveNetwork } from '../network/useActiveNetwork'
import { DEV_WALLET_ID } from './devWallet'
import { DEFAULT_DEV_KEY, getDevKey, isPrivateKey, resetDevKey, setDevKey } from './devWalletKey'
import { isUserRejection } from './providerError'
import './connectDialog.css'

/** A wallet announced through EIP-6963 carries its rdns as the connector id. */
function isDiscovered(connector: Connector): boolean {
  return connector.type === 'injected' && connector.id !== 'injected'
}

function hasLegacyInjected(): boolean {
  return typeof window !== 'undefined' && 'ethereum' in window && !!(window as { ethereum?: unknown }).ethereum
}

/**
 * Lists the browser wallets that announced themselves (EIP-6963), a plain injected wallet when only
 * `window.ethereum` exists, and the development wallet when the network in use is the local chain.
 */
export default function ConnectDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  const connectors = useConnectors()
  const { mutateAsync: connect } = useConnect()
  const { chainId, network } = useActiveNetwork()
  const [pending, setPending] = useState<string | null>(null)
  const [devKey, setDevKeyState] = useState(getDevKey())
  const [keyInput, setKeyInput] = useState('')
  const [editingKey, setEditingKey] = useState(false)

  const discovered = connectors.filter(isDiscovered)
  const legacy =
    discovered.length === 0 && hasLegacyInjected() ? connectors.find((c) => c.id === 'injected') : undefined
  const dev = network?.isLocal ? connectors.find((c) => c.id === DEV_WALLET_ID) : undefined
  const wallets = [...discovered, ...(legacy ? [legacy] : [])]
  const devAddress = useMemo(() => privateKeyToAddress(devKey), [devKey])

  async function choose(connector: Connector) {
    setPending(connector.uid)
    try {
      await connect({ connector, chainId: network ? chainId : undefined })
      onClose()
    } catch (error) {
      console.warn('Connect failed', error)
      showToast(isUserRejection(error) ? t('transactionRejected') : t('wallet.connectFailed'), 'error')
    } finally {
      setPending(null)
    }
  }

  function applyKey(key: string) {
    if (!isPrivateKey(key)) {
      showToast(t('wallet.devInvalidKey'), 'error')
      return
    }
    if (key === DEFAULT_DEV_KEY) resetDevKey()
    else setDevKey(key)
    setDevKeyState(key)
    setKeyInput('')
    setEditingKey(false)
  }

  return (
    <Popup open onClose={onClose} title={t('wallet.title')} testId="connect-dialog" closeLabel={t('common.close')}>
      <div className="connect">
        {wallets.length === 0 && !dev ? <p className="connect__empty">{t('wallet.none')}</p> : null}
        {wallets.map((connector) => (
          <button
            type="button"
            key={connector.uid}
            className="connect__option"
            data-testid={`wallet-option-${connector.id}`}
            disabled={pending !== null}
            onClick={() => choose(connector)}
          >
            {connector.icon ? (
              <img className="connect__icon" src={connector.icon} alt="" />
            ) : (
              <span className="connect__icon connect__icon--generic">
                <WalletIcon />
              </span>
            )}
            <span className="connect__name">{connector.name}</span>
            <span className="connect__tag">
              {pending === connector.uid ? t('wallet.connecting') : t('wallet.detected')}
            </span>
          </button>
        ))}
        {dev ? (
          <div className="connect__dev">
            <button
              type="button"
              className="connect__option"
              data-testid="wallet-option-dev"
              disabled={pending !== null}
              onClick={() => choose(dev)}
            >
              <span className="connect__icon connect__icon--dev">
                <WalletIcon />
              </span>
              <span className="connect__name">
                {t('wallet.dev')}
                <small className="connect__sub">{shortenAddress(devAddress)}</small>
              </span>
              <span className="connect__tag">{pending === dev.uid ? t('wallet.connecting') : t('network.local')}</span>
            </button>
            <p className="connect__hint">{t('wallet.devHint')}</p>
            {editingKey ? (
              <form
                className="connect__key"
                onSubmit={(event) => {
                  event.preventDefault()
                  applyKey(keyInput.trim())
                }}
              >
                <label className="connect__label" htmlFor="dev-key">
                  {t('wallet.devKey')}
                </label>
                <input
                  id="dev-key"
                  className="connect__input"
                  type="password"
                  autoComplete="off"
                  spellCheck={false}
                  placeholder="0x…"
                  value={keyInput}
                  data-testid="dev-key-input"
                  onChange={(event) => setKeyInput(event.target.value)}
                />
                <div className="connect__key-actions">
                  <Button type="submit" size="sm" data-testid="dev-key-save">
                    {t('wallet.devUseKey')}
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => applyKey(DEFAULT_DEV_KEY)}>
                    {t('wallet.devReset')}
                  </Button>
                </div>
              </form>
            ) : (
              <button type="button" className="connect__link" onClick={() => setEditingKey(true)}>
                {t('wallet.devOtherKey')}
              </button>
            )}
          </div>
        ) : null}
      </div>
    </Popup>
  )
}
