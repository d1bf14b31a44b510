import { wrappedNativeAbi } from '@phoswap/core/abi/wrappedNativeAbi'
import { pairFor } from '@phoswap/core/amm/pairFor'
import { priceOf } from '@phoswap/core/amm/priceOf'
import { formatAmount } from '@phoswap/core/amount'
import {
  formatConfirmAmount,
  formatDisplayAmount,
  formatPrice,
  formatPriceImpact,
  priceImpactTier,
} from '@phoswap/core/format'
import type { Trade } from '@phoswap/core/routing'
import { candidatePairs } from '@phoswap/core/routing'
import { checkPriceImpact } from '@phoswap/core/settings'
import { blockedBuyTokens, inputScales, taxedTokens, toRouteToken, wrapCall } from '@phoswap/core/swap'
import { baseTokensFor, NATIVE_TOKEN_ADDRESS, type Token, tokenListFor } from '@phoswap/core/tokens'
import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Address, encodeFunctionData, maxUint256 } from 'viem'
import { useConfig, useConnection } from 'wagmi'
import { waitForTransactionReceipt } from 'wagmi/actions'
import { getDeployment } from '../../chain/network/configuredNetworks'
import { useActiveNetwork } from '../../chain/network/useActiveNetwork'
import { erc20ApproveAbi } from '../../chain/reads/readAbis'
import { useSwapSettings } from '../../chain/settings/useSwapSettings'
import { usePickerTokens } from '../../chain/tokens/usePickerTokens'
import { classifyChainError } from '../../chain/tx/chainError'
import { sendChecked, simulateTx } from '../../chain/tx/sendChecked'
import { useTransactions } from '../../chain/tx/useTransactions'
import { openConnectDialog } from '../../chain/wallet/connectDialogStore'
import { PendingPopup, type PendingState } from '../../trade/PendingPopup'
import { SettingsPopup } from '../../trade/SettingsPopup'
import { TokenPicker } from '../../trade/TokenPicker'
import { TransactionRecord } from '../../trade/TransactionRecord'
import { useNetworkSwitch } from '../../trade/useNetworkSwitch'
import { formatBalance } from '../../ui/format'
import { Popup } from '../../ui/Popup'
import { TokenIcon } from '../../ui/TokenIcon'
import { showToast } from '../../ui/toastStore'
import { useSwapReads } from './chain/useSwapReads'
import { registerSwapTexts, SWAP_NAMESPACE } from './i18n'
import { planSwap, type SwapPlan } from './planSwap'
import { type InputSource, percentOf, quoteSwap } from './quote'

registerSwapTexts()

const ChartPopup = lazy(() => import('./chart/ChartPopup'))

const NATIVE = NATIVE_TOKEN_ADDRESS.toLowerCase()
const isNative = (token: Token | null) => token?.address.toLowerCase() === NATIVE
const PERCENTS = [25, 50, 75, 100] as const
/** Digits shown in the box the user did not type in. */
const quoteText = (value: bigint | null, decimals: number) =>
  value === null ? '' : formatAmount(value, decimals, Math.min(decimals, 8))

