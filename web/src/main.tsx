import { prefetchHome } from './api/prefetchHome'
import { applyRootFontSize } from './app/rootFontSize'
import './styles/global.css'

applyRootFontSize()
prefetchHome()

/**
 * index.html paints its splash (or the server's home page) with this file's CSS alone; the app (React, router,
 * i18n) starts after that first frame, when index.html's starter also preloads its files (see vite.config.ts).
 * A hidden tab runs no animation frames, hence the timer as well.
 */
let started = false
function boot(): void {
  if (started) return
  started = true
  import('./app/start').catch((error: unknown) => console.error('the app failed to load', error))
}
requestAnimationFrame(() => setTimeout(boot, 0))
setTimeout(boot, 200)
