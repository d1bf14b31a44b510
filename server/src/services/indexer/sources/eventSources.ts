import { programs } from '../../../programs'
import { sourcesOf } from '../../../programs/collect'
import type { EventSource } from '../eventSource'
import { depositsSource } from './deposits'
import { lpHoldersSource } from './lpHolders'
import { pairSyncsSource } from './pairSyncs'
import { vaultClaimsSource } from './vaultClaims'

/** The sources of the exchange and the books; a reward program declares its own in its folder. */
export const coreEventSources: EventSource[] = [pairSyncsSource, depositsSource, vaultClaimsSource, lpHoldersSource]

/** The sources every server indexes. */
export const eventSources: EventSource[] = [...coreEventSources, ...sourcesOf(programs)]
