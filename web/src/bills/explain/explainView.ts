import type { ExplainData } from '@phoswap/core/api/reward'
import { ppmText } from '@phoswap/core/rewards/assetPack'
import { recomputeRule, sameCredits } from '@phoswap/core/rewards/explain'
import { shortenAddress } from '../../ui/format'
import { formatBalance } from '../../ui/formatNumber'

/** USDT and PHO inputs are 18-decimal base units (the indexer's USDT side, farm and tax amounts). */
const FACT_DECIMALS = 18

/** One line of the inputs: a text key of `items` with its values, and the chain transaction it came from, if any. */
export interface ExplainItem {
  key: string
  values: Record<string, string>
  chain?: { chainId: number; hash: string }
}

export interface ExplainView {
  /** The rule's summary: `rules.<rule id with _ for .>` (i18next reads a dot as nesting) with its values. */
  summary: { key: string; values: Record<string, string> }
  items: ExplainItem[]
  /** The result recomputed here, with core's rule on the recorded inputs, equals what was posted. */
  matches: boolean
}

type Row = Record<string, unknown>
const list = (v: unknown): Row[] => (Array.isArray(v) ? (v as Row[]) : [])
const str = (v: unknown): string =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'bigint' ? String(v) : '0'
const big = (v: unknown): bigint => {
  try {
    return BigInt(str(v))
  } catch {
    return 0n
  }
}
const sum = (rows: Row[], field: string) => rows.reduce((s, r) => s + big(r[field]), 0n)
/** A rule id as a key of the `rules` texts: `gdt.trade` → `gdt_trade`. */
export const ruleTextKey = (rule: string): string => rule.replaceAll('.', '_')

/** A rate in ppm as a percentage: 1000 → "0.1%". */
export const ppmPercent = (ppm: unknown): string => `${ppmText(Number(ppm) * 100)}%`

/** What the popup shows of an explanation, in any language (the keys are translated by the popup). */
export function explainView(data: ExplainData, locale?: string): ExplainView {
  const i = data.inputs
  const coin = data.result[0]
  const decimals = coin?.decimals ?? 18
  const coinEn = coin?.coin_en ?? ''
  const amt = (v: unknown, d = decimals) => formatBalance(big(v), d, locale)
  const fact = (v: unknown) => amt(v, FACT_DECIMALS)
  const chainOf = (r: Row) =>
    typeof r.tx_hash === 'string' ? { chainId: Number(r.chain_id), hash: r.tx_hash as string } : undefined
  let values: Record<string, string> = {}
  let items: ExplainItem[] = []
  switch (data.rule) {
    case 'airdrop.claim':
      values = { held: fact(i.held), hold: fact(i.hold_examine), amount: amt(i.amount), coin: coinEn }
      break
    case 'asset-pack.day': {
      const packs = list(i.packs)
      const own = packs.find((p) => Number(p.id) === Number(i.pack_id)) ?? {}
      const levels = list(i.level_ppm) as unknown[]
      values = {
        pack: str(i.pack_id),
        daily: amt(own.daily_static),
        remaining: amt(own.remaining),
        level1: ppmPercent(levels[0] ?? 0),
        level2: ppmPercent(levels[1] ?? 0),
      }
      items = [
        ...packs.map((p) => ({
          key: 'pack',
          values: { id: str(p.id), daily: amt(p.daily_static), remaining: amt(p.remaining) },
        })),
        ...list(i.invitees).map((v) => ({
          key: 'invitee',
          values: { level: str(v.level), address: shortenAddress(str(v.address)), amount: amt(v.static), coin: coinEn },
        })),
      ]
      break
    }
    case 'gdt.trade': {
      const swaps = list(i.swaps)
      const volume = sum(swaps, 'usdt_volume')
      values = {
        volume: fact(volume),
        rate: ppmPercent(i.rate_ppm),
        raw: amt((volume * big(i.rate_ppm)) / 1_000_000n),
        cap: big(i.daily_cap) > 0n ? amt(i.daily_cap) : '∞',
      }
      items = swaps.map((s) => ({ key: 'swap', values: { amount: fact(s.usdt_volume) }, chain: chainOf(s) }))
      break
    }
    case 'gdt.share': {
      const invitees = list(i.invitees)
      values = { sum: amt(sum(invitees, 'trade_reward')), rate: ppmPercent(i.rate_ppm) }
      items = invitees.map((v) => ({
        key: 'inviteeTrade',
        values: { address: shortenAddress(str(v.address)), amount: amt(v.trade_reward) },
      }))
      break
    }
    case 'gdt.mining': {
      const harvests = list(i.harvests)
      values = { amount: fact(sum(harvests, 'amount')), rate: ppmPercent(i.rate_ppm) }
      items = harvests.map((h) => ({ key: 'harvest', values: { amount: fact(h.amount) }, chain: chainOf(h) }))
      break
    }
    case 'gdt.white-list':
    case 'genesis.claim': {
      const grants = list(i.grants)
      values = { count: String(grants.length) }
      items = grants.map((g) => ({ key: 'grant', values: { id: str(g.id), amount: amt(g.amount), coin: coinEn } }))
      break
    }
    case 'star.gift':
      values = { level: str(i.level), gift: formatBalance(big(i.gift_whole), 0, locale) }
      break
    case 'equity.split': {
      values = { arrived: amt(i.arrived), holders: str(i.holders_at_level), level: str(i.level) }
      items = list(i.arrivals).map((a) => ({ key: 'arrival', values: { amount: amt(a.amount) }, chain: chainOf(a) }))
      break
    }
    case 'group.refund':
    case 'group.settle':
      values = { group: str(i.group_id), seats: str(i.seats) }
      items = list(i.seat).map((s) => ({
        key: 'seat',
        values: {
          amount: amt(s.amount),
          coin: data.result.find((c) => c.coin_id === Number(s.coin_id))?.coin_en ?? '',
        },
      }))
      break
    default:
      values = { amount: amt(i.amount) }
  }
  let matches = false
  try {
    matches = sameCredits(
      recomputeRule(data.rule, data.rule_version, data.inputs),
      data.result.map((c) => ({ coin_id: c.coin_id, amount: BigInt(c.amount) })),
    )
  } catch {
    matches = false
  }
  return { summary: { key: `rules.${ruleTextKey(data.rule)}`, values }, items, matches }
}
