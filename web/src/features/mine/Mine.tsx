import type { StarCardInfo } from '@phoswap/core/api/team'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { apiGet } from '../../api/client'
import { useRewardList } from '../../api/useRewardWallet'
import { starRuleFigures, useStarRules } from '../../api/useStarRules'
import { useSearchParams } from '../../navigation/hashRouter'
import { WalletGate } from '../../session/WalletGate'
import { BalanceWhere } from '../../ui/BalanceWhere'
import { formatBalance, UNKNOWN } from '../../ui/format'
import { GdtTab } from './GdtTab'
import { MINE_NAMESPACE, registerMineTexts } from './i18n'
import { useRewardAccount } from './rewardQueries'
import './mine.css'
import { VgtTab } from './VgtTab'

registerMineTexts()

const TABS = ['PHO', 'GDT', 'VGT'] as const
const PHO_COIN_ID = 3
const RULES = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6'] as const

function tabOf(id: string | null): number {
  const n = Number(id)
  return n === 1 || n === 2 ? n : 0
}

function usePhoFigures(enabled: boolean, address: string | undefined) {
  const star = useQuery({
    queryKey: ['mine', 'starcard', address],
    enabled,
    queryFn: ({ signal }) => apiGet<StarCardInfo>('/starcard/info', { signal }),
  })
  const rewards = useRewardList(address, enabled)
  const pho = rewards.data?.list.find((item) => item.coin_id === PHO_COIN_ID)
  return { star: star.data, phoBalance: pho ? BigInt(pho.usable_str) : rewards.data ? 0n : undefined }
}

/** Mine (`/HomeNext/Mine?id=0|1|2`): the PHO tab's star figures and rules; the GDT and VGT tabs in their own files. */
export default function Mine() {
  const { t } = useTranslation(MINE_NAMESPACE)
  const [params, setParams] = useSearchParams()
  const tab = tabOf(params.get('id'))
  const account = useRewardAccount()
  const { star, phoBalance } = usePhoFigures(account.signedIn, account.address)
  // The thresholds in force (operator settings), as the equity pool's rules read them.
  const ruleFigures = starRuleFigures(useStarRules().data)

  return (
    <div className="mine-page" data-testid="mine-page">
      <div className="mine-tabs" role="tablist">
        {TABS.map((name, i) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === i}
            className={`mine-tabs__tab${tab === i ? ' mine-tabs__tab--on' : ''}`}
            data-testid={`mine-tab-${name}`}
            onClick={() => setParams({ id: String(i) }, { replace: true })}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      <WalletGate testIdPrefix="mine" texts={{ connect: t('gate.connect'), signIn: t('gate.signIn') }}>
        {() =>
          tab === 1 ? (
            <GdtTab />
          ) : tab === 2 ? (
            <VgtTab />
          ) : (
            <>
              <section className="mine-card" aria-label={t('pho.star')}>
                <p className="mine-star" data-testid="mine-star">
                  <span className="mine-star__label">{t('pho.star')}</span>
                  <span className="mine-star__value">
                    {star
                      ? star.star_card_level > 0
                        ? '★'.repeat(star.star_card_level)
                        : t('pho.noStar')
                      : t('loading')}
                  </span>
                </p>
                <dl className="mine-figures">
                  <div>
                    <dt>{t('pho.validDirect')}</dt>
                    <dd data-testid="mine-valid-direct">{star ? star.dr_valid_num : UNKNOWN}</dd>
                  </div>
                  <div>
                    <dt>{t('pho.teamValid')}</dt>
                    <dd data-testid="mine-team-valid">{star ? star.team_valid_num : UNKNOWN}</dd>
                  </div>
                  <div>
                    <dt>
                      {t('pho.balance')}
                      <BalanceWhere where="reward" />
                    </dt>
                    <dd data-testid="mine-pho">{formatBalance(phoBalance, 18)}</dd>
                  </div>
                  <div>
                    <dt>{t('pho.distribution')}</dt>
                    <dd data-testid="mine-distribution">
                      {star ? formatBalance(BigInt(star.total_distribution), 18) : UNKNOWN}
                    </dd>
                  </div>
                </dl>
              </section>
              <details className="mine-card mine-rules" data-testid="mine-rules">
                <summary className="mine-rules__title">{t('rules.title')}</summary>
                <ol className="mine-rules__list">
                  {RULES.map((key) => (
                    <li key={key}>{t(`rules.items.${key}`, ruleFigures)}</li>
                  ))}
                </ol>
              </details>
            </>
          )
        }
      </WalletGate>
    </div>
  )
}
