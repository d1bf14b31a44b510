/**
 * The server's renderer of the home page (a Vite SSR build of this file, web/dist/ssr/renderHome.js, loaded by
 * server/src/plugins/webApp.ts). It renders the app at /HomeIndex with React's own prerender, from the API's
 * answers the server passes in, and returns the markup for #root with the queries' data to inline, so the browser
 * paints the content with the document and the app hydrates it without fetching it again.
 *
 * The server sets `globalThis.__PHOSWAP_CONFIG__` (the runtime configuration) before it imports this module.
 */
import type { BannerListData, NoticeLatestData } from '@phoswap/core/api/content'
import type { IndexConfigData } from '@phoswap/core/api/indexArea'
import type { QuoteData } from '@phoswap/core/api/market'
import { dehydrate, QueryClient } from '@tanstack/react-query'
import i18next, { type i18n as I18n } from 'i18next'
import type { ReactNode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { I18nextProvider } from 'react-i18next'
import { INDEX_CONFIG_KEY } from '../api/useIndexConfig'
import { App } from '../app/App'
import { encodeServerState, type ServerState } from '../app/serverState'
import { findNetwork, getDeployment, selectedChainId } from '../chain/network/configuredNetworks'
import { findPhoPair } from '../features/home/phoPair'
import { type PairReserves, readPairReserves } from '../features/home/readPairReserves'
import { homeKeys } from '../features/home/useHomeContent'
import { phoPriceKey } from '../features/home/usePhoPrice'
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../i18n/languages'
import { loadMessages } from '../i18n/loadMessages'
import { StaticRouter } from '../navigation/hashRouter'

/** GET of one API path (e.g. `/index/quote`) in `language`: its `data`, or a rejection. */
export type ApiReader = (path: string, language: Language, query?: Record<string, string | number>) => Promise<unknown>

export interface RenderedHome {
  /** The markup for #root. */
  html: string
  /** What React hoists to the document's head (the preload of an image the page shows first). */
  head: string
  /** The inlined state (JSON, `<` escaped) for `<script type="application/json" id="phoswap-state">`. */
  state: string
}

/** How long the PHO pair's reserves are reused: the quotes' refresh interval on the page. */
const RESERVES_TTL_MS = 5_000
/** A slow RPC leaves the price to the browser rather than delaying the page. */
const RPC_TIMEOUT_MS = 800

/** The app at /HomeIndex, with the browser's links (`#/path`) and no moves: the browser's router takes over. */
function HomeRouter({ children }: { children: ReactNode }) {
  return <StaticRouter location="/HomeIndex">{children}</StaticRouter>
}

const instances = new Map<Language, Promise<I18n>>()

/** One i18next instance per language (the app's messages, zh-CN as fallback), made once. */
function i18nOf(language: Language): Promise<I18n> {
  let instance = instances.get(language)
  if (!instance) {
    instance = (async () => {
      const [fallback, current] = await Promise.all([loadMessages(DEFAULT_LANGUAGE), loadMessages(language)])
      const i18n = i18next.createInstance()
      await i18n.init({
        lng: language,
        fallbackLng: DEFAULT_LANGUAGE,
        supportedLngs: [...LANGUAGES],
        resources: { [DEFAULT_LANGUAGE]: { translation: fallback }, [language]: { translation: current } },
        interpolation: { escapeValue: false },
      })
      return i18n
    })()
    instances.set(language, instance)
  }
  return instance
}

let reserves: { pair: string; at: number; value: Promise<PairReserves> } | null = null

/** The PHO pair's reserves and PHO's supply (what the page reads from the chain), shared by the requests of a few seconds. */
function phoReserves(rpcUrls: readonly string[], pair: string, pho: string): Promise<PairReserves> {
  const now = Date.now()
  if (!reserves || reserves.pair !== pair || now - reserves.at > RESERVES_TTL_MS) {
    const value = readPairReserves(rpcUrls, pair as `0x${string}`, undefined, RPC_TIMEOUT_MS, pho as `0x${string}`)
    reserves = { pair, at: now, value }
    value.catch(() => {
      if (reserves?.value === value) reserves = null
    })
  }
  return reserves.value
}

/**
 * Renders the home page in `language` on the network a visitor without a stored choice sees. Each answer that
 * fails is left out: the browser then asks for it as it would without server rendering.
 */
export async function renderHome(language: Language, api: ApiReader): Promise<RenderedHome> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } })
  const chainId = selectedChainId
  const pair = findPhoPair(getDeployment(chainId))
  const rpcUrls = findNetwork(chainId)?.config.rpcUrls ?? []
  const fill = async (key: readonly unknown[], load: () => Promise<unknown>) => {
    try {
      client.setQueryData(key, await load())
    } catch {
      // left to the browser
    }
  }
  const [i18n] = await Promise.all([
    i18nOf(language),
    fill(INDEX_CONFIG_KEY, () => api('/index/config', language) as Promise<IndexConfigData>),
    fill(homeKeys.banners(language), () => api('/basic/banner/list', language) as Promise<BannerListData>),
    fill(homeKeys.latestNotice(language), () => api('/basic/notice/latest', language) as Promise<NoticeLatestData>),
    fill(homeKeys.quotes(chainId), () => api('/index/quote', language, { chain_id: chainId }) as Promise<QuoteData>),
    pair && rpcUrls.length
      ? fill(phoPriceKey(chainId, pair.address), () => phoReserves(rpcUrls, pair.address, pair.pho.address))
      : Promise.resolve(),
  ])
  const { prelude } = await prerenderToNodeStream(
    <I18nextProvider i18n={i18n}>
      <App client={client} router={HomeRouter} />
    </I18nextProvider>,
  )
  let html = ''
  const decoder = new TextDecoder()
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true })
  html += decoder.decode()
  // React puts the resources it hoists (preloads) first; they belong in <head>, not in #root, which the app hydrates.
  const hoisted = /^(?:<link [^>]*\/?>)+/.exec(html)?.[0] ?? ''
  const state: ServerState = { route: 'HomeIndex', language, chainId, queries: dehydrate(client) }
  client.clear()
  return { html: html.slice(hoisted.length), head: hoisted, state: encodeServerState(state) }
}
