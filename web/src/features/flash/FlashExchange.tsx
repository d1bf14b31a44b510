import { flashExchangeAbi } from '@phoswap/core/abi/flashExchangeAbi'
import { formatAmount, parseAmount } from '@phoswap/core/amount'
import { formatDisplayAmount, formatFraction } from '@phoswap/core/format'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Abi, type Address, encodeFunctionData, maxUint256 } from 'viem'
import { useConfig, useConnection, useReadContracts } from 'wagmi'
import { waitForTransactionReceipt } from 'wagmi/actions'
import { getDeployment } from '../../chain/network/configuredNetworks'
import { useActiveNetwork } from '../../chain/network/useActiveNetwork'
import { erc20ApproveAbi, erc20ReadAbi } from '../../chain/reads/readAbis'
import { BALANCE_REFRESH_MS } from '../../chain/reads/useTokenBalances'
import { useSwapSettings } from '../../chain/settings/useSwapSettings'
import { classifyChainError } from '../../chain/tx/chainError'
import { sendChecked } from '../../chain/tx/sendChecked'
import { useTransactions } from '../../chain/tx/useTransactions'
import { openConnectDialog } from '../../chain/wallet/connectDialogStore'
import { useNetworkSwitch } from '../../trade/useNetworkSwitch'
import { formatBalance, shortenAddress, UNKNOWN } from '../../ui/format'
import { TokenIcon } from '../../ui/TokenIcon'
import { showToast } from '../../ui/toastStore'
import { flashButtonState } from './flashButtonState'
import { FLASH_NAMESPACE, registerFlashTexts } from './i18n'
import './flash.css'

registerFlashTexts()

/** The spec's exchange info record (000 §3), as the contract's public getter returns it. */
type ExchangeInfo = readonly [fromToken: Address, exchangeToken: Address, exchangeRatio: bigint, allowExchange: boolean]

const RATIO_SCALE = 10n ** 18n

interface Read {
  key: string
  address: Address
  abi: Abi
  functionName: string
  args?: readonly unknown[]
}

/**
 * The flash exchange (spec 000 §2): pick a record, see the read-only balance of its token, approve, then
 * doExchange(id, amount) at the record's fixed ratio with getExchangeAmount's preview. A paused record or a
 * reserve that cannot pay is refused here, before the wallet opens; every read is one multicall every 3 s.
 */
