import { EXTERNAL_LINK_KEYS, type ExternalLinks } from '@phoswap/core/api/indexArea'
import { inArray } from 'drizzle-orm'
import type { Db } from '../db/client'
import { settings } from '../db/schema'

/**
 * The external sites the operator named (`config set link_<name>`), null where none is named or it was cleared
 * with ''. Nothing is assumed: the web app hides an entry without a link (docs/decisions/0114-external-links.md).
 */
export async function externalLinks(db: Db): Promise<ExternalLinks> {
  const keys = EXTERNAL_LINK_KEYS.map((name) => `link_${name}`)
  const rows = await db.select().from(settings).where(inArray(settings.key, keys))
  const stored = new Map(rows.map((r) => [r.key, r.value]))
  return Object.fromEntries(
    EXTERNAL_LINK_KEYS.map((name) => [name, stored.get(`link_${name}`) || null]),
  ) as ExternalLinks
}
