import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react'
import {
  currentLocation,
  type Location,
  listen,
  markFirstEntry,
  type NavigateOptions,
  type NavigationType,
  navigate,
  parseHash,
  pathOf,
} from './hashLocation'

/**
 * The app's router: the URL's hash is the route (hashLocation.ts), the route table is router.tsx's. It does what
 * react-router's HashRouter did for us in a few hundred bytes: every move is a transition (the current screen stays,
 * with the shell's progress bar, while the next screen's code loads), links are plain `<a href="#/...">`, and the
 * server renders with a router fixed at one location.
 */
interface RouterValue {
  location: Location
  type: NavigationType
  navigate: (to: string | number, options?: NavigateOptions) => void
}

const RouterContext = createContext<RouterValue | null>(null)

function useRouter(): RouterValue {
  const value = useContext(RouterContext)
  if (!value) throw new Error('no router above this component')
  return value
}

/** The browser's router. */
export function HashRouter({ children }: { children: ReactNode }) {
  const [state, setState] = useState(() => {
    markFirstEntry()
    return { location: currentLocation(), type: 'POP' as NavigationType }
  })
  useLayoutEffect(() => listen((location, type) => startTransition(() => setState({ location, type }))), [])
  const value = useMemo(() => ({ ...state, navigate }), [state])
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>
}

const stay = () => {}

/** The server's router: one location, links as the browser's, no moves (the browser's router takes over). */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const value = useMemo(() => ({ location: parseHash(location), type: 'POP' as const, navigate: stay }), [location])
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>
}

export function useLocation(): Location {
  return useRouter().location
}

/** How the current location was reached: POP for the first page and the browser's back and forward. */
export function useNavigationType(): NavigationType {
  return useRouter().type
}

export function useNavigate(): RouterValue['navigate'] {
  return useRouter().navigate
}

/** The query of the current location, and a setter that moves to the same path with another query. */
export function useSearchParams(): [
  URLSearchParams,
  (query: Record<string, string>, options?: NavigateOptions) => void,
] {
  const { location, navigate: go } = useRouter()
  const { pathname, search } = location
  const params = useMemo(() => new URLSearchParams(search), [search])
  const setParams = useCallback(
    (query: Record<string, string>, options?: NavigateOptions) =>
      go(pathOf(pathname, new URLSearchParams(query)), options),
    [go, pathname],
  )
  return [params, setParams]
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; replace?: boolean }

/**
 * A link to an app path: a plain click moves in the app (replacing the entry when it is the current location, as
 * react-router did); a modified click (new tab, new window) is the browser's.
 */
export function Link({ to, replace, onClick, ...rest }: LinkProps) {
  const { location, navigate: go } = useRouter()
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
    if (rest.target && rest.target !== '_self') return
    event.preventDefault()
    go(to, { replace: replace ?? pathOf(location.pathname, location.search) === to })
  }
  return <a {...rest} href={`#${to}`} onClick={click} />
}

/** Moves to `to` once rendered, in place of the current entry (a redirect). */
export function Navigate({ to }: { to: string }) {
  const go = useNavigate()
  useEffect(() => go(to, { replace: true }), [go, to])
  return null
}

const OutletContext = createContext<ReactNode>(null)

/** Renders `element` with `child` as what its Outlet shows (a container route and its matched child). */
export function WithOutlet({ element, child }: { element: ReactNode; child: ReactNode }) {
  return <OutletContext.Provider value={child}>{element}</OutletContext.Provider>
}

/** Where a container route shows its matched child. */
export function Outlet() {
  return <>{useContext(OutletContext)}</>
}
