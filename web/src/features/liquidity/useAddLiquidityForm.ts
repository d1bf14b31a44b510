import { type Fraction, priceOf, quote, reservesFor } from '@phoswap/core/amm'
import { pairFor } from '@phoswap/core/amm/pairFor'
import { formatAmount } from '@phoswap/core/amount'
import { maxSpendable } from '@phoswap/core/settings'
import { taxedTokens, toRouteToken, wrapKind } from '@phoswap/core/swap'
import type { Token } from '@phoswap/core/tokens'
import { useMemo, useState } from 'react'
import { pairReadAbi } from '../../chain/abi/generated/liquidityAbis'
import { erc20ReadAbi } from '../../chain/abi/generated/readAbis'
import { getDeployment } from '../../chain/network/configuredNetworks'
import { useActiveNetwork } from '../../chain/network/useActiveNetwork'
import { balanceRead } from '../../chain/reads/balanceRead'
import { ReadBatch } from '../../chain/reads/readBatch'
import { useBatchedReads } from '../../chain/reads/useBatchedReads'
import { isNativeAddress } from '../../chain/tokens/isNativeAddress'
import { sameAddress } from '../../chain/tokens/sameAddress'
import { usePickerTokens } from '../../chain/tokens/usePickerTokens'
import { useWalletState } from '../../chain/wallet/walletState'
import { useSearchParams } from '../../navigation/hashRouter'
import { readAmount } from '../../trade/readAmount'
import { amountInputText } from '../../ui/formatNumber'
import { addButtonState } from './addButtonState'
import { useLpList } from './lpListStore'
import { previewMint } from './positionMath'
import { resolveQueryToken } from './resolveTokens'

export type Slot = 'A' | 'B'
export const isNative = (token: Token | null) => isNativeAddress(token?.address)

const shown = (value: bigint | null, decimals: number) =>
  value === null ? '' : formatAmount(value, decimals, Math.min(decimals, 8))

/**
 * The add-liquidity screen's state (spec 000 §4): the two tokens (from the query or the first listed), the typed
 * side and the other at the pool's price, the reads of one multicall, the preview of the LP minted and the button.
 */
export function useAddLiquidityForm() {
  const connection = useWalletState()
  const account = connection.status === 'connected' ? connection.address : undefined
  const { chainId, isWrongNetwork, needsSwitch } = useActiveNetwork()
  const deployment = getDeployment(chainId)
  const tokens = usePickerTokens(chainId)
  const records = useLpList(chainId)
  const [params] = useSearchParams()

  const [tokenA, setTokenA] = useState<Token | null>(
    () => resolveQueryToken(params.get('from'), chainId, tokens, records) ?? tokens[0] ?? null,
  )
  const [tokenB, setTokenB] = useState<Token | null>(() =>
    resolveQueryToken(params.get('to'), chainId, tokens, records),
  )
  const [texts, setTexts] = useState<{ A: string; B: string; independent: Slot }>({ A: '', B: '', independent: 'A' })

  const wrapped = deployment?.contracts.wrappedNative ?? null
  const router = deployment?.contracts.router
  const routeA = tokenA && wrapped ? toRouteToken(tokenA.address, wrapped) : null
  const routeB = tokenB && wrapped ? toRouteToken(tokenB.address, wrapped) : null
  const wrap = wrapKind(tokenA?.address ?? null, tokenB?.address ?? null, wrapped)
  const samePair = !!routeA && !!routeB && sameAddress(routeA, routeB)
  const factory = deployment?.contracts.factory
  const pair = useMemo(
    () => (!samePair && routeA && routeB && factory ? pairFor(factory, routeA, routeB) : null),
    [samePair, routeA, routeB, factory],
  )
  const multicall3 = deployment?.contracts.multicall3

  const batch = useMemo(() => {
    const b = new ReadBatch()
    const balanceOf = (token: Token | null) =>
      account && token && multicall3 ? balanceRead(token.address, account, multicall3) : null
    const allowanceRead = (token: Token | null) =>
      account && token && router && !isNative(token)
        ? { address: token.address, abi: erc20ReadAbi, functionName: 'allowance', args: [account, router] }
        : null
    b.add('balanceA', balanceOf(tokenA))
      .add('balanceB', balanceOf(tokenB))
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
    rawReserves && pair && routeA && routeB ? reservesFor(routeA, routeB, rawReserves[0], rawReserves[1]) : [0n, 0n]
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

  /** The price of one token of `base` in the other: the pool's, or the typed ratio of a new pool. */
  const price = (base: Slot): Fraction | null => {
    if (!tokenA || !tokenB || wrap) return null
    const [ra, rb] = hasPool ? [reserveA, reserveB] : [amountA ?? 0n, amountB ?? 0n]
    if (ra <= 0n || rb <= 0n) return null
    return base === 'A'
      ? priceOf(ra, tokenA.decimals, rb, tokenB.decimals)
      : priceOf(rb, tokenB.decimals, ra, tokenA.decimals)
  }

  const type = (slot: Slot, text: string) => {
    const value = text.replace(',', '.')
    setTexts((s) => ({ ...s, [slot]: value, independent: slot }))
  }
  const choose = (slot: Slot, token: Token) => {
    const other = slot === 'A' ? tokenB : tokenA
    // The same token in both slots swaps the slots (000 §4).
    if (sameAddress(other?.address, token.address)) {
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
    type(slot, amountInputText(isNative(token) ? maxSpendable(balance, token.decimals) : balance, token.decimals))
  }

  return {
    account,
    chainId,
    deployment,
    router,
    wrapped,
    tokenA,
    tokenB,
    routeA,
    routeB,
    pair,
    wrap,
    samePair,
    newPool,
    hasPool,
    poolKnown,
    balanceA,
    balanceB,
    parseErrorA: parsedA.error,
    parseErrorB: parsedB.error,
    amountA,
    amountB,
    textA,
    textB,
    taxA,
    taxB,
    preview,
    button,
    priceBA: price('A'),
    priceAB: price('B'),
    refetch,
    type,
    choose,
    fillMax,
    clear: () => setTexts({ A: '', B: '', independent: 'A' }),
  }
}

export type AddLiquidityForm = ReturnType<typeof useAddLiquidityForm>