export default function FlashExchange() {
  const { t } = useTranslation(FLASH_NAMESPACE)
  const tt = (key: string, options: Record<string, unknown> = {}) => t(`translation:${key}`, options)
  const config = useConfig()
  const connection = useConnection()
  const account = connection.status === 'connected' ? connection.address : undefined
  const { chainId, isWrongNetwork, needsSwitch } = useActiveNetwork()
  const networkSwitch = useNetworkSwitch()
  const deployment = getDeployment(chainId)
  const flash = deployment?.contracts.flashExchange as Address | undefined
  const multicall3 = deployment?.contracts.multicall3
  const [settings] = useSwapSettings()
  const transactions = useTransactions()
  const [id, setId] = useState(0)
  const [text, setText] = useState('')
  const [busy, setBusy] = useState<'approve' | 'exchange' | null>(null)
  const [count, setCount] = useState(0)

  const known = (address: Address | undefined) =>
    address ? deployment?.tokens.find((x) => x.address.toLowerCase() === address.toLowerCase()) : undefined

  // Records first (their count grows the batch once it is known), then the chosen record's token reads.
  const [recordsData, setRecordsData] = useState<readonly ExchangeInfo[]>([])
  const selected = recordsData[id]
  const fromMeta = known(selected?.[0])
  const toMeta = known(selected?.[1])
  const parsed = useMemo(() => {
    if (!fromMeta || text.trim() === '') return { amount: null as bigint | null, error: false }
    try {
      return { amount: parseAmount(text.trim(), fromMeta.decimals), error: false }
    } catch {
      return { amount: null, error: true }
    }
  }, [text, fromMeta])

  const reads = useMemo<Read[]>(() => {
    if (!flash) return []
    const list: Read[] = [{ key: 'length', address: flash, abi: flashExchangeAbi, functionName: 'exchangeInfoLength' }]
    for (let i = 0; i < count; i++) {
      list.push({
        key: `info${i}`,
        address: flash,
        abi: flashExchangeAbi,
        functionName: 'exchangeInfo',
        args: [BigInt(i)],
      })
    }
    if (selected) {
      list.push({
        key: 'reserve',
        address: flash,
        abi: flashExchangeAbi,
        functionName: 'reserveOf',
        args: [BigInt(id)],
      })
      if (account) {
        list.push({
          key: 'balance',
          address: selected[0],
          abi: erc20ReadAbi,
          functionName: 'balanceOf',
          args: [account],
        })
        list.push({
          key: 'allowance',
          address: selected[0],
          abi: erc20ReadAbi,
          functionName: 'allowance',
          args: [account, flash],
        })
      }
      if (parsed.amount && parsed.amount > 0n) {
        list.push({
          key: 'preview',
          address: flash,
          abi: flashExchangeAbi,
          functionName: 'getExchangeAmount',
          args: [BigInt(id), parsed.amount],
        })
      }
    }
    return list
  }, [flash, count, selected, id, account, parsed.amount])

  const on = !!flash && !!multicall3
  const result = useReadContracts({
    contracts: reads.map(({ key: _key, ...r }) => ({ ...r, chainId })) as never,
    allowFailure: true,
    multicallAddress: multicall3,
    batchSize: 0,
    query: { enabled: on, refetchInterval: on ? BALANCE_REFRESH_MS : false },
  })
  const data = result.data as readonly { status: string; result?: unknown }[] | undefined
  const value = <T,>(key: string): T | undefined => {
    const i = reads.findIndex((r) => r.key === key)
    if (i === -1 || !data || data.length !== reads.length) return undefined
    return data[i]?.status === 'success' ? (data[i]!.result as T) : undefined
  }
  const length = value<bigint>('length')
  const records: ExchangeInfo[] = []
  for (let i = 0; i < count; i++) {
    const info = value<ExchangeInfo>(`info${i}`)
    if (info) records.push(info)
  }
  const recordsReady = records.length === count && count > 0
  useEffect(() => {
    if (length !== undefined && Number(length) !== count) setCount(Math.min(Number(length), 50))
  }, [length, count])
  useEffect(() => {
    if (recordsReady && !sameRecords(records, recordsData)) setRecordsData(records)
  })

  const balance = value<bigint>('balance') ?? null
  const allowance = value<bigint>('allowance') ?? null
  const reserve = value<bigint>('reserve') ?? null
  const preview = value<bigint>('preview') ?? null

  const button = flashButtonState({
    wrongNetwork: needsSwitch,
    connected: !!account && !isWrongNetwork,
    hasRecord: !!selected && !!fromMeta && !!toMeta,
    allowExchange: selected?.[3] ?? false,
    amount: parsed.amount,
    balance,
    allowance,
    amountOut: preview,
    reserve,
  })

  const fromSymbol = fromMeta?.symbol ?? (selected ? shortenAddress(selected[0]) : '')
  const toSymbol = toMeta?.symbol ?? (selected ? shortenAddress(selected[1]) : '')

  async function approve() {
    if (!account || !flash || !selected) return
    setBusy('approve')
    try {
      const { hash, nonce } = await sendChecked(config, {
        chainId,
        account,
        to: selected[0],
        data: encodeFunctionData({ abi: erc20ApproveAbi, functionName: 'approve', args: [flash, maxUint256] }),
        value: 0n,
        gasPriceType: settings.gasPriceType,
      })
      transactions.add({ hash, nonce }, t('flash.txApprove', { symbol: fromSymbol }))
      const receipt = await waitForTransactionReceipt(config, { hash, chainId })
      if (receipt.status !== 'success') showToast(tt('swap74'), 'error')
    } catch (e) {
      console.warn('flash approve', e)
      showToast(tt(classifyChainError(e) === 'rejected' ? 'transactionRejected' : 'swap74'), 'error')
    } finally {
      void result.refetch()
      setBusy(null)
    }
  }

  async function exchange() {
    if (!account || !flash || !selected || !parsed.amount || !fromMeta || !toMeta) return
    const amount = parsed.amount
    setBusy('exchange')
    try {
      const { hash, nonce } = await sendChecked(config, {
        chainId,
        account,
        to: flash,
        data: encodeFunctionData({ abi: flashExchangeAbi, functionName: 'doExchange', args: [BigInt(id), amount] }),
        value: 0n,
        gasPriceType: settings.gasPriceType,
      })
      transactions.add(
        { hash, nonce },
        t('flash.txExchange', {
          amountIn: formatDisplayAmount(amount, fromMeta.decimals),
          symbolIn: fromSymbol,
          amountOut: preview !== null ? formatDisplayAmount(preview, toMeta.decimals) : UNKNOWN,
          symbolOut: toSymbol,
        }),
        { announcesResult: true },
      )
      const receipt = await waitForTransactionReceipt(config, { hash, chainId })
      if (receipt.status === 'success') {
        setText('')
        showToast(tt('swap340'), 'success')
      } else showToast(tt('swap26'), 'error')
    } catch (e) {
      console.warn('flash exchange', e)
      showToast(tt(classifyChainError(e) === 'rejected' ? 'transactionRejected' : 'swap26'), 'error')
    } finally {
      void result.refetch()
      setBusy(null)
    }
  }

  const onMain = () => {
    if (button.kind === 'switch') return networkSwitch.switchNow()
    if (button.kind === 'login') return openConnectDialog()
    if (button.kind === 'approve') return void approve()
    if (button.kind === 'exchange') return void exchange()
  }
  const label =
    button.kind === 'switch'
      ? networkSwitch.label
      : button.kind === 'login'
        ? tt('connectWallet')
        : button.kind === 'approve'
          ? busy === 'approve'
            ? tt('approving')
            : t('flash.approve', { symbol: fromSymbol })
          : button.kind === 'exchange'
            ? t('flash.exchange')
            : button.messageKey.startsWith('flash.')
              ? t(button.messageKey)
              : tt(button.messageKey)

  if (!flash) {
    return (
      <div className="flash">
        <div className="flash-card">
          <h1 className="flash-card__title">{t('flash.title')}</h1>
          <p className="flash-alert">{t('flash.noContract')}</p>
          {button.kind === 'switch' ? (
            <button
              type="button"
              className="btn btn--primary btn--md btn--block flash-main"
              data-testid="flash-button"
              data-kind={button.kind}
              data-key={button.messageKey}
              onClick={onMain}
            >
              {label}
            </button>
          ) : null}
        </div>
      </div>
    )
  }

  return (
    <div className="flash" data-testid="flash-exchange">
      <div className="flash-card">
        <h1 className="flash-card__title">{t('flash.title')}</h1>
        <fieldset className="flash-records">
          <legend className="flash-records__legend">{t('flash.record')}</legend>
          {recordsData.map((r, i) => (
            <button
              type="button"
              aria-pressed={i === id}
              key={`${r[0]}-${r[1]}-${String(i)}`}
              className={`flash-chip${i === id ? ' flash-chip--on' : ''}${r[3] ? '' : ' flash-chip--off'}`}
              data-testid={`flash-record-${i}`}
              data-allowed={r[3]}
              onClick={() => {
                setId(i)
                setText('')
              }}
            >
              {known(r[0])?.symbol ?? shortenAddress(r[0])} → {known(r[1])?.symbol ?? shortenAddress(r[1])}
            </button>
          ))}
        </fieldset>

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
              value={text}
              data-testid="flash-input"
              onChange={(event) => setText(event.target.value.replace(',', '.'))}
            />
            {account && fromMeta && balance !== null ? (
              <button
                type="button"
                className="flash-chip"
                data-testid="flash-max"
                onClick={() => setText(formatAmount(balance, fromMeta.decimals))}
              >
                {t('flash.max')}
              </button>
            ) : null}
            <span className="flash-token">
              <TokenIcon symbol={fromSymbol} size="1.5rem" />
              {fromSymbol}
            </span>
          </div>
          {parsed.error ? <p className="flash-error">{tt('invalidAmount')}</p> : null}
        </div>

        <dl className="flash-lines">
          <div className="flash-line">
            <dt>{t('flash.receive')}</dt>
            <dd data-testid="flash-preview">
              {preview !== null && toMeta ? `${formatDisplayAmount(preview, toMeta.decimals)} ${toSymbol}` : UNKNOWN}
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

        <button
          type="button"
          className="btn btn--primary btn--md btn--block flash-main"
          data-testid="flash-button"
          data-kind={button.kind}
          data-key={'messageKey' in button ? button.messageKey : button.kind}
          disabled={button.kind === 'disabled' || busy !== null}
          onClick={onMain}
        >
          {busy ? <span className="btn__spinner" aria-hidden="true" /> : null}
          {label}
        </button>
      </div>
    </div>
  )
}

function sameRecords(a: readonly ExchangeInfo[], b: readonly ExchangeInfo[]): boolean {
  return a.length === b.length && a.every((r, i) => r.every((v, j) => v === b[i]![j]))
}
