import type { DeployedFarm, DeployedPair, DeployedToken } from '@phoswap/core/deployments'
import type { Address, PrivateKeyAccount, PublicClient } from 'viem'
import type { NetworkSender } from '../networkSender'

export interface PhoSinks {
  liquidity: Address
  equity: Address
  ecosystem: Address
  /** Default the dead address, as PHO's constructor sets. */
  burn?: Address
}

export interface NetworkDeployOptions {
  rpcUrl: string
  /** The chain the operator means; the RPC must answer this id or nothing happens. */
  chainId: number
  account: PrivateKeyAccount
  /** Directory of the deployments files (the repository's `deployments/`). */
  outDir: string
  dryRun?: boolean
  /** Replace an existing `<outDir>/<chainId>.json`. */
  force?: boolean
  /** Continue from `<outDir>/<chainId>.partial.json` instead of refusing. */
  resume?: boolean
  /** The chain's wrapped native token; default the W<native> token of core's list when it has code. */
  wrappedNative?: Address
  /** Tokens by symbol, added to (or replacing) core's list for the chain, e.g. GDT on OKT Chain. */
  tokens?: Record<string, Address>
  /** PHO's tax sinks; left to the deployer (with a warning) when absent. */
  sinks?: PhoSinks
  /** PHO minted to the deployer, whole tokens (default 100 000 000, as the sandbox). */
  phoSupply?: bigint
  /** The withdraw vault's signer: the address of the server's withdraw key (`--vault-signer`). */
  vaultSigner: Address
  /** PHO single staking: lock after each stake and reward period, seconds (default 30 days each). */
  lockSeconds?: bigint
  rewardsSeconds?: bigint
  log?: (line: string) => void
  pollingInterval?: number
}

/** One line of the plan: a contract deployed or reused, or a call. */
export interface PlanStep {
  id: string
  action: 'deploy' | 'reuse' | 'call' | 'skip'
  what: string
  address?: Address
  gas: bigint
}

/** What `<chainId>.partial.json` holds: everything confirmed so far. */
export interface Progress {
  chainId: number
  deployer: Address
  startBlock: number
  contracts: Record<string, Address>
  tokens: DeployedToken[]
  pairs: DeployedPair[]
  farms: DeployedFarm[]
  /** Ids of the steps confirmed, in order. */
  done: string[]
}

/** What a step's run returns: its gas and the contract it deployed, or null when it reused one. */
export type StepResult = { gas: bigint; address?: Address } | null

/** What every area's steps see: the run's options, the sender and the progress they add to. */
export interface DeployContext {
  options: NetworkDeployOptions
  chainId: number
  /** The deployer's address. */
  me: Address
  dryRun: boolean
  sender: NetworkSender
  client: PublicClient
  progress: Progress
  log(line: string): void
  /** Runs a step unless a resumed run already did it; records it in the partial file once confirmed. */
  step(id: string, what: string, run: () => Promise<StepResult>): Promise<void>
  hasCode(address: Address): Promise<boolean>
  /** Adds a token to the deployments file's list, once. */
  addToken(token: DeployedToken): void
  /** Tokens by symbol that have code on this chain, PHO included; filled by the tokens area. */
  present: Map<string, DeployedToken>
}

/**
 * One area of the deployment (AMM, tokens, pairs, farms ...): its steps, in order, and what the operator still
 * has to do for it afterwards. A new contract is one more area in `networkSteps`.
 */
export interface DeployArea {
  name: string
  deploy(ctx: DeployContext): Promise<void>
  operatorSteps?(ctx: DeployContext): string[]
}
