import { type Static, Type } from '@sinclair/typebox'
import { AmountSchema, ChainIdSchema, PageField, pageSizeField } from './common'

/** One coin of the user's reward wallet; amounts in base units. */
export const WalletCoinSchema = Type.Object({
  coin_id: Type.Integer(),
  coin_en: Type.String(),
  /** Path under `image_domain`, or an absolute URL. */
  logo: Type.String(),
  decimals: Type.Integer(),
  usable: AmountSchema,
  /** The spec's name for the frozen amount. */
  freeze: AmountSchema,
  /** What a reversal (a chain reorganisation) left the user owing in this coin; "0" when nothing. */
  debt: AmountSchema,
})
export type WalletCoin = Static<typeof WalletCoinSchema>

export const WalletListDataSchema = Type.Object({
  list: Type.Array(WalletCoinSchema),
  total_count: Type.Integer(),
})
export type WalletListData = Static<typeof WalletListDataSchema>

/** A signed amount of base units (a bill's change): at most 78 digits and a minus sign. */
export const SignedAmountSchema = Type.String({ maxLength: 79, pattern: '^(0|-?[1-9][0-9]{0,77})$' })

/** The reward wallet's coin keys the spec names for `GET /reward/wallet`. */
export const WALLET_COIN_KEYS = ['GDT', 'VGT', 'GDB', 'VGB'] as const
export type WalletCoinKey = (typeof WALLET_COIN_KEYS)[number]

/** A coin as the recharge, withdraw and transfer pages configure it (spec 001 §3 "Coin config"). */
export const CoinConfigSchema = Type.Object({
  coin_id: Type.Integer(),
  coin_en: Type.String(),
  coin_key: Type.String(),
  /** ERC20 for a token on chain, LEDGER for a coin of the ledger only (GDB, VGB). */
  platform_key: Type.String(),
  logo: Type.String(),
  decimals: Type.Integer(),
  /** The token's address on `chain_id` from that chain's deployments file; '' for a ledger-only coin. */
  contract: Type.String(),
  /** 0 where the coin is not bound to a chain (transfer configs, ledger-only coins). */
  chain_id: Type.Integer({ minimum: 0 }),
  /** The fee as a decimal fraction of the amount, exact ("0.001" is 0.1%); the fee is added to the amount. */
  fee_rate: Type.String(),
  /** The same rate in parts per million, as stored (integers only, never floats). */
  fee_rate_ppm: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
})
export type CoinConfig = Static<typeof CoinConfigSchema>

/** One chain of the recharge or withdraw page (the spec's channel lists keyed by chan_name). */
export const CoinChannelSchema = Type.Object({
  chan_name: Type.String(),
  chain_id: Type.Integer(),
  /** Recharge: the deposit receiver of the chain; withdraw: the vault that pays vouchers. */
  address: Type.String(),
  list: Type.Array(CoinConfigSchema),
})
export type CoinChannel = Static<typeof CoinChannelSchema>

export const CoinChannelsDataSchema = Type.Object({
  image_domain: Type.String(),
  /** Every chain with a receiver (recharge) or vault (withdraw) and at least one coin. */
  channels: Type.Array(CoinChannelSchema),
  /** The channels' coins, flat, for a picker that shows coins before chains. */
  list: Type.Array(CoinConfigSchema),
})
export type CoinChannelsData = Static<typeof CoinChannelsDataSchema>

export const TransferConfigsDataSchema = Type.Object({
  image_domain: Type.String(),
  list: Type.Array(CoinConfigSchema),
})
export type TransferConfigsData = Static<typeof TransferConfigsDataSchema>

export const RewardWalletQuerySchema = Type.Object(
  { coin_key: Type.Union(WALLET_COIN_KEYS.map((k) => Type.Literal(k))) },
  { additionalProperties: false },
)

export const RewardWalletDataSchema = Type.Object({
  coin_id: Type.Integer(),
  coin_key: Type.String(),
  coin_en: Type.String(),
  usable: AmountSchema,
  freeze: AmountSchema,
})
export type RewardWalletData = Static<typeof RewardWalletDataSchema>

/** The spec's user reward item; `usable_str` is base units as a decimal string like every amount. */
export const RewardItemSchema = Type.Object({
  coin_id: Type.Integer(),
  coin_en: Type.String(),
  usable_str: AmountSchema,
})
export const RewardListDataSchema = Type.Object({
  list: Type.Array(RewardItemSchema),
  total_count: Type.Integer({ minimum: 0 }),
})
export type RewardListData = Static<typeof RewardListDataSchema>

/** One bill of the record list: a posting on one of the user's accounts. */
export const RecordItemSchema = Type.Object({
  id: Type.Integer(),
  /** The entry's kind (sandbox_seed, deposit, withdraw, transfer_in, ...); behavior_txt is its text. */
  behavior: Type.String(),
  behavior_txt: Type.String(),
  created_at: Type.String({ description: 'ISO 8601 date-time' }),
  /** Signed base units: negative leaves the account. */
  usable_change_show: SignedAmountSchema,
  coin_id: Type.Integer(),
  coin_en: Type.String(),
  /** usable or frozen. */
  bucket: Type.String(),
  /** The ledger entry the bill belongs to (`GET /reward/explain?entry_id`). */
  entry_id: Type.Integer(),
  /** A reward entry that records why it is what it is: the bill's "why?" opens `GET /reward/explain`. */
  explained: Type.Boolean(),
})
export type RecordItem = Static<typeof RecordItemSchema>

