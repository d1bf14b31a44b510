import { useState } from 'react'
import './tokenIcon.css'

// Each a 700-level shade, so the white initials keep a 4.5:1 contrast (WCAG AA) on it.
const PALETTE = ['#4f46e5', '#0369a1', '#047857', '#b45309', '#b91c1c', '#6d28d9', '#0f766e', '#be185d']

function colourOf(symbol: string): string {
  let hash = 0
  for (const char of symbol) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return PALETTE[hash % PALETTE.length]!
}

/** The token's logo, or its initials on a colour of its own when there is none (or it fails to load). */
export function TokenIcon({ symbol, logoURI, size }: { symbol: string; logoURI?: string; size?: string }) {
  const [broken, setBroken] = useState(false)
  if (logoURI && !broken) {
    return (
      <img
        className="ui-token-icon"
        style={size ? { width: size, height: size } : undefined}
        src={logoURI}
        alt=""
        loading="lazy"
        onError={() => setBroken(true)}
      />
    )
  }
  return (
    <span
      className="ui-token-icon ui-token-icon--letters"
      style={{ background: colourOf(symbol), ...(size ? { width: size, height: size } : {}) }}
      aria-hidden="true"
    >
      {symbol.slice(0, 3)}
    </span>
  )
}
