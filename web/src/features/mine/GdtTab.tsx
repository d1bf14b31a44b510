import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from '../../navigation/hashRouter'
import { routePath } from '../../navigation/routes'
import { Button } from '../../ui/Button'
import { formatBalance, UNKNOWN } from '../../ui/format'
import { HashPopup } from './HashPopup'
import { RewardRules } from './RewardRules'
import { useRewardInfo } from './rewardQueries'
import { MINE_REWARDS_NAMESPACE, registerMineRewardTexts } from './rewardsI18n'

registerMineRewardTexts()

const gdt = (amount: string | undefined) => (amount === undefined ? UNKNOWN : formatBalance(BigInt(amount), 18))

/** Mine's GDT tab (spec 001): total, share and trade rewards with their additions, the asset pack and the hash popup. */
export function GdtTab() {
  const { t } = useTranslation(MINE_REWARDS_NAMESPACE)
  const info = useRewardInfo('gdt')
  const [hashOpen, setHashOpen] = useState(false)
  const data = info.data
  const figure = (label: string, amount: string | undefined, addition: string | undefined, testId: string) => (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{gdt(amount)}</dd>
      <dd className="mine-addition" data-testid={`${testId}-addition`}>
        {t('gdt.addition', { amount: gdt(addition) })}
      </dd>
    </div>
  )
  return (
    <>
      <section className="mine-card" aria-label={t('gdt.total')} data-testid="mine-gdt">
        <dl className="mine-figures">
          {figure(t('gdt.total'), data?.total_reward, data?.addition, 'gdt-total')}
          {figure(t('gdt.share'), data?.share_reward, data?.share_addition, 'gdt-share')}
          {figure(t('gdt.trade'), data?.trade_reward, data?.trade_addition, 'gdt-trade')}
        </dl>
        {data && data.total_reward === '0' ? (
          <p className="mine-card__text" data-testid="gdt-nothing">
            {t('gdt.nothing')}
          </p>
        ) : null}
        <div className="mine-actions">
          <Button variant="secondary" data-testid="gdt-hash" aria-haspopup="dialog" onClick={() => setHashOpen(true)}>
            {t('gdt.hashEntry')}
          </Button>
          <Link className="mine-link" to={routePath('AssetPack')} data-testid="gdt-asset-pack">
            {t('gdt.assetPack')}
          </Link>
          <Link className="mine-link" to={routePath('GdtReward')} data-testid="gdt-reward-page">
            {t('gdt.rewardPage')}
          </Link>
          <Link className="mine-link" to={routePath('Lianchuang')} data-testid="gdt-genesis">
            {t('gdt.genesis')}
          </Link>
        </div>
      </section>
      <RewardRules rules={data?.rules} />
      <HashPopup open={hashOpen} onClose={() => setHashOpen(false)} />
    </>
  )
}
