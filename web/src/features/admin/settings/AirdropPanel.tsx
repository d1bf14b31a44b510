import { useId, useState } from 'react'
import { Button } from '../../../ui/Button'
import { type AdminCoin, exactCoin } from '../coins/coinFormat'
import { coinText, parseCoinAmount } from '../ui/amounts'
import { CoinAmountField } from '../ui/CoinAmountField'
import { QueryState } from '../ui/QueryState'
import { ReviewDialog } from '../ui/ReviewDialog'
import { useAdminMutation, useAdminQuery } from '../ui/useAdmin'
import { useSettingsTexts } from './i18n'

interface Offer {
  reward_id: number
  coin_id: number | null
  amount: string
  hold_examine: string
  pool: string
}

/** The airdrop offer (`airdrop show|set|off`): coin, amount per claim, GDT to hold, and what its pool holds. */
export function AirdropPanel({ coins }: { coins: AdminCoin[] }) {
  const t = useSettingsTexts()
  const offer = useAdminQuery<Offer>(['airdrop'], '/admin/airdrop/reward')
  return (
    <section className="admin-set__group" aria-labelledby="admin-settings-airdrop" data-testid="admin-airdrop">
      <h3 id="admin-settings-airdrop" className="admin-set__subtitle">
        {t('airdrop.title')}
      </h3>
      <QueryState query={offer} testId="admin-airdrop">
        {(data) => <AirdropView offer={data} coins={coins} />}
      </QueryState>
    </section>
  )
}

function AirdropView({ offer, coins }: { offer: Offer; coins: AdminCoin[] }) {
  const t = useSettingsTexts()
  const id = useId()
  const gdt = coins.find((c) => c.coin_en === 'GDT')
  const offered = coins.find((c) => c.coin_id === offer.coin_id)
  const on = offer.coin_id !== null && offered && BigInt(offer.amount) > 0n
  const describe = (coin: AdminCoin | undefined, amount: string, hold: string) =>
    coin && gdt
      ? `${exactCoin(amount, coin.decimals, coin.coin_en)} / ${t('airdrop.hold')} ${exactCoin(hold, gdt.decimals, 'GDT')}`
      : t('airdrop.offValue')
  const now = on ? describe(offered, offer.amount, offer.hold_examine) : t('airdrop.offValue')
  const [coinId, setCoinId] = useState(offer.coin_id ?? gdt?.coin_id ?? coins[0]?.coin_id ?? 0)
  const coin = coins.find((c) => c.coin_id === coinId)
  const [amount, setAmount] = useState(on && offered ? coinText(offer.amount, offered.decimals) : '')
  const [hold, setHold] = useState(gdt ? coinText(offer.hold_examine, gdt.decimals) : '1')
  const [submitted, setSubmitted] = useState(false)
  const [review, setReview] = useState<null | { off: boolean }>(null)
  const change = useAdminMutation()
  const parsedAmount = coin ? parseCoinAmount(amount, coin.decimals) : null
  const parsedHold = gdt ? parseCoinAmount(hold, gdt.decimals, { allowZero: true }) : null
  const after =
    review?.off || !parsedAmount?.ok || !parsedHold?.ok
      ? t('airdrop.offValue')
      : describe(coin, parsedAmount.value.toString(), parsedHold.value.toString())
  return (
    <>
      <dl className="admin-set__facts">
        <div>
          <dt>{t('airdrop.offer')}</dt>
          <dd data-testid="admin-airdrop-offer">{now}</dd>
        </div>
        <div>
          <dt>{t('airdrop.pool')}</dt>
          <dd data-testid="admin-airdrop-pool">
            {offered ? exactCoin(offer.pool, offered.decimals, offered.coin_en) : offer.pool}
          </dd>
        </div>
      </dl>
      <form
        className="admin-set__form"
        noValidate
        data-testid="admin-airdrop-form"
        onSubmit={(event) => {
          event.preventDefault()
          setSubmitted(true)
          if (!parsedAmount?.ok || !parsedHold?.ok) return
          change.reset()
          setReview({ off: false })
        }}
      >
        <label className="admin-field" htmlFor={`${id}-coin`}>
          <span className="admin-field__label">{t('airdrop.coin')}</span>
          <select
            id={`${id}-coin`}
            className="admin-field__input"
            value={coinId}
            onChange={(e) => setCoinId(Number(e.target.value))}
            data-testid="admin-airdrop-coin"
          >
            {coins.map((c) => (
              <option key={c.coin_id} value={c.coin_id}>
                {c.coin_en}
              </option>
            ))}
          </select>
        </label>
        {coin ? (
          <CoinAmountField
            label={t('airdrop.amount')}
            symbol={coin.coin_en}
            decimals={coin.decimals}
            value={amount}
            onChange={setAmount}
            showEmptyError={submitted}
            testId="admin-airdrop-amount"
          />
        ) : null}
        {gdt ? (
          <CoinAmountField
            label={t('airdrop.hold')}
            symbol="GDT"
            decimals={gdt.decimals}
            value={hold}
            onChange={setHold}
            allowZero
            showEmptyError={submitted}
            testId="admin-airdrop-hold"
          />
        ) : null}
        <div className="admin-set__actions">
          <Button
            size="sm"
            variant="secondary"
            disabled={!on}
            data-testid="admin-airdrop-off"
            onClick={() => {
              change.reset()
              setReview({ off: true })
            }}
          >
            {t('airdrop.turnOff')}
          </Button>
          <Button size="sm" type="submit" data-testid="admin-airdrop-review">
            {t('airdrop.set')}
          </Button>
        </div>
        {review ? (
          <ReviewDialog
            title={review.off ? t('airdrop.turnOff') : t('airdrop.set')}
            changes={[{ key: 'offer', label: t('airdrop.offer'), before: now, after }]}
            busy={change.busy}
            error={change.error}
            onCancel={() => setReview(null)}
            onConfirm={async (note) => {
              // The route takes coins (e.g. "0.5"), as `airdrop set --amount 0.5` does.
              const body = review.off
                ? { coin_id: null, amount: '0', hold_examine: '0' }
                : {
                    coin_id: coinId,
                    amount: coinText(parsedAmount!.ok ? parsedAmount!.value : 0n, coin!.decimals),
                    hold_examine: coinText(parsedHold!.ok ? parsedHold!.value : 0n, gdt!.decimals),
                  }
              const done = await change.run({ path: '/admin/airdrop/reward', body, note })
              if (done) setReview(null)
            }}
          />
        ) : null}
      </form>
    </>
  )
}
