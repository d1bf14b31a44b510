import { useId } from 'react'

/** The PhoSwap mark and word mark. */
export function Logo({ withWord = true }: { withWord?: boolean }) {
  const gradient = useId()
  return (
    <span className="logo">
      <svg className="logo__mark" viewBox="0 0 32 32" aria-hidden="true">
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#8b5cf6" />
            <stop offset="1" stopColor="#4f46e5" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill={`url(#${gradient})`} />
        <path
          d="M11 24V8h6.2a5 5 0 0 1 0 10H11"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {withWord ? <span className="logo__word">PhoSwap</span> : null}
    </span>
  )
}
