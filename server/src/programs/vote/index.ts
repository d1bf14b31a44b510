import { defineProgram } from '../program'
import { voteRoutes } from './routes'

/** Good votes: a vote on a listed project, rewarded on chain by the vote contract (nothing in the books). */
export const voteProgram = defineProgram({
  name: 'vote',
  pools: [],
  kinds: {},
  explainedBy: {},
  jobs: [],
  sources: [],
  routes: [{ plugin: voteRoutes }],
  settings: [],
})
