/*
 * The ABI subsets the web app carries, one generated file per consumer in ./generated: for each exported subset, the
 * ABI it comes from and the names of the functions (or events) it takes, in that order. A screen's chunk carries
 * these few entries, not the whole ABIs (the route JavaScript budgets). generateAbiSubsets.ts writes the files from
 * core's compiled ABIs (core/src/abi, written by the contracts build) and, for the standard ERC-20 that is not our
 * contract, viem's erc20Abi; abiSubsets.test.ts fails when a file differs from what it would write.
 * After editing this list (or the contracts): `npm run abis -w @phoswap/web`.
 */

/** core's compiled ABIs by their export name, plus `erc20Abi` (viem's standard ERC-20). */
export type AbiSource =
  | 'erc20Abi'
  | 'communityStakeAbi'
  | 'factoryAbi'
  | 'farmAbi'
  | 'goodVoteAbi'
  | 'lockStakingAbi'
  | 'multicall3Abi'
  | 'packExchangeAbi'
  | 'pairAbi'
  | 'withdrawVaultAbi'
  | 'wrappedNativeAbi'

export interface AbiSubset {
  /** the export's doc comment */
  about: string
  from: AbiSource
  /** functions or events of `from`, each name exactly once in it */
  names: readonly string[]
}

/** Generated file (in ./generated, without `.ts`) → its exports. */
export const abiSubsetFiles: Record<string, Record<string, AbiSubset>> = {
  txAbis: {
    erc20WriteAbi: { about: 'ERC-20 `approve` and `transfer`.', from: 'erc20Abi', names: ['approve', 'transfer'] },
    wrappedNativeWriteAbi: {
      about: "The wrapped native token's `deposit` (wrap) and `withdraw` (unwrap).",
      from: 'wrappedNativeAbi',
      names: ['deposit', 'withdraw'],
    },
  },
  readAbis: {
    erc20ReadAbi: {
      about: 'The ERC-20 reads the screens batch into one multicall.',
      from: 'erc20Abi',
      names: ['balanceOf', 'allowance', 'name', 'symbol', 'decimals'],
    },
    multicallEthBalanceAbi: {
      about: "Multicall3's native balance read.",
      from: 'multicall3Abi',
      names: ['getEthBalance'],
    },
    pairReservesAbi: { about: "A pair's reserves.", from: 'pairAbi', names: ['getReserves'] },
    aggregate3Abi: {
      about: "Multicall3's `aggregate3`, the one call that carries a screen's reads.",
      from: 'multicall3Abi',
      names: ['aggregate3'],
    },
  },
  liquidityAbis: {
    pairReadAbi: {
      about: 'The pair and permit reads the liquidity screens batch.',
      from: 'pairAbi',
      names: ['getReserves', 'totalSupply', 'balanceOf', 'allowance', 'nonces', 'eip712Domain', 'name'],
    },
    factoryGetPairAbi: { about: "The factory's pair lookup.", from: 'factoryAbi', names: ['getPair'] },
  },
  miningAbis: {
    farmPageAbi: {
      about: 'The farm functions the mining pages use.',
      from: 'farmAbi',
      names: ['pendingReward', 'userInfo', 'poolInfo', 'poolsReward', 'deposit', 'withdraw', 'harvest'],
    },
    lockStakingPageAbi: {
      about: 'The lock-staking functions the PHO single-staking panel uses.',
      from: 'lockStakingAbi',
      names: [
        'earned',
        'balanceOf',
        'lockData',
        'stake',
        'withdraw',
        'claimReward',
        'totalSupply',
        'rewardRate',
        'periodFinish',
      ],
    },
    supplyAbi: {
      about: "An LP token's supply, for its USD price (the pair's reserves over its supply).",
      from: 'pairAbi',
      names: ['totalSupply'],
    },
    multicallBlockAbi: {
      about: "Multicall3's head block and its time, read in the same multicall as the panels.",
      from: 'multicall3Abi',
      names: ['getBlockNumber', 'getCurrentBlockTimestamp'],
    },
  },
  voteAbis: {
    votePageAbi: {
      about: 'The vote functions the page uses.',
      from: 'goodVoteAbi',
      names: ['depositInfo', 'depositTotal', 'depositCap', 'startTime', 'endTime', 'deposit', 'withdraw'],
    },
  },
  communityAbis: {
    communityPageAbi: {
      about: 'The community stake functions the page sends.',
      from: 'communityStakeAbi',
      names: ['stake', 'claim'],
    },
  },
  assetPackAbis: {
    doExchangeAbi: { about: "The pack exchange's one call.", from: 'packExchangeAbi', names: ['doExchange'] },
  },
  vaultAbis: {
    withdrawClaimAbi: {
      about: "The withdraw vault's `claim` the wallet sends with the server's voucher.",
      from: 'withdrawVaultAbi',
      names: ['claim'],
    },
  },
  liabilitiesAbis: {
    liabilitiesPublishedAbi: {
      about: "The vault's record of a liabilities root, which the wallet's verifier reads from the chain.",
      from: 'withdrawVaultAbi',
      names: ['LiabilitiesPublished'],
    },
    vaultHoldingsAbi: {
      about:
        "ERC-20 `balanceOf`: the vault's holdings at the snapshot block (its own subset, so the verifier's chunk shares no ABI module with the trade screens).",
      from: 'erc20Abi',
      names: ['balanceOf'],
    },
  },
}
