import type { MemberBuyCondition, MemberInfo, MemberList, UserTvl } from '@phoswap/core/api/member'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { apiGet, apiPost } from '../../api/client'
import { useSessionToken } from '../../api/useAccountInfo'
import { getDeployment } from '../../chain/network/configuredNetworks'
import { useActiveNetwork } from '../../chain/network/useActiveNetwork'
import { useWalletState } from '../../chain/wallet/walletState'
import { WalletGate } from '../../session/WalletGate'
import { Button } from '../../ui/Button'
import { formatBalance } from '../../ui/format'
import { useExclusive } from '../../ui/useExclusive'
import { MEMBER_NAMESPACE, registerMemberTexts } from './i18n'
import './member.css'

registerMemberTexts()

type LevelName = 'bronze' | 'silver' | 'gold' | 'diamond'

/**
 * Membership (spec 001, /HomeNext/Member): the four levels and the fixed 1256 FFT to stake, the caller's level and
 * own TVL. Purchase is not open (`buy-condition.open` false): the button is disabled with the reason below it; were
 * it open, the button asks the server (409 member_buy_not_open while it is not).
 */
export default function Member() {
  const { t } = useTranslation(MEMBER_NAMESPACE)
  const { address, status } = useWalletState()
  const token = useSessionToken()
  const signedIn = status === 'connected' && !!address && !!token
  const { chainId } = useActiveNetwork()
  const usdtDecimals = getDeployment(chainId)?.tokens.find((t) => t.symbol === 'USDT')?.decimals ?? 18
  const { busy, run } = useExclusive<'buy'>()
  const asking = busy === 'buy'
  const key = ['member', address?.toLowerCase(), token] as const
  const list = useQuery({
    queryKey: ['member', 'list'],
    queryFn: ({ signal }) => apiGet<MemberList>('/user-center/member/list', { signal }),
  })
  const condition = useQuery({
    queryKey: ['member', 'buy-condition'],
    queryFn: ({ signal }) => apiGet<MemberBuyCondition>('/user-center/member/buy-condition', { signal }),
  })
  const info = useQuery({
    queryKey: [...key, 'info'],
    enabled: signedIn,
    queryFn: ({ signal }) => apiGet<MemberInfo>('/user-center/member-info', { signal }),
  })
  const tvl = useQuery({
    queryKey: [...key, 'tvl'],
    enabled: signedIn,
    queryFn: ({ signal }) => apiGet<UserTvl>('/user-center/user-tvl', { signal }),
  })

  async function buy() {
    await run('buy', async () => {
      try {
        // the server answers that purchase is not open; the client shows its message
        await apiPost('/user-center/member/buy', {})
      } catch {
        // shown by the client as a toast
      }
    })
  }

  const level = info.data?.team_level_id ? t(`levels.${info.data.team_level_name as LevelName}`) : t('none')
  return (
    <div className="member" data-testid="member-page">
      <section className="member-card">
        <div className="member-card__row">
          <span>{t('myLevel')}</span>
          <strong data-testid="member-level">{signedIn ? level : '--'}</strong>
        </div>
        <div className="member-card__row">
          <span>{t('myTvl')}</span>
          <strong data-testid="member-tvl">
            {tvl.data ? `${formatBalance(BigInt(tvl.data.self_tvl), usdtDecimals)} USDT` : '--'}
          </strong>
        </div>
      </section>
      <ul className="member-levels" aria-label={t('levelsTitle')}>
        {(list.data?.list ?? []).map((item) => (
          <li key={item.team_level_id} className={`member-level member-level--${item.team_level_name}`}>
            <span className="member-level__name" data-testid={`member-level-${item.team_level_id}`}>
              {t(`levels.${item.team_level_name as LevelName}`)}
            </span>
          </li>
        ))}
      </ul>
      <section className="member-card member-stake">
        <span>{t('stake')}</span>
        <strong className="member-stake__amount" data-testid="member-stake">
          {condition.data ? `${condition.data.amount} ${condition.data.coin}` : '--'}
        </strong>
        <WalletGate testIdPrefix="member" look="button" block texts={{ connect: t('connect') }}>
          {() => (
            <Button
              block
              data-testid="member-buy"
              loading={asking}
              // Closed purchase: the button is disabled and says why (the note below), rather than failing on a tap.
              disabled={!condition.data?.open}
              aria-describedby={condition.data && !condition.data.open ? 'member-not-open' : undefined}
              onClick={buy}
            >
              {t('buy')}
            </Button>
          )}
        </WalletGate>
        {condition.data && !condition.data.open ? (
          <p className="member-note" id="member-not-open" data-testid="member-not-open">
            {t('notOpen')}
          </p>
        ) : null}
      </section>
    </div>
  )
}
