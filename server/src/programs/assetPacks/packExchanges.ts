import { packExchangeAbi } from '@phoswap/core/abi/packExchangeAbi'
import type { Deployment } from '@phoswap/core/deployments'
import { packExchangeCredit } from '@phoswap/core/rewards/assetPack'
import { type Address, getAbiItem } from 'viem'
import type { Db } from '../../db/client'
import { contractSetKey, type EventSource } from '../../services/indexer/eventSource'
import { SYSTEM, systemAccount, userAccount } from '../../services/ledger/accounts'
import { creditLog, reverseCreditsAbove } from '../../services/ledger/chainCredits'
import { coinIdOf, PACK_VARIANTS, type PackVariant, packExchangeRate } from './assetPacks'

const exchangedEvent = getAbiItem({ abi: packExchangeAbi, name: 'Exchanged' })

/** The ledger kind of a pack-exchange credit. */
export const PACK_EXCHANGE_KIND = 'asset_pack_exchange'

/** The ledger key of one Exchanged log: one credit per (chain, tx hash, log index), ever. */
export const packExchangeKey = (chainId: number, txHash: string, logIndex: number): string =>
  `pack-exchange:${chainId}:${txHash.toLowerCase()}:${logIndex}`

/** The deployment's pack exchanges by variant (GDT → `gdtPackExchange`, VGT → `vgtPackExchange`). */
export function packExchangesOf(deployment: Deployment): Map<string, PackVariant> {
  const byAddress = new Map<string, PackVariant>()
  const entries: [Address | undefined, PackVariant][] = [
    [deployment.contracts.gdtPackExchange, 'gdt'],
    [deployment.contracts.vgtPackExchange, 'vgt'],
  ]
  for (const [address, variant] of entries) if (address) byAddress.set(address.toLowerCase(), variant)
  return byAddress
}

/**
 * Pack exchanges (docs/decisions/0071-pack-exchange-credits.md): every `Exchanged(user, amount)` of the chain's GDT
 * (or VGT) pack exchange credits the user's usable GDB (or VGB) with amount × the operator's rate
 * (`pack_exchange_rate_ppm`, default 1:1) from `external:chain:<id>`, one entry per log (key
 * `pack-exchange:<chain>:<tx>:<logIndex>`, kind `asset_pack_exchange`). Like deposits, only blocks at depth reach
 * `store`, a range read again posts nothing twice, and a reorg's rollback reverses what it credited above.
 */
export const packExchangesSource: EventSource = {
  name: 'pack-exchanges',
  plan: (deployment) => {
    const addresses = [...packExchangesOf(deployment).keys()] as Address[]
    if (addresses.length === 0) return null
    const setKey = contractSetKey('pack-exchanges', deployment.startBlock, addresses)
    return { setKey, fromBlock: deployment.startBlock, addresses, events: [exchangedEvent] }
  },
  store: async (tx, chainId, logs, deployment) => {
    if (logs.length === 0) return
    const variants = packExchangesOf(deployment)
    const ratePpm = await packExchangeRate(tx)
    const coins = new Map<PackVariant, number>()
    const coinOf = async (variant: PackVariant, db: Db) => {
      let id = coins.get(variant)
      if (id === undefined) {
        id = await coinIdOf(db, PACK_VARIANTS[variant].payCoinKey)
        coins.set(variant, id)
      }
      return id
    }
    for (const log of logs) {
      const variant = variants.get(log.address)
      if (!variant || log.eventName !== 'Exchanged') continue
      const { user, amount } = log.args as { user: string; amount: bigint }
      const credit = packExchangeCredit(amount, ratePpm)
      if (credit <= 0n) continue
      const coinId = await coinOf(variant, tx)
      await creditLog(tx, chainId, 'pack-exchanges', log, {
        key: packExchangeKey(chainId, log.txHash, log.logIndex),
        kind: PACK_EXCHANGE_KIND,
        lines: [
          { account: systemAccount(SYSTEM.chain(chainId), coinId), amount: -credit },
          { account: userAccount(user, coinId), amount: credit },
        ],
      })
    }
  },
  // A reorg's dropped blocks: their credits are reversed by compensating entries (history kept).
  rollback: (tx, chainId, block) => reverseCreditsAbove(tx, chainId, 'pack-exchanges', block),
}
