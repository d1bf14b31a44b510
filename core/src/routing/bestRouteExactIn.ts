import type { Address } from 'viem'
import type { HopReserves } from '../amm/getAmountsOut'
import type { PoolGraph } from './buildPoolGraph'
import { toTrade } from './toTrade'
import type { TradeResult } from './types'

// Search state, reused between calls: the search is synchronous, so one set of buffers serves every call.
let visited = new Uint8Array(0)
let stack = new Int32Array(0)
let bestEdges = new Int32Array(0)
let bestLength = 0
let bestOut = 0n
let target = 0
let nodes = 0

/**
 * The best exact-input route over any pool graph with at most `maxHops` hops (the Uniswap V2 SDK's
 * `Trade.bestTradeExactIn` with one result): the most output; on a tie the fewer hops. Paths do not revisit a
 * token and stop at `tokenOut`. A depth-first search over the graph's adjacency list in bigint arithmetic; the
 * last hop is looked up directly instead of scanning the neighbours, which is where most of the time would go.
 * Fails with 'noRoute' when a token is not in the graph, 'noAmount' for 0 or less, 'insufficientLiquidity' when no
 * path of that length gives any output.
 */
export function bestRouteExactIn(
  graph: PoolGraph,
  amountIn: bigint,
  tokenIn: Address,
  tokenOut: Address,
  { maxHops = 3 }: { maxHops?: number } = {},
): TradeResult {
  const from = graph.index.get(tokenIn.toLowerCase())
  const to = graph.index.get(tokenOut.toLowerCase())
  if (from === undefined || to === undefined || from === to) return { ok: false, reason: 'noRoute' }
  if (amountIn <= 0n) return { ok: false, reason: 'noAmount' }
  if (!Number.isInteger(maxHops) || maxHops < 1) throw new Error('bestRouteExactIn: maxHops must be 1 or more')
  nodes = graph.tokens.length
  if (visited.length < nodes) visited = new Uint8Array(nodes)
  if (stack.length < maxHops) {
    stack = new Int32Array(maxHops)
    bestEdges = new Int32Array(maxHops)
  }
  target = to
  bestLength = 0
  bestOut = 0n
  visited[from] = 1
  search(graph, from, amountIn, maxHops, 0)
  visited[from] = 0
  if (bestLength === 0) return { ok: false, reason: 'insufficientLiquidity' }

  const path: Address[] = [graph.tokens[from]!]
  const pairs: Address[] = []
  const reserves: HopReserves[] = []
  for (let i = 0; i < bestLength; i++) {
    const e = bestEdges[i]!
    path.push(graph.tokens[graph.to[e]!]!)
    pairs.push(graph.pools[graph.pool[e]!]!.address)
    reserves.push([graph.reserveIn1000[e]! / 1000n, graph.reserveOut[e]!])
  }
  return { ok: true, trade: toTrade('exactIn', { path, pairs, reserves }, amountIn, bestOut) }
}

function search(graph: PoolGraph, token: number, amount: bigint, hopsLeft: number, depth: number): void {
  const withFee = amount * 997n
  // finish here: the pools straight to the target
  let e = graph.direct.get(token * nodes + target) ?? -1
  while (e >= 0) {
    const out = (withFee * graph.reserveOut[e]!) / (graph.reserveIn1000[e]! + withFee)
    if (out > 0n && (out > bestOut || (out === bestOut && depth + 1 < bestLength))) {
      bestOut = out
      for (let i = 0; i < depth; i++) bestEdges[i] = stack[i]!
      bestEdges[depth] = e
      bestLength = depth + 1
    }
    e = graph.nextSame[e]!
  }
  if (hopsLeft <= 1) return
  const { to, reserveIn1000, reserveOut } = graph
  const end = graph.start[token + 1]!
  for (let edge = graph.start[token]!; edge < end; edge++) {
    const next = to[edge]!
    if (next === target || visited[next] === 1) continue
    const out = (withFee * reserveOut[edge]!) / (reserveIn1000[edge]! + withFee)
    if (out === 0n) continue
    visited[next] = 1
    stack[depth] = edge
    search(graph, next, out, hopsLeft - 1, depth + 1)
    visited[next] = 0
  }
}
