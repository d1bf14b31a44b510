import { type ComponentType, type JSX, lazy, Suspense, useState } from 'react'
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
