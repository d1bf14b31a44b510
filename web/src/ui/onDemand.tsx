import { type ComponentType, type JSX, lazy, Suspense, useState } from 'react'

/**
 * A popup whose code loads when it first opens, not with the screen (issue 17: route JavaScript). Until then it
 * renders nothing, as a closed popup does; once loaded it stays mounted and behaves as the popup itself.
 */
export function onDemand<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }))
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
