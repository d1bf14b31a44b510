import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from '../../app/hashRouter'
import { routePath } from '../../app/routes'
import { openConnectDialog } from '../../chain/wallet/connectDialogStore'
import { Button } from '../../ui/Button'
import { formatBalance, UNKNOWN } from '../../ui/format'
import { HashPopup } from './HashPopup'
import { useBusinessSummary, useRewardAccount } from './rewardQueries'
import { MINE_REWARDS_NAMESPACE, registerMineRewardTexts } from './rewardsI18n'
import './mine.css'

registerMineRewardTexts()

const gdt = (v: string | undefined) => (v === undefined ? UNKNOWN : `${formatBalance(BigInt(v), 18)} GDT`)

/**
 * `/HomeNext/Business` (spec 001): share and buy rewards (total and yesterday), usable GDT with a withdraw button
 * (disabled at 0) that opens the wallet's signed withdraw tab, and the transaction-hash verifier.
 */
export default function Business() {
  const { t } = useTranslation(MINE_REWARDS_NAMESPACE)
  const navigate = useNavigate()
  const account = useRewardAccount()
  const data = useBusinessSummary().data
  const [hashOpen, setHashOpen] = useState(false)
  if (!account.connected)
    return (
      <div className="mine-page">
        <div className="mine-card">
          <p className="mine-card__text">{t('connect')}</p>
          <Button block onClick={openConnectDialog}>
            {t('connectButton')}
          </Button>
        </div>
      </div>
    )
  const nothing = data && data.total_share_reward === '0' && data.total_buy_reward === '0'
  return (
    <div className="mine-page" data-testid="business">
      <section className="mine-card" aria-label={t('business.usable')}>
        <dl className="mine-figures">
          <div>
            <dt>{t('business.totalShare')}</dt>
            <dd data-testid="business-total-share">{gdt(data?.total_share_reward)}</dd>
          </div>
          <div>
            <dt>{t('business.yesterdayShare')}</dt>
            <dd data-testid="business-yesterday-share">{gdt(data?.yesterday_share_reward)}</dd>
          </div>
          <div>
            <dt>{t('business.totalBuy')}</dt>
            <dd data-testid="business-total-buy">{gdt(data?.total_buy_reward)}</dd>
          </div>
          <div>
            <dt>{t('business.yesterdayBuy')}</dt>
            <dd data-testid="business-yesterday-buy">{gdt(data?.yesterday_buy_reward)}</dd>
          </div>
          <div>
            <dt>{t('business.usable')}</dt>
            <dd data-testid="business-usable">{gdt(data?.usable)}</dd>
          </div>
          <div>
            <dt>{t('reward.claimable')}</dt>
            <dd data-testid="business-earned">{gdt(data?.earned)}</dd>
          </div>
        </dl>
        {nothing ? (
          <p className="mine-card__text" data-testid="business-nothing">
            {t('business.nothing')}
          </p>
        ) : null}
        <p className="mine-card__text">{t('business.note')}</p>
        <Button
          block
          data-testid="business-withdraw"
          disabled={!data || data.usable === '0'}
          onClick={() => navigate(routePath('Recharge', { id: 1 }))}
        >
          {t('business.withdraw')}
        </Button>
        <Button
          block
          variant="secondary"
          data-testid="business-verify"
          aria-haspopup="dialog"
          onClick={() => setHashOpen(true)}
        >
          {t('business.verify')}
        </Button>
      </section>
      <HashPopup open={hashOpen} onClose={() => setHashOpen(false)} />
    </div>
  )
}
