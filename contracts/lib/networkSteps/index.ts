import { ammSteps } from './ammSteps'
import { communitySteps } from './communitySteps'
import type { DeployArea } from './context'
import { exchangeSteps } from './exchangeSteps'
import { farmSteps } from './farmSteps'
import { packExchangeSteps } from './packExchangeSteps'
import { pairSteps } from './pairSteps'
import { phoTaxSteps } from './phoTaxSteps'
import { stakingSteps } from './stakingSteps'
import { tokenSteps } from './tokenSteps'
import { vaultSteps } from './vaultSteps'
import { voteSteps } from './voteSteps'

/**
 * The areas `npm run deploy` goes through, in order; each sees what the earlier ones recorded in the progress.
 * A new contract (GDT exchange, vote ...) is one more area here, as the withdraw vault is; its step ids must be new, so a
 * resumed run of an older partial file simply runs it.
 */
export const networkSteps: readonly DeployArea[] = [
  ammSteps,
  tokenSteps,
  pairSteps,
  phoTaxSteps,
  farmSteps,
  stakingSteps,
  exchangeSteps,
  vaultSteps,
  voteSteps,
  communitySteps,
  packExchangeSteps,
]
