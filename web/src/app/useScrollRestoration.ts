import { useLayoutEffect } from 'react'
import { useLocation, useNavigationType } from '../navigation/hashRouter'

const positions = new Map<string, number>()

/**
 * What the data router's ScrollRestoration did for us: a new page starts at the top, going back or forward
 * returns to where that page was left (kept per history entry while the tab lives).
 */
export function useScrollRestoration(): void {
  const { key } = useLocation()
  const type = useNavigationType()
  useLayoutEffect(() => {
    window.scrollTo(0, type === 'POP' ? (positions.get(key) ?? 0) : 0)
    const remember = () => positions.set(key, window.scrollY)
    window.addEventListener('scroll', remember, { passive: true })
    return () => window.removeEventListener('scroll', remember)
  }, [key, type])
}
