import { wrappedNativeAbi } from '@phoswap/core/abi/wrappedNativeAbi'
import { type Fraction, priceOf, quote } from '@phoswap/core/amm'
import { pairFor } from '@phoswap/core/amm/pairFor'
import { formatAmount, parseAmount } from '@phoswap/core/amount'
import { formatConfirmAmount, formatDisplayAmount, formatPoolShare, formatPrice } from '@phoswap/core/format'
import { deadlineFrom, maxSpendable } from '@phoswap/core/settings'
import { taxedTokens, toRouteToken, wrapCall, wrapKind } from '@phoswap/core/swap'
import { NATIVE_TOKEN_ADDRESS, type Token } from '@phoswap/core/tokens'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { type Address, encodeFunctionData } from 'viem'
import { useConfig, useConnection } from 'wagmi'
import { waitForTransactionReceipt } from 'wagmi/actions'
import { useGoTo } from '../../app/useGoTo'
import { getDeployment } from '../../chain/network/configuredNetworks'
import { useActiveNetwork } from '../../chain/network/useActiveNetwork'
import { erc20ReadAbi, multicallEthBalanceAbi } from '../../chain/reads/readAbis'
import { ReadBatch } from '../../chain/reads/readBatch'
import { useBatchedReads } from '../../chain/reads/useBatchedReads'
import { useSwapSettings } from '../../chain/settings/useSwapSettings'
import { usePickerTokens } from '../../chain/tokens/usePickerTokens'
import { classifyChainError } from '../../chain/tx/chainError'
import { sendApprove } from '../../chain/tx/sendApprove'
import { sendChecked, simulateTx } from '../../chain/tx/sendChecked'
import { useTransactions } from '../../chain/tx/useTransactions'
import { openConnectDialog } from '../../chain/wallet/connectDialogStore'
import { PendingPopup, type PendingState } from '../../trade/PendingPopup'
import { SettingsPopup } from '../../trade/SettingsPopup'
import { TokenPicker } from '../../trade/TokenPicker'
import { useNetworkSwitch } from '../../trade/useNetworkSwitch'
import { formatBalance, UNKNOWN } from '../../ui/format'
import { Popup } from '../../ui/Popup'
import { TokenIcon } from '../../ui/TokenIcon'
import { showToast } from '../../ui/toastStore'
import { addButtonState } from './addButtonState'
import { LIQUIDITY_NAMESPACE, registerLiquidityTexts } from './i18n'
import { LiquidityHeader } from './LiquidityHeader'
import { pairReadAbi } from './liquidityAbis'
import { addLiquidityCall } from './liquidityCalls'
import { addPoolRecord } from './lpList'
import { lpListStore, useLpList } from './lpListStore'
import { reservesFor } from './pairFor'
import { previewMint } from './positionMath'
import { resolveQueryToken } from './resolveTokens'
import './liquidity.css'

registerLiquidityTexts()

type Slot = 'A' | 'B'
const NATIVE = NATIVE_TOKEN_ADDRESS.toLowerCase()
const isNative = (token: Token | null) => token?.address.toLowerCase() === NATIVE

/** Typed text in base units; empty is no amount, unreadable text a parse error (core's parseAmount rules). */
function readAmount(text: string, decimals: number): { amount: bigint | null; error: boolean } {
  if (text.trim() === '') return { amount: null, error: false }
  try {
    return { amount: parseAmount(text.trim(), decimals), error: false }
  } catch {
    return { amount: null, error: true }
  }
}

const shown = (value: bigint | null, decimals: number) =>
  value === null ? '' : formatAmount(value, decimals, Math.min(decimals, 8))

