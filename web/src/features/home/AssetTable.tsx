import type { WalletCoin } from '@phoswap/core/api/reward'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { imageUrl } from '../../api/imageUrl'
import { useSessionToken } from '../../api/useAccountInfo'
import { useIndexConfig } from '../../api/useIndexConfig'
import { useRewardWallet } from '../../api/useRewardWallet'
import { openConnectDialog } from '../../chain/wallet/connectDialogStore'
import { loadWallet } from '../../chain/wallet/loadWallet'
import { useWalletState } from '../../chain/wallet/walletState'
import { BalanceWhere } from '../../ui/BalanceWhere'
import { Button } from '../../ui/Button'
import { formatBalance } from '../../ui/formatNumber'
import { TokenIcon } from '../../ui/TokenIcon'

function amount(value: string, decimals: number): string {
  try {
    return formatBalance(BigInt(value), decimals)
  } catch {
    return formatBalance(undefined, decimals)
  }
}

/** The reward wallet: coin, usable, frozen. Without a wallet it asks to connect; without a session, to sign in. */
export function AssetTable({ chainId, supported }: { chainId: number; supported: boolean }) {
  const { t } = useTranslation()
  const { address, status } = useWalletState()
  const token = useSessionToken()
  const connected = status === 'connected' && !!address
  const wallet = useRewardWallet(chainId, connected ? address : undefined)
  const imageDomain = useIndexConfig().data?.image_domain

  let body: ReactNode
  if (!connected) {
    body = (
      <div className="home-prompt">
        <p>{t('home.assetsConnect')}</p>
        <Button size="sm" data-testid="home-connect" onClick={openConnectDialog}>
          {t('header.connect')}
        </Button>
      </div>
    )
  } else if (!token) {
    body = (
      <div className="home-prompt">
        <p>{t('home.assetsSignIn')}</p>
        {supported ? (
          <Button
            size="sm"
            data-testid="home-sign-in"
            // Sign-in loads with the click, like the wallet: the home page of a visitor without one needs neither.
            onClick={async () => {
              const [{ ensureSession }, wallet] = await Promise.all([
                import('../../api/auth/ensureSession'),
                loadWallet(),
              ])
              return ensureSession(wallet.signerOf(address, chainId), { byUser: true })
            }}
          >
            {t('header.signIn')}
          </Button>
        ) : null}
      </div>
    )
  } else {
    const list: WalletCoin[] = wallet.data?.list ?? []
    body = (
      <table className="asset-table">
        <thead>
          <tr>
            <th scope="col">{t('home.coin')}</th>
            <th scope="col">{t('home.usable')}</th>
            <th scope="col">{t('home.frozen')}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((coin) => (
            <tr key={coin.coin_id} data-testid={`asset-row-${coin.coin_en}`}>
              <th scope="row">
                <span className="asset-table__coin">
                  <TokenIcon symbol={coin.coin_en} logoURI={imageUrl(imageDomain, coin.logo)} />
                  {coin.coin_en}
                </span>
              </th>
              <td>{amount(coin.usable, coin.decimals)}</td>
              <td>{amount(coin.freeze, coin.decimals)}</td>
            </tr>
          ))}
          {list.length === 0 ? (
            <tr>
              <td className="asset-table__empty" colSpan={3}>
                {wallet.isPending ? t('common.loading') : t('home.assetsEmpty')}
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    )
  }

  return (
    <section className="home-card" aria-labelledby="home-assets-title" data-testid="home-assets">
      <div className="home-card__head">
        <h2 className="home-card__title" id="home-assets-title">
          {t('home.assets')}
        </h2>
        <BalanceWhere where="reward" />
      </div>
      {body}
    </section>
  )
}
