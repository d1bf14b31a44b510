import { priceOf, sortTokens } from '@phoswap/core/amm'
import { formatDisplayAmount, formatPrice } from '@phoswap/core/format'
import { deadlineFrom } from '@phoswap/core/settings'
import { taxedTokens } from '@phoswap/core/swap'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { type Address, type Hex, zeroAddress } from 'viem'
import { useConfig, useConnection } from 'wagmi'
import { signTypedData, waitForTransactionReceipt } from 'wagmi/actions'
import { useGoTo } from '../../app/useGoTo'
import { findNetwork, getDeployment } from '../../chain/network/configuredNetworks'
import { useActiveNetwork } from '../../chain/network/useActiveNetwork'
import { erc20ReadAbi } from '../../chain/reads/readAbis'
import { ReadBatch } from '../../chain/reads/readBatch'
import { useBatchedReads } from '../../chain/reads/useBatchedReads'
import { useSwapSettings } from '../../chain/settings/useSwapSettings'
import { classifyChainError } from '../../chain/tx/chainError'
import { type PermitSignature, permitTypedData, splitPermitSignature } from '../../chain/tx/permit'
import { sendApprove } from '../../chain/tx/sendApprove'
import { sendChecked, simulateTx } from '../../chain/tx/sendChecked'
import { useTransactions } from '../../chain/tx/useTransactions'
import { openConnectDialog } from '../../chain/wallet/connectDialogStore'
import { PendingPopup, type PendingState } from '../../trade/PendingPopup'
import { SettingsPopup } from '../../trade/SettingsPopup'
import { useNetworkSwitch } from '../../trade/useNetworkSwitch'
import { formatBalance, UNKNOWN } from '../../ui/format'
import { TokenIcon } from '../../ui/TokenIcon'
import { showToast } from '../../ui/toastStore'
import { LIQUIDITY_NAMESPACE, registerLiquidityTexts } from './i18n'
import { LiquidityHeader } from './LiquidityHeader'
import { factoryGetPairAbi, pairReadAbi } from './liquidityAbis'
import { removeLiquidityCall } from './liquidityCalls'
import { removePoolRecord } from './lpList'
import { lpListStore } from './lpListStore'
import { type PoolRecord, parsePoolRecordParam } from './poolRecord'
import { liquidityToRemove, pooledAmounts } from './positionMath'
import './liquidity.css'

registerLiquidityTexts()

const QUICK = [25, 50, 75, 100] as const

/** The remove screen (spec 000 §2, §4): the pool record comes in the query `item`, checked before anything. */
export default function Remove() {
  const { t } = useTranslation(LIQUIDITY_NAMESPACE)
  const [params] = useSearchParams()
  const parsed = useMemo(() => parsePoolRecordParam(params.get('item')), [params])
  if (!parsed.ok) {
    return <RemoveError message={t('remove.badRecord')} reason={parsed.error} />
  }
  return <RemoveRecord record={parsed.record} />
}

function RemoveError({ message, reason }: { message: string; reason: string }) {
  const { t } = useTranslation(LIQUIDITY_NAMESPACE)
  const goTo = useGoTo()
  return (
    <div className="liq">
      <div className="liq-card">
        <LiquidityHeader title={t('remove.title')} />
        <p className="liq-alert" role="alert" data-testid="remove-error" data-reason={reason}>
          {message}
        </p>
        <button
          type="button"
          className="btn btn--secondary btn--md btn--block liq-main"
          onClick={() => goTo('LiquidityIndex')}
        >
          {t('remove.back')}
        </button>
      </div>
    </div>
  )
}

interface Signed {
  liquidity: bigint
  deadline: bigint
  signature: PermitSignature
}

