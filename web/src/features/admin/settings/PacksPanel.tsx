import type { AdminPack, AdminPackListData } from '@phoswap/core/api/packAdmin'
import { useState } from 'react'
import { Button } from '../../../ui/Button'
import { type AdminCoin, exactCoin, percentWithPpm } from '../coins/coinFormat'
import { QueryState } from '../ui/QueryState'
import { type ReviewChange, ReviewDialog } from '../ui/ReviewDialog'
import { useAdminMutation, useAdminQuery } from '../ui/useAdmin'
import { useSettingsTexts } from './i18n'
import { PackForm, PLEDGE_COIN_OF, VARIANT_NAME, type Variant } from './PackForm'

type Pending =
  | {
      kind: 'add'
      body: { variant: Variant; pledge_amount: string; static_rate_ppm: number; profit_rate_ppm: number; sort: number }
    }
  | { kind: 'set'; pack: AdminPack; body: { static_rate_ppm?: number; profit_rate_ppm?: number; sort?: number } }
  | { kind: 'retire'; pack: AdminPack }

/**
 * The asset-pack packages (`pack list|add|set|retire`): every package, retired ones too. New terms apply to packs
 * bought from now on; held packs keep theirs. Adding and changing are signed (op_pack_add, op_pack_set).
 */
export function PacksPanel({ coins }: { coins: AdminCoin[] }) {
  const t = useSettingsTexts()
  const list = useAdminQuery<AdminPackListData>(['packs'], '/admin/pack/list')
  const [pending, setPending] = useState<Pending | null>(null)
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  const change = useAdminMutation()
  const coinOf = (variant: Variant) => coins.find((c) => c.coin_en === PLEDGE_COIN_OF[variant])
  const pledge = (pack: { variant: Variant; pledge_amount: string }) => {
    const coin = coinOf(pack.variant)
    return coin ? exactCoin(pack.pledge_amount, coin.decimals, coin.coin_en) : pack.pledge_amount
  }
  const open = (next: Pending) => {
    change.reset()
    setPending(next)
  }
  return (
    <section className="admin-set__group" aria-labelledby="admin-settings-packs" data-testid="admin-packs">
      <h3 id="admin-settings-packs" className="admin-set__subtitle">
        {t('packs.title')}
      </h3>
      <p className="admin-muted">{t('packs.heldKeep')}</p>
      <QueryState query={list} testId="admin-packs">
        {(data) =>
          data.list.length === 0 ? (
            <p className="admin-muted">{t('packs.none')}</p>
          ) : (
            <ul className="admin-set__cards">
              {data.list.map((pack) => (
                <li key={pack.id} className="admin-set__card" data-testid={`admin-pack-${pack.id}`}>
                  <div className="admin-set__card-head">
                    <h4 className="admin-set__name">
                      #{pack.id} {VARIANT_NAME[pack.variant]} · {pledge(pack)}
                    </h4>
                    <span className="admin-set__badge">{pack.active ? t('packs.active') : t('packs.retired')}</span>
                  </div>
                  <dl className="admin-set__facts">
                    <div>
                      <dt>{t('packs.staticRate')}</dt>
                      <dd>{percentWithPpm(pack.static_rate_ppm)}</dd>
                    </div>
                    <div>
                      <dt>{t('packs.profitRate')}</dt>
                      <dd>{percentWithPpm(pack.profit_rate_ppm)}</dd>
                    </div>
                    <div>
                      <dt>{t('packs.sort')}</dt>
                      <dd>{pack.sort}</dd>
                    </div>
                  </dl>
                  {editing === pack.id ? (
                    <PackForm
                      pack={pack}
                      coins={coins}
                      onCancel={() => setEditing(null)}
                      onReview={(body) => open({ kind: 'set', pack, body })}
                    />
                  ) : pack.active ? (
                    <div className="admin-set__actions">
                      <Button size="sm" variant="secondary" onClick={() => setEditing(pack.id)}>
                        {t('packs.set')}
                        <span className="visually-hidden"> #{pack.id}</span>
                      </Button>
                      <Button size="sm" variant="secondary" onClick={() => open({ kind: 'retire', pack })}>
                        {t('packs.retire')}
                        <span className="visually-hidden"> #{pack.id}</span>
                      </Button>
                    </div>
                  ) : null}
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      {editing === 'new' ? (
        <PackForm
          coins={coins}
          onCancel={() => setEditing(null)}
          onReview={(body) => open({ kind: 'add', body: body as Extract<Pending, { kind: 'add' }>['body'] })}
        />
      ) : (
        <Button size="sm" onClick={() => setEditing('new')} data-testid="admin-pack-new">
          {t('packs.add')}
        </Button>
      )}
      {pending ? (
        <ReviewDialog
          title={
            pending.kind === 'add'
              ? t('packs.add')
              : pending.kind === 'set'
                ? t('packs.setNamed', { id: pending.pack.id })
                : t('packs.retireNamed', { id: pending.pack.id })
          }
          changes={packChanges(pending, pledge, t)}
          signed={pending.kind !== 'retire'}
          busy={change.busy}
          error={change.error}
          onCancel={() => setPending(null)}
          onConfirm={async (note) => {
            const done =
              pending.kind === 'add'
                ? await change.run({ path: '/admin/pack/add', body: pending.body, note, signed: 'op_pack_add' })
                : pending.kind === 'set'
                  ? await change.run({
                      path: '/admin/pack/set',
                      body: { id: pending.pack.id, ...pending.body },
                      note,
                      signed: 'op_pack_set',
                    })
                  : await change.run({ path: '/admin/pack/retire', body: { id: pending.pack.id }, note })
            if (done) {
              setPending(null)
              setEditing(null)
            }
          }}
        />
      ) : null}
    </section>
  )
}

function packChanges(
  pending: Pending,
  pledge: (pack: { variant: Variant; pledge_amount: string }) => string,
  t: (key: string) => string,
): ReviewChange[] {
  if (pending.kind === 'retire')
    return [{ key: 'status', label: t('packs.status'), before: t('packs.active'), after: t('packs.retired') }]
  if (pending.kind === 'add')
    return [
      { key: 'variant', label: t('packs.variant'), before: '', after: VARIANT_NAME[pending.body.variant] },
      { key: 'pledge', label: t('packs.pledge'), before: '', after: pledge(pending.body) },
      { key: 'static', label: t('packs.staticRate'), before: '', after: percentWithPpm(pending.body.static_rate_ppm) },
      { key: 'profit', label: t('packs.profitRate'), before: '', after: percentWithPpm(pending.body.profit_rate_ppm) },
      { key: 'sort', label: t('packs.sort'), before: '', after: String(pending.body.sort) },
    ]
  const { pack, body } = pending
  const rows: ReviewChange[] = []
  if (body.static_rate_ppm !== undefined)
    rows.push({
      key: 'static',
      label: t('packs.staticRate'),
      before: percentWithPpm(pack.static_rate_ppm),
      after: percentWithPpm(body.static_rate_ppm),
    })
  if (body.profit_rate_ppm !== undefined)
    rows.push({
      key: 'profit',
      label: t('packs.profitRate'),
      before: percentWithPpm(pack.profit_rate_ppm),
      after: percentWithPpm(body.profit_rate_ppm),
    })
  if (body.sort !== undefined)
    rows.push({ key: 'sort', label: t('packs.sort'), before: String(pack.sort), after: String(body.sort) })
  return rows
}
