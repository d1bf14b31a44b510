import { defineProgram } from '../program'
import { communityStakesSource } from './communityStakes'
import { memberRoutes } from './memberRoutes'
import { phoSinkFlowsSource } from './phoSinkFlows'
import { communityRoutes } from './routes'

/** The community: its staking wallet, the congress and partner figures, memberships. Pays nothing from the books. */
export const communityProgram = defineProgram({
  name: 'community',
  pools: [],
  kinds: {},
  explainedBy: {},
  jobs: [],
  sources: [communityStakesSource, phoSinkFlowsSource],
  routes: [{ plugin: communityRoutes }, { plugin: memberRoutes }],
  settings: [],
})
