import type { AdminBanner } from '@phoswap/core/api/admin'
import { LANGUAGES } from '@phoswap/core/api/language'
import { useId, useState } from 'react'
import { imageUrl } from '../../../api/imageUrl'
import { useIndexConfig } from '../../../api/useIndexConfig'
import { Button } from '../../../ui/Button'
import { ChevronDownIcon } from '../../../ui/icons'
import { QueryState } from '../ui/QueryState'
import { type ReviewChange, ReviewDialog } from '../ui/ReviewDialog'
import { useAdminMutation, useAdminQuery } from '../ui/useAdmin'
import { AddBannerForm } from './AddBannerForm'
import { type BannerLanguage, bannersShownIn, reorder } from './bannerOrder'
import { type SectionTexts, useContentTexts } from './i18n'

type Pending =
  | { kind: 'active'; banner: AdminBanner }
  | { kind: 'order'; moves: { banner: AdminBanner; sort: number }[] }
  | { kind: 'remove'; banner: AdminBanner }
  | { kind: 'add'; body: { image: string; link: string; language: BannerLanguage; sort: number; active: boolean } }

/**
 * Banners per language as the home page orders them (higher `sort` first), each with its image, an active toggle,
 * up / down arrows (the sorts are renumbered so the order is strict) and removal; every change is reviewed.
 */
export function BannersPanel() {
  const t = useContentTexts()
  const list = useAdminQuery<{ list: AdminBanner[]; total_count: number }>(['banners'], '/admin/banner/list')
  const config = useIndexConfig()
  const [language, setLanguage] = useState<BannerLanguage>('zh-CN')
  const [pending, setPending] = useState<Pending | null>(null)
  const change = useAdminMutation()
  const filterId = useId()
  const open = (next: Pending) => {
    change.reset()
    setPending(next)
  }
  return (
    <div className="admin-set__panel" data-testid="admin-banners">
      <label className="admin-field" htmlFor={filterId}>
        <span className="admin-field__label">{t('banner.filter')}</span>
        <select
          id={filterId}
          className="admin-field__input"
          value={language}
          onChange={(e) => setLanguage(e.target.value as BannerLanguage)}
          data-testid="admin-banner-filter"
        >
          {[...LANGUAGES, 'all' as const].map((lang) => (
            <option key={lang} value={lang}>
              {t(`languages.${lang}`)}
            </option>
          ))}
        </select>
      </label>
      <QueryState query={list} testId="admin-banners">
        {(data) => {
          const shown = bannersShownIn(data.list, language)
          if (!shown.length) return <p className="admin-muted">{t('banner.none')}</p>
          return (
            <ol className="admin-set__cards">
              {shown.map((banner, index) => {
                const src = imageUrl(config.data?.image_domain, banner.image)
                return (
                  <li
                    key={banner.id}
                    className="admin-set__card admin-banner"
                    data-testid={`admin-banner-${banner.id}`}
                  >
                    {src ? (
                      <img className="admin-banner__image" src={src} alt={t('banner.imageAlt', { id: banner.id })} />
                    ) : (
                      <p className="admin-muted">{t('banner.noImage')}</p>
                    )}
                    <dl className="admin-set__facts">
                      <div>
                        <dt>{t('banner.image')}</dt>
                        <dd className="admin-set__break">{banner.image}</dd>
                      </div>
                      <div>
                        <dt>{t('banner.link')}</dt>
                        <dd className="admin-set__break">{banner.link || '—'}</dd>
                      </div>
                      <div>
                        <dt>{t('banner.language')}</dt>
                        <dd>{t(`languages.${banner.language}`)}</dd>
                      </div>
                      <div>
                        <dt>{t('banner.sort')}</dt>
                        <dd>{banner.sort}</dd>
                      </div>
                    </dl>
                    <div className="admin-set__actions">
                      <label className="admin-set__check">
                        <input
                          type="checkbox"
                          checked={banner.active}
                          aria-label={t('banner.activeLabel', { id: banner.id })}
                          data-testid="admin-banner-active"
                          onChange={() => open({ kind: 'active', banner })}
                        />
                        <span aria-hidden="true">{banner.active ? t('banner.active') : t('banner.inactive')}</span>
                      </label>
                      <button
                        type="button"
                        className="admin-set__icon"
                        aria-label={t('banner.up', { id: banner.id })}
                        disabled={index === 0}
                        data-testid="admin-banner-up"
                        onClick={() => open({ kind: 'order', moves: reorder(shown, index, index - 1) })}
                      >
                        <ChevronDownIcon className="admin-set__up" />
                      </button>
                      <button
                        type="button"
                        className="admin-set__icon"
                        aria-label={t('banner.down', { id: banner.id })}
                        disabled={index === shown.length - 1}
                        data-testid="admin-banner-down"
                        onClick={() => open({ kind: 'order', moves: reorder(shown, index, index + 1) })}
                      >
                        <ChevronDownIcon />
                      </button>
                      <Button
                        size="sm"
                        variant="secondary"
                        data-testid="admin-banner-remove"
                        onClick={() => open({ kind: 'remove', banner })}
                      >
                        {t('banner.remove', { id: banner.id })}
                      </Button>
                    </div>
                  </li>
                )
              })}
            </ol>
          )
        }}
      </QueryState>
      <AddBannerForm language={language} onReview={(body) => open({ kind: 'add', body })} />
      {pending ? (
        <ReviewDialog
          title={titleOf(pending, t)}
          changes={changesOf(pending, t)}
          busy={change.busy}
          error={change.error}
          onCancel={() => setPending(null)}
          onConfirm={async (note) => {
            let ok = true
            if (pending.kind === 'active')
              ok = !!(await change.run({
                path: '/admin/banner/edit',
                body: { id: pending.banner.id, active: !pending.banner.active },
                note,
              }))
            else if (pending.kind === 'remove')
              ok = !!(await change.run({ path: '/admin/banner/remove', body: { id: pending.banner.id }, note }))
            else if (pending.kind === 'add')
              ok = !!(await change.run({ path: '/admin/banner/add', body: pending.body, note }))
            else
              for (const move of pending.moves) {
                // One audited edit per banner whose order changes; a failure stops here and says so.
                ok = !!(await change.run({
                  path: '/admin/banner/edit',
                  body: { id: move.banner.id, sort: move.sort },
                  note,
                }))
                if (!ok) break
              }
            if (ok) setPending(null)
          }}
        />
      ) : null}
    </div>
  )
}

