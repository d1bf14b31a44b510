import type { GenesisClaimData } from '@phoswap/core/api/gdt'
import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../api/ApiError'
import { signedAction } from '../../api/auth/signedAction'
import { useActiveNetwork } from '../../chain/network/useActiveNetwork'
import { openConnectDialog } from '../../chain/wallet/connectDialogStore'
import { loadWallet } from '../../chain/wallet/loadWallet'
import { isUserRejection } from '../../chain/wallet/providerError'
import { Button } from '../../ui/Button'
import { formatBalance, UNKNOWN } from '../../ui/format'
import { showToast } from '../../ui/toastStore'
import { type GenesisProgram, useGenesisInfo, useRewardAccount } from './rewardQueries'
import { MINE_REWARDS_NAMESPACE, registerMineRewardTexts } from './rewardsI18n'
import './mine.css'

registerMineRewardTexts()

/**
 * A genesis reward card (`Lianchuang` GDT, `vgtLianchuang` VGT): reward and addition, and a signed claim into the
 * reward wallet, disabled at 0 (spec 001). The server takes every open grant once; a second click does nothing.
 */
export function GenesisCard({ program }: { program: GenesisProgram }) {
  const { t } = useTranslation(MINE_REWARDS_NAMESPACE)
  const { chainId } = useActiveNetwork()
  const account = useRewardAccount()
  const info = useGenesisInfo(program)
  const queryClient = useQueryClient()
  const [claiming, setClaiming] = useState(false)
  const running = useRef(false)
  const coin = program === 'genesis-gdt' ? 'GDT' : 'VGT'
  const data = info.data
  const amount = (v: string | undefined) => (v === undefined ? UNKNOWN : `${formatBalance(BigInt(v), 18)} ${coin}`)

  async function claim() {
    if (running.current || !account.address || !data || data.reward === '0') return
    running.current = true
    setClaiming(true)
    try {
      const wallet = await loadWallet()
      const result = await signedAction<GenesisClaimData>(wallet.signerOf(account.address as `0x${string}`, chainId), {
        action: 'genesis_claim',
        path: '/union/genesis-claim',
        params: { program },
      })
      if (result.code === 200) showToast(t('swap67', { ns: 'translation' }), 'success')
    } catch (error) {
      if (error instanceof ApiError) showToast(error.message, 'error')
      else if (!isUserRejection(error)) console.warn('genesis claim', error)
    } finally {
      await queryClient.invalidateQueries({ queryKey: ['mineRewards'] })
      running.current = false
      setClaiming(false)
    }
  }

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
          loading={claiming}
          disabled={!data || data.reward === '0'}
          onClick={() => void claim()}
        >
          {t('genesis.claim')}
        </Button>
      </section>
    </div>
  )
}
