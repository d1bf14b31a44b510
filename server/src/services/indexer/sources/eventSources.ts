import type { EventSource } from '../eventSource'
import { communityStakesSource } from './communityStakes'
import { depositsSource } from './deposits'
import { equityArrivalsSource } from './equityArrivals'
import { farmHarvestsSource } from './farmHarvests'
import { lpHoldersSource } from './lpHolders'
import { packExchangesSource } from './packExchanges'
import { pairSyncsSource } from './pairSyncs'
import { phoSinkFlowsSource } from './phoSinkFlows'
import { routerSwapsSource } from './routerSwaps'
import { vaultClaimsSource } from './vaultClaims'

/** The sources every server indexes. A new source is one file in this folder and one entry here. */
export const eventSources: EventSource[] = [
  pairSyncsSource,
  depositsSource,
  vaultClaimsSource,
  lpHoldersSource,
  communityStakesSource,
  phoSinkFlowsSource,
  equityArrivalsSource,
  packExchangesSource,
  routerSwapsSource,
  farmHarvestsSource,
]
