import { Logo } from '../ui/Logo'

/** The first paint while the first screen's code loads. */
export function Splash() {
  return (
    <div className="splash" aria-busy="true">
      <Logo />
    </div>
  )
}
