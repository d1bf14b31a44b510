import { getStoredLanguage } from '../i18n/languages'
import { imageUrl } from './imageUrl'

/** The URL hash of the landing screen (also in vite.config.ts, which preloads its code). */
export const LANDING_HASH = /^(#\/?(HomeIndex)?)?$/

/** The id of the JSON the server inlines with the rendered home page (app/serverState.ts reads it). */
export const SERVER_STATE_ID = 'phoswap-state'

/** Whether the URL is the landing screen's. */
export const onLanding = (): boolean => LANDING_HASH.test(location.hash.split('?')[0] ?? '')

const started = new Map<string, Promise<unknown>>()

function get(base: string, path: string, language: string): Promise<unknown> {
  return fetch(`${base}${path}`, { headers: { Accept: 'application/json', 'Show-Language': language } })
    .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`))))
    .then((body: { code?: number; data?: unknown }) =>
      body.code === 200 ? body.data : Promise.reject(new Error(`code ${body.code}`)),
    )
}

/**
 * Called by main.tsx before React loads, on the home route of a page the server did not render: asks for the banners and the image domain
 * while the app's code downloads, and preloads the first banner image (the page's largest paint) as soon as
 * its URL is known. The home screen takes these answers once (`takePrefetched`); a failure falls back to its
 * own request. Kept free of the app's modules beyond two small helpers: it ships in the entry chunk.
 */
export function prefetchHome(): void {
  // The server rendered the page and inlined these answers: nothing to ask for.
  if (!onLanding() || document.getElementById(SERVER_STATE_ID)) return
  const base = (window.__PHOSWAP_CONFIG__?.apiBase || '/v1').replace(/\/+$/, '')
  const language = getStoredLanguage()
  const config = get(base, '/index/config', language) as Promise<{ image_domain?: string }>
  const banners = get(base, '/basic/banner/list', language) as Promise<{ list?: { image: string }[] }>
  started.set('index/config', config)
  started.set(`banner/list:${language}`, banners)
  Promise.all([config, banners])
    .then(([{ image_domain }, { list = [] }]) => {
      const src = list.map((banner) => imageUrl(image_domain, banner.image)).find(Boolean)
      if (!src) return
      const link = document.createElement('link')
      link.rel = 'preload'
      link.as = 'image'
      link.href = src
      link.fetchPriority = 'high'
      document.head.appendChild(link)
    })
    .catch(() => {})
}

/** The prefetched answer for `key`, once; undefined when none was started (or it was taken). */
export function takePrefetched<T>(key: string): Promise<T> | undefined {
  const answer = started.get(key)
  started.delete(key)
  return answer as Promise<T> | undefined
}
