import { priceOf } from '@phoswap/core/amm'
import { formatPrice } from '@phoswap/core/format'
import { useTranslation } from 'react-i18next'
import { NetworkFee } from '../../trade/NetworkFee'
import { formatBalance, UNKNOWN } from '../../ui/format'
import { TokenIcon } from '../../ui/TokenIcon'
import { LIQUIDITY_NAMESPACE } from './i18n'
import type { PoolRecord } from './poolRecord'
import type { RemoveActions } from './useRemoveActions'
import type { RemoveReads } from './useRemoveReads'

const QUICK = [25, 50, 75, 100] as const

/** The amount to remove: the LP balance, the percentage, a slider and the quick chips (MAX is 100%). */
export function RemoveAmount({ reads, remove }: { reads: RemoveReads; remove: RemoveActions }) {
  const { t } = useTranslation(LIQUIDITY_NAMESPACE)
  const { percent, setPercent } = remove
  return (
    <div className="liq-box" data-testid="remove-amount">
      <div className="liq-box__head">
        <span>{t('remove.amount')}</span>
        <span data-testid="remove-lp-balance">
          {t('remove.lpBalance', { amount: formatBalance(reads.lpBalance, 18) })}
        </span>
      </div>
      <div className="liq-percent" data-testid="remove-percent">
        {percent}%
      </div>
      <input
        type="range"
        min={0}
        max={100}
        step={1}
        value={percent}
        className="liq-slider"
        aria-label={t('remove.amount')}
        data-testid="remove-slider"
        onChange={(event) => setPercent(Number(event.target.value))}
      />
      <div className="liq-chips">
        {QUICK.map((p) => (
          <button
            type="button"
            key={p}
            className={`liq-chip${percent === p ? ' liq-chip--on' : ''}`}
            data-testid={`remove-quick-${p === 100 ? 'max' : p}`}
            onClick={() => setPercent(p)}
          >
            {p === 100 ? 'MAX' : `${p}%`}
          </button>
        ))}
      </div>
    </div>
  )
}

/** What the removal pays out (the native token instead of its wrapped one when chosen), and the pool price. */
export function RemoveReceive(props: { record: PoolRecord; reads: RemoveReads; remove: RemoveActions }) {
  const { t } = useTranslation(LIQUIDITY_NAMESPACE)
  const { record, reads, remove } = props
  const { reserveFrom, reserveTo, fromSymbol, toSymbol } = reads
  const priceFromTo = reserveFrom > 0n ? priceOf(reserveFrom, record.fromDecimals, reserveTo, record.toDecimals) : null
  const priceToFrom = reserveTo > 0n ? priceOf(reserveTo, record.toDecimals, reserveFrom, record.fromDecimals) : null
  return (
    <>
      <div className="liq-plus" aria-hidden="true">
        ↓
      </div>
      <div className="liq-panel" data-testid="remove-receive">
        <h3 className="liq-panel__title">{t('remove.receive')}</h3>
        <dl className="liq-lines">
          <div className="liq-line">
            <dt>
              <TokenIcon symbol={remove.fromShown} size="1.25rem" /> {remove.fromShown}
            </dt>
            <dd data-testid="remove-amount-from">{formatBalance(remove.amountFrom, record.fromDecimals)}</dd>
          </div>
          <div className="liq-line">
            <dt>
              <TokenIcon symbol={remove.toShown} size="1.25rem" /> {remove.toShown}
            </dt>
            <dd data-testid="remove-amount-to">{formatBalance(remove.amountTo, record.toDecimals)}</dd>
          </div>
        </dl>
        {reads.nativeSide ? (
          <label className="liq-check">
            <input
              type="checkbox"
              checked={remove.receiveNative}
              data-testid="remove-receive-native"
              onChange={(event) => remove.setReceiveNative(event.target.checked)}
            />
            {t('remove.receiveNative', { symbol: reads.nativeSymbol })}
          </label>
        ) : null}
      </div>
      <dl className="liq-lines liq-panel">
        <div className="liq-line">
          <dt>{t('remove.price')}</dt>
          <dd data-testid="remove-price">
            1 {fromSymbol} = {priceFromTo ? formatPrice(priceFromTo) : UNKNOWN} {toSymbol}
            <br />1 {toSymbol} = {priceToFrom ? formatPrice(priceToFrom) : UNKNOWN} {fromSymbol}
          </dd>
        </div>
      </dl>
    </>
  )
}

/** Approve (or sign a permit) and remove, side by side; the permit link while neither is done. */
export function RemoveButtons({ reads, remove }: { reads: RemoveReads; remove: RemoveActions }) {
  const { t } = useTranslation(LIQUIDITY_NAMESPACE)
  const { approved, permitted, busy, liquidity } = remove
  return (
    <>
      {reads.ready && reads.lpBalance === 0n ? (
        <p className="liq-alert" data-testid="remove-no-balance">
          {t('remove.noBalance')}
        </p>
      ) : null}
      <div className="liq-actions">
        <button
          type="button"
          className="btn btn--primary btn--md"
          data-testid="remove-approve"
          data-state={approved ? 'approved' : permitted ? 'permitted' : 'needed'}
          disabled={approved || permitted || busy !== null || liquidity === 0n}
          onClick={() => void remove.approve()}
        >
          {busy === 'approve' ? <span className="btn__spinner" aria-hidden="true" /> : null}
          {approved
            ? t('remove.approved')
            : permitted
              ? t('remove.permitted')
              : busy === 'approve'
                ? t('translation:approving')
                : t('remove.approve')}
        </button>
        <button
          type="button"
          className="btn btn--primary btn--md"
          data-testid="remove-button"
          disabled={!remove.canRemove || busy !== null}
          aria-haspopup="dialog"
          onClick={remove.openReview}
        >
          {busy === 'remove' ? <span className="btn__spinner" aria-hidden="true" /> : null}
          {remove.percent === 0 ? t('translation:swap10') : t('translation:remove')}
        </button>
      </div>
      {remove.canRemove ? (
        // Shown before the review too, so the cost is known when choosing the share to remove.
        <NetworkFee
          chainId={reads.chainId}
          build={async () => remove.removeCall()}
          deps={[remove.liquidity, remove.receiveNative, remove.approved, remove.permitted]}
        />
      ) : null}
      {!approved && !permitted && liquidity > 0n ? (
        <button
          type="button"
          className="liq-link"
          data-testid="remove-permit"
          disabled={busy !== null || reads.nonce === undefined}
          onClick={() => void remove.permit()}
        >
          {busy === 'permit' ? t('translation:approving') : t('remove.permit')}
        </button>
      ) : null}
    </>
  )
}
