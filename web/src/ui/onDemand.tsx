import { type ComponentType, type JSX, lazy, Suspense, useEffect, useState } from 'react'
import { textsLoaded } from '../i18n/i18n'

/**
 * A popup whose code loads when it first opens, not with the screen (issue 17: route JavaScript). Until then it
 * renders nothing, as a closed popup does; once loaded it stays mounted and behaves as the popup itself.
 */
export function onDemand<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Loaded = lazy(async () => {
    const component = await load()
    await textsLoaded() // the popup's texts in the current language, when its module registered some
    return { default: component }
  })
  return function OnDemand(props: P) {
    const [wanted, setWanted] = useState(props.open)
    if (props.open && !wanted) setWanted(true)
    if (!wanted) return null
    return (
      <Suspense fallback={null}>
        <Loaded {...(props as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    )
  }
}

/**
 * A component whose code loads ahead of its first use (`preload`, when the user starts what leads to it) or at it,
 * and renders at once when loaded: a popup that must show on the press that opens it (issue 17: route JavaScript).
 * Until its code is there it renders nothing; a load that failed is tried again on the next render.
 */
export function preloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
): { Component: ComponentType<P>; preload: () => Promise<unknown> } {
  let loaded: ComponentType<P> | null = null
  let loading: Promise<unknown> | null = null
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component
      },
      (error: unknown) => {
        loading = null
        console.error('code did not load', error)
      },
    )
    return loading
  }
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
    const Loaded = loaded
    return <Loaded {...(props as P & JSX.IntrinsicAttributes)} />
  }
  return { Component: Preloadable, preload }
}
