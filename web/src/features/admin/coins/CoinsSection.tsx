import type { CoinFeeData } from '@phoswap/core/api/ledger'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../ui/Button'
import { parsePercentPpm, ppmPercentText } from '../ui/amounts'
import { PercentPpmField } from '../ui/PercentPpmField'
import { QueryState } from '../ui/QueryState'
import { type ReviewChange, ReviewDialog } from '../ui/ReviewDialog'
import { useAdminMutation } from '../ui/useAdmin'
import '../settings/adminSettings.css'
import { useFocusFirst } from '../settings/useFocusFirst'
import { type AdminCoin, percentWithPpm, useAdminCoins } from './coinFormat'
import { COINS_NAMESPACE, registerCoinsTexts } from './i18n'

registerCoinsTexts()

/**
 * Coins (issue 32): every reward coin's transfer fee and withdraw fee in percent with the ppm beside them; a change
 * is reviewed (before -> after), may carry a note, and is a signed operator action (`op_coin_fee`).
 */
export default function CoinsSection() {
  const { t } = useTranslation(COINS_NAMESPACE)
  const coins = useAdminCoins()
  const [editing, setEditing] = useState<number | null>(null)
  return (
    <div className="admin-set" data-testid="admin-coins">
      <p className="admin-set__intro">{t('intro')}</p>
      <QueryState query={coins} testId="admin-coins">
        {(data) =>
          data.list.length === 0 ? (
            <p className="admin-muted">{t('empty')}</p>
          ) : (
            <ul className="admin-set__cards">
              {data.list.map((coin) => (
                <li key={coin.coin_id} className="admin-set__card" data-testid={`admin-coin-${coin.coin_en}`}>
                  <div className="admin-set__card-head">
                    <h3 className="admin-set__name">{coin.coin_en}</h3>
                    <span className="admin-muted">
                      {t('decimals')} {coin.decimals}
                    </span>
                  </div>
                  <dl className="admin-set__facts">
                    <div>
                      <dt>{t('fee')}</dt>
                      <dd data-testid={`admin-coin-${coin.coin_en}-fee`}>{percentWithPpm(coin.fee_rate_ppm)}</dd>
                    </div>
                    <div>
                      <dt>{t('withdrawFee')}</dt>
                      <dd data-testid={`admin-coin-${coin.coin_en}-withdraw-fee`}>
                        {percentWithPpm(coin.withdraw_fee_ppm)}
                      </dd>
                    </div>
                  </dl>
                  {editing === coin.coin_id ? (
                    <FeeForm coin={coin} onDone={() => setEditing(null)} />
                  ) : (
                    <Button
                      size="sm"
                      variant="secondary"
                      data-testid={`admin-coin-${coin.coin_en}-edit`}
                      onClick={() => setEditing(coin.coin_id)}
                    >
                      {t('edit')}
                      <span className="visually-hidden"> {coin.coin_en}</span>
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </div>
  )
}

function FeeForm({ coin, onDone }: { coin: AdminCoin; onDone: () => void }) {
  const { t } = useTranslation(COINS_NAMESPACE)
  const [fee, setFee] = useState(ppmPercentText(coin.fee_rate_ppm))
  const [withdrawFee, setWithdrawFee] = useState(ppmPercentText(coin.withdraw_fee_ppm))
  const [submitted, setSubmitted] = useState(false)
  const [unchanged, setUnchanged] = useState(false)
  const [review, setReview] = useState<{ fee_rate_ppm?: number; withdraw_fee_ppm?: number } | null>(null)
  const change = useAdminMutation()
  const formRef = useFocusFirst<HTMLFormElement>()

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    const a = parsePercentPpm(fee)
    const b = parsePercentPpm(withdrawFee)
    if (!a.ok || !b.ok) return
    const body: { fee_rate_ppm?: number; withdraw_fee_ppm?: number } = {}
    if (a.value !== coin.fee_rate_ppm) body.fee_rate_ppm = a.value
    if (b.value !== coin.withdraw_fee_ppm) body.withdraw_fee_ppm = b.value
    setUnchanged(Object.keys(body).length === 0)
    if (Object.keys(body).length === 0) return
    change.reset()
    setReview(body)
  }

  const rows: ReviewChange[] = []
  if (review?.fee_rate_ppm !== undefined)
    rows.push({
      key: 'fee',
      label: t('fee'),
      before: percentWithPpm(coin.fee_rate_ppm),
      after: percentWithPpm(review.fee_rate_ppm),
    })
  if (review?.withdraw_fee_ppm !== undefined)
    rows.push({
      key: 'withdraw-fee',
      label: t('withdrawFee'),
      before: percentWithPpm(coin.withdraw_fee_ppm),
      after: percentWithPpm(review.withdraw_fee_ppm),
    })

  return (
    <form
      ref={formRef}
      className="admin-set__form"
      onSubmit={submit}
      noValidate
      data-testid={`admin-coin-${coin.coin_en}-form`}
    >
      <PercentPpmField
        label={t('fee')}
        value={fee}
        onChange={(v) => {
          setFee(v)
          setUnchanged(false)
        }}
        showEmptyError={submitted}
        testId={`admin-coin-${coin.coin_en}-fee-input`}
      />
      <PercentPpmField
        label={t('withdrawFee')}
        value={withdrawFee}
        onChange={(v) => {
          setWithdrawFee(v)
          setUnchanged(false)
        }}
        showEmptyError={submitted}
        testId={`admin-coin-${coin.coin_en}-withdraw-fee-input`}
      />
      {unchanged ? (
        <p className="admin-set__error" role="alert">
          {t('unchanged')}
        </p>
      ) : null}
      <div className="admin-set__actions">
        <Button size="sm" variant="secondary" onClick={onDone}>
          {t('cancel')}
        </Button>
        <Button size="sm" type="submit" data-testid={`admin-coin-${coin.coin_en}-review`}>
          {t('review')}
        </Button>
      </div>
      {review ? (
        <ReviewDialog
          title={t('reviewTitle', { coin: coin.coin_en })}
          changes={rows}
          signed
          busy={change.busy}
          error={change.error}
          onCancel={() => setReview(null)}
          onConfirm={async (note) => {
            const done = await change.run<CoinFeeData>({
              path: '/admin/coin/fee',
              body: { coin_id: coin.coin_id, ...review },
              note,
              signed: 'op_coin_fee',
            })
            if (done) {
              setReview(null)
              onDone()
            }
          }}
        />
      ) : null}
    </form>
  )
}
