import { type ComponentType, type JSX, lazy, Suspense, useEffect, useState } from 'react'
import { textsLoaded } from '../i18n/i18n'

/**
 * A popup whose code loads when it first opens, not with the screen (issue 17: route JavaScript). Until then it
 * renders nothing, as a closed popup does; once loaded it stays mounted and behaves as the popup itself. `preload`
 * starts the download early (the pointer over, or the focus on, what opens it), so the first press opens it at once.
 */
export function onDemand<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> & { preload: () => void } {
  let loading: Promise<{ default: ComponentType<P> }> | null = null
  const start = () => {
    loading ??= load().then(
      async (component) => {
        await textsLoaded() // the popup's texts in the current language, when its module registered some
        return { default: component }
      },
      (error: unknown) => {
        loading = null // a failed download is tried again by the next open
        throw error
      },
    )
    return loading
  }
  const Loaded = lazy(start)
  function OnDemand(props: P) {
    const [wanted, setWanted] = useState(props.open)
    if (props.open && !wanted) setWanted(true)
    if (!wanted) return null
    return (
      <Suspense fallback={null}>
        <Loaded {...(props as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    )
  }
  return Object.assign(OnDemand, { preload: () => void start().catch(() => undefined) })
}

/**
 * A module of components whose code loads ahead of their first use (`preload`, when the user starts what leads to
 * them) or at it, and which render at once when loaded: a popup that must show on the press that opens it (issue 17:
 * route JavaScript). `part` is one of its components; until the module is there it renders nothing, and a load that
 * failed is tried again on the next render.
 */
export function preloadable<M>(load: () => Promise<M>): {
  preload: () => Promise<unknown>
  part: <P extends object>(pick: (module: M) => ComponentType<P>) => ComponentType<P>
} {
  let loaded: M | null = null
  let loading: Promise<unknown> | null = null
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module
      },
      (error: unknown) => {
        loading = null
        console.error('code did not load', error)
      },
    )
    return loading
  }
  const part = <P extends object>(pick: (module: M) => ComponentType<P>) =>
    function Preloadable(props: P) {
      const [, rendered] = useState(0)
      useEffect(() => {
        let live = true
        // Drawn again once loaded; a failed load waits for the next render to try again (no retry loop).
        if (!loaded) void preload().then(() => live && loaded && rendered((n) => n + 1))
        return () => {
          live = false
        }
      })
      if (!loaded) return null
      const Loaded = pick(loaded)
      return <Loaded {...(props as P & JSX.IntrinsicAttributes)} />
    }
  return { preload, part }
}