/** The Swap screen (spec 000 §2, §4): from/to boxes, route, price, info lines, the main button and its popups. */
export default function Swap() {
  const { t } = useTranslation(SWAP_NAMESPACE)
  const tt = (key: string, options: Record<string, unknown> = {}) => t(`translation:${key}`, options)
  const config = useConfig()
  const connection = useConnection()
  const account = connection.status === 'connected' ? connection.address : undefined
  const { chainId, isWrongNetwork, needsSwitch } = useActiveNetwork()
  const networkSwitch = useNetworkSwitch()
  const deployment = getDeployment(chainId)
  const [settings] = useSwapSettings()
  const tokens = usePickerTokens(chainId)
  const transactions = useTransactions()

  const [tokenIn, setTokenIn] = useState<Token | null>(tokens[0] ?? null)
  const [tokenOut, setTokenOut] = useState<Token | null>(null)
  const [typed, setTyped] = useState('')
  const [source, setSource] = useState<InputSource>('from')
  const [picker, setPicker] = useState<InputSource | null>(null)
  const [popup, setPopup] = useState<'settings' | 'record' | 'chart' | 'warning' | 'confirm' | 'tokenError' | null>(
    null,
  )
  const [confirmed, setConfirmed] = useState<Trade | null>(null)
  const [pending, setPending] = useState<PendingState | null>(null)
  const [busy, setBusy] = useState<'checking' | 'approving' | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [inverted, setInverted] = useState(false)

  // A network change reloads the page; keep the picked tokens only while they belong to this chain.
  useEffect(() => {
    if (tokenIn && tokenIn.chainId !== chainId) setTokenIn(tokens[0] ?? null)
    if (tokenOut && tokenOut.chainId !== chainId) setTokenOut(null)
  }, [chainId, tokenIn, tokenOut, tokens])

  const rules = useMemo(
    () => ({
      wrappedNative: deployment?.contracts.wrappedNative ?? null,
      baseTokens: baseTokensFor(chainId, deployment),
      taxes: taxedTokens(chainId, deployment),
      scales: inputScales(chainId, deployment),
      blocked: blockedBuyTokens(chainId, deployment),
    }),
    [chainId, deployment],
  )
  const { wrappedNative } = rules
  const routeIn = tokenIn && wrappedNative ? toRouteToken(tokenIn.address, wrappedNative) : null
  const routeOut = tokenOut && wrappedNative ? toRouteToken(tokenOut.address, wrappedNative) : null
  const pairs = useMemo(
    () => (routeIn && routeOut ? candidatePairs(routeIn, routeOut, rules.baseTokens, settings.multipath) : []),
    [routeIn, routeOut, rules.baseTokens, settings.multipath],
  )
  const balanceTokens = useMemo(() => {
    const list = tokens.map((token) => token.address)
    for (const token of [tokenIn, tokenOut]) if (token && !list.includes(token.address)) list.push(token.address)
    return list
  }, [tokens, tokenIn, tokenOut])
  const allowanceToken = tokenIn && !isNative(tokenIn) ? tokenIn.address : null
  const reads = useSwapReads(chainId, account, balanceTokens, pairs, allowanceToken)
  const balanceOf = (token: Token | null) => (token ? (reads.balances.get(token.address.toLowerCase()) ?? null) : null)

  const quote = quoteSwap({
    tokenIn,
    tokenOut,
    typed,
    source,
    wrappedNative,
    pools: reads.pools,
    poolsReady: reads.ready,
    multipath: settings.multipath,
    baseTokens: rules.baseTokens,
    taxes: rules.taxes,
    inputScales: rules.scales,
    blockedBuy: rules.blocked,
    slippageBps: settings.slippageBps,
    expert: settings.expert,
    connected: !!account && !isWrongNetwork,
    wrongNetwork: needsSwitch,
    balanceIn: balanceOf(tokenIn),
    allowance: reads.allowance,
  })
  const { trade } = quote

  const fromText = source === 'from' ? typed : tokenIn ? quoteText(quote.amountIn, tokenIn.decimals) : ''
  const toText = source === 'to' ? typed : tokenOut ? quoteText(quote.amountOut, tokenOut.decimals) : ''
  const symbolOf = (address: Address, index: number, last: number) => {
    if (index === 0 && isNative(tokenIn)) return tokenIn!.symbol
    if (index === last && isNative(tokenOut)) return tokenOut!.symbol
    const key = address.toLowerCase()
    // Base tokens may sit in a list that is off: the chain's whole default list names them too.
    const known = [...tokens, tokenIn, tokenOut, ...tokenListFor(chainId, deployment)]
    return known.find((tok) => tok?.address.toLowerCase() === key)?.symbol ?? address.slice(0, 6)
  }
  const routeText = trade ? trade.route.path.map((a, i, all) => symbolOf(a, i, all.length - 1)).join(' > ') : null

  const type = (slot: InputSource, text: string) => {
    setError(null)
    setSource(slot)
    setTyped(text.replace(',', '.'))
  }
  const choose = (slot: InputSource, token: Token) => {
    setError(null)
    const other = slot === 'from' ? tokenOut : tokenIn
    if (other && other.address.toLowerCase() === token.address.toLowerCase()) {
      reverse()
      return
    }
    if (slot === 'from') setTokenIn(token)
    else setTokenOut(token)
  }
  function reverse() {
    setError(null)
    setTokenIn(tokenOut)
    setTokenOut(tokenIn)
    setSource(source === 'from' ? 'to' : 'from')
  }
  const fillPercent = (percent: (typeof PERCENTS)[number]) => {
    const balance = balanceOf(tokenIn)
    if (!tokenIn || balance === null) return
    type('from', formatAmount(percentOf(balance, percent, isNative(tokenIn)), tokenIn.decimals))
  }

  const describe = (tr: { amountIn: bigint; amountOut: bigint }) =>
    tokenIn && tokenOut
      ? {
          amountIn: formatDisplayAmount(tr.amountIn, tokenIn.decimals),
          symbolIn: tokenIn.symbol,
          amountOut: formatDisplayAmount(tr.amountOut, tokenOut.decimals),
          symbolOut: tokenOut.symbol,
        }
      : {}

  const failWith = (e: unknown, fallbackKey: string) => {
    const kind = classifyChainError(e)
    console.warn('swap', e)
    if (kind === 'rejected') {
      setPending(null)
      showToast(tt('transactionRejected'), 'error')
      return
    }
    setPending((p) => (p ? { ...p, status: 2 } : p))
    showToast(tt(fallbackKey), 'error')
  }

  async function approve() {
    if (!account || !tokenIn || isNative(tokenIn) || !deployment) return
    setBusy('approving')
    try {
      const { hash, nonce } = await sendChecked(config, {
        chainId,
        account,
        to: tokenIn.address,
        data: encodeFunctionData({
          abi: erc20ApproveAbi,
          functionName: 'approve',
          args: [deployment.contracts.router, maxUint256],
        }),
        value: 0n,
        gasPriceType: settings.gasPriceType,
      })
      transactions.add({ hash, nonce }, t('tx.approve', { symbol: tokenIn.symbol }))
      const receipt = await waitForTransactionReceipt(config, { hash, chainId })
      if (receipt.status !== 'success') showToast(tt('swap74'), 'error')
    } catch (e) {
      if (classifyChainError(e) === 'rejected') showToast(tt('transactionRejected'), 'error')
      else showToast(tt('swap74'), 'error')
    } finally {
      // The spec: after the receipt the approve state is checked again.
      reads.refetch()
      setBusy(null)
    }
  }

  async function wrapOrUnwrap(kind: 'wrap' | 'unwrap') {
    if (!account || !wrappedNative || !tokenIn || quote.amountIn === null) return
    const amount = quote.amountIn
    const call = wrapCall(kind, amount, wrappedNative)
    const text = t(`tx.${kind}`, { amount: formatDisplayAmount(amount, tokenIn.decimals), symbol: tokenIn.symbol })
    setPending({ status: 0, text, chainId })
    try {
      const data =
        call.functionName === 'deposit'
          ? encodeFunctionData({ abi: wrappedNativeAbi, functionName: 'deposit' })
          : encodeFunctionData({ abi: wrappedNativeAbi, functionName: 'withdraw', args: call.args })
      const { hash, nonce } = await sendChecked(config, {
        chainId,
        account,
        to: call.address,
        data,
        value: call.value,
        gasPriceType: settings.gasPriceType,
      })
      transactions.add({ hash, nonce }, text)
      setPending({ status: 1, text, hash, chainId })
      setTyped('')
    } catch (e) {
      failWith(e, 'swap26')
    }
  }

  async function executeSwap(tr: Trade) {
    if (!account || !deployment || !tokenIn || !tokenOut) return
    const nativeIn = isNative(tokenIn)
    const nativeOut = isNative(tokenOut)
    const base = {
      router: deployment.contracts.router,
      recipient: account,
      settings,
      nativeIn,
      nativeOut,
      taxes: rules.taxes,
    }
    let plan: SwapPlan = planSwap(tr, { ...base, nowSeconds: Date.now() / 1000 })
    const check = (p: SwapPlan) =>
      simulateTx(config, { chainId, account, to: p.call.address, data: p.data, value: p.call.value })
    setBusy('checking')
    try {
      await check(plan)
    } catch (first) {
      const kind = classifyChainError(first)
      const retry =
        !nativeIn &&
        !nativeOut &&
        kind !== 'slippage' &&
        kind !== 'expired' &&
        !plan.call.functionName.includes('FeeOnTransfer')
      let recovered = false
      if (retry) {
        // Token to token failing once: try the fee-on-transfer function (a token with a tax we do not know of).
        const second = planSwap(tr, { ...base, nowSeconds: Date.now() / 1000, forceFeeOnTransfer: true })
        recovered = await check(second).then(
          () => true,
          () => false,
        )
        if (recovered) plan = second
      }
      if (!recovered) {
        setBusy(null)
        setPopup(null)
        if (retry || (kind === 'other' && !nativeIn && !nativeOut)) {
          setPopup('tokenError')
          return
        }
        const message = tt(
          kind === 'slippage' || nativeOut ? 'tryIncreasingSlippage' : kind === 'liquidity' ? 'swap12' : 'swap26',
        )
        setError(message)
        showToast(message, 'error')
        return
      }
    }
    setBusy(null)
    setPopup(null)
    const text = t('pending.swapping', describe(tr))
    setPending({ status: 0, text, chainId })
    try {
      const { hash, nonce } = await sendChecked(config, {
        chainId,
        account,
        to: plan.call.address,
        data: plan.data,
        value: plan.call.value,
        gasPriceType: settings.gasPriceType,
      })
      transactions.add({ hash, nonce }, t('tx.swap', describe(tr)))
      setPending({ status: 1, text, hash, chainId })
      setTyped('')
    } catch (e) {
      failWith(e, 'swap26')
    }
  }

  const onMain = () => {
    setError(null)
    const { kind } = quote.button
    if (kind === 'switch') return networkSwitch.switchNow()
    if (kind === 'connect') return openConnectDialog()
    if (kind === 'approve') return void approve()
    if (kind === 'wrap' || kind === 'unwrap') return void wrapOrUnwrap(kind)
    if (kind !== 'swap' || !trade) return
    setConfirmed(trade)
    setPopup(checkPriceImpact(trade.priceImpact, settings.expert) === 'warn' ? 'warning' : 'confirm')
  }

  const buttonText =
    busy === 'approving'
      ? tt('approving')
      : quote.button.kind === 'switch'
        ? networkSwitch.label
        : quote.button.kind === 'approve'
          ? tt('approveToken', { symbol: tokenIn?.symbol ?? '' })
          : tt(quote.button.messageKey)

  const price =
    trade && tokenIn && tokenOut && trade.amountIn > 0n && trade.amountOut > 0n
      ? inverted
        ? `1 ${tokenOut.symbol} = ${formatPrice(priceOf(trade.amountOut, tokenOut.decimals, trade.amountIn, tokenIn.decimals))} ${tokenIn.symbol}`
        : `1 ${tokenIn.symbol} = ${formatPrice(priceOf(trade.amountIn, tokenIn.decimals, trade.amountOut, tokenOut.decimals))} ${tokenOut.symbol}`
      : null
  const impactTier = trade ? priceImpactTier(trade.priceImpact) : null
  const chartPair =
    routeIn && routeOut && deployment && routeIn.toLowerCase() !== routeOut.toLowerCase()
      ? pairFor(deployment.contracts.factory, routeIn, routeOut).pair
      : null

  const box = (slot: InputSource) => {
    const token = slot === 'from' ? tokenIn : tokenOut
    const balance = balanceOf(token)
    const estimated = source !== slot && (slot === 'from' ? quote.amountIn : quote.amountOut) !== null && !quote.wrap
    return (
      <div className="swap-box" data-testid={`swap-box-${slot}`}>
        <div className="swap-box__head">
          <span>
            {t(`box.${slot}`)}
            {estimated ? <small className="swap-box__est"> ({t('box.estimated')})</small> : null}
          </span>
          {account && token ? (
            <span className="swap-box__balance" data-testid={`swap-balance-${slot}`}>
              {t('box.balance', { amount: formatBalance(balance, token.decimals) })}
            </span>
          ) : null}
        </div>
        <div className="swap-box__body">
          <input
            className="swap-box__input"
            inputMode="decimal"
            placeholder="0.0"
            autoComplete="off"
            value={slot === 'from' ? fromText : toText}
            data-testid={`swap-input-${slot}`}
            onChange={(event) => type(slot, event.target.value)}
          />
          <button
            type="button"
            className="swap-box__token"
            data-testid={`swap-token-${slot}`}
            onClick={() => setPicker(slot)}
          >
            {token ? (
              <>
                <TokenIcon symbol={token.symbol} logoURI={token.logoURI} size="1.5rem" />
                <span data-testid={`swap-symbol-${slot}`}>{token.symbol}</span>
              </>
            ) : (
              <span>{t('box.select')}</span>
            )}
            <span aria-hidden="true">▾</span>
          </button>
        </div>
        {slot === 'from' && quote.parseError ? (
          <p className="swap-box__error" data-testid="swap-parse-error">
            {tt('invalidAmount')}
          </p>
        ) : null}
        {slot === 'from' && account && token ? (
          <div className="swap-box__percents">
            {PERCENTS.map((p) => (
              <button
                type="button"
                key={p}
                className="trade-chip trade-chip--sm"
                data-testid={`swap-percent-${p}`}
                onClick={() => fillPercent(p)}
              >
                {p}%
              </button>
            ))}
          </div>
        ) : null}
      </div>
    )
  }

  return (
    <div className="swap">
      <div className="swap-card">
        <div className="swap-card__head">
          <h1 className="swap-card__title">{t('tabs.swap')}</h1>
          <div className="swap-card__icons">
            <button
              type="button"
              className="trade-icon-button"
              aria-label={t('icons.chart')}
              data-testid="chart-button"
              onClick={() => setPopup('chart')}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path d="M4 19h16M6 16l4-5 3 3 5-7" />
              </svg>
            </button>
            <button
              type="button"
              className="trade-icon-button"
              aria-label={t('icons.settings')}
              data-testid="settings-button"
              onClick={() => setPopup('settings')}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <circle cx="12" cy="12" r="3" />
                <path d="M12 3v3M12 18v3M3 12h3M18 12h3M5.6 5.6l2.1 2.1M16.3 16.3l2.1 2.1M5.6 18.4l2.1-2.1M16.3 7.7l2.1-2.1" />
              </svg>
            </button>
            <button
              type="button"
              className="trade-icon-button"
              aria-label={t('icons.history')}
              data-testid="history-button"
              onClick={() => setPopup('record')}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <circle cx="12" cy="12" r="8.5" />
                <path d="M12 7.5V12l3 2" />
              </svg>
              {transactions.pending > 0 ? (
                <span className="trade-icon-button__badge" data-testid="history-pending">
                  {transactions.pending}
                </span>
              ) : null}
            </button>
          </div>
        </div>
        {box('from')}
        <div className="swap-reverse">
          <button
            type="button"
            className="swap-reverse__button"
            aria-label={t('box.reverse')}
            data-testid="swap-reverse"
            onClick={reverse}
          >
            ↓↑
          </button>
        </div>
        {box('to')}

        <dl className="swap-lines">
          {price ? (
            <div className="swap-line">
              <dt>{t('info.price')}</dt>
              <dd>
                <button
                  type="button"
                  className="swap-line__flip"
                  data-testid="swap-price"
                  title={t('info.flip')}
                  onClick={() => setInverted(!inverted)}
                >
                  {price} ⇄
                </button>
              </dd>
            </div>
          ) : null}
          <div className="swap-line">
            <dt>{t('info.slippage')}</dt>
            <dd data-testid="swap-slippage">{(settings.slippageBps / 100).toFixed(2).replace(/0$/, '')}%</dd>
          </div>
          {routeText ? (
            <div className="swap-line">
              <dt>{t('info.route')}</dt>
              <dd data-testid="swap-route">{routeText}</dd>
            </div>
          ) : null}
        </dl>

        {error ? (
          <p className="swap-error" data-testid="swap-error" role="alert">
            {error}
          </p>
        ) : null}

        <button
          type="button"
          className={`btn btn--primary btn--md btn--block swap-main${quote.button.kind === 'swap' && quote.button.messageKey === 'swapAnyway' ? ' swap-main--warn' : ''}`}
          data-testid="swap-button"
          data-kind={quote.button.kind}
          data-key={quote.button.messageKey}
          disabled={quote.button.kind === 'disabled' || busy !== null || (quote.button.kind === 'swap' && !trade)}
          onClick={onMain}
        >
          {busy ? <span className="btn__spinner" aria-hidden="true" /> : null}
          {buttonText}
        </button>

        {trade && tokenIn && tokenOut && quote.limit ? (
          <dl className="swap-lines swap-lines--info" data-testid="swap-info">
            <div className="swap-line">
              <dt>{t(`info.${quote.limit.kind}`)}</dt>
              <dd data-testid="swap-limit">
                {formatDisplayAmount(
                  quote.limit.amount,
                  quote.limit.kind === 'minReceived' ? tokenOut.decimals : tokenIn.decimals,
                )}{' '}
                {quote.limit.kind === 'minReceived' ? tokenOut.symbol : tokenIn.symbol}
              </dd>
            </div>
            <div className="swap-line">
              <dt>{t('info.priceImpact')}</dt>
              <dd className={`impact impact--${impactTier}`} data-testid="swap-impact" data-tier={impactTier}>
                {formatPriceImpact(trade.priceImpact)}
              </dd>
            </div>
            <div className="swap-line">
              <dt>{t('info.fee')}</dt>
              <dd data-testid="swap-fee">
                {quote.fee !== null ? formatDisplayAmount(quote.fee, tokenIn.decimals) : ''} {tokenIn.symbol}
              </dd>
            </div>
          </dl>
        ) : null}
      </div>

      <TokenPicker
        open={picker !== null}
        onClose={() => setPicker(null)}
        onSelect={(token) => picker && choose(picker, token)}
        chainId={chainId}
        account={account}
        selected={(picker === 'from' ? tokenIn : tokenOut)?.address ?? null}
        balances={reads.balances}
      />
      <SettingsPopup open={popup === 'settings'} onClose={() => setPopup(null)} />
      <TransactionRecord open={popup === 'record'} onClose={() => setPopup(null)} />
      {popup === 'chart' ? (
        <Suspense fallback={null}>
          <ChartPopup
            chainId={chainId}
            pair={chartPair}
            name={tokenIn && tokenOut ? `${tokenIn.symbol}/${tokenOut.symbol}` : ''}
            onClose={() => setPopup(null)}
          />
        </Suspense>
      ) : null}

      <Popup
        open={popup === 'warning'}
        onClose={() => setPopup(null)}
        placement="center"
        title={tt('priceImpactWarningTitle')}
        testId="impact-warning"
      >
        <p className="swap-popup__text">{tt('priceImpactWarning')}</p>
        <div className="swap-popup__actions">
          <button type="button" className="btn btn--ghost btn--md" onClick={() => setPopup(null)}>
            {tt('cancel')}
          </button>
          <button
            type="button"
            className="btn btn--primary btn--md"
            data-testid="impact-continue"
            onClick={() => setPopup('confirm')}
          >
            {tt('continue')}
          </button>
        </div>
      </Popup>

      <Popup
        open={popup === 'tokenError'}
        onClose={() => setPopup(null)}
        placement="center"
        title={tt('tokenSwapErrorTitle')}
        testId="swap-error-popup"
      >
        <p className="swap-popup__text">{tt('tokenSwapError')}</p>
      </Popup>

      {popup === 'confirm' && confirmed && tokenIn && tokenOut ? (
        <Popup
          open
          onClose={() => setPopup(null)}
          title={t('confirm.title')}
          testId="confirm-popup"
          closeLabel={tt('common.close')}
        >
          <div className="confirm">
            <div className="confirm__amount" data-testid="confirm-in">
              <TokenIcon symbol={tokenIn.symbol} logoURI={tokenIn.logoURI} size="1.5rem" />
              <strong>{formatConfirmAmount(confirmed.amountIn, tokenIn.decimals)}</strong> {tokenIn.symbol}
            </div>
            <div className="confirm__arrow">↓</div>
            <div className="confirm__amount" data-testid="confirm-out">
              <TokenIcon symbol={tokenOut.symbol} logoURI={tokenOut.logoURI} size="1.5rem" />
              <strong>{formatConfirmAmount(confirmed.amountOut, tokenOut.decimals)}</strong> {tokenOut.symbol}
            </div>
            <p className="confirm__note">
              {confirmed.tradeType === 'exactIn'
                ? t('confirm.outputEstimated', {
                    amount: formatConfirmAmount(
                      (confirmed.amountOut * 10_000n) / (10_000n + BigInt(settings.slippageBps)),
                      tokenOut.decimals,
                    ),
                    symbol: tokenOut.symbol,
                  })
                : t('confirm.inputEstimated', {
                    amount: formatConfirmAmount(
                      (confirmed.amountIn * (10_000n + BigInt(settings.slippageBps))) / 10_000n,
                      tokenIn.decimals,
                    ),
                    symbol: tokenIn.symbol,
                  })}
            </p>
            <dl className="swap-lines">
              <div className="swap-line">
                <dt>{t('info.priceImpact')}</dt>
                <dd className={`impact impact--${priceImpactTier(confirmed.priceImpact)}`}>
                  {formatPriceImpact(confirmed.priceImpact)}
                </dd>
              </div>
              <div className="swap-line">
                <dt>{t('info.fee')}</dt>
                <dd>
                  {formatConfirmAmount((confirmed.amountIn * 25n) / 10_000n, tokenIn.decimals)} {tokenIn.symbol}
                </dd>
              </div>
            </dl>
            <button
              type="button"
              className="btn btn--primary btn--md btn--block"
              data-testid="confirm-swap"
              disabled={busy === 'checking'}
              onClick={() => void executeSwap(confirmed)}
            >
              {busy === 'checking' ? <span className="btn__spinner" aria-hidden="true" /> : null}
              {busy === 'checking' ? t('confirm.checking') : t('confirm.button')}
            </button>
          </div>
        </Popup>
      ) : null}

      <PendingPopup state={pending} onClose={() => setPending(null)} />
    </div>
  )
}
