import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { inviteUrl, maskMiddle } from '../../api/auth/inviteCode'
import { openConnectDialog } from '../../chain/wallet/connectDialogStore'
import { useWalletState } from '../../chain/wallet/walletState'
import { useSearchParams } from '../../navigation/hashRouter'
import { Button } from '../../ui/Button'
import { copyText } from '../../ui/copyText'
import { formatBalance, UNKNOWN } from '../../ui/format'
import { InviteIcon } from '../../ui/icons'
import { CopyIcon } from '../../ui/pageIcons'
import { showToast } from '../../ui/toastStore'
import { BindPopup } from './BindPopup'
import { EditCodePopup } from './EditCodePopup'
import { INVITE_NAMESPACE, registerInviteTexts } from './i18n'
import { CHILDREN_PAGE_SIZE, useChildrenList, useInviteInfo, useRecommender, useZoneCp } from './useInvite'
import './invite.css'

registerInviteTexts()

function pageOf(value: string | null): number {
  const page = Number(value)
  return Number.isSafeInteger(page) && page >= 1 ? page : 1
}

const usdt = (value: string | undefined) => (value === undefined ? UNKNOWN : formatBalance(BigInt(value), 18))

/**
 * InviteIndex (spec 001 §2): the own invite link (abbreviated; '--' until a referrer is bound, except for the
 * genesis root, with the reason and the bind beside it), copy, my recommender or the bind popup, the two zone figures, a search box and the invited
 * addresses masked by the server, page by page.
 */
