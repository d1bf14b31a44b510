/**
 * Clicks on the server-rendered page's buttons made before the app owned it. index.html's inline starter
 * (vite.config.ts, pageStarter) keeps them, with their default prevented, since React drops a click on markup it
 * has not hydrated yet; the app takes them once, which also ends the keeping.
 */
interface EarlyClicksWindow {
  phoswapEarlyClicks?: () => HTMLElement[]
}

function takeEarlyClicks(): HTMLElement[] {
  const target = globalThis as EarlyClicksWindow
  const take = target.phoswapEarlyClicks
  target.phoswapEarlyClicks = undefined
  return take ? take() : []
}

/** Called once the server's markup is hydrated: each kept click happens now, on the element it was meant for. */
export function replayEarlyClicks(): void {
  for (const button of takeEarlyClicks()) if (button.isConnected) button.click()
}

/** Called when the app renders afresh in place of the server's markup: the kept clicks' elements are gone. */
export function dropEarlyClicks(): void {
  takeEarlyClicks()
}
