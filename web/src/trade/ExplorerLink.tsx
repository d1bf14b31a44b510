import { useTranslation } from 'react-i18next'
import { findNetwork } from '../chain/network/configuredNetworks'
import './trade.css'

/** The explorer page of a transaction, or undefined where the chain has none (the local chain). */
export function explorerTxUrl(chainId: number, hash: string): string | undefined {
  const base = findNetwork(chainId)?.chain.blockExplorers?.default.url
  return base ? `${base.replace(/\/$/, '')}/tx/${hash}` : undefined
}

/** "View on explorer" where there is one; else the hash itself, so the user can still find it. */
export function ExplorerLink({ chainId, hash }: { chainId: number; hash: string }) {
  const { t } = useTranslation()
  const url = explorerTxUrl(chainId, hash)
  if (url) {
    return (
      <a className="explorer-link" href={url} target="_blank" rel="noreferrer" data-testid="explorer-link">
        {t('viewOnExplorer')}
      </a>
    )
  }
  return (
    <code className="explorer-hash" data-testid="tx-hash" title={hash}>
      {hash}
    </code>
  )
}
