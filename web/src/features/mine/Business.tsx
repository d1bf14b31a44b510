import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useBusinessSummary } from '../../api/useBusinessSummary'
import { RecordBills } from '../../bills/RecordBills'
import { useNavigate } from '../../navigation/hashRouter'
import { routePath } from '../../navigation/routes'
import { Button } from '../../ui/Button'
import { formatBalance, UNKNOWN } from '../../ui/format'
import { HashPopup } from './HashPopup'
import { RewardGate } from './RewardGate'
import { useRewardAccount } from './rewardQueries'
import { MINE_REWARDS_NAMESPACE, registerMineRewardTexts } from './rewardsI18n'
import './mine.css'

registerMineRewardTexts()

const gdt = (v: string | undefined) => (v === undefined ? UNKNOWN : `${formatBalance(BigInt(v), 18)} GDT`)

/**
 * `/HomeNext/Business` (spec 001): share and buy rewards (total and yesterday), the usable business earnings with
 * the business withdraw (disabled at 0; `Recharge?id=1&business=1`, signed Business Withdraw to `/order/custom`),
 * the transaction-hash verifier, and the business earnings' bills, each reward with its "why?".
 */
export default function Business() {
  return <RewardGate>{() => <BusinessFigures />}</RewardGate>
}

function BusinessFigures() {
  const { t, i18n } = useTranslation(MINE_REWARDS_NAMESPACE)
  const navigate = useNavigate()
  const account = useRewardAccount()
  const data = useBusinessSummary(account.signedIn ? account.address : undefined).data
  const [hashOpen, setHashOpen] = useState(false)
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
        </dl>
        {nothing ? (
          <p className="mine-card__text" id="business-nothing" data-testid="business-nothing">
            {t('business.nothing')}
          </p>
        ) : null}
        {data && !nothing && data.usable === '0' ? (
          <p className="mine-card__text" id="business-no-usable" data-testid="business-no-usable">
            {t('business.noUsable')}
          </p>
        ) : null}
        <p className="mine-card__text">{t('business.note')}</p>
        <Button
          block
          data-testid="business-withdraw"
          disabled={!data || data.usable === '0'}
          aria-describedby={data?.usable === '0' ? (nothing ? 'business-nothing' : 'business-no-usable') : undefined}
          onClick={() => navigate(routePath('Recharge', { id: 1, business: 1 }))}
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
      {account.address ? (
        <section className="mine-bills" aria-labelledby="business-bills-title">
          <h2 className="mine-title" id="business-bills-title">
            {t('business.bills')}
          </h2>
          <RecordBills
            book="business"
            address={account.address}
            language={i18n.language}
            testId="business-bills"
            empty={t('business.billsEmpty')}
          />
        </section>
      ) : null}
      <HashPopup open={hashOpen} onClose={() => setHashOpen(false)} />
    </div>
  )
}