function RemoveRecord({ record }: { record: PoolRecord }) {
  const { t } = useTranslation(LIQUIDITY_NAMESPACE)
  const tt = (key: string, options: Record<string, unknown> = {}) => t(`translation:${key}`, options)
  const config = useConfig()
  const goTo = useGoTo()
  const connection = useConnection()
  const account = connection.status === 'connected' ? connection.address : undefined
  const { chainId, isWrongNetwork, needsSwitch } = useActiveNetwork()
  const networkSwitch = useNetworkSwitch()
  const deployment = getDeployment(chainId)
  const router = deployment?.contracts.router
  const wrapped = deployment?.contracts.wrappedNative
  const nativeSymbol = findNetwork(chainId)?.chain.nativeCurrency.symbol ?? 'ETH'
  const [settings] = useSwapSettings()
  const transactions = useTransactions()
  const [percent, setPercentState] = useState(0)
  const [receiveNative, setReceiveNative] = useState(true)
  const [signed, setSigned] = useState<Signed | null>(null)
  const [busy, setBusy] = useState<'approve' | 'permit' | 'remove' | null>(null)
  const [pending, setPending] = useState<PendingState | null>(null)
  const [settingsOpen, setSettingsOpen] = useState(false)

  const setPercent = (value: number) => {
    setPercentState(Math.max(0, Math.min(100, Math.round(value))))
    // A permit is for an exact amount: a new amount needs a new signature.
    setSigned(null)
  }

  const batch = useMemo(() => {
    const b = new ReadBatch()
    const lp = record.lpAddress
    if (deployment) {
      b.add('getPair', {
        address: deployment.contracts.factory,
        abi: factoryGetPairAbi,
        functionName: 'getPair',
        args: [record.fromAddress, record.toAddress],
      })
    }
    b.add('fromDecimals', { address: record.fromAddress, abi: erc20ReadAbi, functionName: 'decimals' })
      .add('fromSymbol', { address: record.fromAddress, abi: erc20ReadAbi, functionName: 'symbol' })
      .add('toDecimals', { address: record.toAddress, abi: erc20ReadAbi, functionName: 'decimals' })
      .add('toSymbol', { address: record.toAddress, abi: erc20ReadAbi, functionName: 'symbol' })
      .add('reserves', { address: lp, abi: pairReadAbi, functionName: 'getReserves' })
      .add('totalSupply', { address: lp, abi: pairReadAbi, functionName: 'totalSupply' })
      .add('domain', { address: lp, abi: pairReadAbi, functionName: 'eip712Domain' })
      .add('name', { address: lp, abi: pairReadAbi, functionName: 'name' })
    if (account && router) {
      b.add('lp', { address: lp, abi: pairReadAbi, functionName: 'balanceOf', args: [account] })
        .add('allowance', { address: lp, abi: pairReadAbi, functionName: 'allowance', args: [account, router] })
        .add('nonce', { address: lp, abi: pairReadAbi, functionName: 'nonces', args: [account] })
    }
    return b
  }, [record, deployment, account, router])
  const { values, ready, refetch } = useBatchedReads(chainId, batch.reads, !!deployment)

  // The record came from a URL: it must name this network's pair of exactly these two tokens.
  const getPair = batch.get<Address>(values, 'getPair')
  const chainFromDecimals = batch.get<number>(values, 'fromDecimals')
  const chainToDecimals = batch.get<number>(values, 'toDecimals')
  const verdict: 'checking' | 'ok' | 'notPair' | 'readFailed' = !values
    ? 'checking'
    : getPair === undefined
      ? 'readFailed'
      : getPair === zeroAddress ||
          getPair.toLowerCase() !== record.lpAddress.toLowerCase() ||
          chainFromDecimals !== record.fromDecimals ||
          chainToDecimals !== record.toDecimals
        ? 'notPair'
        : 'ok'

  const fromSymbolChain = batch.get<string>(values, 'fromSymbol') ?? record.fromSymbol
  const toSymbolChain = batch.get<string>(values, 'toSymbol') ?? record.toSymbol
  const reserves = batch.get<readonly [bigint, bigint, number]>(values, 'reserves')
  const totalSupply = batch.get<bigint>(values, 'totalSupply') ?? 0n
  const lpBalance = batch.get<bigint>(values, 'lp') ?? 0n
  const allowance = batch.get<bigint>(values, 'allowance') ?? 0n
  const nonce = batch.get<bigint>(values, 'nonce')
  const domain = batch.get<readonly [Hex, string, string, bigint, Address, Hex, readonly bigint[]]>(values, 'domain')
  const lpName = batch.get<string>(values, 'name')

  let reserveFrom = 0n
  let reserveTo = 0n
  if (reserves) {
    const fromFirst =
      sortTokens(record.fromAddress, record.toAddress)[0].toLowerCase() === record.fromAddress.toLowerCase()
    ;[reserveFrom, reserveTo] = fromFirst ? [reserves[0], reserves[1]] : [reserves[1], reserves[0]]
  }
  const liquidity = liquidityToRemove(lpBalance, percent)
  const { amountA: amountFrom, amountB: amountTo } = pooledAmounts(liquidity, totalSupply, reserveFrom, reserveTo)

  const wrappedLower = wrapped?.toLowerCase()
  const nativeSide =
    record.fromAddress.toLowerCase() === wrappedLower
      ? 'from'
      : record.toAddress.toLowerCase() === wrappedLower
        ? 'to'
        : null
  const payNative = !!nativeSide && receiveNative
  const fromShown = payNative && nativeSide === 'from' ? nativeSymbol : fromSymbolChain
  const toShown = payNative && nativeSide === 'to' ? nativeSymbol : toSymbolChain
  const taxes = useMemo(() => taxedTokens(chainId, deployment), [chainId, deployment])

  const approved = liquidity > 0n && allowance >= liquidity
  const permitted = !!signed && signed.liquidity === liquidity
  const canRemove = percent > 0 && liquidity > 0n && (approved || permitted)

  const describe = () => ({
    amountA: formatDisplayAmount(amountFrom, record.fromDecimals),
    symbolA: fromShown,
    amountB: formatDisplayAmount(amountTo, record.toDecimals),
    symbolB: toShown,
  })

  async function approve() {
    if (!account || !router) return
    setBusy('approve')
    try {
      const { hash, nonce } = await sendApprove(config, {
        chainId,
        account,
        token: record.lpAddress,
        spender: router,
        gasPriceType: settings.gasPriceType,
      })
      transactions.add({ hash, nonce }, t('remove.txApprove', { symbol: `${record.fromSymbol}/${record.toSymbol}` }))
      const receipt = await waitForTransactionReceipt(config, { hash, chainId })
      if (receipt.status !== 'success') showToast(tt('swap74'), 'error')
    } catch (e) {
      console.warn('approve', e)
      showToast(tt(classifyChainError(e) === 'rejected' ? 'transactionRejected' : 'swap74'), 'error')
    } finally {
      refetch()
      setBusy(null)
    }
  }

  async function permit() {
    if (!account || !router || nonce === undefined || liquidity === 0n) return
    setBusy('permit')
    try {
      const deadline = deadlineFrom(Date.now() / 1000, settings.deadlineMinutes)
      const typed = permitTypedData({
        chainId,
        pair: record.lpAddress,
        name: domain?.[1] ?? lpName ?? 'PhoSwap LP',
        version: domain?.[2] ?? '1',
        owner: account,
        spender: router,
        value: liquidity,
        nonce,
        deadline,
      })
      const signature = await signTypedData(config, { account, ...typed })
      setSigned({ liquidity, deadline, signature: splitPermitSignature(signature) })
    } catch (e) {
      console.warn('permit', e)
      showToast(tt(classifyChainError(e) === 'rejected' ? 'transactionRejected' : 'signatureFailed'), 'error')
    } finally {
      setBusy(null)
    }
  }

  async function remove() {
    if (!account || !router || !wrapped || !canRemove) return
    const usePermit = !approved && permitted && signed
    const tx = removeLiquidityCall({
      router,
      wrappedNative: wrapped,
      tokenA: record.fromAddress,
      tokenB: record.toAddress,
      amountA: amountFrom,
      amountB: amountTo,
      liquidity,
      slippageBps: settings.slippageBps,
      receiveNative: payNative,
      taxes,
      to: account,
      deadline: usePermit ? signed.deadline : deadlineFrom(Date.now() / 1000, settings.deadlineMinutes),
      permit: usePermit ? signed.signature : undefined,
    })
    const whole = percent === 100
    const text = tt('waitingRemoveLiquidity', describe())
    setBusy('remove')
    setPending({ status: 3, text, chainId })
    try {
      await simulateTx(config, { chainId, account, to: tx.to, data: tx.data, value: tx.value })
    } catch (e) {
      console.warn('remove', e)
      setBusy(null)
      const kind = classifyChainError(e)
      const message = tt(kind === 'slippage' ? 'tryIncreasingSlippage' : 'swap26')
      showToast(message, 'error')
      // The native path's estimate failure closes the pending popup (000 §8); elsewhere it shows failed.
      if (payNative) setPending(null)
      else setPending({ status: 2, text, chainId })
      return
    }
    try {
      const { hash, nonce } = await sendChecked(config, {
        chainId,
        account,
        to: tx.to,
        data: tx.data,
        value: tx.value,
        gasPriceType: settings.gasPriceType,
      })
      transactions.add({ hash, nonce }, t('remove.txRemove', describe()))
      setPending({ status: 1, text, hash, chainId })
      const receipt = await waitForTransactionReceipt(config, { hash, chainId })
      if (receipt.status !== 'success') {
        setPending({ status: 2, text, hash, chainId })
        showToast(tt('swap26'), 'error')
        return
      }
      setSigned(null)
      if (whole) {
        lpListStore.set((lists) => removePoolRecord(lists, chainId, record.lpAddress))
        goTo('LiquidityIndex')
      } else {
        setPercentState(0)
      }
    } catch (e) {
      console.warn('remove', e)
      if (classifyChainError(e) === 'rejected') {
        setPending(null)
        showToast(tt('transactionRejected'), 'error')
      } else {
        setPending({ status: 2, text, chainId })
        showToast(tt('swap26'), 'error')
      }
    } finally {
      setBusy(null)
      refetch()
    }
  }

  // The record belongs to the page's network; checked against the wallet's other chain it would look forged.
  if (needsSwitch) {
    return (
      <div className="liq">
        <div className="liq-card">
          <LiquidityHeader title={t('remove.title')} />
          <p className="liq-alert" role="alert" data-testid="remove-wrong-network">
            {networkSwitch.message}
          </p>
          <button
            type="button"
            className="btn btn--primary btn--md btn--block liq-main"
            data-testid="remove-switch"
            onClick={networkSwitch.switchNow}
          >
            {networkSwitch.label}
          </button>
        </div>
      </div>
    )
  }

  if (verdict === 'notPair' || verdict === 'readFailed') {
    return <RemoveError message={t(verdict === 'notPair' ? 'remove.notPair' : 'remove.readFailed')} reason={verdict} />
  }

  const priceFromTo = reserveFrom > 0n ? priceOf(reserveFrom, record.fromDecimals, reserveTo, record.toDecimals) : null
  const priceToFrom = reserveTo > 0n ? priceOf(reserveTo, record.toDecimals, reserveFrom, record.fromDecimals) : null

  return (
    <div className="liq" data-testid="remove-screen">
      <div className="liq-card">
        <LiquidityHeader title={t('remove.title')} onSettings={() => setSettingsOpen(true)} />
        {verdict === 'checking' ? (
          <p className="liq-empty" data-testid="remove-checking">
            {t('remove.checking')}
          </p>
        ) : (
          <>
            <div className="liq-box" data-testid="remove-amount">
              <div className="liq-box__head">
                <span>{t('remove.amount')}</span>
                <span data-testid="remove-lp-balance">
                  {t('remove.lpBalance', { amount: formatBalance(lpBalance, 18) })}
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

            <div className="liq-plus" aria-hidden="true">
              ↓
            </div>
            <div className="liq-panel" data-testid="remove-receive">
              <h3 className="liq-panel__title">{t('remove.receive')}</h3>
              <dl className="liq-lines">
                <div className="liq-line">
                  <dt>
                    <TokenIcon symbol={fromShown} size="1.25rem" /> {fromShown}
                  </dt>
                  <dd data-testid="remove-amount-from">{formatDisplayAmount(amountFrom, record.fromDecimals)}</dd>
                </div>
                <div className="liq-line">
                  <dt>
                    <TokenIcon symbol={toShown} size="1.25rem" /> {toShown}
                  </dt>
                  <dd data-testid="remove-amount-to">{formatDisplayAmount(amountTo, record.toDecimals)}</dd>
                </div>
              </dl>
              {nativeSide ? (
                <label className="liq-check">
                  <input
                    type="checkbox"
                    checked={receiveNative}
                    data-testid="remove-receive-native"
                    onChange={(event) => setReceiveNative(event.target.checked)}
                  />
                  {t('remove.receiveNative', { symbol: nativeSymbol })}
                </label>
              ) : null}
            </div>

            <dl className="liq-lines liq-panel">
              <div className="liq-line">
                <dt>{t('remove.price')}</dt>
                <dd data-testid="remove-price">
                  1 {fromSymbolChain} = {priceFromTo ? formatPrice(priceFromTo) : UNKNOWN} {toSymbolChain}
                  <br />1 {toSymbolChain} = {priceToFrom ? formatPrice(priceToFrom) : UNKNOWN} {fromSymbolChain}
                </dd>
              </div>
            </dl>

            {!account || isWrongNetwork ? (
              <button
                type="button"
                className="btn btn--primary btn--md btn--block liq-main"
                data-testid="remove-connect"
                onClick={openConnectDialog}
              >
                {tt('connectWallet')}
              </button>
            ) : (
              <>
                {ready && lpBalance === 0n ? (
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
                    onClick={() => void approve()}
                  >
                    {busy === 'approve' ? <span className="btn__spinner" aria-hidden="true" /> : null}
                    {approved
                      ? t('remove.approved')
                      : permitted
                        ? t('remove.permitted')
                        : busy === 'approve'
                          ? tt('approving')
                          : t('remove.approve')}
                  </button>
                  <button
                    type="button"
                    className="btn btn--primary btn--md"
                    data-testid="remove-button"
                    disabled={!canRemove || busy !== null}
                    onClick={() => void remove()}
                  >
                    {busy === 'remove' ? <span className="btn__spinner" aria-hidden="true" /> : null}
                    {percent === 0 ? tt('swap10') : tt('remove')}
                  </button>
                </div>
                {!approved && !permitted && liquidity > 0n ? (
                  <button
                    type="button"
                    className="liq-link"
                    data-testid="remove-permit"
                    disabled={busy !== null || nonce === undefined}
                    onClick={() => void permit()}
                  >
                    {busy === 'permit' ? tt('approving') : t('remove.permit')}
                  </button>
                ) : null}
              </>
            )}
          </>
        )}
      </div>
      <SettingsPopup open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      <PendingPopup state={pending} onClose={() => setPending(null)} />
    </div>
  )
}
