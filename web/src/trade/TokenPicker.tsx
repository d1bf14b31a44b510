import { isImportCandidate, searchTokens } from '@phoswap/core/swap'
import type { Token } from '@phoswap/core/tokens'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Address, getAddress } from 'viem'
import { useTokenBalances } from '../chain/reads/useTokenBalances'
import { sameAddress } from '../chain/tokens/sameAddress'
import { usePickerTokens } from '../chain/tokens/usePickerTokens'
import { formatBalance } from '../ui/format'
import { preloadable } from '../ui/onDemand'
import { Popup } from '../ui/Popup'
import { TokenIcon } from '../ui/TokenIcon'
import { registerTradePopupTexts, TRADE_POPUP_NAMESPACE } from './popupTexts'
import './trade.css'

registerTradePopupTexts()

const more = preloadable(() => import('./TokenPickerMore'))
const PickerImport = more.part((m) => m.PickerImport)
const PickerSettings = more.part((m) => m.PickerSettings)

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
  const { t } = useTranslation(TRADE_POPUP_NAMESPACE)
  const [view, setView] = useState<0 | 1 | 2>(0)
  const [query, setQuery] = useState('')
  const tokens = usePickerTokens(chainId)
  const own = useTokenBalances(
    chainId,
    open && !balances ? account : undefined,
    useMemo(() => tokens.map((x) => x.address), [tokens]),
  )
  const shownBalances = balances ?? own.balances
  const found = useMemo(() => searchTokens(tokens, query), [tokens, query])
  const candidate = isImportCandidate(query, tokens) ? getAddress(query.trim()) : null
  // The import section and the manage and lists views load when the picker first opens, not with the screen.
  useEffect(() => {
    if (open) void more.preload()
  }, [open])

  const close = () => {
    setQuery('')
    setView(0)
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
            onChange={(event) => setQuery(event.target.value)}
          />
          {candidate ? <PickerImport key={candidate} chainId={chainId} address={candidate} onImported={pick} /> : null}
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

      {view !== 0 ? <PickerSettings view={view} chainId={chainId} /> : null}
    </Popup>
  )
}