type T = SectionTexts

function titleOf(pending: Pending, t: T): string {
  switch (pending.kind) {
    case 'active':
      return t('banner.reviewActive', {
        id: pending.banner.id,
        state: pending.banner.active ? t('banner.inactive') : t('banner.active'),
      })
    case 'order':
      return t('banner.reviewOrder')
    case 'remove':
      return t('banner.reviewRemove', { id: pending.banner.id })
    case 'add':
      return t('banner.reviewAdd')
  }
}

function changesOf(pending: Pending, t: T): ReviewChange[] {
  const state = (active: boolean) => (active ? t('banner.active') : t('banner.inactive'))
  switch (pending.kind) {
    case 'active':
      return [
        {
          key: 'active',
          label: `#${pending.banner.id}`,
          before: state(pending.banner.active),
          after: state(!pending.banner.active),
        },
      ]
    case 'order':
      return pending.moves.map((m) => ({
        key: `sort-${m.banner.id}`,
        label: `#${m.banner.id} ${t('banner.sort')}`,
        before: String(m.banner.sort),
        after: String(m.sort),
      }))
    case 'remove':
      return [
        { key: 'remove', label: `#${pending.banner.id}`, before: pending.banner.image, after: t('banner.removed') },
      ]
    case 'add':
      return [
        { key: 'image', label: t('banner.image'), before: '', after: pending.body.image },
        { key: 'link', label: t('banner.link'), before: '', after: pending.body.link },
        { key: 'language', label: t('banner.language'), before: '', after: t(`languages.${pending.body.language}`) },
        { key: 'sort', label: t('banner.sort'), before: '', after: String(pending.body.sort) },
        { key: 'active', label: t('banner.active'), before: '', after: state(pending.body.active) },
      ]
  }
}
