import type { GenesisClaimData } from '@phoswap/core/api/gdt'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../api/ApiError'
import { signedAction } from '../../api/auth/signedAction'
import { refreshRewardBalances } from '../../api/useRewardWallet'
import { useActiveNetwork } from '../../chain/network/useActiveNetwork'
import { loadWallet } from '../../chain/wallet/loadWallet'
import { isUserRejection } from '../../chain/wallet/providerError'
import type { WalletUser } from '../../session/WalletGate'
import { Button } from '../../ui/Button'
import { formatBalance, UNKNOWN } from '../../ui/format'
import { showToast } from '../../ui/toastStore'
import { useExclusive } from '../../ui/useExclusive'
import { RewardGate } from './RewardGate'
import { type GenesisProgram, useGenesisInfo } from './rewardQueries'
import { MINE_REWARDS_NAMESPACE, registerMineRewardTexts } from './rewardsI18n'
import './mine.css'

registerMineRewardTexts()

/**
 * A genesis reward card (`Lianchuang` GDT, `vgtLianchuang` VGT): reward and addition, and a signed claim into the
 * reward wallet, disabled at 0 (spec 001). The server takes every open grant once; a second click does nothing.
 */
export function GenesisCard({ program }: { program: GenesisProgram }) {
  return <RewardGate>{(user) => <GenesisClaim program={program} user={user} />}</RewardGate>
}

function GenesisClaim({ program, user }: { program: GenesisProgram; user: WalletUser }) {
  const { t } = useTranslation(MINE_REWARDS_NAMESPACE)
  const { chainId } = useActiveNetwork()
  const info = useGenesisInfo(program)
  const queryClient = useQueryClient()
  const { busy, run } = useExclusive<'claim'>()
  const coin = program === 'genesis-gdt' ? 'GDT' : 'VGT'
  const data = info.data
  const amount = (v: string | undefined) => (v === undefined ? UNKNOWN : `${formatBalance(BigInt(v), 18)} ${coin}`)

  async function claim() {
    if (!data || data.reward === '0') return
    await run('claim', async () => {
      try {
        const wallet = await loadWallet()
        const result = await signedAction<GenesisClaimData>(wallet.signerOf(user.address, chainId), {
          action: 'genesis_claim',
          path: '/union/genesis-claim',
          fields: { program },
        })
        if (result.code === 200) showToast(t('swap67', { ns: 'translation' }), 'success')
      } catch (error) {
        if (error instanceof ApiError) showToast(error.message, 'error')
        else if (!isUserRejection(error)) console.warn('genesis claim', error)
      } finally {
        await refreshRewardBalances(queryClient)
      }
    })
  }

  return (
    <div className="mine-page" data-testid={`genesis-${program}`}>
      <section className="mine-card" aria-label={t(program === 'genesis-gdt' ? 'gdt.genesis' : 'vgt.genesis')}>
        <h2 className="mine-title">{t(program === 'genesis-gdt' ? 'gdt.genesis' : 'vgt.genesis')}</h2>
        <dl className="mine-figures">
          <div>
            <dt>{t('genesis.reward')}</dt>
            <dd data-testid="genesis-reward">{amount(data?.reward)}</dd>
          </div>
          <div>
            <dt>{t('genesis.addition')}</dt>
            <dd data-testid="genesis-addition">{amount(data?.addition)}</dd>
          </div>
          <div>
            <dt>{t('genesis.claimed')}</dt>
            <dd data-testid="genesis-claimed">{amount(data?.claimed)}</dd>
          </div>
        </dl>
        {data && data.reward === '0' && data.claimed === '0' ? (
          <p className="mine-card__text" data-testid="genesis-nothing">
            {t('genesis.nothing')}
          </p>
        ) : null}
        <Button
          block
          data-testid="genesis-claim"
          loading={busy === 'claim'}
          disabled={!data || data.reward === '0'}
          onClick={() => void claim()}
        >
          {t('genesis.claim')}
        </Button>
      </section>
    </div>
  )
}
