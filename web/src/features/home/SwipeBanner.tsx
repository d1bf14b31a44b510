import { type PointerEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

export interface BannerSlide {
  id: number
  src: string
  /** An app route ("#/...") or an http(s) URL; undefined for none. */
  href?: string
  external?: boolean
}

/** The spec's autoplay period. */
export const BANNER_AUTOPLAY_MS = 3000
/** A swipe turns the slide past this share of the width (or 48 px on a narrow screen). */
const SWIPE_SHARE = 0.15
const SWIPE_MIN_PX = 48
/** Movement before we decide whether the finger scrolls the page or swipes the banner. */
const SLOP_PX = 6

interface Drag {
  pointerId: number
  startX: number
  startY: number
  dx: number
  horizontal: boolean | null
}

/**
 * A swipe banner without a carousel library: touch, pen or mouse swipe (vertical moves still scroll the page,
 * `touch-action: pan-y`), autoplay every 3 s that waits while a finger is down, dots to jump to a slide.
 */
export function SwipeBanner({ slides, label }: { slides: BannerSlide[]; label: string }) {
  const { t } = useTranslation()
  const [index, setIndex] = useState(0)
  const [dragPx, setDragPx] = useState<number | null>(null)
  const drag = useRef<Drag | null>(null)
  const swiped = useRef(false)
  const viewport = useRef<HTMLDivElement>(null)
  const count = slides.length
  const current = count ? index % count : 0
  const dragging = dragPx !== null

  useEffect(() => {
    if (count < 2 || dragging) return
    const timer = setTimeout(() => setIndex((current + 1) % count), BANNER_AUTOPLAY_MS)
    return () => clearTimeout(timer)
  }, [count, dragging, current])

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (count < 2 || (event.pointerType === 'mouse' && event.button !== 0)) return
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, dx: 0, horizontal: null }
    swiped.current = false
  }

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const state = drag.current
    if (!state || state.pointerId !== event.pointerId) return
    const dx = event.clientX - state.startX
    const dy = event.clientY - state.startY
    if (state.horizontal === null) {
      if (Math.abs(dx) < SLOP_PX && Math.abs(dy) < SLOP_PX) return
      state.horizontal = Math.abs(dx) > Math.abs(dy)
      if (!state.horizontal) {
        drag.current = null
        return
      }
      event.currentTarget.setPointerCapture(event.pointerId)
    }
    state.dx = dx
    setDragPx(dx)
  }

  const finish = (event: PointerEvent<HTMLDivElement>, cancelled: boolean) => {
    const state = drag.current
    if (!state || state.pointerId !== event.pointerId) return
    drag.current = null
    setDragPx(null)
    if (!state.horizontal) return
    swiped.current = true
    const width = viewport.current?.clientWidth ?? 0
    const threshold = Math.max(SWIPE_MIN_PX, width * SWIPE_SHARE)
    if (cancelled || Math.abs(state.dx) < threshold) return
    setIndex((i) => ((((i % count) + (state.dx < 0 ? 1 : -1)) % count) + count) % count)
  }

  const offset = dragPx === null ? '0px' : `${dragPx}px`
  return (
    <section className="swipe-banner" aria-roledescription="carousel" aria-label={label} data-testid="home-banner">
      <div
        ref={viewport}
        className="swipe-banner__viewport"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={(e) => finish(e, false)}
        onPointerCancel={(e) => finish(e, true)}
        onClickCapture={(event) => {
          // A swipe that ends on a link is not a tap on it.
          if (swiped.current) {
            event.preventDefault()
            event.stopPropagation()
            swiped.current = false
          }
        }}
      >
        <div
          className={`swipe-banner__track${dragging ? ' swipe-banner__track--dragging' : ''}`}
          style={{ transform: `translateX(calc(${-current * 100}% + ${offset}))` }}
        >
          {slides.map((slide, i) => {
            const hidden = i !== current
            const image = (
              <img
                className="swipe-banner__image"
                src={slide.src}
                alt=""
                draggable={false}
                // The first slide is the page's largest paint: fetch it first (main.tsx may have preloaded it).
                fetchPriority={i === 0 ? 'high' : 'low'}
              />
            )
            return (
              <div key={slide.id} className="swipe-banner__slide" aria-hidden={hidden} data-testid="banner-slide">
                {slide.href ? (
                  <a
                    className="swipe-banner__link"
                    href={slide.href}
                    // The image has no text of its own: the link is named by its place among the slides.
                    aria-label={t('home.bannerSlide', { n: i + 1, total: count })}
                    tabIndex={hidden ? -1 : undefined}
                    target={slide.external ? '_blank' : undefined}
                    rel={slide.external ? 'noopener noreferrer' : undefined}
                    draggable={false}
                  >
                    {image}
                  </a>
                ) : (
                  image
                )}
              </div>
            )
          })}
        </div>
      </div>
      {count > 1 ? (
        <div className="swipe-banner__dots">
          {slides.map((slide, i) => (
            <button
              type="button"
              key={slide.id}
              className={`swipe-banner__dot${i === current ? ' swipe-banner__dot--active' : ''}`}
              aria-label={t('home.bannerSlide', { n: i + 1, total: count })}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      ) : null}
    </section>
  )
}
