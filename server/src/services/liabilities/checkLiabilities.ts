import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { treeOf } from './proofs'

/** `ledger check`'s proof-of-liabilities part: the newest snapshot of each chain and coin against the books. */
export interface LiabilitiesCheck {
  snapshot_id: number
  chain_id: number
  coin_id: number
  block_number: number
  /** The last ledger entry the snapshot saw: the books at its block. */
  last_entry_id: number
  root_sum: string
  /** Recomputed from the postings of entries up to last_entry_id: usable + frozen of owners above zero, no debt. */
  books_owed: string
  /** root_sum - books_owed; anything but 0 fails the check. */
  difference: string
  /** Accounts whose stored leaf differs from the books (missing, extra or another balance). */
  leaves_differing: number
  /** The stored leaves rebuild the stored root (hash and sum). */
  root_rebuilt: boolean
  /** Owners in debt in this coin at the snapshot: left out of the tree (the debts are listed above). */
  accounts_in_debt: number
  published: boolean
  ok: boolean
}

type Rows<T> = { rows: T[] }
const rows = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as Rows<T>).rows

/**
 * Recomputes each newest snapshot from the ledger itself: postings are never changed or deleted, so the books at a
 * snapshot are the postings of the entries up to its last entry id (snapshot.ts locks out writers while it reads).
 */
export async function checkLiabilities(db: Db): Promise<LiabilitiesCheck[]> {
  const latest = await rows<{
    id: string
    chain_id: number
    coin_id: number
    block_number: string
    last_entry_id: string
    root_hash: string
    root_sum: string
    publish_tx: string | null
  }>(
    db,
    sql`select distinct on (chain_id, coin_id) id, chain_id, coin_id, block_number, last_entry_id, root_hash,
        root_sum::text as root_sum, publish_tx
      from liabilities_snapshots order by chain_id, coin_id, id desc`,
  )
  const out: LiabilitiesCheck[] = []
  for (const snap of latest) {
    const [books] = await rows<{ owed: string; in_debt: string; differing: string }>(
      db,
      sql`with per_owner as (
          select a.owner,
            coalesce(sum(p.amount) filter (where a.bucket in ('usable', 'frozen')), 0) as held,
            coalesce(sum(p.amount) filter (where a.bucket = 'debt'), 0) as debt
          from ledger_postings p join ledger_accounts a on a.id = p.account_id
          where p.entry_id <= ${snap.last_entry_id} and a.coin_id = ${snap.coin_id}
            and a.owner ~ '^0x[0-9a-f]{40}$'
          group by a.owner
        ), owed as (select owner, held from per_owner where debt = 0 and held > 0),
        leaves as (select account, balance from liabilities_leaves where snapshot_id = ${snap.id})
        select (select coalesce(sum(held), 0) from owed)::text as owed,
          (select count(*) from per_owner where debt < 0)::text as in_debt,
          (select count(*) from owed o full join leaves l on l.account = o.owner
            where o.held is distinct from l.balance)::text as differing`,
    )
    const tree = await treeOf(db, Number(snap.id), snap.coin_id)
    const difference = BigInt(snap.root_sum) - BigInt(books?.owed ?? 0)
    const rebuilt = tree.root.hash === snap.root_hash && tree.root.sum === BigInt(snap.root_sum)
    const differing = Number(books?.differing ?? 0)
    out.push({
      snapshot_id: Number(snap.id),
      chain_id: snap.chain_id,
      coin_id: snap.coin_id,
      block_number: Number(snap.block_number),
      last_entry_id: Number(snap.last_entry_id),
      root_sum: snap.root_sum,
      books_owed: books?.owed ?? '0',
      difference: difference.toString(),
      leaves_differing: differing,
      root_rebuilt: rebuilt,
      accounts_in_debt: Number(books?.in_debt ?? 0),
      published: snap.publish_tx !== null,
      ok: difference === 0n && differing === 0 && rebuilt,
    })
  }
  return out
}
