import type { AdminNotice, AdminNoticeListData } from '@phoswap/core/api/admin'
import { LANGUAGES } from '@phoswap/core/api/language'
import { useId, useState } from 'react'
import { Button } from '../../../ui/Button'
import { NoticeArticle } from '../../../ui/notice/NoticeArticle'
import { QueryState } from '../ui/QueryState'
import { ReviewDialog } from '../ui/ReviewDialog'
import { useAdminMutation, useAdminQuery } from '../ui/useAdmin'
import { useContentTexts } from './i18n'
import { groupNotices, type NoticeGroup } from './noticeGroups'

type Language = (typeof LANGUAGES)[number]

/** Notices: every group with its languages and status, publish / withdraw, and the editor with the app's preview. */
export function NoticesPanel() {
  const t = useContentTexts()
  const list = useAdminQuery<AdminNoticeListData>(['notices'], '/admin/notice/list', { page: 1, page_size: 100 })
  const [editing, setEditing] = useState<{ group: NoticeGroup | null } | null>(null)
  return (
    <div className="admin-set__panel" data-testid="admin-notices">
      {editing ? (
        <NoticeEditor
          group={editing.group}
          onClose={() => setEditing(null)}
          onCreated={(group) => setEditing({ group })}
        />
      ) : (
        <Button size="sm" onClick={() => setEditing({ group: null })} data-testid="admin-notice-new">
          {t('notice.newNotice')}
        </Button>
      )}
      <QueryState query={list} testId="admin-notices">
        {(data) => {
          const groups = groupNotices(data.list)
          if (!groups.length) return <p className="admin-muted">{t('notice.none')}</p>
          return (
            <ul className="admin-set__cards">
              {groups.map((group) => (
                <NoticeGroupCard
                  key={group.groupId}
                  group={group}
                  onEdit={() => setEditing({ group })}
                  editing={editing?.group?.groupId === group.groupId}
                />
              ))}
            </ul>
          )
        }}
      </QueryState>
    </div>
  )
}

function NoticeGroupCard({ group, onEdit, editing }: { group: NoticeGroup; onEdit: () => void; editing: boolean }) {
  const t = useContentTexts()
  const [reviewing, setReviewing] = useState(false)
  const change = useAdminMutation()
  const next = group.status === 'published' ? 'withdraw' : 'publish'
  return (
    <li className="admin-set__card" data-testid={`admin-notice-${group.groupId}`} data-status={group.status}>
      <div className="admin-set__card-head">
        <h3 className="admin-set__name">{t('notice.group', { id: group.groupId })}</h3>
        <span className={`admin-set__badge admin-set__badge--${group.status}`} data-testid="admin-notice-status">
          {t(`notice.${group.status}`)}
        </span>
      </div>
      <ul className="admin-set__plain">
        {group.notices.map((n) => (
          <li key={n.id} lang={n.language}>
            <span className="admin-muted">{n.language}</span> {n.title}
          </li>
        ))}
      </ul>
      <div className="admin-set__actions">
        <Button size="sm" variant="secondary" onClick={onEdit} disabled={editing} data-testid="admin-notice-edit">
          {t('notice.editLanguage', { language: t('notice.group', { id: group.groupId }) })}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          data-testid={`admin-notice-${next}`}
          onClick={() => {
            change.reset()
            setReviewing(true)
          }}
        >
          {t(`notice.${next}`)}
          <span className="visually-hidden"> #{group.groupId}</span>
        </Button>
      </div>
      {reviewing ? (
        <ReviewDialog
          title={t('notice.reviewStatus', { id: group.groupId, action: t(`notice.${next}`) })}
          changes={[
            {
              key: 'status',
              label: t('notice.status'),
              before: t(`notice.${group.status}`),
              after: t(`notice.${next === 'publish' ? 'published' : 'withdrawn'}`),
            },
          ]}
          busy={change.busy}
          error={change.error}
          onCancel={() => setReviewing(false)}
          onConfirm={async (note) => {
            const done = await change.run({ path: `/admin/notice/${next}`, body: { group_id: group.groupId }, note })
            if (done) setReviewing(false)
          }}
        />
      ) : null}
    </li>
  )
}

interface Draft {
  title: string
  author: string
  remark: string
  description: string
}

const emptyDraft: Draft = { title: '', author: '', remark: '', description: '' }
const draftOf = (notice: AdminNotice | undefined): Draft =>
  notice
    ? { title: notice.title, author: notice.author, remark: notice.remark, description: notice.description }
    : emptyDraft

/**
 * One notice group's text in one language at a time: a new group, a language the group lacks, or an existing
 * language to change. Beside the form, the notice exactly as the app's notice page shows it (the same NoticeArticle,
 * sanitised by the same DOMPurify allow-list), updated as the operator types.
 */
