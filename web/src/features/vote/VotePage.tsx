import { voteSchedule } from '@phoswap/core/rewards/voteSchedule'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useActiveNetwork } from '../../chain/network/useActiveNetwork'
import { useWalletState } from '../../chain/wallet/walletState'
import { WalletGate } from '../../session/WalletGate'
import { Button } from '../../ui/Button'
import { formatBalance } from '../../ui/format'
import { registerVoteTexts, VOTE_NAMESPACE } from './i18n'
import { useVote } from './useVote'
import { useVoteActions } from './useVoteActions'
import { VotePopup, type VoteSide } from './VotePopup'
import './vote.css'

registerVoteTexts()

const RULES = ['r1', 'r2', 'r3', 'r4', 'r5'] as const

/**
 * The Good vote (spec 001, /HomeNext/vote): earned with collect, deposited with minus and plus popups, and the
 * rules. Figures come from the contract in one multicall every 3 s.
 */
export default function VotePage() {
  const { t } = useTranslation(VOTE_NAMESPACE)
  const { chainId } = useActiveNetwork()
  const { address, status } = useWalletState()
  const connected = status === 'connected' && !!address
  const { target, state, refetch } = useVote(chainId, connected ? address : undefined)
  const actions = useVoteActions(chainId, target, refetch)
  const [popup, setPopup] = useState<VoteSide | null>(null)
  const symbol = target?.good.symbol ?? 'Good'
  const decimals = target?.good.decimals ?? 18
  const amount = (value: bigint | undefined) => (value === undefined ? '--' : formatBalance(value, decimals))
  const now = BigInt(Math.floor(Date.now() / 1000))
  const phase = !state ? null : state.start === 0n ? 'notStarted' : now >= state.end ? 'ended' : null

  return (
    <div className="vote" data-testid="vote-page">
      <section className="vote-card">
        <div className="vote-card__row">
          <div>
            <div className="vote-card__label">{t('earned', { symbol })}</div>
            <div className="vote-card__value" data-testid="vote-earned">
              {amount(state?.earned)}
            </div>
          </div>
          <WalletGate testIdPrefix="vote" needs="wallet" look="button" texts={{ connect: t('connect') }}>
            {() => (
              <Button
                data-testid="vote-collect"
                loading={actions.busy === 'collect'}
                disabled={!target}
                onClick={() => actions.collect(state)}
              >
                {t('collect')}
              </Button>
            )}
          </WalletGate>
        </div>
        <div className="vote-card__row">
          <div>
            <div className="vote-card__label">{t('deposited', { symbol })}</div>
            <div className="vote-card__value" data-testid="vote-deposited">
              {amount(state?.deposited)}
            </div>
          </div>
          {connected ? (
            <div className="vote-card__steppers">
              <button
                type="button"
                className="vote-stepper"
                aria-label={t('minus')}
                data-testid="vote-minus"
                disabled={!target || !!actions.busy}
                onClick={() => setPopup('minus')}
              >
                −
              </button>
              <button
                type="button"
                className="vote-stepper"
                aria-label={t('plus')}
                data-testid="vote-plus"
                disabled={!target || !!actions.busy || phase !== null}
                onClick={() => setPopup('plus')}
              >
                +
              </button>
            </div>
          ) : null}
        </div>
        <div className="vote-card__total">
          <span>{t('total')}</span>
          <span data-testid="vote-total">
            {amount(state?.total)} / {amount(state?.cap)} {symbol}
          </span>
        </div>
        {!target ? (
          <p className="vote-card__note" data-testid="vote-unavailable">
            {t('unavailable')}
          </p>
        ) : phase ? (
          <p className="vote-card__note" data-testid="vote-phase">
            {t(phase)}
          </p>
        ) : null}
      </section>
      <section className="vote-rules" aria-labelledby="vote-rules-title">
        <h2 id="vote-rules-title" className="vote-rules__title">
          {t('rules.title')}
        </h2>
        <ol className="vote-rules__list">
          {RULES.map((key) => (
            <li key={key}>
              {t(`rules.items.${key}`, {
                cap: voteSchedule.depositCap.toString(),
                total: voteSchedule.rewardTotal.toString(),
                days: voteSchedule.days.toString(),
                perDay: voteSchedule.perDay.toString(),
              })}
            </li>
          ))}
        </ol>
      </section>
      {popup && target ? (
        <VotePopup
          key={popup}
          side={popup}
          symbol={symbol}
          decimals={decimals}
          available={(popup === 'plus' ? state?.balance : state?.deposited) ?? 0n}
          remaining={popup === 'plus' && state ? state.cap - state.total : undefined}
          fee={{ chainId, vote: target.vote, good: target.good.address, allowance: state?.allowance ?? 0n }}
          onCancel={() => setPopup(null)}
          onConfirm={(value) => actions.submit(popup, value, state)}
        />
      ) : null}
    </div>
  )
}
