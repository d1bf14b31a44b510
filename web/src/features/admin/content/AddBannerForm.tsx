import { BannerAddBodySchema } from '@phoswap/core/api/admin'
import { useState } from 'react'
import { imageUrl } from '../../../api/imageUrl'
import { useIndexConfig } from '../../../api/useIndexConfig'
import { Button } from '../../../ui/Button'
import { isSortOrder } from '../ui/sortOrder'
import { TextField } from '../ui/TextField'
import type { BannerLanguage } from './bannerOrder'
import { useContentTexts } from './i18n'

const IMAGE = new RegExp(BannerAddBodySchema.properties.image.pattern as string)
const LINK = new RegExp(BannerAddBodySchema.properties.link.pattern as string)

/** A new banner for the language shown: its image path (previewed), link, order and state, sent for review. */
export function AddBannerForm({
  language,
  onReview,
}: {
  language: BannerLanguage
  onReview: (body: { image: string; link: string; language: BannerLanguage; sort: number; active: boolean }) => void
}) {
  const t = useContentTexts()
  const config = useIndexConfig()
  const [image, setImage] = useState('')
  const [link, setLink] = useState('')
  const [sort, setSort] = useState('0')
  const [active, setActive] = useState(true)
  const [submitted, setSubmitted] = useState(false)
  const imageError = submitted && !IMAGE.test(image.trim()) ? t('banner.badImage') : null
  const linkError = submitted && !LINK.test(link.trim()) ? t('banner.badLink') : null
  const sortOk = isSortOrder(sort)
  const sortError = submitted && !sortOk ? t('banner.badSort') : null
  const src = IMAGE.test(image.trim()) ? imageUrl(config.data?.image_domain, image) : undefined
  return (
    <form
      className="admin-set__form admin-set__form--boxed"
      noValidate
      data-testid="admin-banner-add"
      onSubmit={(event) => {
        event.preventDefault()
        setSubmitted(true)
        if (!IMAGE.test(image.trim()) || !LINK.test(link.trim()) || !sortOk) return
        onReview({ image: image.trim(), link: link.trim(), language, sort: Number(sort), active })
      }}
    >
      <h3 className="admin-set__subtitle">
        {t('banner.add')} ({t(`languages.${language}`)})
      </h3>
      <TextField
        label={t('banner.image')}
        value={image}
        onChange={setImage}
        error={imageError}
        testId="admin-banner-image"
      />
      {src ? <img className="admin-banner__image" src={src} alt={t('banner.imageAlt', { id: '—' })} /> : null}
      <TextField
        label={t('banner.link')}
        value={link}
        onChange={setLink}
        error={linkError}
        testId="admin-banner-link"
      />
      <TextField
        label={t('banner.sort')}
        value={sort}
        onChange={setSort}
        error={sortError}
        testId="admin-banner-sort"
        inputMode="numeric"
      />
      <label className="admin-set__check">
        <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} />
        <span>{t('banner.active')}</span>
      </label>
      <div className="admin-set__actions">
        <Button size="sm" type="submit" data-testid="admin-banner-add-review">
          {t('banner.add')}
        </Button>
      </div>
    </form>
  )
}
