import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin, type Rolldown } from 'vite'
import { LANG_STORAGE_KEY, LANGUAGES } from './src/i18n/languages.ts'

const apiServer = process.env.PHOSWAP_API ?? 'http://127.0.0.1:5180'

/** Loaded by main.tsx after the splash paints: its files are preloaded on every page. */
const APP_MODULE = '/src/app/start.tsx'
/** The landing screen, preloaded as well when the page opens on it. */
const LANDING_MODULE = '/src/features/home/HomeIndex.tsx'
const LANDING_HASH = /^(#\/?(HomeIndex)?)?$/

/** The id of the server's inlined state (web/src/api/prefetchHome.ts): present when the server rendered the page. */
const SERVER_STATE_ID = 'phoswap-state'

interface StarterFiles {
  /** The app's scripts (the entry's imports and the app chunk's), preloaded on every route. */
  app: string[]
  /** The home screen's scripts, preloaded on the home route. */
  landing: string[]
  /** The entry script (main.tsx). */
  entry: string
}

/** The stored language choice (i18n/languages.ts): its storage key and the languages it may name. */
interface StarterLanguages {
  key: string
  known: readonly string[]
}

/**
 * The page's inline starter, in <head> (its source goes into index.html with `toString()`, so it uses nothing from
 * outside its arguments). Once the document is parsed it adds the entry script (main.tsx, a few KB); once the first
 * frame has painted, the modulepreloads of the app's chunks (and, on the home route, the home screen's), as main.tsx
 * then imports the app. On a slow link the 120 KB of code would otherwise share the line with the first paint and
 * the banner: Lighthouse's simulated phone counts every request made before a paint against it. A tap on a button
 * of the server's markup before the app owns it is kept (its default prevented, React never sees it) and replayed
 * once the app hydrated (app/earlyClicks.ts): React drops a click on markup it has not hydrated yet. (Waiting for the
 * first banner image as well was measured and left out: docs/decisions/0087-every-route-within-budget.md.)
 */
function pageStarter(files: StarterFiles, stateId: string, landingHash: RegExp, languages: StarterLanguages): void {
  const d = document
  const html = d.documentElement
  const landing = landingHash.test(location.hash.split('?')[0] ?? '')
  let stored: string | null = null
  try {
    stored = localStorage.getItem(languages.key)
  } catch {}
  // The app renders afresh, not over the server's markup, on another route (the hash, which the server does not
  // see) and in another language than the server's (the stored choice before its cookie was set): that markup is
  // hidden before the first paint and, once parsed, replaced by the splash until the app renders (app/start.tsx).
  const afresh = !landing || (!!stored && languages.known.includes(stored) && stored !== html.lang)
  if (afresh) html.dataset.route = 'other'
  const start = () => {
    const script = d.createElement('script')
    script.type = 'module'
    script.crossOrigin = ''
    script.src = files.entry
    d.head.appendChild(script)
    const preload = () => {
      for (const href of landing ? files.app.concat(files.landing) : files.app) {
        const link = d.createElement('link')
        link.rel = 'modulepreload'
        link.crossOrigin = ''
        link.href = href
        d.head.appendChild(link)
      }
    }
    // After the frame (a hidden tab runs no frames: then at once).
    if (d.hidden) preload()
    else requestAnimationFrame(() => setTimeout(preload, 0))
  }
  const clicks: HTMLElement[] = []
  const early = (event: Event) => {
    const button = event.target instanceof Element && event.target.closest('#root button,#root [role=button]')
    if (!(button instanceof HTMLElement)) return
    event.preventDefault()
    event.stopImmediatePropagation()
    clicks.push(button)
  }
  d.addEventListener('click', early, true)
  ;(window as { phoswapEarlyClicks?: () => HTMLElement[] }).phoswapEarlyClicks = () => {
    d.removeEventListener('click', early, true)
    return clicks.splice(0)
  }
  d.addEventListener('DOMContentLoaded', () => {
    const root = d.getElementById('root')
    if (afresh && root && d.getElementById(stateId)) {
      const splash = d.createElement('div')
      splash.className = 'splash'
      splash.setAttribute('aria-busy', 'true')
      root.replaceChildren(splash)
      delete html.dataset.route
    }
    start()
  })
}

/**
 * The document the browser gets first is the home page rendered by the server (server/src/plugins/webApp.ts), with
 * the app's and the home screen's CSS inline: it paints its content with no script. The build's index.html requests
 * no script while it is parsed: the inline starter (pageStarter) adds the entry and modulepreloads of the app's
 * chunks (and, on the home route, the home screen's). Vite's preload helper then finds every file already requested.
 */
function preloadFirstScreen(): Plugin {
  let base = '/'
  return {
    name: 'phoswap:preload-first-screen',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle
        const entry = ctx.chunk
        if (!bundle || !entry) return html
        const chunks = new Map<string, Rolldown.OutputChunk>()
        for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output)
        const find = (module: string) => [...chunks.values()].find((c) => c.facadeModuleId?.endsWith(module))
        const reach = (from: string, into: Set<string>) => {
          if (into.has(from)) return
          into.add(from)
          for (const next of chunks.get(from)?.imports ?? []) reach(next, into)
        }
        const loaded = new Set<string>()
        reach(entry.fileName, loaded)
        const entryFiles = [...loaded].filter((file) => file !== entry.fileName).map((file) => base + file)
        /** The scripts and the CSS files that `module` needs beyond those in `loaded` (which it then includes). */
        const filesOf = (module: string) => {
          const chunk = find(module)
          if (!chunk) throw new Error(`preloadFirstScreen: no chunk for ${module}`)
          const needed = new Set<string>()
          reach(chunk.fileName, needed)
          const scripts: string[] = []
          const css: string[] = []
          for (const file of needed) {
            if (loaded.has(file)) continue
            loaded.add(file)
            scripts.push(base + file)
            for (const sheet of chunks.get(file)?.viteMetadata?.importedCss ?? []) css.push(sheet)
          }
          return { scripts, css }
        }
        const app = filesOf(APP_MODULE)
        const landing = filesOf(LANDING_MODULE)
        const cssOf = (file: string) => {
          const asset = bundle[file]
          if (asset?.type !== 'asset') throw new Error(`preloadFirstScreen: no CSS asset ${file}`)
          return String(asset.source)
        }
        // The app's and the home screen's CSS inline (the server's CSP allows them by hash), each with a disabled
        // stylesheet link (never fetched) that tells Vite's loader the file is there.
        const styleTags = [...app.css, ...landing.css].flatMap((file) => [
          { tag: 'style', children: cssOf(file), injectTo: 'head' as const },
          {
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, disabled: true, href: base + file },
            injectTo: 'head' as const,
          },
        ])
        const languages: StarterLanguages = { key: LANG_STORAGE_KEY, known: LANGUAGES }
        const files: StarterFiles = {
          app: [...entryFiles, ...app.scripts],
          landing: landing.scripts,
          entry: base + entry.fileName,
        }
        const starter = `(${pageStarter})(${JSON.stringify(files)},${JSON.stringify(SERVER_STATE_ID)},${LANDING_HASH},${JSON.stringify(languages)})`
        // The entry's CSS (the splash, about 1.5 KB) and the stylesheets Vite links itself (the app chunk's) go
        // inline too; Vite's own <script type="module"> and modulepreload tags go: the starter adds them.
        let page = html
        for (const css of entry.viteMetadata?.importedCss ?? []) {
          const link = new RegExp(`<link rel="stylesheet"[^>]*href="${base}${css}"[^>]*>`)
          if (!link.test(page)) throw new Error(`preloadFirstScreen: no stylesheet link for ${css}`)
          page = page.replace(link, () => `<style>${cssOf(css)}</style>`)
        }
        page = page.replace(
          /<link rel="stylesheet" crossorigin href="([^"]+\.css)">/g,
          (_link, href: string) =>
            `<style>${cssOf(href.slice(base.length))}</style><link rel="stylesheet" crossorigin disabled href="${href}">`,
        )
        const entryTag = /<script type="module" crossorigin src="[^"]+"><\/script>\s*/
        if (!entryTag.test(page)) throw new Error('preloadFirstScreen: no entry script tag')
        page = page.replace(entryTag, '').replace(/<link rel="modulepreload" crossorigin href="[^"]+">\s*/g, '')
        return {
          html: page,
          tags: [...styleTags, { tag: 'script', children: starter, injectTo: 'head' }],
        }
      },
    },
  }
}

