import { useTranslation } from 'react-i18next'
import { Link } from '../../navigation/hashRouter'
import { routePath } from '../../navigation/routes'
import { formatBalance, UNKNOWN } from '../../ui/format'
import { useRewardInfo } from './rewardQueries'
import { MINE_REWARDS_NAMESPACE, registerMineRewardTexts } from './rewardsI18n'

registerMineRewardTexts()

/** Mine's VGT tab (spec 001): total VGT reward and its addition (VGT asset packs and the VGT genesis card). */
export function VgtTab() {
  const { t } = useTranslation(MINE_REWARDS_NAMESPACE)
  const data = useRewardInfo('vgt').data
  return (
    <section className="mine-card" aria-label={t('vgt.total')} data-testid="mine-vgt">
      <dl className="mine-figures mine-figures--one">
        <div>
          <dt>{t('vgt.total')}</dt>
          <dd data-testid="vgt-total">{data ? formatBalance(BigInt(data.total_reward), 18) : UNKNOWN}</dd>
          <dd className="mine-addition" data-testid="vgt-addition">
            {t('gdt.addition', { amount: data ? formatBalance(BigInt(data.addition), 18) : UNKNOWN })}
          </dd>
        </div>
      </dl>
      {data && data.total_reward === '0' ? (
        <p className="mine-card__text" data-testid="vgt-nothing">
          {t('vgt.nothing')}
        </p>
      ) : null}
      <div className="mine-actions">
        <Link className="mine-link" to={routePath('AssetPackV')} data-testid="vgt-asset-pack">
          {t('gdt.assetPack')}
        </Link>
        <Link className="mine-link" to={routePath('vgtLianchuang')} data-testid="vgt-genesis">
          {t('vgt.genesis')}
        </Link>
      </div>
    </section>
  )
}
