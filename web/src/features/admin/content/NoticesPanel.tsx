import type { AdminNoticeListData } from '@phoswap/core/api/admin'
import { useState } from 'react'
import { Button } from '../../../ui/Button'
import { QueryState } from '../ui/QueryState'
import { ReviewDialog } from '../ui/ReviewDialog'
import { useAdminMutation, useAdminQuery } from '../ui/useAdmin'
import { useContentTexts } from './i18n'
import { NoticeEditor } from './NoticeEditor'
import { groupNotices, type NoticeGroup } from './noticeGroups'

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
