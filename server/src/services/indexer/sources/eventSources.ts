import type { EventSource } from '../eventSource'
import { depositsSource } from './deposits'
import { farmHarvestsSource } from './farmHarvests'
import { lpHoldersSource } from './lpHolders'
import { pairSyncsSource } from './pairSyncs'
import { routerSwapsSource } from './routerSwaps'
import { vaultClaimsSource } from './vaultClaims'

/** The sources every server indexes. A new source is one file in this folder and one entry here. */
export const eventSources: EventSource[] = [
  pairSyncsSource,
  depositsSource,
  vaultClaimsSource,
  lpHoldersSource,
  routerSwapsSource,
  farmHarvestsSource,
]
