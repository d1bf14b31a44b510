/**
 * Root font size (px) by window width, on the spec's breakpoints. Below 600 px the screen is the 375 px design
 * scaled with the phone (16 px at 375, kept between 14 and 18). From 600 px the content sits in a column of
 * fixed width, so the type starts again at 16 px and steps up with each breakpoint.
 */
export function rootFontSize(width: number): number {
  if (width < 600) return Math.min(18, Math.max(14, Math.round((width / 375) * 16 * 100) / 100))
  if (width < 900) return 16
  if (width < 1250) return 17
  if (width <= 1500) return 18
  return 19
}

export function applyRootFontSize(): () => void {
  const apply = () => {
    document.documentElement.style.fontSize = `${rootFontSize(window.innerWidth)}px`
  }
  apply()
  window.addEventListener('resize', apply)
  return () => window.removeEventListener('resize', apply)
}
