import type { Banner } from '@phoswap/core/api/content'
import { useTranslation } from 'react-i18next'
import { imageUrl } from '../../api/imageUrl'
import { useIndexConfig } from '../../api/useIndexConfig'
import { type BannerSlide, SwipeBanner } from './SwipeBanner'
import { useBanners } from './useHomeContent'

function slideOf(banner: Banner, imageDomain: string | undefined): BannerSlide | null {
  const src = imageUrl(imageDomain, banner.image)
  if (!src) return null
  const link = banner.link.trim()
  if (link.startsWith('#/')) return { id: banner.id, src, href: link }
  if (/^https?:\/\//i.test(link)) return { id: banner.id, src, href: link, external: true }
  return { id: banner.id, src }
}

/** The server's banners in its order (higher `sort` first), or the app's own card while there are none. */
export function HomeBanner() {
  const { t } = useTranslation()
  const config = useIndexConfig()
  const banners = useBanners()
  const slides = (banners.data?.list ?? [])
    .map((banner) => slideOf(banner, config.data?.image_domain))
    .filter((slide): slide is BannerSlide => slide !== null)

  if (slides.length) return <SwipeBanner slides={slides} label={t('home.banner')} />
  const waiting = banners.isPending || (config.isPending && !!banners.data?.list.length)
  return (
    <section className="swipe-banner" aria-label={t('home.banner')} data-testid="home-banner">
      <div className={`swipe-banner__placeholder${waiting ? ' swipe-banner__placeholder--loading' : ''}`}>
        {waiting ? null : (
          <>
            <strong>{t('app.name')}</strong>
            <span>{t('app.tagline')}</span>
          </>
        )}
      </div>
    </section>
  )
}
