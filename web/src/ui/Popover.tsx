import { type ReactNode, useEffect, useRef, useState } from 'react'
import './popover.css'

interface PopoverProps {
  /** Renders the trigger; `toggle` opens and closes the panel. */
  trigger: (props: { open: boolean; toggle: () => void }) => ReactNode
  children: (close: () => void) => ReactNode
  align?: 'start' | 'end'
  label: string
}

/** A small menu anchored under its trigger; closes on outside click and Escape. */
export function Popover({ trigger, children, align = 'end', label }: PopoverProps) {
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
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
        <div className={`popover__panel popover__panel--${align}`} role="menu" aria-label={label}>
          {children(() => setOpen(false))}
        </div>
      ) : null}
    </div>
  )
}
