import type { GroupConfig } from '@phoswap/core/api/groups'
import { exchangeMax } from '@phoswap/core/rewards/groupBuy'
import { type ReactNode, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../ui/Button'
import { showToast } from '../../ui/toastStore'
import { formatCoin } from './groupAmounts'
import { GROUPS_NAMESPACE } from './i18n'
import type { useGroupActions } from './useGroupActions'

export function PaneRow({ label, value, testId }: { label: string; value: string; testId: string }): ReactNode {
  return (
    <div className="groups-pane__row">
      <span>{label}</span>
      <strong data-testid={testId}>{value}</strong>
    </div>
  )
}

interface CouponProps {
  config: GroupConfig
  actions: ReturnType<typeof useGroupActions>
  /** Leader coupons held. */
  coupons: number
  /** The usable coupon coin (GDB or VGB), base units. */
  usable: bigint
}

/**
 * Pane (1), exchange coupons (spec 001): held leader coupons into GDB (VGB), each worth the coupon price. The
 * stepper runs from 0 to the coupons held; with none held the button is disabled and says why. A count of 0 says
 * swap390 before any signature.
 */
export function ExchangePane({ config, actions, coupons, usable }: CouponProps) {
  const { t } = useTranslation(GROUPS_NAMESPACE)
  const id = useId()
  const [count, setCount] = useState(0)
  const coin = config.coupon_coin_key
  const max = exchangeMax(coupons)
  const shown = Math.min(count, max)
  const received = BigInt(shown) * BigInt(config.coupon_price)

  async function exchange() {
    if (shown <= 0) return showToast(t('swap390', { ns: 'translation' }), 'error')
    if (await actions.exchange(shown)) setCount(0)
  }

  return (
    <>
      <p className="groups-pane__note">{t('popup.exchangeNote', { coin, price: formatCoin(config.coupon_price) })}</p>
      <div className="groups-pane__row">
        <span id={`${id}-count`}>{t('popup.count')}</span>
        <div className="groups-stepper">
          <button
            type="button"
            aria-label={t('popup.minus')}
            disabled={shown <= 0}
            onClick={() => setCount(Math.max(0, shown - 1))}
            data-testid="group-count-minus"
          >
            −
          </button>
          <output aria-live="polite" aria-labelledby={`${id}-count`} data-testid="group-count">
            {shown}
          </output>
          <button
            type="button"
            aria-label={t('popup.plus')}
            disabled={shown >= max}
            onClick={() => setCount(Math.min(max, shown + 1))}
            data-testid="group-count-plus"
          >
            +
          </button>
        </div>
      </div>
      <PaneRow label={t('popup.couponsHeld')} value={String(coupons)} testId="group-exchange-held" />
      <PaneRow label={t('popup.received', { coin })} value={formatCoin(received)} testId="group-exchange-received" />
      <PaneRow label={t('popup.usable', { coin })} value={formatCoin(usable)} testId="group-exchange-usable" />
      {max === 0 ? (
        <p className="groups-pane__reason" id={`${id}-reason`} data-testid="group-exchange-reason">
          {t('popup.noCoupons')}
        </p>
      ) : null}
      <Button
        block
        disabled={max === 0}
        aria-describedby={max === 0 ? `${id}-reason` : undefined}
        loading={actions.busy === 'exchange'}
        data-testid="group-exchange-confirm"
        onClick={exchange}
      >
        {t('popup.confirm')}
      </Button>
    </>
  )
}

/**
 * Buying one leader coupon with GDB (VGB) at the coupon price: how a user gets a first coupon, an action of its
 * own beside the start (docs/decisions/0121-coupon-exchange.md). Too little coin says coin + swap392 before any signature.
 */
export function BuyCoupon({ config, actions, usable }: Omit<CouponProps, 'coupons'>) {
  const { t } = useTranslation(GROUPS_NAMESPACE)
  const coin = config.coupon_coin_key
  const price = BigInt(config.coupon_price)

  function buy() {
    if (usable < price) return showToast(`${coin} ${t('swap392', { ns: 'translation' })}`, 'error')
    void actions.buy(1)
  }

  return (
    <div className="groups-buy" data-testid="group-buy">
      <p className="groups-pane__note">{t('popup.buyNote', { coin, price: formatCoin(price) })}</p>
      <PaneRow label={t('popup.couponUsable', { coin })} value={formatCoin(usable)} testId="group-buy-usable" />
      <Button block variant="secondary" loading={actions.busy === 'buy'} data-testid="group-buy-confirm" onClick={buy}>
        {t('popup.buy')}
      </Button>
    </div>
  )
}
