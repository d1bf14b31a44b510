import { useState } from 'react'
import './tokenIcon.css'

const PALETTE = ['#6366f1', '#0ea5e9', '#10b981', '#f59e0b', '#ef4444', '#8b5cf6', '#14b8a6', '#ec4899']

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