function NoticeEditor({
  group,
  onClose,
  onCreated,
}: {
  group: NoticeGroup | null
  onClose: () => void
  onCreated: (group: NoticeGroup) => void
}) {
  const t = useContentTexts()
  const id = useId()
  const [language, setLanguage] = useState<Language>(group?.notices[0]?.language ?? 'zh-CN')
  const existing = group?.notices.find((n) => n.language === language)
  const [draft, setDraft] = useState<Draft>(draftOf(existing))
  const [invalid, setInvalid] = useState(false)
  const [reviewing, setReviewing] = useState(false)
  const change = useAdminMutation()
  const set = (field: keyof Draft) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setDraft((d) => ({ ...d, [field]: event.target.value }))
  const pickLanguage = (next: Language) => {
    setLanguage(next)
    setDraft(draftOf(group?.notices.find((n) => n.language === next)))
    setInvalid(false)
  }
  const languageName = t(`languages.${language}`)
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const ok = draft.title.trim() !== '' && draft.description.trim() !== ''
    setInvalid(!ok)
    if (!ok) return
    change.reset()
    setReviewing(true)
  }
  const fields = ['title', 'author', 'remark', 'description'] as const
  const before = draftOf(existing)
  const changes = fields
    .filter((f) => !existing || before[f] !== draft[f])
    .map((f) => ({
      key: f,
      label: t(`notice.${f}`),
      before: existing ? clip(before[f]) : '',
      after: clip(draft[f]),
    }))
  return (
    <form
      className="admin-set__form admin-set__form--boxed admin-notice-editor"
      onSubmit={submit}
      noValidate
      data-testid="admin-notice-editor"
    >
      <h3 className="admin-set__subtitle">{group ? t('notice.group', { id: group.groupId }) : t('notice.newGroup')}</h3>
      <label className="admin-field">
        <span className="admin-field__label">{t('notice.language')}</span>
        <select
          className="admin-field__input"
          value={language}
          onChange={(e) => pickLanguage(e.target.value as Language)}
          data-testid="admin-notice-language"
        >
          {LANGUAGES.map((lang) => (
            <option key={lang} value={lang}>
              {`${t(`languages.${lang}`)}${group?.notices.some((n) => n.language === lang) ? ' ✓' : ''}`}
            </option>
          ))}
        </select>
      </label>
      <div className="admin-notice-editor__body">
        <div className="admin-notice-editor__fields">
          <TextField
            id={`${id}-title`}
            label={t('notice.title')}
            value={draft.title}
            onChange={set('title')}
            testId="admin-notice-title"
            maxLength={200}
          />
          <TextField
            id={`${id}-author`}
            label={t('notice.author')}
            value={draft.author}
            onChange={set('author')}
            testId="admin-notice-author"
            maxLength={64}
          />
          <TextField
            id={`${id}-remark`}
            label={t('notice.remark')}
            value={draft.remark}
            onChange={set('remark')}
            testId="admin-notice-remark"
            multiline
            maxLength={20_000}
          />
          <TextField
            id={`${id}-description`}
            label={t('notice.description')}
            value={draft.description}
            onChange={set('description')}
            testId="admin-notice-description"
            multiline
            rows={8}
            maxLength={200_000}
          />
          {invalid ? (
            <p className="admin-set__error" role="alert" data-testid="admin-notice-invalid">
              {t('notice.required')}
            </p>
          ) : null}
          <div className="admin-set__actions">
            <Button size="sm" variant="secondary" onClick={onClose}>
              {t('notice.close')}
            </Button>
            <Button size="sm" type="submit" data-testid="admin-notice-save">
              {existing
                ? t('notice.editLanguage', { language: languageName })
                : t('notice.addLanguage', { language: languageName })}
            </Button>
          </div>
        </div>
        <section className="admin-notice-editor__preview" aria-labelledby={`${id}-preview`}>
          <p className="admin-muted" id={`${id}-preview`}>
            {t('notice.preview')}
          </p>
          <div className="admin-notice-editor__page" lang={language} data-testid="admin-notice-preview">
            <NoticeArticle
              title={draft.title}
              author={draft.author}
              createAt={group?.createAt ?? Math.floor(Date.now() / 1000)}
              description={draft.description}
            />
          </div>
        </section>
      </div>
      {reviewing ? (
        <ReviewDialog
          title={
            existing
              ? t('notice.reviewEdit', { id: group?.groupId, language: languageName })
              : t('notice.reviewAdd', { language: languageName })
          }
          changes={changes}
          busy={change.busy}
          error={change.error}
          onCancel={() => setReviewing(false)}
          onConfirm={async (note) => {
            const body = existing
              ? {
                  id: existing.id,
                  title: draft.title,
                  author: draft.author,
                  remark: draft.remark,
                  description: draft.description,
                }
              : {
                  ...(group ? { group_id: group.groupId } : {}),
                  language,
                  title: draft.title,
                  author: draft.author,
                  remark: draft.remark,
                  description: draft.description,
                }
            const saved = await change.run<AdminNotice>({
              path: existing ? '/admin/notice/edit' : '/admin/notice/add',
              body,
              note,
            })
            if (!saved) return
            setReviewing(false)
            const notices = [...(group?.notices.filter((n) => n.id !== saved.id) ?? []), saved]
            onCreated({
              groupId: saved.group_id,
              status: saved.status,
              createAt: saved.create_at,
              notices,
            })
          }}
        />
      ) : null}
    </form>
  )
}

/** A long text in the review: its start and its length. */
function clip(text: string): string {
  return text.length > 120 ? `${text.slice(0, 117)}...` : text
}

function TextField({
  id,
  label,
  value,
  onChange,
  testId,
  multiline,
  rows = 3,
  maxLength,
}: {
  id: string
  label: string
  value: string
  onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void
  testId: string
  multiline?: boolean
  rows?: number
  maxLength: number
}) {
  return (
    <div className="admin-field">
      <label htmlFor={id} className="admin-field__label">
        {label}
      </label>
      {multiline ? (
        <textarea
          id={id}
          className="admin-field__input"
          rows={rows}
          value={value}
          onChange={onChange}
          maxLength={maxLength}
          data-testid={testId}
        />
      ) : (
        <input
          id={id}
          className="admin-field__input"
          value={value}
          onChange={onChange}
          maxLength={maxLength}
          data-testid={testId}
        />
      )}
    </div>
  )
}
