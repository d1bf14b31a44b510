import type { LiabilitiesProof, LiabilitiesRoot } from '@phoswap/core/api/liabilities'
import type { WalletCoin } from '@phoswap/core/api/reward'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Address } from 'viem'
import { ApiError } from '../../../api/ApiError'
import { apiGet } from '../../../api/client'
import { findNetwork } from '../../../chain/network/configuredNetworks'
import type { WalletUser } from '../../../session/WalletGate'
import { formatBalance } from '../../../ui/format'
import { Popup } from '../../../ui/Popup'
import { LIABILITIES_NAMESPACE } from './i18n'
import { VERIFY_STEPS, VerifyFailed, type VerifyResult, type VerifyStep, verifyMyBalance } from './verifyBalance'

/** The server's code for "your account is not in the snapshot" (core/api/errorCodes `liabilities_not_included`). */
const NOT_INCLUDED = 40491

type Run =
  | { state: 'running'; step: VerifyStep }
  | { state: 'done'; result: VerifyResult }
  | { state: 'failed'; step: VerifyStep; message: string }

interface Props {
  open: boolean
  onClose: () => void
  user: WalletUser
  coin: WalletCoin
  vault: Address
  token: Address
}

/** The publishing transaction: a link to the chain's explorer where it has one, else the hash to look up. */
function PublishTx({ chainId, hash }: { chainId: number; hash: string }) {
  const explorer = findNetwork(chainId)?.chain.blockExplorers?.default.url
  if (!explorer)
    return (
      <code className="verify-balance__tx" data-testid="verify-tx">
        {hash}
      </code>
    )
  return (
    <a
      className="verify-balance__tx"
      href={`${explorer.replace(/\/$/, '')}/tx/${hash}`}
      target="_blank"
      rel="noreferrer"
      data-testid="verify-tx"
    >
      {hash}
    </a>
  )
}

/** Runs the checks when opened (and on "Verify again") and shows each step, then the figures. */
export function VerifyBalanceDialog({ open, onClose, user, coin, vault, token }: Props) {
  const { t } = useTranslation(LIABILITIES_NAMESPACE)
  const [run, setRun] = useState<Run>({ state: 'running', step: 'proof' })
  const current = useRef(0)

  const start = useCallback(() => {
    const id = ++current.current
    const update = (next: Run) => {
      if (current.current === id) setRun(next)
    }
    update({ state: 'running', step: 'proof' })
    const chain = findNetwork(user.chainId)?.chain
    if (!chain) {
      update({ state: 'failed', step: 'event', message: `chain ${user.chainId}` })
      return
    }
    const query = { chain_id: user.chainId, coin_id: coin.coin_id }
    verifyMyBalance({
      account: user.address,
      coinId: coin.coin_id,
      chain,
      vault,
      token,
      fetchRoot: () => apiGet<LiabilitiesRoot>('/proof/liabilities', { query, quiet: true }),
      fetchProof: () =>
        apiGet<LiabilitiesProof>('/proof/liabilities/mine', { query, quiet: true }).catch((error: unknown) => {
          if (error instanceof ApiError && error.code === NOT_INCLUDED) return null
          throw error
        }),
      onStep: (step) => update({ state: 'running', step }),
    }).then(
      (result) => update({ state: 'done', result }),
      (error: unknown) =>
        update({
          state: 'failed',
          step: error instanceof VerifyFailed ? error.step : 'proof',
          message: error instanceof Error ? error.message : String(error),
        }),
    )
  }, [user.chainId, user.address, coin.coin_id, vault, token])

  useEffect(() => {
    if (open) start()
    else current.current++
  }, [open, start])

  const stateOf = (step: VerifyStep): 'waiting' | 'running' | 'passed' | 'failed' => {
    if (run.state === 'done') return 'passed'
    const at = VERIFY_STEPS.indexOf(run.step)
    const index = VERIFY_STEPS.indexOf(step)
    if (index < at) return 'passed'
    if (index > at) return 'waiting'
    return run.state === 'failed' ? 'failed' : 'running'
  }
  const yesNo = (value: boolean) => (value ? t('verify.yes') : t('verify.no'))
  const amount = (value: bigint) => `${formatBalance(value.toString(), coin.decimals)} ${coin.coin_en}`

  return (
    <Popup
      open={open}
      onClose={onClose}
      placement="center"
      title={t('verify.title', { coin: coin.coin_en })}
      testId="verify-dialog"
    >
      <div className="verify-balance">
        <p className="verify-balance__intro">{t('verify.intro')}</p>
        <ol className="verify-balance__steps" aria-live="polite">
          {VERIFY_STEPS.map((step) => {
            const state = stateOf(step)
            return (
              <li
                key={step}
                className={`verify-balance__step verify-balance__step--${state}`}
                data-testid={`verify-step-${step}`}
                data-state={state}
              >
                <span>{t(`verify.steps.${step}`)}</span>
                <span className="verify-balance__state">{t(`verify.state.${state}`)}</span>
              </li>
            )
          })}
        </ol>
        {run.state === 'failed' ? (
          <p className="verify-balance__failed" role="alert" data-testid="verify-failed">
            {t('verify.failedAt', { step: t(`verify.steps.${run.step}`) })}
            <br />
            <span className="verify-balance__reason">{run.message}</span>
          </p>
        ) : null}
        {run.state === 'done' ? (
          <>
            <dl className="verify-balance__figures" data-testid="verify-figures">
              <div>
                <dt>{t('verify.balance')}</dt>
                <dd data-testid="verify-balance">{amount(run.result.balance)}</dd>
              </div>
              <div>
                <dt>{t('verify.included')}</dt>
                <dd data-testid="verify-included" data-value={run.result.included}>
                  {yesNo(run.result.included)}
                </dd>
              </div>
              <div>
                <dt>{t('verify.total')}</dt>
                <dd data-testid="verify-total">{amount(run.result.totalLiabilities)}</dd>
              </div>
              <div>
                <dt>{t('verify.vault')}</dt>
                <dd data-testid="verify-vault">{amount(run.result.vaultHoldings)}</dd>
              </div>
              <div>
                <dt>{t('verify.covered')}</dt>
                <dd data-testid="verify-covered" data-value={run.result.covered}>
                  {yesNo(run.result.covered)}
                </dd>
              </div>
            </dl>
            {run.result.included ? null : <p className="verify-balance__note">{t('verify.notIncluded')}</p>}
            <p className="verify-balance__meta">
              {t('verify.snapshot', { id: run.result.snapshotId, block: run.result.blockNumber.toString() })}
              <br />
              {t('verify.publishedIn')} <PublishTx chainId={user.chainId} hash={run.result.publishTx} />
            </p>
          </>
        ) : null}
        {run.state !== 'running' ? (
          <button type="button" className="verify-balance__again" data-testid="verify-again" onClick={start}>
            {t('verify.again')}
          </button>
        ) : null}
      </div>
    </Popup>
  )
}
