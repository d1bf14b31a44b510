import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Abi, Hex } from 'viem'
import { artifactsDir } from './paths'

export type ContractName =
  | 'Factory'
  | 'Pair'
  | 'Router'
  | 'WrappedNative'
  | 'TestToken'
  | 'PhoToken'
  | 'Multicall3'
  | 'ReentrantToken'
  | 'FeeOnTransferToken'
  | 'FlashBorrower'
  | 'FlashExchange'
  | 'Farm'
  | 'LockStaking'
  | 'WithdrawVault'
  | 'GoodVote'
  | 'PackExchange'
  | 'ReentrantPullToken'
  | 'CommunityStake'

export interface Artifact {
  contractName: string
  sourceName: string
  abi: Abi
  bytecode: Hex
  deployedBytecode: Hex
}

const cache = new Map<ContractName, Artifact>()

/** Reads contracts/artifacts/<name>.json (written by ensureBuilt). */
export function readArtifact(name: ContractName): Artifact {
  let artifact = cache.get(name)
  if (!artifact) {
    const file = join(artifactsDir, `${name}.json`)
    try {
      artifact = JSON.parse(readFileSync(file, 'utf8')) as Artifact
    } catch (cause) {
      throw new Error(`contracts: no artifact ${file}; run npm run build:contracts`, { cause })
    }
    cache.set(name, artifact)
  }
  return artifact
}

/** The creation bytecode of a contract, for viem's deployContract. */
export function bytecodeOf(name: ContractName): Hex {
  return readArtifact(name).bytecode
}
