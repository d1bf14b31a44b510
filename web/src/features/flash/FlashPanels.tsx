import { formatFraction } from '@phoswap/core/format'
import { useTranslation } from 'react-i18next'
import { amountInputText, formatBalance, shortenAddress, UNKNOWN } from '../../ui/format'
import { TokenIcon } from '../../ui/TokenIcon'
import { FLASH_NAMESPACE } from './i18n'
import type { FlashReads } from './useFlashReads'

const RATIO_SCALE = 10n ** 18n

/** The exchange records as chips; a paused one is dimmed. */
export function FlashRecords(props: { reads: FlashReads; id: number; onPick: (id: number) => void }) {
  const { t } = useTranslation(FLASH_NAMESPACE)
  const { reads, id } = props
  return (
    <fieldset className="flash-records">
      <legend className="flash-records__legend">{t('flash.record')}</legend>
      {reads.records.map((r, i) => (
        <button
          type="button"
          aria-pressed={i === id}
          key={`${r[0]}-${r[1]}-${String(i)}`}
          className={`flash-chip${i === id ? ' flash-chip--on' : ''}${r[3] ? '' : ' flash-chip--off'}`}
          data-testid={`flash-record-${i}`}
          data-allowed={r[3]}
          onClick={() => props.onPick(i)}
        >
          {reads.known(r[0])?.symbol ?? shortenAddress(r[0])} → {reads.known(r[1])?.symbol ?? shortenAddress(r[1])}
        </button>
      ))}
    </fieldset>
  )
}

/** The read-only balance of the record's token and the amount to exchange, with MAX. */
export function FlashAmount(props: {
  reads: FlashReads
  text: string
  fromSymbol: string
  onType: (text: string) => void
}) {
  const { t } = useTranslation(FLASH_NAMESPACE)
  const { reads, fromSymbol } = props
  const { fromMeta, balance } = reads
  return (
    <div className="flash-box">
      <div className="flash-box__head">
        <span>{t('flash.balance')}</span>
        <span className="flash-balance" data-testid="flash-balance">
          {fromMeta ? `${formatBalance(balance, fromMeta.decimals)} ${fromSymbol}` : UNKNOWN}
        </span>
      </div>
      <label className="flash-box__label" htmlFor="flash-amount">
        {t('flash.amount')}
      </label>
      <div className="flash-box__body">
        <input
          id="flash-amount"
          className="flash-box__input"
          inputMode="decimal"
          placeholder="0.0"
          autoComplete="off"
          value={props.text}
          data-testid="flash-input"
          onChange={(event) => props.onType(event.target.value.replace(',', '.'))}
        />
        {reads.account && fromMeta && balance !== null ? (
          <button
            type="button"
            className="flash-chip"
            data-testid="flash-max"
            onClick={() => props.onType(amountInputText(balance, fromMeta.decimals))}
          >
            {t('flash.max')}
          </button>
        ) : null}
        <span className="flash-token">
          <TokenIcon symbol={fromSymbol} size="1.5rem" />
          {fromSymbol}
        </span>
      </div>
      {reads.parseError ? <p className="flash-error">{t('translation:invalidAmount')}</p> : null}
    </div>
  )
}

/** What the amount pays, the record's fixed rate and the exchange's reserve of the paid token. */
export function FlashLines(props: { reads: FlashReads; fromSymbol: string; toSymbol: string }) {
  const { t } = useTranslation(FLASH_NAMESPACE)
  const { reads, fromSymbol, toSymbol } = props
  const { preview, toMeta, selected, reserve } = reads
  return (
    <dl className="flash-lines">
      <div className="flash-line">
        <dt>{t('flash.receive')}</dt>
        <dd data-testid="flash-preview">
          {preview !== null && toMeta ? `${formatBalance(preview, toMeta.decimals)} ${toSymbol}` : UNKNOWN}
        </dd>
      </div>
      <div className="flash-line">
        <dt>{t('flash.rate')}</dt>
        <dd data-testid="flash-rate">
          {selected
            ? `1 ${fromSymbol} = ${formatFraction({ numerator: selected[2], denominator: RATIO_SCALE }, 6)} ${toSymbol}`
            : UNKNOWN}
        </dd>
      </div>
      <div className="flash-line">
        <dt>{t('flash.reserve')}</dt>
        <dd data-testid="flash-reserve">
          {reserve !== null && toMeta ? `${formatBalance(reserve, toMeta.decimals)} ${toSymbol}` : UNKNOWN}
        </dd>
      </div>
    </dl>
  )
}