export default function InviteIndex() {
  const { t } = useTranslation(INVITE_NAMESPACE)
  const { t: tc } = useTranslation()
  const { status } = useWalletState()
  const info = useInviteInfo()
  const recommender = useRecommender()
  const zones = useZoneCp()
  const [params, setParams] = useSearchParams()
  const page = pageOf(params.get('page'))
  const children = useChildrenList(page)
  const [bindOpen, setBindOpen] = useState(false)
  const [editOpen, setEditOpen] = useState(false)
  const [search, setSearch] = useState('')

  const data = info.data
  const link = data?.can_invite ? inviteUrl(window.location.origin, data.invite_code) : null
  // No link until a recommender is bound (the spec's '--'): say why and offer the bind right there.
  const unbound = !!data && !link && !data.is_genesis
  const total = children.data?.total_count ?? 0
  const pages = Math.max(1, Math.ceil(total / CHILDREN_PAGE_SIZE))
  const needle = search.trim().toLowerCase()
  const rows = (children.data?.list ?? []).filter((c) => !needle || c.address.toLowerCase().includes(needle))
  const goPage = (next: number) => setParams(next > 1 ? { page: String(next) } : {}, { replace: true })
  const beyond = !children.isPlaceholderData && !!children.data && page > pages
  useEffect(() => {
    if (beyond) goPage(pages)
  })

  const copy = async () => {
    if (!link) {
      showToast(t('link.needReferrer'), 'error')
      return
    }
    const ok = await copyText(link)
    showToast(ok ? tc('copySuccess') : tc('copyFailure'), ok ? 'success' : 'error')
  }

  if (status !== 'connected') {
    return (
      <div className="invite-page">
        <section className="invite-banner">
          <InviteIcon aria-hidden="true" />
          <div>
            <h1 className="invite-banner__title">{t('banner.title')}</h1>
            <p className="invite-banner__text">{t('connect.text')}</p>
          </div>
        </section>
        <Button block onClick={openConnectDialog} data-testid="invite-connect">
          {t('connect.button')}
        </Button>
      </div>
    )
  }

  return (
    <div className="invite-page" data-testid="invite-page">
      <section className="invite-banner">
        <InviteIcon aria-hidden="true" />
        <div>
          <h1 className="invite-banner__title">{t('banner.title')}</h1>
          <p className="invite-banner__text">{t('banner.text')}</p>
        </div>
      </section>

      <section className="invite-card" aria-labelledby="invite-link-title">
        <h2 id="invite-link-title" className="invite-card__title">
          {t('link.title')}
        </h2>
        <div className="invite-link">
          <code
            className="invite-link__text"
            data-testid="invite-link"
            data-url={link ?? ''}
            aria-describedby={unbound ? 'invite-bind-first' : undefined}
          >
            {link ? maskMiddle(link) : data ? UNKNOWN : t('loading')}
          </code>
          <button
            type="button"
            className="invite-icon-button"
            data-testid="invite-copy"
            aria-label={t('link.copy')}
            onClick={() => void copy()}
          >
            <CopyIcon />
          </button>
        </div>
        {unbound ? (
          <div className="invite-bind-first">
            <p id="invite-bind-first" className="invite-bind-first__text" data-testid="invite-bind-first">
              {t('link.bindFirst')}
            </p>
            <button
              type="button"
              className="invite-text-button"
              data-testid="invite-bind-first-button"
              onClick={() => setBindOpen(true)}
            >
              {t('link.bindFirstAction')}
            </button>
          </div>
        ) : null}
        {link && data ? (
          <button
            type="button"
            className="invite-text-button"
            data-testid="invite-edit"
            onClick={() => setEditOpen(true)}
          >
            {t('link.edit')}
          </button>
        ) : null}
      </section>

      <section className="invite-card" aria-labelledby="invite-rec-title">
        <h2 id="invite-rec-title" className="invite-card__title">
          {t('recommender.title')}
        </h2>
        {recommender.data?.address ? (
          <p className="invite-rec" data-testid="invite-recommender">
            {recommender.data.address}
          </p>
        ) : recommender.data && !data?.is_genesis ? (
          <div className="invite-rec invite-rec--none">
            <span>{t('recommender.none')}</span>
            <Button size="sm" onClick={() => setBindOpen(true)} data-testid="invite-fill">
              {t('recommender.fill')}
            </Button>
          </div>
        ) : (
          <p className="invite-rec">{recommender.data ? UNKNOWN : t('loading')}</p>
        )}
      </section>

      <section className="invite-card" aria-labelledby="invite-zone-title">
        <h2 id="invite-zone-title" className="invite-card__title">
          {t('zone.title')}
        </h2>
        <dl className="invite-zones">
          <div className="invite-zone">
            <dt>{t('zone.max')}</dt>
            <dd data-testid="zone-max">{usdt(zones.data?.max_zone_cp)}</dd>
          </div>
          <div className="invite-zone">
            <dt>{t('zone.other')}</dt>
            <dd data-testid="zone-other">{usdt(zones.data?.other_zone_cp)}</dd>
          </div>
        </dl>
      </section>

      <section className="invite-card" aria-labelledby="invite-list-title">
        <h2 id="invite-list-title" className="invite-card__title">
          {t('list.title', { count: total })}
        </h2>
        <input
          type="search"
          aria-label={t('list.search')}
          className="invite-search"
          placeholder={t('list.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          data-testid="invite-search"
        />
        <ul className="invite-list" data-testid="invite-list" aria-busy={children.isFetching}>
          {rows.map((child) => (
            <li key={`${child.address}-${child.bound_at}`} className="invite-list__row" data-testid="invite-row">
              <span className="invite-list__address">{child.address}</span>
              <time className="invite-list__date" dateTime={child.bound_at}>
                {child.bound_at.slice(0, 10)}
              </time>
            </li>
          ))}
        </ul>
        {rows.length === 0 ? (
          <p className="invite-empty" data-testid="invite-empty">
            {children.isPending ? t('loading') : children.isError ? t('list.loadFailed') : t('list.empty')}
          </p>
        ) : null}
        {pages > 1 || page > 1 ? (
          <nav className="invite-pager" aria-label={t('list.pages')}>
            <Button
              variant="secondary"
              size="sm"
              disabled={page <= 1}
              onClick={() => goPage(page - 1)}
              data-testid="page-prev"
            >
              {t('list.prev')}
            </Button>
            <span className="invite-pager__text">{t('list.page', { page, total: pages })}</span>
            <Button
              variant="secondary"
              size="sm"
              disabled={page >= pages}
              onClick={() => goPage(page + 1)}
              data-testid="page-next"
            >
              {t('list.next')}
            </Button>
          </nav>
        ) : null}
      </section>

      <BindPopup open={bindOpen} onClose={() => setBindOpen(false)} />
      {data ? (
        <EditCodePopup
          key={data.invite_code}
          open={editOpen}
          current={data.invite_code}
          onClose={() => setEditOpen(false)}
        />
      ) : null}
    </div>
  )
}
