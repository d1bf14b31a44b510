import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin, type Rolldown } from 'vite'

const apiServer = process.env.PHOSWAP_API ?? 'http://127.0.0.1:5180'

/** Loaded by main.tsx after the splash paints: its files are preloaded on every page. */
const APP_MODULE = '/src/app/start.tsx'
/** The landing screen, preloaded as well when the page opens on it. */
const LANDING_MODULE = '/src/features/home/HomeIndex.tsx'
const LANDING_HASH = /^(#\/?(HomeIndex)?)?$/

/**
 * The app starts with a dynamic import (main.tsx) and the home screen is a lazy route, so their code would be
 * requested only once the entry has run. This adds to index.html modulepreload (and style preload) links for the
 * app's chunk and everything it imports, and an inline script that adds the same for the home screen's chunk when
 * the URL is the home route. Vite's preload helper then finds them already requested.
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
        if (!bundle || !ctx.chunk) return html
        const chunks = new Map<string, Rolldown.OutputChunk>()
        for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output)
        const find = (module: string) => [...chunks.values()].find((c) => c.facadeModuleId?.endsWith(module))
        const reach = (from: string, into: Set<string>) => {
          if (into.has(from)) return
          into.add(from)
          for (const next of chunks.get(from)?.imports ?? []) reach(next, into)
        }
        /** [rel, href] of the files `module` needs beyond those in `loaded` (which it then includes). */
        const linksOf = (module: string, loaded: Set<string>): [string, string][] => {
          const chunk = find(module)
          if (!chunk) throw new Error(`preloadFirstScreen: no chunk for ${module}`)
          const needed = new Set<string>()
          reach(chunk.fileName, needed)
          const links: [string, string][] = []
          for (const file of needed) {
            if (loaded.has(file)) continue
            loaded.add(file)
            links.push(['modulepreload', base + file])
            for (const css of chunks.get(file)?.viteMetadata?.importedCss ?? []) links.push(['preload', base + css])
          }
          return links
        }
        const loaded = new Set<string>()
        reach(ctx.chunk.fileName, loaded)
        const app = linksOf(APP_MODULE, loaded)
        const landing = linksOf(LANDING_MODULE, loaded)
        // The server sends the home page rendered (server/src/plugins/webApp.ts): the app's and the home screen's
        // CSS are in the document, inline (no render-blocking request before the first paint; the server's CSP
        // allows them by hash). A disabled stylesheet link of each file (never fetched) tells Vite's loader they
        // are there. The home screen's scripts are preloaded on the home route only.
        const styles = [...app, ...landing].filter(([rel]) => rel === 'preload').map(([, href]) => href)
        const cssOf = (href: string) => {
          const asset = bundle[href.slice(base.length)]
          if (asset?.type !== 'asset') throw new Error(`preloadFirstScreen: no CSS asset ${href}`)
          return String(asset.source)
        }
        const tags = [
          ...app
            .filter(([rel]) => rel !== 'preload')
            .map(([rel, href]) => ({
              tag: 'link',
              attrs: { rel, crossorigin: true, href },
              injectTo: 'head' as const,
            })),
          ...styles.flatMap((href) => [
            { tag: 'style', children: cssOf(href), injectTo: 'head' as const },
            {
              tag: 'link',
              attrs: { rel: 'stylesheet', crossorigin: true, disabled: true, href },
              injectTo: 'head' as const,
            },
          ]),
        ]
        const scripts = landing.filter(([rel]) => rel !== 'preload').map(([, href]) => href)
        // Another route (the hash, which the server does not see) hides the rendered home page until the app
        // renders that route (app/start.tsx).
        const script =
          `if(${LANDING_HASH}.test(location.hash.split('?')[0]))for(const h of${JSON.stringify(scripts)}){` +
          `const l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';` +
          `l.href=h;document.head.appendChild(l)}else document.documentElement.dataset.route='other'`
        // The entry's CSS (the splash, about 1.5 KB) goes inline: one render-blocking request less before the
        // first paint. Later CSS (the app's, the screens') still comes as files.
        let page = html
        for (const css of ctx.chunk.viteMetadata?.importedCss ?? []) {
          const asset = bundle[css]
          if (asset?.type !== 'asset') continue
          const link = new RegExp(`<link rel="stylesheet"[^>]*href="${base}${css}"[^>]*>`)
          if (!link.test(page)) throw new Error(`preloadFirstScreen: no stylesheet link for ${css}`)
          page = page.replace(link, () => `<style>${String(asset.source)}</style>`)
        }
        // Stylesheets Vite links itself (the app chunk's): inline too, with the same disabled marker link.
        page = page.replace(
          /<link rel="stylesheet" crossorigin href="([^"]+\.css)">/g,
          (_link, href: string) =>
            `<style>${cssOf(href)}</style><link rel="stylesheet" crossorigin disabled href="${href}">`,
        )
        return { html: page, tags: [...tags, { tag: 'script', children: script, injectTo: 'head' }] }
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
