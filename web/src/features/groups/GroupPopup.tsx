import type { GroupConfig, GroupItem } from '@phoswap/core/api/groups'
import type { GroupVariant } from '@phoswap/core/rewards/groupBuy'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../ui/Button'
import { Popup } from '../../ui/Popup'
import { ReviewDialog } from '../../ui/ReviewDialog'
import { showToast } from '../../ui/toastStore'
import { BuyCoupon, ExchangePane, PaneRow } from './CouponPanes'
import { formatCoin, seatsText } from './groupAmounts'
import { useHolds, useSummary } from './groupQueries'
import { GROUPS_NAMESPACE } from './i18n'
import type { GroupUser, useGroupActions } from './useGroupActions'

export type Pane = 0 | 1 | 2
const PANES = ['start', 'exchange', 'join'] as const

interface GroupPopupProps {
  variant: GroupVariant
  user: GroupUser
  config: GroupConfig
  actions: ReturnType<typeof useGroupActions>
  pane: Pane
  onPane: (pane: Pane) => void
  /** The group the join pane is for. */
  target: GroupItem | null
  onClose: () => void
}

/**
 * The start-group popup (spec 001): (0) start with a leader coupon (and buy a first one), (1) exchange held
 * coupons into GDB or VGB, (2) join a group.
 */
export function GroupPopup({ variant, user, config, actions, pane, onPane, target, onClose }: GroupPopupProps) {
  const { t } = useTranslation(GROUPS_NAMESPACE)
  const tabsId = useId()
  const holds = useHolds(variant, user.address)
  const summary = useSummary(variant, user.address)
  // Start and join spend coins (and a start a coupon) for good: each is signed only from its review's confirm.
  const [review, setReview] = useState<'start' | 'join' | null>(null)
  const usable = (key: string) => BigInt(holds.data?.list.find((h) => h.coin_key === key)?.usable ?? '0')
  const coupons = summary.data?.ticket_num ?? 0
  const couponCoin = config.coupon_coin_key

  /**
   * Spec 001 §5: the client says coin + swap392 before asking for a signature (a join also needs each coin
   * non-zero); the server checks again.
   */
  function short(payGdt: string, payVgt: string, nonZero = false): boolean {
    for (const [coin, need] of [
      ['GDT', payGdt],
      ['VGT', payVgt],
    ] as const) {
      if (usable(coin) < BigInt(need) || (nonZero && usable(coin) === 0n)) {
        showToast(`${coin} ${t('swap392', { ns: 'translation' })}`, 'error')
        return true
      }
    }
    return false
  }

  function start() {
    if (coupons < 1) return showToast(t('swap384', { ns: 'translation' }), 'error')
    if (short(config.pay_gdt, config.pay_vgt)) return
    setReview('start')
  }

  async function confirmStart() {
    setReview(null)
    if (await actions.initiate()) onClose()
  }

  function join() {
    if (!target) return
    if (short(target.pay_gdt, target.pay_vgt, true)) return
    setReview('join')
  }

  async function confirmJoin(group: GroupItem) {
    setReview(null)
    if (await actions.join(group.id)) onClose()
  }

  const hours = Math.round((config.deadline_seconds / 3600) * 10) / 10
  const payRows = (payGdt: string, payVgt: string) => [
    { key: 'pay-gdt', label: t('popup.pay', { coin: 'GDT' }), value: `${formatCoin(payGdt)} GDT` },
    { key: 'pay-vgt', label: t('popup.pay', { coin: 'VGT' }), value: `${formatCoin(payVgt)} VGT` },
  ]

  const row = (label: string, value: string, testId: string) => <PaneRow label={label} value={value} testId={testId} />

  return (
    <>
      <Popup open title={t('popup.title')} onClose={onClose} testId="group-popup" placement="center">
        <div className="groups-tabs" role="tablist" aria-label={t('popup.title')}>
          {PANES.map((name, i) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={`${tabsId}-${name}`}
              aria-selected={pane === i}
              aria-controls={`${tabsId}-panel`}
              className={`groups-tab${pane === i ? ' groups-tab--active' : ''}`}
              data-testid={`group-tab-${name}`}
              disabled={name === 'join' && !target}
              onClick={() => onPane(i as Pane)}
            >
              {t(`popup.tabs.${name}`)}
            </button>
          ))}
        </div>
        <div
          className="groups-pane"
          role="tabpanel"
          id={`${tabsId}-panel`}
          aria-labelledby={`${tabsId}-${PANES[pane]}`}
        >
          {pane === 0 ? (
            <>
              <p className="groups-pane__note">{t('popup.startNote')}</p>
              {row(t('popup.couponsHeld'), String(coupons), 'group-coupons-held')}
              {row(t('popup.pay', { coin: 'GDT' }), formatCoin(config.pay_gdt), 'group-start-pay-gdt')}
              {row(t('popup.pay', { coin: 'VGT' }), formatCoin(config.pay_vgt), 'group-start-pay-vgt')}
              <button type="button" className="groups-link" data-testid="group-to-exchange" onClick={() => onPane(1)}>
                {t('popup.toExchange')}
              </button>
              <Button block loading={actions.busy === 'initiate'} data-testid="group-start-confirm" onClick={start}>
                {t('popup.confirm')}
              </Button>
              <BuyCoupon config={config} actions={actions} usable={usable(couponCoin)} />
            </>
          ) : pane === 1 ? (
            <ExchangePane config={config} actions={actions} coupons={coupons} usable={usable(couponCoin)} />
          ) : target ? (
            <>
              <p className="groups-pane__note" data-testid="group-join-target">
                {t('popup.groupNo', { id: target.id })}
              </p>
              {row(t('popup.pay', { coin: 'GDT' }), formatCoin(target.pay_gdt), 'group-join-pay-gdt')}
              {row(t('popup.pay', { coin: 'VGT' }), formatCoin(target.pay_vgt), 'group-join-pay-vgt')}
              {row(t('popup.balance', { coin: 'GDT' }), formatCoin(usable('GDT')), 'group-join-gdt')}
              {row(t('popup.balance', { coin: 'VGT' }), formatCoin(usable('VGT')), 'group-join-vgt')}
              <Button block loading={actions.busy === 'join'} data-testid="group-join-confirm" onClick={join}>
                {t('popup.confirm')}
              </Button>
            </>
          ) : (
            <p className="groups-pane__note">{t('popup.pickGroup')}</p>
          )}
        </div>
      </Popup>
      {review === 'start' ? (
        <ReviewDialog
          title={t('review.startTitle')}
          testId="group-start-review"
          rows={[
            { key: 'coupon', label: t('review.coupon'), value: t('review.couponValue', { held: coupons }) },
            ...payRows(config.pay_gdt, config.pay_vgt),
          ]}
          warning={t('review.startWarning', { hours })}
          confirmLabel={t('review.confirmStart')}
          onConfirm={() => void confirmStart()}
          onCancel={() => setReview(null)}
        />
      ) : review === 'join' && target ? (
        <ReviewDialog
          title={t('review.joinTitle')}
          testId="group-join-review"
          rows={[
            { key: 'group', label: t('review.group'), value: String(target.id) },
            { key: 'seats', label: t('review.seats'), value: seatsText(target.join_num) },
            ...payRows(target.pay_gdt, target.pay_vgt),
          ]}
          warning={t('review.joinWarning', { hours })}
          confirmLabel={t('review.confirmJoin')}
          onConfirm={() => void confirmJoin(target)}
          onCancel={() => setReview(null)}
        />
      ) : null}
    </>
  )
}
