import { airdropProgram } from './airdrop'
import { assetPacksProgram } from './assetPacks'
import { communityProgram } from './community'
import { equityProgram } from './equity'
import { gdtProgram } from './gdt'
import { genesisProgram } from './genesis'
import { groupsProgram } from './groups'
import type { KindsOf, RewardKindsOf } from './program'
import { voteProgram } from './vote'

/**
 * Every reward program the server runs (docs/reward-programs.md): the app registers their routes, the jobs runner
 * their jobs, the indexer their sources, `ledger check` reports their pools. A new program is one folder and one
 * line here. The order is the order their jobs run in and their routes register.
 */
export const programs = [
  airdropProgram,
  assetPacksProgram,
  equityProgram,
  groupsProgram,
  gdtProgram,
  genesisProgram,
  communityProgram,
  voteProgram,
] as const

/** Every kind a program may post a ledger entry with. */
export type ProgramKind = KindsOf<typeof programs>

/** The kinds whose entries are rewards: each posting records why (the rule's inputs), docs/decisions/0138-explainable-rewards.md. */
export type RewardKind = RewardKindsOf<typeof programs>
