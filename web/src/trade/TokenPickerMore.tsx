import type { Token } from '@phoswap/core/tokens'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { findNetwork, getDeployment } from '../chain/network/configuredNetworks'
import { addCustomToken, isListOn, listTokens, removeCustomToken, TOKEN_LIST_IDS } from '../chain/tokens/tokenLists'
import { customTokensStore, listSwitchesStore } from '../chain/tokens/tokenStores'
import { useTokenLookup } from '../chain/tokens/useTokenLookup'
import { useStoredValue } from '../ui/storedValue'
import { TokenIcon } from '../ui/TokenIcon'
import { TRADE_POPUP_NAMESPACE } from './popupTexts'

// The token picker's parts past its list (TokenPicker.tsx): they load when the picker first opens, not with the
// screen (issue 17).

/** A pasted address that is no listed token: read on chain, offered for import behind a warning. */
export function PickerImport({
  chainId,
  address,
  onImported,
}: {
  chainId: number
  address: Address
  onImported: (token: Token) => void
}) {
  const { t } = useTranslation(TRADE_POPUP_NAMESPACE)
  const lookup = useTokenLookup(chainId, address)
  const [confirmImport, setConfirmImport] = useState(false)
  return (
    <div className="picker__import" data-testid="import-candidate">
      {lookup.loading ? <p>{t('picker.lookingUp')}</p> : null}
      {lookup.notToken ? <p className="picker__error">{t('picker.notToken')}</p> : null}
      {lookup.token ? (
        <div className="picker__row">
          <TokenIcon symbol={lookup.token.symbol} />
          <span className="picker__names">
            <strong data-testid="import-symbol">{lookup.token.symbol}</strong>
            <small>{lookup.token.name}</small>
          </span>
          <button
            type="button"
            className="btn btn--primary btn--sm"
            data-testid="import-button"
            onClick={() => setConfirmImport(true)}
          >
            {t('picker.import')}
          </button>
        </div>
      ) : null}
      {confirmImport && lookup.token ? (
        <div className="picker__warning" data-testid="import-warning">
          <strong>{t('picker.importTitle')}</strong>
          <p>{t('picker.importWarning')}</p>
          <code>{lookup.token.address}</code>
          <button
            type="button"
            className="btn btn--primary btn--md btn--block"
            data-testid="import-confirm"
            onClick={() => {
              const token = lookup.token!
              customTokensStore.set((c) => addCustomToken(c, token))
              onImported(token)
            }}
          >
            {t('picker.understand')}
          </button>
        </div>
      ) : null}
    </div>
  )
}

/** View 1, the custom tokens of this chain (removable), and view 2, the token lists and their switches. */
export function PickerSettings({ view, chainId }: { view: 1 | 2; chainId: number }) {
  const { t } = useTranslation(TRADE_POPUP_NAMESPACE)
  const custom = useStoredValue(customTokensStore)[String(chainId)] ?? []
  const switches = useStoredValue(listSwitchesStore)
  const deployment = getDeployment(chainId)
  const network = findNetwork(chainId)
  return (
    <>
      {view === 1 ? (
        <div className="picker__manage">
          <h3 className="settings__label">{t('picker.custom')}</h3>
          {custom.length === 0 ? <p className="picker__empty">{t('picker.noCustom')}</p> : null}
          <ul className="picker__list">
            {custom.map((token) => (
              <li key={token.address} className="picker__row" data-testid="custom-token-row" data-symbol={token.symbol}>
                <TokenIcon symbol={token.symbol} />
                <span className="picker__names">
                  <strong>{token.symbol}</strong>
                  <small>{token.address}</small>
                </span>
                <button
                  type="button"
                  className="btn btn--ghost btn--sm"
                  data-testid="custom-token-remove"
                  onClick={() => customTokensStore.set((c) => removeCustomToken(c, chainId, token.address))}
                >
                  {t('picker.remove')}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {view === 2 ? (
        <div className="picker__lists">
          <p className="picker__hint">{t('picker.listsHint')}</p>
          {TOKEN_LIST_IDS.map((id) => {
            const count = listTokens(id, chainId, deployment).length
            const on = isListOn(switches, chainId, id)
            return (
              <div key={id} className="picker__row picker__listrow">
                <span className="picker__names">
                  <strong>
                    {id === 'default'
                      ? t('picker.listDefault', { network: network ? t(`translation:${network.nameKey}`) : chainId })
                      : t('picker.listDeployment')}
                  </strong>
                  <small>{t('picker.listCount', { count })}</small>
                </span>
                <button
                  type="button"
                  role="switch"
                  aria-checked={on}
                  className={`toggle${on ? ' toggle--on' : ''}`}
                  data-testid={`list-toggle-${id}`}
                  onClick={() =>
                    listSwitchesStore.set((s) => ({ ...s, [String(chainId)]: { ...s[String(chainId)], [id]: !on } }))
                  }
                >
                  <span className="toggle__knob" />
                </button>
              </div>
            )
          })}
        </div>
      ) : null}
    </>
  )
}
