import { formatPoolShare } from '@phoswap/core/format'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useActiveNetwork } from '../../chain/network/useActiveNetwork'
import { openConnectDialog } from '../../chain/wallet/connectDialogStore'
import { useWalletState } from '../../chain/wallet/walletState'
import { useGoTo } from '../../navigation/useGoTo'
import { formatBalance, UNKNOWN } from '../../ui/format'
import { TokenIcon } from '../../ui/TokenIcon'
import { LIQUIDITY_NAMESPACE, registerLiquidityTexts } from './i18n'
import { useLpList } from './lpListStore'
import { poolRecordParam } from './poolRecord'
import { usePositions } from './usePositions'
import './liquidity.css'

registerLiquidityTexts()

/**
 * The liquidity list (spec 000 §2): the saved pairs of this network (`lpList`) as expandable rows with each
 * token's pooled amount, the pool share, a remove button and add links; option 1 imports a pool, option 2 adds.
 */
export default function LiquidityIndex() {
  const { t } = useTranslation(LIQUIDITY_NAMESPACE)
  const goTo = useGoTo()
  const connection = useWalletState()
  const account = connection.status === 'connected' ? connection.address : undefined
  const { chainId } = useActiveNetwork()
  const records = useLpList(chainId)
  const { positions } = usePositions(chainId, account, records)
  const [open, setOpen] = useState<string | null>(null)

  return (
    <div className="liq" data-testid="liquidity-index">
      <div className="liq-card">
        <div className="liq-options">
          <button
            type="button"
            className="btn btn--secondary btn--md"
            data-testid="liquidity-option-1"
            onClick={() => goTo('importMining')}
          >
            {t('list.option1')}
          </button>
          <button
            type="button"
            className="btn btn--primary btn--md"
            data-testid="liquidity-option-2"
            onClick={() => goTo('Liquidity')}
          >
            {t('list.option2')}
          </button>
        </div>
        <h2 className="liq-card__subtitle">{t('list.yourLiquidity')}</h2>
        {!account ? (
          <div className="liq-empty">
            <p>{t('list.connect')}</p>
            <button
              type="button"
              className="btn btn--primary btn--md"
              data-testid="liquidity-connect"
              onClick={openConnectDialog}
            >
              {t('translation:connectWallet')}
            </button>
          </div>
        ) : records.length === 0 ? (
          <p className="liq-empty" data-testid="liquidity-empty">
            {t('list.empty')}
          </p>
        ) : (
          <ul className="liq-list">
            {records.map((record) => {
              const key = record.lpAddress.toLowerCase()
              const position = positions.get(key)
              const name = `${record.fromSymbol}/${record.toSymbol}`
              const expanded = open === key
              return (
                <li
                  key={key}
                  className="liq-row"
                  data-testid="liquidity-row"
                  data-pair={record.lpAddress}
                  data-name={name}
                >
                  <button
                    type="button"
                    className="liq-row__head"
                    aria-expanded={expanded}
                    data-testid="liquidity-row-toggle"
                    onClick={() => setOpen(expanded ? null : key)}
                  >
                    <span className="liq-pair-icons">
                      <TokenIcon symbol={record.fromSymbol} size="1.5rem" />
                      <TokenIcon symbol={record.toSymbol} size="1.5rem" />
                    </span>
                    <strong className="liq-row__name">{name}</strong>
                    <span className="liq-row__lp" data-testid="liquidity-row-lp">
                      {position ? formatBalance(position.lpBalance, 18) : UNKNOWN}
                    </span>
                    <span className={`liq-row__chevron${expanded ? ' liq-row__chevron--open' : ''}`} aria-hidden="true">
                      ▾
                    </span>
                  </button>
                  {expanded ? (
                    <div className="liq-row__body" data-testid="liquidity-row-body">
                      <dl className="liq-lines">
                        <div className="liq-line">
                          <dt>{t('list.pooled', { symbol: record.fromSymbol })}</dt>
                          <dd data-testid="liquidity-pooled-from">
                            {position ? formatBalance(position.fromBalance, record.fromDecimals) : UNKNOWN}
                          </dd>
                        </div>
                        <div className="liq-line">
                          <dt>{t('list.pooled', { symbol: record.toSymbol })}</dt>
                          <dd data-testid="liquidity-pooled-to">
                            {position ? formatBalance(position.toBalance, record.toDecimals) : UNKNOWN}
                          </dd>
                        </div>
                        <div className="liq-line">
                          <dt>{t('list.lpBalance')}</dt>
                          <dd data-testid="liquidity-lp-balance">
                            {position ? formatBalance(position.lpBalance, 18) : UNKNOWN}
                          </dd>
                        </div>
                        <div className="liq-line">
                          <dt>{t('list.share')}</dt>
                          <dd data-testid="liquidity-share">
                            {position ? formatPoolShare(position.percentage) : UNKNOWN}
                          </dd>
                        </div>
                      </dl>
                      <div className="liq-row__actions">
                        <button
                          type="button"
                          className="btn btn--secondary btn--sm"
                          data-testid="liquidity-add"
                          onClick={() => goTo('Liquidity', { from: record.fromAddress, to: record.toAddress })}
                        >
                          {t('list.add')}
                        </button>
                        <button
                          type="button"
                          className="btn btn--primary btn--sm"
                          data-testid="liquidity-remove"
                          onClick={() => goTo('Remove', { item: poolRecordParam(record) })}
                        >
                          {t('list.remove')}
                        </button>
                      </div>
                    </div>
                  ) : null}
                </li>
              )
            })}
          </ul>
        )}
      </div>
    </div>
  )
}
