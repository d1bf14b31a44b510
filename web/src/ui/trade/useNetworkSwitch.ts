import { useTranslation } from 'react-i18next'
import { useConfig } from 'wagmi'
import { selectedChainId } from '../../chain/env'
import { switchNetwork } from '../../chain/switchNetwork'
import { registerTradeTexts, TRADE_NAMESPACE } from './i18n'

registerTradeTexts()

/** The "Switch network" label and action of the trade screens' main buttons: back to the selected network. */
export function useNetworkSwitch(): { label: string; switchNow: () => void } {
  const config = useConfig()
  const { t } = useTranslation(TRADE_NAMESPACE)
  return { label: t('switchNetwork'), switchNow: () => void switchNetwork(config, selectedChainId) }
}
