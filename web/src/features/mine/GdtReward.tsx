import type { RewardOutData } from '@phoswap/core/api/withdraw'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../api/ApiError'
import { apiPost } from '../../api/client'
import { refreshRewardBalances } from '../../api/useRewardWallet'
import { Button } from '../../ui/Button'
import { formatBalance, UNKNOWN } from '../../ui/format'
import { showToast } from '../../ui/toastStore'
import { useExclusive } from '../../ui/useExclusive'
import { RewardGate } from './RewardGate'
import { useGdtInfo } from './rewardQueries'
import { MINE_REWARDS_NAMESPACE, registerMineRewardTexts } from './rewardsI18n'
import './mine.css'

registerMineRewardTexts()

const gdt = (v: string | undefined) => (v === undefined ? UNKNOWN : `${formatBalance(BigInt(v), 18)} GDT`)

/**
 * `/HomeNext/GdtReward` (spec 001): white-list, star-card and mining GDT with their increments, and the claim
 * button that releases the earned GDT into the reward wallet (`POST /order/reward-out`; at 0 it says swap218, "nothing to claim"). Star-card
 * gifts are the ledger's `star_gift` entries, paid into usable GDT, so they show here but are not claimed.
 */
export default function GdtReward() {
  return <RewardGate>{() => <GdtClaim />}</RewardGate>
}

function GdtClaim() {
  const { t } = useTranslation(MINE_REWARDS_NAMESPACE)
  const info = useGdtInfo()
  const queryClient = useQueryClient()
  const { busy, run } = useExclusive<'claim'>()
  const data = info.data

  async function claim() {
    if (busy || !data) return
    // Spec 001 §5: a claim with nothing to claim is refused with the nothing-to-claim message, no request sent.
    if (data.claimable === '0') {
      showToast(t('swap218', { ns: 'translation' }), 'info')
      return
    }
    await run('claim', async () => {
      try {
        await apiPost<RewardOutData>('/order/reward-out', { coin_id: data.token_id })
        showToast(t('swap67', { ns: 'translation' }), 'success')
      } catch (error) {
        showToast(error instanceof ApiError ? error.message : String(error), 'error')
      } finally {
        await refreshRewardBalances(queryClient)
      }
    })
  }

  const row = (label: string, total: string | undefined, increment: string | undefined, testId: string) => (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{gdt(total)}</dd>
      <dd className="mine-addition">{t('reward.increment', { amount: gdt(increment) })}</dd>
    </div>
  )
  return (
    <div className="mine-page" data-testid="gdt-reward">
      <section className="mine-card" aria-label={t('gdt.rewardPage')}>
        <dl className="mine-figures">
          {row(t('reward.whiteList'), data?.white_list_reward, data?.white_list_increment, 'reward-white-list')}
          {row(t('reward.starCard'), data?.star_card_reward, data?.star_card_increment, 'reward-star-card')}
          {row(t('reward.mining'), data?.mining_reward, data?.mining_increment, 'reward-mining')}
          <div>
            <dt>{t('reward.claimable')}</dt>
            <dd data-testid="reward-claimable">{gdt(data?.claimable)}</dd>
          </div>
        </dl>
        <p className="mine-card__text" data-testid="reward-star-note">
          {t('reward.starCardNote')}
        </p>
        <Button
          block
          data-testid="reward-claim"
          loading={busy === 'claim'}
          disabled={!data}
          onClick={() => void claim()}
        >
          {t('reward.claim')}
        </Button>
      </section>
    </div>
  )
}
