import { lazy, Suspense } from 'react'
import type { ReviewDialogProps } from './ReviewDialog'

const Loaded = lazy(() => import('./ReviewDialog').then((m) => ({ default: m.ReviewDialog })))

/**
 * The review of an action (ReviewDialog), loaded when a screen first shows one: the dialog, its popup and focus
 * trap stay out of the screen's first load (docs/decisions/0146-route-budget-150.md). It shows once its code is there.
 */
export function ReviewDialog(props: ReviewDialogProps) {
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  )
}