/** The add-liquidity screen (spec 000 §2, §4). */
export default function Liquidity() {
  const { t } = useTranslation(LIQUIDITY_NAMESPACE)
  const tt = (key: string, options: Record<string, unknown> = {}) => t(`translation:${key}`, options)
  const config = useConfig()
  const goTo = useGoTo()
  const connection = useConnection()
  const account = connection.status === 'connected' ? connection.address : undefined
  const { chainId, isWrongNetwork, needsSwitch } = useActiveNetwork()
  const networkSwitch = useNetworkSwitch()
  const deployment = getDeployment(chainId)
  const [settings] = useSwapSettings()
  const tokens = usePickerTokens(chainId)
  const records = useLpList(chainId)
  const transactions = useTransactions()
  const [params] = useSearchParams()

  const [tokenA, setTokenA] = useState<Token | null>(
    () => resolveQueryToken(params.get('from'), chainId, tokens, records) ?? tokens[0] ?? null,
  )
  const [tokenB, setTokenB] = useState<Token | null>(() =>
    resolveQueryToken(params.get('to'), chainId, tokens, records),
  )
  const [texts, setTexts] = useState<{ A: string; B: string; independent: Slot }>({ A: '', B: '', independent: 'A' })
  const [picker, setPicker] = useState<Slot | null>(null)
  const [popup, setPopup] = useState<'settings' | 'confirm' | null>(null)
  const [pending, setPending] = useState<PendingState | null>(null)
  const [busy, setBusy] = useState<Slot | 'checking' | 'wrap' | null>(null)

  const wrapped = deployment?.contracts.wrappedNative ?? null
  const router = deployment?.contracts.router
  const routeA = tokenA && wrapped ? toRouteToken(tokenA.address, wrapped) : null
  const routeB = tokenB && wrapped ? toRouteToken(tokenB.address, wrapped) : null
  const wrap = wrapKind(tokenA?.address ?? null, tokenB?.address ?? null, wrapped)
  const samePair = !!routeA && !!routeB && routeA.toLowerCase() === routeB.toLowerCase()
  const factory = deployment?.contracts.factory
  const pair = useMemo(
    () => (!samePair && routeA && routeB && factory ? pairFor(factory, routeA, routeB) : null),
    [samePair, routeA, routeB, factory],
  )
  const multicall3 = deployment?.contracts.multicall3

  const batch = useMemo(() => {
    const b = new ReadBatch()
    const balanceRead = (token: Token | null) =>
      account && token && multicall3
        ? isNative(token)
          ? { address: multicall3, abi: multicallEthBalanceAbi, functionName: 'getEthBalance', args: [account] }
          : { address: token.address, abi: erc20ReadAbi, functionName: 'balanceOf', args: [account] }
        : null
    const allowanceRead = (token: Token | null) =>
      account && token && router && !isNative(token)
        ? { address: token.address, abi: erc20ReadAbi, functionName: 'allowance', args: [account, router] }
        : null
    b.add('balanceA', balanceRead(tokenA))
      .add('balanceB', balanceRead(tokenB))
      .add('allowanceA', allowanceRead(tokenA))
      .add('allowanceB', allowanceRead(tokenB))
    if (pair) {
      b.add('reserves', { address: pair.pair, abi: pairReadAbi, functionName: 'getReserves' })
      b.add('totalSupply', { address: pair.pair, abi: pairReadAbi, functionName: 'totalSupply' })
    }
    return b
  }, [account, tokenA, tokenB, router, multicall3, pair])
  const { values, ready, refetch } = useBatchedReads(chainId, batch.reads)

  const balanceA = batch.get<bigint>(values, 'balanceA') ?? null
  const balanceB = batch.get<bigint>(values, 'balanceB') ?? null
  const rawReserves = batch.get<readonly [bigint, bigint, number]>(values, 'reserves')
  const totalSupply = batch.get<bigint>(values, 'totalSupply') ?? 0n
  const [reserveA, reserveB] =
    rawReserves && pair && routeA ? reservesFor(pair.token0, routeA, rawReserves[0], rawReserves[1]) : [0n, 0n]
  const hasPool = reserveA > 0n && reserveB > 0n && totalSupply > 0n
  const poolKnown = !pair || ready
  const newPool = !!pair && poolKnown && !hasPool

  // The typed side, and the other side at the pool's price (quote) or as typed when the pool is new.
  const parsedA = readAmount(texts.A, tokenA?.decimals ?? 18)
  const parsedB = readAmount(texts.B, tokenB?.decimals ?? 18)
  let amountA = parsedA.amount
  let amountB = parsedB.amount
  let quoteFailed = false
  if (wrap) {
    amountB = amountA
  } else if (hasPool) {
    try {
      if (texts.independent === 'A') amountB = amountA && amountA > 0n ? quote(amountA, reserveA, reserveB) : null
      else amountA = amountB && amountB > 0n ? quote(amountB, reserveB, reserveA) : null
    } catch {
      quoteFailed = true
    }
  }
  const textA = wrap || !hasPool || texts.independent === 'A' ? texts.A : shown(amountA, tokenA?.decimals ?? 18)
  const textB = wrap
    ? texts.A
    : !hasPool || texts.independent === 'B'
      ? texts.B
      : shown(amountB, tokenB?.decimals ?? 18)

  const taxes = useMemo(() => taxedTokens(chainId, deployment), [chainId, deployment])
  const taxA = routeA ? (taxes[routeA.toLowerCase()] ?? 0) : 0
  const taxB = routeB ? (taxes[routeB.toLowerCase()] ?? 0) : 0
  const preview =
    amountA && amountB && amountA > 0n && amountB > 0n && !wrap
      ? previewMint(amountA, amountB, reserveA, reserveB, hasPool ? totalSupply : 0n, taxA, taxB)
      : null

  const button = addButtonState({
    wrongNetwork: needsSwitch,
    connected: !!account && !isWrongNetwork,
    hasTokenA: !!tokenA,
    hasTokenB: !!tokenB && (!samePair || !!wrap),
    amountA,
    amountB,
    balanceA,
    balanceB,
    allowanceA: batch.get<bigint>(values, 'allowanceA') ?? null,
    allowanceB: batch.get<bigint>(values, 'allowanceB') ?? null,
    needsApprovalA: !!tokenA && !isNative(tokenA),
    needsApprovalB: !!tokenB && !isNative(tokenB),
    insufficientLiquidity: quoteFailed || (preview !== null && preview.liquidity === 0n),
    wrap,
  })

  const price = (base: Slot): Fraction | null => {
    if (!tokenA || !tokenB || wrap) return null
    const [ra, rb] = hasPool ? [reserveA, reserveB] : [amountA ?? 0n, amountB ?? 0n]
    if (ra <= 0n || rb <= 0n) return null
    return base === 'A'
      ? priceOf(ra, tokenA.decimals, rb, tokenB.decimals)
      : priceOf(rb, tokenB.decimals, ra, tokenA.decimals)
  }
  const priceBA = price('A')
  const priceAB = price('B')

  const type = (slot: Slot, text: string) => {
    const value = text.replace(',', '.')
    setTexts((s) => ({ ...s, [slot]: value, independent: slot }))
  }
  const choose = (slot: Slot, token: Token) => {
    const other = slot === 'A' ? tokenB : tokenA
    // The same token in both slots swaps the slots (000 §4).
    if (other && other.address.toLowerCase() === token.address.toLowerCase()) {
      setTokenA(tokenB)
      setTokenB(tokenA)
      setTexts((s) => ({ A: s.B, B: s.A, independent: s.independent === 'A' ? 'B' : 'A' }))
      return
    }
    if (slot === 'A') setTokenA(token)
    else setTokenB(token)
  }
  const fillMax = (slot: Slot) => {
    const token = slot === 'A' ? tokenA : tokenB
    const balance = slot === 'A' ? balanceA : balanceB
    if (!token || balance === null) return
    type(slot, formatAmount(isNative(token) ? maxSpendable(balance, token.decimals) : balance, token.decimals))
  }

  const describe = () =>
    tokenA && tokenB && amountA !== null && amountB !== null
      ? {
          amountA: formatDisplayAmount(amountA, tokenA.decimals),
          symbolA: tokenA.symbol,
          amountB: formatDisplayAmount(amountB, tokenB.decimals),
          symbolB: tokenB.symbol,
        }
      : {}

  const fail = (e: unknown) => {
    console.warn('liquidity', e)
    const kind = classifyChainError(e)
    if (kind === 'rejected') {
      setPending(null)
      showToast(tt('transactionRejected'), 'error')
      return
    }
    const key = kind === 'slippage' ? 'tryIncreasingSlippage' : kind === 'liquidity' ? 'swap12' : 'swap26'
    setPending((p) => (p ? { ...p, status: 2 } : { status: 2, text: '', chainId }))
    showToast(tt(key), 'error')
  }

  async function approve(slot: Slot) {
    const token = slot === 'A' ? tokenA : tokenB
    if (!account || !token || !router) return
    setBusy(slot)
    try {
      const { hash, nonce } = await sendApprove(config, {
        chainId,
        account,
        token: token.address,
        spender: router,
        gasPriceType: settings.gasPriceType,
      })
      transactions.add({ hash, nonce }, t('add.txApprove', { symbol: token.symbol }))
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

  async function wrapOrUnwrap(kind: 'wrap' | 'unwrap') {
    if (!account || !wrapped || !tokenA || !amountA) return
    const call = wrapCall(kind, amountA, wrapped)
    const text = t(kind === 'wrap' ? 'add.txWrap' : 'add.txUnwrap', {
      amount: formatDisplayAmount(amountA, tokenA.decimals),
      symbol: tokenA.symbol,
    })
    setBusy('wrap')
    setPending({ status: 4, text, chainId })
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
      setTexts({ A: '', B: '', independent: 'A' })
    } catch (e) {
      fail(e)
    } finally {
      setBusy(null)
      refetch()
    }
  }

  function recordOf(): Parameters<typeof addPoolRecord>[2] | null {
    if (!tokenA || !tokenB || !routeA || !routeB || !pair || !deployment) return null
    const side = (token: Token, route: Address) => {
      if (!isNative(token)) return { address: token.address, symbol: token.symbol, decimals: token.decimals }
      const w = deployment.tokens.find((x) => x.address.toLowerCase() === route.toLowerCase())
      return { address: route, symbol: w?.symbol ?? `W${token.symbol}`, decimals: w?.decimals ?? 18 }
    }
    const a = side(tokenA, routeA)
    const b = side(tokenB, routeB)
    return {
      fromAddress: a.address,
      fromSymbol: a.symbol,
      fromDecimals: a.decimals,
      toAddress: b.address,
      toSymbol: b.symbol,
      toDecimals: b.decimals,
      lpAddress: pair.pair,
    }
  }

  async function supply() {
    if (!account || !router || !tokenA || !tokenB || !amountA || !amountB) return
    const tx = addLiquidityCall({
      router,
      tokenA: tokenA.address,
      tokenB: tokenB.address,
      amountA,
      amountB,
      slippageBps: settings.slippageBps,
      newPool,
      to: account,
      deadline: deadlineFrom(Date.now() / 1000, settings.deadlineMinutes),
    })
    const text = tt('waitingAddLiquidity', describe())
    setBusy('checking')
    try {
      // Simulate before the wallet opens: a call that would revert is explained here, not sent.
      await simulateTx(config, { chainId, account, to: tx.to, data: tx.data, value: tx.value })
    } catch (e) {
      setBusy(null)
      setPopup(null)
      setPending({ status: 2, text, chainId })
      fail(e)
      return
    }
    setBusy(null)
    setPopup(null)
    setPending({ status: 4, text, chainId })
    try {
      const { hash, nonce } = await sendChecked(config, {
        chainId,
        account,
        to: tx.to,
        data: tx.data,
        value: tx.value,
        gasPriceType: settings.gasPriceType,
      })
      transactions.add({ hash, nonce }, t('add.txAdd', describe()))
      setPending({ status: 1, text, hash, chainId })
      const record = recordOf()
      const receipt = await waitForTransactionReceipt(config, { hash, chainId })
      if (receipt.status !== 'success') {
        setPending({ status: 2, text, hash, chainId })
        showToast(tt('swap26'), 'error')
        return
      }
      // On the first confirmation the pair joins this network's list and the screen goes back (000 §4).
      if (record) lpListStore.set((lists) => addPoolRecord(lists, chainId, record))
      setTexts({ A: '', B: '', independent: 'A' })
      goTo('LiquidityIndex')
    } catch (e) {
      fail(e)
    } finally {
      refetch()
    }
  }

  const onMain = () => {
    if (button.kind === 'switch') return networkSwitch.switchNow()
    if (button.kind === 'login') return openConnectDialog()
    if (button.kind === 'wrap' || button.kind === 'unwrap') return void wrapOrUnwrap(button.kind)
    if (button.kind === 'supply') setPopup('confirm')
  }

  const box = (slot: Slot) => {
    const token = slot === 'A' ? tokenA : tokenB
    const balance = slot === 'A' ? balanceA : balanceB
    const parseError = (slot === 'A' ? parsedA : parsedB).error
    return (
      <div className="liq-box" data-testid={`add-box-${slot}`}>
        <div className="liq-box__head">
          <span>{t('add.input')}</span>
          {account && token ? (
            <button
              type="button"
              className="liq-box__balance"
              data-testid={`add-balance-${slot}`}
              onClick={() => fillMax(slot)}
            >
              {t('add.balance', { amount: formatBalance(balance, token.decimals) })}
            </button>
          ) : null}
        </div>
        <div className="liq-box__body">
          <input
            className="liq-box__input"
            inputMode="decimal"
            placeholder="0.0"
            autoComplete="off"
            value={slot === 'A' ? textA : textB}
            data-testid={`add-input-${slot}`}
            onChange={(event) => type(slot, event.target.value)}
          />
          {account && token ? (
            <button type="button" className="liq-max" data-testid={`add-max-${slot}`} onClick={() => fillMax(slot)}>
              {t('add.max')}
            </button>
          ) : null}
          <button
            type="button"
            className="liq-box__token"
            data-testid={`add-token-${slot}`}
            onClick={() => setPicker(slot)}
          >
            {token ? (
              <>
                <TokenIcon symbol={token.symbol} logoURI={token.logoURI} size="1.5rem" />
                <span data-testid={`add-symbol-${slot}`}>{token.symbol}</span>
              </>
            ) : (
              <span>{t('add.select')}</span>
            )}
            <span aria-hidden="true">▾</span>
          </button>
        </div>
        {parseError ? (
          <p className="liq-error" data-testid={`add-parse-error-${slot}`}>
            {tt('invalidAmount')}
          </p>
        ) : null}
      </div>
    )
  }

  const shareText = preview ? formatPoolShare(preview.share) : hasPool ? '0%' : UNKNOWN
  const taxedSymbol = taxA > 0 ? tokenA?.symbol : taxB > 0 ? tokenB?.symbol : null
  const taxPercent = `${(Math.max(taxA, taxB) / 100).toString()}%`

  return (
    <div className="liq">
      <div className="liq-card">
        <LiquidityHeader title={t('add.title')} onSettings={() => setPopup('settings')} />
        {newPool && tokenA && tokenB && !wrap ? (
          <div className="liq-note" data-testid="add-first-provider">
            <strong>{t('add.firstProvider')}</strong>
            <p>{t('add.firstProviderNote')}</p>
          </div>
        ) : null}
        {box('A')}
        <div className="liq-plus" aria-hidden="true">
          +
        </div>
        {box('B')}

        {tokenA && tokenB && !wrap && !samePair ? (
          <div className="liq-panel" data-testid="add-price-panel">
            <h3 className="liq-panel__title">{newPool ? t('add.initialPrices') : t('add.pricesAndShare')}</h3>
            <dl className="liq-lines">
              <div className="liq-line">
                <dt>{t('add.per', { quote: tokenB.symbol, base: tokenA.symbol })}</dt>
                <dd data-testid="add-price-ba">{priceBA ? formatPrice(priceBA) : UNKNOWN}</dd>
              </div>
              <div className="liq-line">
                <dt>{t('add.per', { quote: tokenA.symbol, base: tokenB.symbol })}</dt>
                <dd data-testid="add-price-ab">{priceAB ? formatPrice(priceAB) : UNKNOWN}</dd>
              </div>
              <div className="liq-line">
                <dt>{t('add.shareOfPool')}</dt>
                <dd data-testid="add-share">{shareText}</dd>
              </div>
            </dl>
            {taxedSymbol ? (
              <p className="liq-panel__note" data-testid="add-tax-note">
                {t('add.taxNote', { symbol: taxedSymbol, percent: taxPercent })}
              </p>
            ) : null}
          </div>
        ) : null}

        {button.kind === 'approve' ? (
          <div className="liq-approvals">
            {button.tokens.map((slot) => {
              const token = slot === 'A' ? tokenA : tokenB
              return (
                <button
                  type="button"
                  key={slot}
                  className="btn btn--primary btn--md btn--block"
                  data-testid={`add-approve-${slot}`}
                  disabled={busy !== null}
                  onClick={() => void approve(slot)}
                >
                  {busy === slot ? <span className="btn__spinner" aria-hidden="true" /> : null}
                  {busy === slot ? tt('approving') : tt('approveToken', { symbol: token?.symbol ?? '' })}
                </button>
              )
            })}
          </div>
        ) : (
          <button
            type="button"
            className="btn btn--primary btn--md btn--block liq-main"
            data-testid="add-button"
            data-kind={button.kind}
            data-key={button.messageKey}
            disabled={button.kind === 'disabled' || busy !== null || (button.kind === 'supply' && !poolKnown)}
            onClick={onMain}
          >
            {busy ? <span className="btn__spinner" aria-hidden="true" /> : null}
            {button.kind === 'switch' ? networkSwitch.label : tt(button.messageKey)}
          </button>
        )}
      </div>

      <TokenPicker
        open={picker !== null}
        onClose={() => setPicker(null)}
        onSelect={(token) => picker && choose(picker, token)}
        chainId={chainId}
        account={account}
        selected={(picker === 'A' ? tokenA : tokenB)?.address ?? null}
      />
      <SettingsPopup open={popup === 'settings'} onClose={() => setPopup(null)} />

      {popup === 'confirm' && tokenA && tokenB && amountA && amountB && preview ? (
        <Popup
          open
          onClose={() => setPopup(null)}
          title={newPool ? t('add.createTitle') : t('add.confirmTitle')}
          testId="add-confirm"
          closeLabel={tt('common.close')}
        >
          <div className="confirm">
            <div className="liq-confirm__lp" data-testid="add-confirm-lp">
              <strong>{formatConfirmAmount(preview.liquidity, 18)}</strong>
              <span>{t('add.poolTokens', { a: tokenA.symbol, b: tokenB.symbol })}</span>
            </div>
            <p className="confirm__note">{t('add.estimated', { slippage: settings.slippageBps / 100 })}</p>
            <dl className="liq-lines">
              <div className="liq-line">
                <dt>{t('add.deposited', { symbol: tokenA.symbol })}</dt>
                <dd data-testid="add-confirm-a">{formatConfirmAmount(amountA, tokenA.decimals)}</dd>
              </div>
              <div className="liq-line">
                <dt>{t('add.deposited', { symbol: tokenB.symbol })}</dt>
                <dd data-testid="add-confirm-b">{formatConfirmAmount(amountB, tokenB.decimals)}</dd>
              </div>
              <div className="liq-line">
                <dt>{t('add.rates')}</dt>
                <dd>
                  1 {tokenA.symbol} = {priceBA ? formatPrice(priceBA) : UNKNOWN} {tokenB.symbol}
                  <br />1 {tokenB.symbol} = {priceAB ? formatPrice(priceAB) : UNKNOWN} {tokenA.symbol}
                </dd>
              </div>
              <div className="liq-line">
                <dt>{t('add.shareOfPool')}</dt>
                <dd>{formatPoolShare(preview.share)}</dd>
              </div>
            </dl>
            <button
              type="button"
              className="btn btn--primary btn--md btn--block"
              data-testid="add-confirm-button"
              disabled={busy === 'checking'}
              onClick={() => void supply()}
            >
              {busy === 'checking' ? <span className="btn__spinner" aria-hidden="true" /> : null}
              {busy === 'checking' ? t('add.checking') : newPool ? t('add.createPool') : t('add.confirmSupply')}
            </button>
          </div>
        </Popup>
      ) : null}

      <PendingPopup state={pending} onClose={() => setPending(null)} />
    </div>
  )
}
