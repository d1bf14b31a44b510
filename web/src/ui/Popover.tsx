import { type ReactNode, useEffect, useRef, useState } from 'react'
import './popover.css'

interface PopoverProps {
  /** Renders the trigger; `toggle` opens and closes the panel. */
  trigger: (props: { open: boolean; toggle: () => void }) => ReactNode
  children: (close: () => void) => ReactNode
  align?: 'start' | 'end'
  label: string
}

const ITEM = '[role^="menuitem"]'

/**
 * A small menu anchored under its trigger, keyboard-operable as a WAI-ARIA menu: opening moves focus to the
 * checked item (else the first), Arrow keys, Home and End move between items, Escape closes it and gives the focus
 * back to the trigger, Tab closes it and moves on. An outside click closes it too.
 */
export function Popover({ trigger, children, align = 'end', label }: PopoverProps) {
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!open) return
    const items = () => [...(panel.current?.querySelectorAll<HTMLElement>(ITEM) ?? [])]
    const start = items()
    ;(start.find((item) => item.getAttribute('aria-checked') === 'true') ?? start[0])?.focus()
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false)
        root.current?.querySelector<HTMLElement>('[aria-haspopup]')?.focus()
        return
      }
      if (event.key === 'Tab') {
        setOpen(false)
        return
      }
      const list = items()
      const at = list.indexOf(document.activeElement as HTMLElement)
      const next =
        event.key === 'ArrowDown'
          ? list[(at + 1) % list.length]
          : event.key === 'ArrowUp'
            ? list[(at - 1 + list.length) % list.length]
            : event.key === 'Home'
              ? list[0]
              : event.key === 'End'
                ? list[list.length - 1]
                : undefined
      if (next) {
        event.preventDefault()
        next.focus()
      }
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])
  return (
    <div className="popover" ref={root}>
      {trigger({ open, toggle: () => setOpen((value) => !value) })}
      {open ? (
        <div ref={panel} className={`popover__panel popover__panel--${align}`} role="menu" aria-label={label}>
          {children(() => setOpen(false))}
        </div>
      ) : null}
    </div>
  )
}
