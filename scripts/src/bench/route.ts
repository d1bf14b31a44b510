/**
 * Best-route time on a graph of 50 tokens and 200 pairs, beside @uniswap/v2-sdk's `Trade.bestTradeExactIn` on the
 * same graph (goal: faster). Both search up to 3 hops for one best result; each must find the same best output for
 * every query. Times are medians over runs of the whole query set, after a warm-up. Run alone with
 * `npx tsx scripts/src/bench/route.ts`.
 */
import { pathToFileURL } from 'node:url'
import { bestRouteExactIn, buildPoolGraph } from '@phoswap/core/routing'
import { randomPools, seededRandom, tokenAddress } from '@phoswap/core/routing/testing/randomPools'
import { CurrencyAmount, Token } from '@uniswap/sdk-core'
import { Pair, Trade } from '@uniswap/v2-sdk'

const TOKENS = 50
const PAIRS = 200
const QUERIES = 100
const RUNS = 7
const MAX_HOPS = 3

export interface RouteBench {
  ours_ms: number
  sdk_ms: number
  same_result: boolean
  /** Queries with a route (the rest have none in either). */
  routed: number
  queries: number
  /** Our graph build, once per set of reserves (the SDK's Pair objects are built outside its timing too). */
  build_ms: number
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

function time(fn: () => void): number {
  const start = performance.now()
  fn()
  return performance.now() - start
}

export async function benchRoute(): Promise<RouteBench> {
  const pools = randomPools(2024, TOKENS, PAIRS)
  const random = seededRandom(42)
  const queries: { tokenIn: number; tokenOut: number; amountIn: bigint }[] = []
  while (queries.length < QUERIES) {
    const tokenIn = Math.floor(random() * TOKENS)
    const tokenOut = Math.floor(random() * TOKENS)
    if (tokenIn === tokenOut) continue
    queries.push({ tokenIn, tokenOut, amountIn: BigInt(1 + Math.floor(random() * 1e6)) * 10n ** 12n })
  }

  const sdkTokens = Array.from({ length: TOKENS }, (_, i) => new Token(1, tokenAddress(i), 18, `T${i}`))
  const byAddress = new Map(sdkTokens.map((t) => [t.address.toLowerCase(), t]))
  const sdkPairs = pools.map(
    (p) =>
      new Pair(
        CurrencyAmount.fromRawAmount(byAddress.get(p.token0.toLowerCase())!, p.reserve0.toString()),
        CurrencyAmount.fromRawAmount(byAddress.get(p.token1.toLowerCase())!, p.reserve1.toString()),
      ),
  )
  let graph = buildPoolGraph(pools)
  const build_ms = median(Array.from({ length: RUNS }, () => time(() => (graph = buildPoolGraph(pools)))))

  const ours = (): (bigint | null)[] =>
    queries.map(({ tokenIn, tokenOut, amountIn }) => {
      const result = bestRouteExactIn(graph, amountIn, tokenAddress(tokenIn), tokenAddress(tokenOut), {
        maxHops: MAX_HOPS,
      })
      return result.ok ? result.trade.amountOut : null
    })
  const sdk = (): (bigint | null)[] =>
    queries.map(({ tokenIn, tokenOut, amountIn }) => {
      const [best] = Trade.bestTradeExactIn(
        sdkPairs,
        CurrencyAmount.fromRawAmount(sdkTokens[tokenIn]!, amountIn.toString()),
        sdkTokens[tokenOut]!,
        { maxHops: MAX_HOPS, maxNumResults: 1 },
      )
      return best ? BigInt(best.outputAmount.quotient.toString()) : null
    })

  // warm-up, and the comparison of results
  const ourResults = ours()
  const sdkResults = sdk()
  const same_result = ourResults.every((out, i) => out === sdkResults[i])
  const routed = ourResults.filter((out) => out !== null).length

  const ourTimes: number[] = []
  const sdkTimes: number[] = []
  for (let run = 0; run < RUNS; run++) {
    ourTimes.push(time(ours))
    sdkTimes.push(time(sdk))
  }
  return {
    ours_ms: median(ourTimes),
    sdk_ms: median(sdkTimes),
    same_result,
    routed,
    queries: QUERIES,
    build_ms,
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const r = await benchRoute()
  console.log(
    `best route, ${TOKENS} tokens / ${PAIRS} pairs, ${r.queries} queries (${r.routed} routed), maxHops ${MAX_HOPS}:`,
  )
  console.log(`  ours ${r.ours_ms.toFixed(2)} ms (${((r.ours_ms * 1000) / r.queries).toFixed(1)} µs/query)`)
  console.log(`  @uniswap/v2-sdk ${r.sdk_ms.toFixed(2)} ms (${((r.sdk_ms * 1000) / r.queries).toFixed(1)} µs/query)`)
  console.log(`  speed-up ${(r.sdk_ms / r.ours_ms).toFixed(1)}x, graph build ${r.build_ms.toFixed(3)} ms`)
  console.log(`  same best output for every query: ${r.same_result}`)
  if (!r.same_result) process.exitCode = 1
}
