import type { CoinConfig } from '@phoswap/core/api/reward'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { imageUrl } from '../../api/imageUrl'
import { ChevronDownIcon } from '../../ui/icons'
import { Popup } from '../../ui/Popup'
import { TokenIcon } from '../../ui/TokenIcon'
import { WALLET_NAMESPACE } from './i18n'

interface CoinPickerProps {
  coins: readonly CoinConfig[]
  value: CoinConfig | undefined
  imageDomain: string | undefined
  onChange: (coin: CoinConfig) => void
}

/** The coin of a Recharge tab: a button that opens the list in a popup (Escape closes it, focus comes back). */
export function CoinPicker({ coins, value, imageDomain, onChange }: CoinPickerProps) {
  const { t } = useTranslation(WALLET_NAMESPACE)
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className="wallet-picker"
        data-testid="coin-picker"
        aria-haspopup="dialog"
        aria-label={value ? t('recharge.changeCoin', { coin: value.coin_en }) : t('recharge.pickCoin')}
        onClick={() => setOpen(true)}
      >
        {value ? <TokenIcon symbol={value.coin_en} logoURI={imageUrl(imageDomain, value.logo)} /> : null}
        <span>{value?.coin_en ?? t('recharge.pickCoin')}</span>
        <ChevronDownIcon />
      </button>
      <Popup
        open={open}
        title={t('recharge.pickCoin')}
        onClose={() => setOpen(false)}
        testId="coin-picker-popup"
        closeLabel={t('common.close', { ns: 'translation' })}
      >
        <ul className="wallet-picker__list">
          {coins.map((coin) => (
            <li key={`${coin.chain_id}-${coin.coin_id}`}>
              <button
                type="button"
                className="wallet-picker__option"
                data-testid={`coin-option-${coin.coin_en}`}
                aria-current={coin.coin_id === value?.coin_id ? 'true' : undefined}
                onClick={() => {
                  onChange(coin)
                  setOpen(false)
                }}
              >
                <TokenIcon symbol={coin.coin_en} logoURI={imageUrl(imageDomain, coin.logo)} />
                {coin.coin_en}
              </button>
            </li>
          ))}
        </ul>
      </Popup>
    </>
  )
}
