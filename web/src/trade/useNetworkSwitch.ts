import { useTranslation } from 'react-i18next'
import { selectedChainId } from '../chain/network/configuredNetworks'
import { loadWallet } from '../chain/wallet/loadWallet'
import { registerTradeTexts, TRADE_NAMESPACE } from './i18n'

registerTradeTexts()

/**
 * The "Switch network" label and action of the trade screens' main buttons (back to the selected network), and the
 * sentence saying why, for a screen that cannot show anything of the wallet's network.
 */
export function useNetworkSwitch(): { label: string; message: string; switchNow: () => void } {
  const { t } = useTranslation(TRADE_NAMESPACE)
  return {
    label: t('switchNetwork'),
    message: t('wrongNetwork'),
    switchNow: () => void loadWallet().then((wallet) => wallet.pickNetwork(selectedChainId)),
  }
}