/**
 * The books a user's bills are kept in (docs/decisions/0145-explain-books.md): the reward wallet, the business earnings
 * (`business:<address>`: GDT trade and share rewards) and the equity-card dividends (`equity-card:<address>`).
 */
export const RECORD_BOOKS = ['wallet', 'business', 'equity'] as const
export type RecordBook = (typeof RECORD_BOOKS)[number]

/** `GET /reward/record-list?page&page_size&book`: one of the session's books, the reward wallet by default. */
export const RecordListQuerySchema = Type.Object(
  {
    page: PageField,
    page_size: pageSizeField(20),
    book: Type.Optional(Type.Union(RECORD_BOOKS.map((b) => Type.Literal(b)))),
  },
  { additionalProperties: false },
)
export type RecordListQuery = Static<typeof RecordListQuerySchema>

/** `GET /reward/explain?entry_id`: why a reward entry is what it is (the entry's owner only). */
export const ExplainQuerySchema = Type.Object({
  entry_id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
})
export type ExplainQuery = Static<typeof ExplainQuerySchema>

/**
 * The record a reward entry was posted with (docs/decisions/0138-explainable-rewards.md): the run, core's rule and
 * its version, the rule's inputs, and its result, which equals what the entry credited. `inputs` has the rule's own
 * shape (`@phoswap/core/rewards/explain`): amounts are decimal strings of base units, rates ppm, and chain logs
 * carry `chain_id`, `tx_hash`, `log_index`.
 */
export const ExplainDataSchema = Type.Object({
  entry_id: Type.Integer(),
  kind: Type.String(),
  behavior_txt: Type.String(),
  created_at: Type.String({ description: 'ISO 8601 date-time' }),
  /** The settlement run's job (gdt-rewards, asset-packs, equity, star-cards, groups-expire), or null for the user's own action (a claim, a full group). */
  job: Type.Union([Type.String(), Type.Null()]),
  /** The run's period or the action's UTC day, YYYY-MM-DD. */
  period: Type.String(),
  rule: Type.String(),
  rule_version: Type.Integer({ minimum: 1 }),
  inputs: Type.Record(Type.String(), Type.Unknown()),
  /** What the entry credited, per coin: the rule's result on `inputs`. */
  result: Type.Array(
    Type.Object({ coin_id: Type.Integer(), coin_en: Type.String(), decimals: Type.Integer(), amount: AmountSchema }),
  ),
})
export type ExplainData = Static<typeof ExplainDataSchema>

export const RecordListDataSchema = Type.Object({
  list: Type.Array(RecordItemSchema),
  total_count: Type.Integer({ minimum: 0 }),
})
export type RecordListData = Static<typeof RecordListDataSchema>

/** `POST /reward/entry-mark`: the user says a deposit was sent (a hint; the indexer credits it). */
export const EntryMarkBodySchema = Type.Object(
  {
    chain_id: ChainIdSchema,
    tx_hash: Type.String({ pattern: '^0x[0-9a-fA-F]{64}$', description: 'The deposit transaction' }),
  },
  { additionalProperties: false },
)
export type EntryMarkBody = Static<typeof EntryMarkBodySchema>

/** One credited log of the marked transaction, on the caller's own account. */
export const EntryMarkItemSchema = Type.Object({
  log_index: Type.Integer({ minimum: 0 }),
  coin_id: Type.Integer(),
  coin_en: Type.String(),
  amount: AmountSchema,
})

export const EntryMarkDataSchema = Type.Object({
  /** credited: the indexer has credited the caller for this transaction; pending: not (yet). */
  status: Type.Union([Type.Literal('credited'), Type.Literal('pending')]),
  list: Type.Array(EntryMarkItemSchema),
  /** The block the indexer has confirmed and read up to on that chain; null when it follows none there. */
  indexed_up_to: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
})
export type EntryMarkData = Static<typeof EntryMarkDataSchema>

/** `GET /reward/deposit/pending?chain_id=`: the caller's deposits on that chain that the indexer has not credited. */
export const PendingDepositsQuerySchema = Type.Object({ chain_id: ChainIdSchema }, { additionalProperties: false })
export type PendingDepositsQuery = Static<typeof PendingDepositsQuerySchema>

/**
 * One Transfer log of the caller to the deposit receiver, mined but not credited yet. It is credited once
 * `confirmations` reaches `required` (the chain's depth + 1: the block itself counts as the first) and the
 * indexer has read it; a log removed by a reorg before that drops out of the list.
 */
export const PendingDepositSchema = Type.Object({
  tx_hash: Type.String(),
  log_index: Type.Integer({ minimum: 0 }),
  coin_id: Type.Integer(),
  coin: Type.String(),
  /** The coin's decimals: `amount` is in its base units. */
  decimals: Type.Integer({ minimum: 0 }),
  amount: AmountSchema,
  block_number: Type.Integer({ minimum: 0 }),
  confirmations: Type.Integer({ minimum: 1 }),
  required: Type.Integer({ minimum: 1 }),
})
export type PendingDeposit = Static<typeof PendingDepositSchema>

export const PendingDepositsDataSchema = Type.Object({ list: Type.Array(PendingDepositSchema) })
export type PendingDepositsData = Static<typeof PendingDepositsDataSchema>
