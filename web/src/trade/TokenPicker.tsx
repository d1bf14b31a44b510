import { isImportCandidate, searchTokens } from '@phoswap/core/swap'
import type { Token } from '@phoswap/core/tokens'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Address, getAddress } from 'viem'
import { findNetwork, getDeployment } from '../chain/network/configuredNetworks'
import { useTokenBalances } from '../chain/reads/useTokenBalances'
import { sameAddress } from '../chain/tokens/sameAddress'
import { addCustomToken, isListOn, listTokens, removeCustomToken, TOKEN_LIST_IDS } from '../chain/tokens/tokenLists'
import { customTokensStore, listSwitchesStore } from '../chain/tokens/tokenStores'
import { usePickerTokens } from '../chain/tokens/usePickerTokens'
import { useTokenLookup } from '../chain/tokens/useTokenLookup'
import { formatBalance } from '../ui/format'
import { Popup } from '../ui/Popup'
import { useStoredValue } from '../ui/storedValue'
import { TokenIcon } from '../ui/TokenIcon'
import { registerTradeTexts, TRADE_NAMESPACE } from './i18n'
import './trade.css'

registerTradeTexts()

export interface TokenPickerProps {
  open: boolean
  onClose: () => void
  onSelect: (token: Token) => void
  chainId: number
  account?: Address
  /** The token already in this slot (marked). */
  selected?: Address | null
  /** Balances the screen already reads (lowercase address); without them the picker reads its own. */
  balances?: ReadonlyMap<string, bigint>
}

/**
 * The token picker (spec 000 §2) with its three views: 0 the list with balances and search (address, name or
 * symbol; an unknown address is read on chain and offered for import behind a warning), 1 manage (custom tokens
 * of this chain, `curList`, removable), 2 token lists (which lists are on).
 */
export function TokenPicker({ open, onClose, onSelect, chainId, account, selected, balances }: TokenPickerProps) {
  const { t } = useTranslation(TRADE_NAMESPACE)
  const [view, setView] = useState<0 | 1 | 2>(0)
  const [query, setQuery] = useState('')
  const [confirmImport, setConfirmImport] = useState(false)
  const tokens = usePickerTokens(chainId)
  const own = useTokenBalances(
    chainId,
    open && !balances ? account : undefined,
    useMemo(() => tokens.map((x) => x.address), [tokens]),
  )
  const shownBalances = balances ?? own.balances
  const found = useMemo(() => searchTokens(tokens, query), [tokens, query])
  const candidate = isImportCandidate(query, tokens) ? getAddress(query.trim()) : null
  const lookup = useTokenLookup(chainId, open ? candidate : null)
  const custom = useStoredValue(customTokensStore)[String(chainId)] ?? []
  const switches = useStoredValue(listSwitchesStore)
  const deployment = getDeployment(chainId)
  const network = findNetwork(chainId)

  const close = () => {
    setQuery('')
    setView(0)
    setConfirmImport(false)
    onClose()
  }
  const pick = (token: Token) => {
    onSelect(token)
    close()
  }

  return (
    <Popup
      open={open}
      onClose={close}
      title={t('picker.title')}
      testId="token-picker"
      closeLabel={t('translation:common.close')}
    >
      <div className="picker__views" role="tablist">
        {([0, 1, 2] as const).map((v) => (
          <button
            type="button"
            role="tab"
            key={v}
            aria-selected={view === v}
            className={`picker__view${view === v ? ' picker__view--on' : ''}`}
            data-testid={`picker-view-${v}`}
            onClick={() => setView(v)}
          >
            {t(v === 0 ? 'picker.tokens' : v === 1 ? 'picker.manage' : 'picker.lists')}
          </button>
        ))}
      </div>

      {view === 0 ? (
        <>
          <input
            className="picker__search"
            placeholder={t('picker.search')}
            value={query}
            data-testid="token-search"
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => {
              setQuery(event.target.value)
              setConfirmImport(false)
            }}
          />
          {candidate ? (
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
                      pick(token)
                    }}
                  >
                    {t('picker.understand')}
                  </button>
                </div>
              ) : null}
            </div>
          ) : null}
          <ul className="picker__list">
            {found.map((token) => {
              const balance = shownBalances.get(token.address.toLowerCase())
              const on = sameAddress(selected, token.address)
              return (
                <li key={token.address}>
                  <button
                    type="button"
                    className={`picker__row picker__option${on ? ' picker__option--on' : ''}`}
                    data-testid="token-option"
                    data-symbol={token.symbol}
                    data-address={token.address}
                    onClick={() => pick(token)}
                  >
                    <TokenIcon symbol={token.symbol} logoURI={token.logoURI} />
                    <span className="picker__names">
                      <strong>{token.symbol}</strong>
                      <small>{token.name}</small>
                    </span>
                    <span className="picker__balance" data-testid="token-option-balance">
                      {account ? formatBalance(balance, token.decimals) : ''}
                    </span>
                  </button>
                </li>
              )
            })}
          </ul>
          {found.length === 0 && !candidate ? <p className="picker__empty">{t('picker.noResults')}</p> : null}
        </>
      ) : null}

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
    </Popup>
  )
}
