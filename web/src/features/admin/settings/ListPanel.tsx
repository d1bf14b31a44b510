import type { ActivityApprovals } from '@phoswap/core/api/activity'
import type { GamesList } from '@phoswap/core/api/games'
import { useId, useState } from 'react'
import { Button } from '../../../ui/Button'
import { QueryState } from '../ui/QueryState'
import { ReviewDialog } from '../ui/ReviewDialog'
import { useAdminMutation, useAdminQuery } from '../ui/useAdmin'
import { useSettingsTexts } from './i18n'

const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const text = (v: unknown, min: number, max: number) => typeof v === 'string' && v.length >= min && v.length <= max

/** The route's rules (core/api/games.ts, activity.ts) checked before the review; the server checks them again. */
const LISTS = {
  games: {
    read: '/admin/games/list',
    write: '/admin/games/set',
    entryOk: (e: Record<string, unknown>) =>
      text(e.name, 1, 40) &&
      text(e.url, 9, 300) &&
      /^https:\/\/\S+$/.test(String(e.url)) &&
      text(e.description, 0, 120),
  },
  activity: {
    read: '/admin/activity/approvals',
    write: '/admin/activity/approvals',
    entryOk: (e: Record<string, unknown>) =>
      Number.isInteger(e.chain_id) && ADDRESS.test(String(e.token)) && ADDRESS.test(String(e.spender)),
  },
} as const

/** The shape of each list's JSON, as the CLI's --file takes it. */
const FORMATS = {
  games: 'JSON {"list": [{"name", "url": "https://...", "description"}]}',
  activity: 'JSON {"list": [{"chain_id", "token": "0x...", "spender": "0x..."}]}',
} as const

function listOk(value: unknown, entryOk: (e: Record<string, unknown>) => boolean): boolean {
  if (typeof value !== 'object' || value === null || Object.keys(value).join() !== 'list') return false
  const list = (value as { list: unknown }).list
  return (
    Array.isArray(list) &&
    list.length <= 50 &&
    list.every((e) => typeof e === 'object' && e !== null && entryOk(e as Record<string, unknown>))
  )
}

/**
 * The games list and the activity approvals (`games set --file`, `activity set --file`): the current list, and the
 * list as JSON to edit, checked against the route's own schema before the review.
 */
export function ListPanel({ kind }: { kind: keyof typeof LISTS }) {
  const t = useSettingsTexts()
  const spec = LISTS[kind]
  const list = useAdminQuery<GamesList | ActivityApprovals>([kind], spec.read)
  const [editing, setEditing] = useState(false)
  return (
    <section className="admin-set__group" aria-labelledby={`admin-settings-${kind}`} data-testid={`admin-list-${kind}`}>
      <h3 id={`admin-settings-${kind}`} className="admin-set__subtitle">
        {t(`${kind}.title`)}
      </h3>
      <QueryState query={list} testId={`admin-list-${kind}`}>
        {(data) => (
          <>
            <p className="admin-muted">{t(`${kind}.count`, { count: data.list.length })}</p>
            <ul className="admin-set__plain admin-set__break">
              {data.list.map((entry, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: an entry's place in the list is its identity
                <li key={i}>
                  {'name' in entry
                    ? `${entry.name} — ${entry.url}`
                    : `${entry.chain_id}: ${entry.token} → ${entry.spender}`}
                </li>
              ))}
            </ul>
            {editing ? (
              <ListEditor kind={kind} current={data} onDone={() => setEditing(false)} />
            ) : (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => setEditing(true)}
                data-testid={`admin-list-${kind}-edit`}
              >
                {t('list.edit')}
              </Button>
            )}
          </>
        )}
      </QueryState>
    </section>
  )
}

function ListEditor({
  kind,
  current,
  onDone,
}: {
  kind: keyof typeof LISTS
  current: GamesList | ActivityApprovals
  onDone: () => void
}) {
  const t = useSettingsTexts()
  const id = useId()
  const spec = LISTS[kind]
  const [text, setText] = useState(JSON.stringify({ list: current.list }, null, 2))
  const [submitted, setSubmitted] = useState(false)
  const [review, setReview] = useState<unknown>(null)
  const change = useAdminMutation()
  let parsed: unknown = null
  try {
    parsed = JSON.parse(text)
  } catch {
    parsed = null
  }
  const valid = listOk(parsed, spec.entryOk)
  const unchanged = valid && JSON.stringify(parsed) === JSON.stringify({ list: current.list })
  const error = submitted ? (!valid ? t('error.json') : unchanged ? t('error.unchanged') : null) : null
  return (
    <form
      className="admin-set__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        setSubmitted(true)
        if (!valid || unchanged) return
        change.reset()
        setReview(parsed)
      }}
    >
      <div className="admin-field">
        <label htmlFor={id} className="admin-field__label">
          {t(`${kind}.title`)}
        </label>
        <textarea
          id={id}
          className="admin-field__input admin-set__code"
          rows={8}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint`}
          data-testid={`admin-list-${kind}-input`}
          onChange={(e) => setText(e.target.value)}
        />
        <p id={`${id}-hint`} className="admin-field__hint">
          {t(`${kind}.hint`, { format: FORMATS[kind] })}
        </p>
      </div>
      {error ? (
        <p className="admin-set__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="admin-set__actions">
        <Button size="sm" variant="secondary" onClick={onDone}>
          {t('cancel')}
        </Button>
        <Button size="sm" type="submit" data-testid={`admin-list-${kind}-review`}>
          {t('review')}
        </Button>
      </div>
      {review ? (
        <ReviewDialog
          title={t(`${kind}.title`)}
          changes={[
            {
              key: kind,
              label: t(`${kind}.title`),
              before: <pre className="admin-set__code">{JSON.stringify(current.list, null, 1)}</pre>,
              after: (
                <pre className="admin-set__code">{JSON.stringify((review as { list: unknown }).list, null, 1)}</pre>
              ),
            },
          ]}
          busy={change.busy}
          error={change.error}
          onCancel={() => setReview(null)}
          onConfirm={async (note) => {
            const done = await change.run({ path: spec.write, body: review as Record<string, unknown>, note })
            if (done) {
              setReview(null)
              onDone()
            }
          }}
        />
      ) : null}
    </form>
  )
}
