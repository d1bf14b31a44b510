import { type RefObject, useEffect, useRef } from 'react'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** The open traps, innermost last: only the innermost one answers Tab and Escape. */
const stack: object[] = []

function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[inert]') && element.getClientRects().length > 0,
  )
}

/** Where focus goes on open: the first text field (a search), else the first control but the close cross. */
function initialFocus(container: HTMLElement): HTMLElement {
  const items = focusables(container)
  return (
    items.find((item) => item.matches('input:not([type="checkbox"]):not([type="radio"]), textarea')) ??
    items.find((item) => !item.hasAttribute('data-popup-close')) ??
    items[0] ??
    container
  )
}

/**
 * Keeps keyboard focus inside `container` while `active`: focus moves into it on open (its first control, else
 * the container itself), Tab and Shift+Tab cycle within it, Escape calls `onEscape`, and on close focus returns
 * to the control that had it before. Nested traps (a popup over a popup) leave Tab and Escape to the innermost.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean, onEscape: () => void): void {
  // The latest callback, without re-running the effect (callers pass a new arrow on every render).
  const latestEscape = useRef(onEscape)
  latestEscape.current = onEscape
  useEffect(() => {
    const element = container.current
    if (!active || !element) return
    const token = {}
    stack.push(token)
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!element.contains(document.activeElement)) initialFocus(element).focus({ preventScroll: true })

    const onKey = (event: KeyboardEvent) => {
      if (stack[stack.length - 1] !== token) return
      if (event.key === 'Escape') {
        event.preventDefault()
        latestEscape.current()
        return
      }
      if (event.key !== 'Tab') return
      const items = focusables(element)
      if (items.length === 0) {
        event.preventDefault()
        element.focus()
        return
      }
      const first = items[0]!
      const last = items[items.length - 1]!
      const current = document.activeElement
      if (event.shiftKey && (current === first || !element.contains(current))) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (current === last || !element.contains(current))) {
        event.preventDefault()
        first.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      stack.splice(stack.indexOf(token), 1)
      // Back to the control that opened it, if it is still on the page (a route change may have removed it).
      if (previous?.isConnected) previous.focus({ preventScroll: true })
    }
  }, [container, active])
}
