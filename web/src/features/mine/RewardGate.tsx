import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { WalletGate, type WalletUser } from '../../session/WalletGate'
import { MINE_REWARDS_NAMESPACE, registerMineRewardTexts } from './rewardsI18n'

registerMineRewardTexts()

/** The reward pages of Mine (GDT reward, genesis cards, business) act for the signed-in account: the wallet gate,
 * worded for rewards. */
export function RewardGate({ children }: { children: (user: WalletUser) => ReactNode }) {
  const { t } = useTranslation(MINE_REWARDS_NAMESPACE)
  return (
    <WalletGate testIdPrefix="mine" texts={{ connect: t('gate.connect'), signIn: t('gate.signIn') }}>
      {children}
    </WalletGate>
  )
}
