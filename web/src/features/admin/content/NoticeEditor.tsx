import type { AdminNotice } from '@phoswap/core/api/admin'
import { LANGUAGES } from '@phoswap/core/api/language'
import { useId, useState } from 'react'
import { Button } from '../../../ui/Button'
import { NoticeArticle } from '../../../ui/notice/NoticeArticle'
import { ReviewDialog } from '../ui/ReviewDialog'
import { TextField } from '../ui/TextField'
import { useAdminMutation } from '../ui/useAdmin'
import { useContentTexts } from './i18n'
import type { NoticeGroup } from './noticeGroups'

type Language = (typeof LANGUAGES)[number]

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

/** The notice's texts in the form's order, each with the longest text the notice schema takes. */
const FIELDS: readonly { name: keyof Draft; maxLength: number; multiline?: boolean; rows?: number }[] = [
  { name: 'title', maxLength: 200 },
  { name: 'author', maxLength: 64 },
  { name: 'remark', maxLength: 20_000, multiline: true },
  { name: 'description', maxLength: 200_000, multiline: true, rows: 8 },
]

/**
 * One notice group's text in one language at a time: a new group, a language the group lacks, or an existing
 * language to change. Beside the form, the notice exactly as the app's notice page shows it (the same NoticeArticle,
 * sanitised by the same DOMPurify allow-list), updated as the operator types.
 */
export function NoticeEditor({
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
  const set = (field: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [field]: value }))
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
  const before = draftOf(existing)
  const changes = FIELDS.map((field) => field.name)
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
          {FIELDS.map((field) => (
            <TextField
              key={field.name}
              label={t(`notice.${field.name}`)}
              value={draft[field.name]}
              onChange={set(field.name)}
              testId={`admin-notice-${field.name}`}
              multiline={field.multiline}
              rows={field.rows}
              maxLength={field.maxLength}
            />
          ))}
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