// Vendor code of the first screen is split by how often it changes and when it is needed: React and the router start
// the shell, wagmi/viem/TanStack Query follow in parallel; screens, the connect dialog and the development wallet load
// on demand (dynamic imports). The entry (main.tsx) holds only what the splash needs.
//
// `vite build --ssr src/ssr/renderHome.tsx` (scripts/src/webBuild.ts) builds the server's renderer of the home page
// into dist/ssr: one Node module, its dependencies left to node_modules, without the browser's chunk groups.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), ...(isSsrBuild ? [] : [preloadFirstScreen()])],
  server: {
    proxy: {
      '/v1': apiServer,
      '/runtime-config.js': apiServer,
    },
  },
  preview: {
    proxy: {
      '/v1': apiServer,
      '/runtime-config.js': apiServer,
    },
  },
  build: isSsrBuild
    ? { outDir: 'dist/ssr', emptyOutDir: true, target: 'node22', copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        target: 'es2022',
        chunkSizeWarningLimit: 700,
        rolldownOptions: {
          // start.tsx is an entry too: main.tsx imports it after the first paint, and as an entry its static imports
          // are "$initial" for the vendor groups below.
          input: { index: 'index.html', start: 'src/app/start.tsx' },
          output: {
            // Files by their hash alone: every chunk names the files it imports and the app chunk lists every screen's
            // files for its preloads, so a readable name in each (`sendRawTransactionSync-`) cost about 2 KB gzip of
            // every route's first-load JavaScript (issue 17); `vite build --manifest` maps them back to sources.
            chunkFileNames: 'assets/[hash:7].js',
            entryFileNames: 'assets/[hash:7].js',
            assetFileNames: 'assets/[hash:7][extname]',
            codeSplitting: {
              groups: [
                {
                  name: 'react',
                  test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                  priority: 30,
                  tags: ['$initial'],
                },
                {
                  name: 'i18n',
                  test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
                  priority: 20,
                },
                {
                  // What main.tsx runs before the app (prefetchHome and its helpers), shared with the app: a small
                  // chunk of its own, so that the entry never imports the app's chunk (and React with it).
                  name: 'boot',
                  test: /([\\/]web[\\/]src[\\/](app[\\/]prefetchHome|api[\\/]imageUrl|i18n[\\/]languages)|[\\/]core[\\/]src[\\/]api[\\/]language)\.ts$/,
                  priority: 35,
                },
                {
                  // Vite's dynamic-import helper, used by main.tsx: on its own, so the entry imports nothing else.
                  name: 'preload-helper',
                  test: /preload-helper/,
                  priority: 40,
                },
                {
                  // The app's own code of the first screen in one file rather than a dozen small shared chunks; main.tsx
                  // and what it imports stay in the entry, which must not pull React in before the splash paints.
                  name: 'app',
                  test: /[\\/]web[\\/]src[\\/](?!main\.tsx|app[\\/]rootFontSize\.ts|.*\.css)/,
                  priority: 5,
                  tags: ['$initial'],
                },
                {
                  // Server data for every screen. wagmi and viem are not grouped: they load with the wallet
                  // (chain/wallet/loadWallet.ts), split by what each screen needs.
                  name: 'query',
                  // Mutations are wagmi's (the wallet's hooks): they load with it, not with the first screen; infinite
                  // lists with the screens that page through one (bills, packs, groups).
                  test: /node_modules[\\/]@tanstack[\\/](?!.*[\\/](useMutation|mutationObserver|useInfiniteQuery|infiniteQueryObserver)\.js$)/,
                  priority: 10,
                },
              ],
            },
          },
        },
      },
}))
