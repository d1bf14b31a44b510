import { useTranslation } from 'react-i18next'
import { findNetwork } from '../chain/network/configuredNetworks'
import './trade.css'
import { shortTxHash } from './txRecordRow'

/** The explorer page of a transaction, or undefined where the chain has none (the local chain). */
export function explorerTxUrl(chainId: number, hash: string): string | undefined {
  const base = findNetwork(chainId)?.chain.blockExplorers?.default.url
  return base ? `${base.replace(/\/$/, '')}/tx/${hash}` : undefined
}

interface ExplorerLinkProps {
  chainId: number
  hash: string
  /** A list row: the hash shortened (whole in the tooltip), and the row's own test ids. */
  short?: boolean
  testIds?: { link: string; hash: string }
}

/** "View on explorer" where there is one; else the hash itself, so the user can still find it. */
export function ExplorerLink({
  chainId,
  hash,
  short = false,
  testIds = { link: 'explorer-link', hash: 'tx-hash' },
}: ExplorerLinkProps) {
  const { t } = useTranslation()
  const url = explorerTxUrl(chainId, hash)
  if (url) {
    return (
      <a className="explorer-link" href={url} target="_blank" rel="noreferrer" data-testid={testIds.link}>
        {t('viewOnExplorer')}
      </a>
    )
  }
  return (
    <code className={short ? 'tx-record__hash' : 'explorer-hash'} data-testid={testIds.hash} title={hash}>
      {short ? shortTxHash(hash) : hash}
    </code>
  )
}
