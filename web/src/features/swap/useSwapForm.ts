import { pairFor } from '@phoswap/core/amm/pairFor'
import { priceOf } from '@phoswap/core/amm/priceOf'
import { formatAmount } from '@phoswap/core/amount'
import { formatPrice } from '@phoswap/core/format'
import { candidatePairs } from '@phoswap/core/routing'
import { blockedBuyTokens, inputScales, taxedTokens, toRouteToken } from '@phoswap/core/swap'
import { baseTokensFor, type Token, tokenListFor } from '@phoswap/core/tokens'
import { useEffect, useMemo, useState } from 'react'
import type { Address } from 'viem'
import { getDeployment } from '../../chain/network/configuredNetworks'
import { useActiveNetwork } from '../../chain/network/useActiveNetwork'
import { useSwapSettings } from '../../chain/settings/useSwapSettings'
import { isNativeAddress } from '../../chain/tokens/isNativeAddress'
import { sameAddress } from '../../chain/tokens/sameAddress'
import { usePickerTokens } from '../../chain/tokens/usePickerTokens'
import { useWalletState } from '../../chain/wallet/walletState'
import { useSearchParams } from '../../navigation/hashRouter'
import { amountInputText } from '../../ui/formatNumber'
import { pathTaxes } from './pathTaxes'
import { type InputSource, percentOf, quoteSwap } from './quote'
import { useSwapReads } from './useSwapReads'

export const isNative = (token: Token | null) => isNativeAddress(token?.address)

/** The token of `list` named by `wanted` (its symbol or address, any case), or null. */
export function pickToken(list: readonly Token[], wanted: string | null): Token | null {
  if (!wanted) return null
  const key = wanted.toLowerCase()
  return list.find((t) => t.symbol.toLowerCase() === key || t.address.toLowerCase() === key) ?? null
}
export const PERCENTS = [25, 50, 75, 100] as const
/** Digits shown in the box the user did not type in. */
const quoteText = (value: bigint | null, decimals: number) =>
  value === null ? '' : formatAmount(value, decimals, Math.min(decimals, 8))

/**
 * The swap screen's state: the two tokens, the typed amount and which box it is in, the chain reads (one
 * multicall per refresh) and the quote with its button, route and price lines (spec 000 §4).
 */
export function useSwapForm() {
  const connection = useWalletState()
  const account = connection.status === 'connected' ? connection.address : undefined
  const network = useActiveNetwork()
  const { chainId, isWrongNetwork, needsSwitch } = network
  const deployment = getDeployment(chainId)
  const [settings] = useSwapSettings()
  const tokens = usePickerTokens(chainId)

  const [params] = useSearchParams()
  const [tokenIn, setTokenIn] = useState<Token | null>(tokens[0] ?? null)
  // `Swap?outputCurrency=PHO` (a symbol or an address of this chain's list) opens with that token to buy, as the
  // home's PHO card does; an unknown one leaves the target empty.
  const [tokenOut, setTokenOut] = useState<Token | null>(() => pickToken(tokens, params.get('outputCurrency')))
  const [typed, setTyped] = useState('')
  const [source, setSource] = useState<InputSource>('from')

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
    // Base tokens may sit in a list that is off: the chain's whole default list names them too.
    const known = [...tokens, tokenIn, tokenOut, ...tokenListFor(chainId, deployment)]
    return known.find((tok) => sameAddress(tok?.address, address))?.symbol ?? address.slice(0, 6)
  }
  const routeText = trade ? trade.route.path.map((a, i, all) => symbolOf(a, i, all.length - 1)).join(' > ') : null
  /** The transfer taxes the route pays (PHO's buy/sell tax), by symbol. */
  const taxes = trade
    ? pathTaxes(trade.route.path, rules.taxes).map((tax) => ({
        ...tax,
        symbol: symbolOf(tax.address, trade.route.path.indexOf(tax.address), trade.route.path.length - 1),
      }))
    : []

  const type = (slot: InputSource, text: string) => {
    setSource(slot)
    setTyped(text.replace(',', '.'))
  }
  const reverse = () => {
    setTokenIn(tokenOut)
    setTokenOut(tokenIn)
    setSource(source === 'from' ? 'to' : 'from')
  }
  const choose = (slot: InputSource, token: Token) => {
    const other = slot === 'from' ? tokenOut : tokenIn
    if (sameAddress(other?.address, token.address)) reverse()
    else if (slot === 'from') setTokenIn(token)
    else setTokenOut(token)
  }
  const fillPercent = (percent: (typeof PERCENTS)[number]) => {
    const balance = balanceOf(tokenIn)
    if (!tokenIn || balance === null) return
    type('from', amountInputText(percentOf(balance, percent, isNative(tokenIn)), tokenIn.decimals))
  }

  /** "1 IN = x OUT", or the other way round when `inverted`. */
  const priceText = (inverted: boolean) =>
    trade && tokenIn && tokenOut && trade.amountIn > 0n && trade.amountOut > 0n
      ? inverted
        ? `1 ${tokenOut.symbol} = ${formatPrice(priceOf(trade.amountOut, tokenOut.decimals, trade.amountIn, tokenIn.decimals))} ${tokenIn.symbol}`
        : `1 ${tokenIn.symbol} = ${formatPrice(priceOf(trade.amountIn, tokenIn.decimals, trade.amountOut, tokenOut.decimals))} ${tokenOut.symbol}`
      : null
  const chartPair =
    routeIn && routeOut && deployment && !sameAddress(routeIn, routeOut)
      ? pairFor(deployment.contracts.factory, routeIn, routeOut).pair
      : null

  return {
    account,
    network,
    chainId,
    deployment,
    settings,
    rules,
    tokenIn,
    tokenOut,
    source,
    reads,
    balanceOf,
    quote,
    trade,
    fromText,
    toText,
    routeText,
    taxes,
    priceText,
    chartPair,
    type,
    choose,
    reverse,
    fillPercent,
    clearAmount: () => setTyped(''),
  }
}

export type SwapForm = ReturnType<typeof useSwapForm>
