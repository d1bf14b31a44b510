import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin, type Rolldown } from 'vite'

const apiServer = process.env.PHOSWAP_API ?? 'http://127.0.0.1:5180'

/** Loaded by main.tsx after the splash paints: its files are preloaded on every page. */
const APP_MODULE = '/src/app/start.tsx'
/** The landing screen, preloaded as well when the page opens on it. */
const LANDING_MODULE = '/src/features/home/HomeIndex.tsx'
const LANDING_HASH = /^(#\/?(HomeIndex)?)?$/

/**
 * The document the browser gets first is the home page rendered by the server (server/src/plugins/webApp.ts), with
 * the app's and the home screen's CSS inline: it paints its content with no script. The build's index.html requests
 * no script while it is parsed; an inline starter adds, once the document is parsed (DOMContentLoaded), the entry
 * and modulepreloads of the app's chunks (and, on the home route, the home screen's). Vite's preload helper then
 * finds every file already requested. (Waiting for the first banner image as well was measured and left out:
 * docs/decisions.md, "The home page's first paint comes before its code".)
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
        // Another route (the hash, which the server does not see) hides the rendered home page before the first
        // paint, until the app renders that route (app/start.tsx).
        const routeMark = `if(!${LANDING_HASH}.test(location.hash.split('?')[0]))document.documentElement.dataset.route='other'`
        // The starter runs once the document is parsed.
        const starter =
          `document.addEventListener('DOMContentLoaded',()=>{const home=!document.documentElement.dataset.route;` +
          `for(const h of ${JSON.stringify([...entryFiles, ...app.scripts])}.concat(home?${JSON.stringify(landing.scripts)}:[])){` +
          `const l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)}` +
          `const s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(base + entry.fileName)};` +
          `document.head.appendChild(s)})`
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
          tags: [...styleTags, { tag: 'script', children: `${routeMark};${starter}`, injectTo: 'head' }],
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
                  // Mutations are wagmi's (the wallet's hooks): they load with it, not with the first screen.
                  test: /node_modules[\\/]@tanstack[\\/](?!.*[\\/](useMutation|mutationObserver)\.js$)/,
                  priority: 10,
                },
              ],
            },
          },
        },
      },
}))
