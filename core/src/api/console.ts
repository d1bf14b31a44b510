import { type Static, Type } from '@sinclair/typebox'
import { PageSchema, TextSchema } from './common'
import { BooksReportSchema } from './ledger'

// The operator console's reads and its audit/alert routes under /v1/admin (issue 32, docs/interfaces.md).

const Amount = Type.String({ pattern: '^(0|-?[1-9][0-9]*)$' })
const DateTime = Type.String()
const NullableDateTime = Type.Union([Type.String(), Type.Null()])
const Address = Type.String({ pattern: '^0x[0-9a-fA-F]{40}$' })

/** Every mutating admin route takes this optional field: the operator's note, kept in the audit log. */
export const AuditNoteSchema = TextSchema({ maxLength: 500 })
export const AUDIT_NOTE_MAX = 500

/** `GET /v1/admin/me`: this session is an operator's. */
export const AdminMeDataSchema = Type.Object({ address: Type.String() })
export type AdminMeData = Static<typeof AdminMeDataSchema>

/** One change an operator made: written in the change's own transaction; the database refuses to edit or delete it. */
export const AuditEntrySchema = Type.Object({
  id: Type.Integer(),
  created_at: DateTime,
  /** The operator's lowercase address. */
  operator: Type.String(),
  /** What was done: `<area>.<verb>`, e.g. `coin.fee`, `config.set`, `pool.fund`, `alert.ack`. */
  action: Type.String(),
  /** What it was done to, e.g. `coin:6`, `config:star_thresholds`, `notice-group:3`, `job:gdt-rewards:2026-11-24`. */
  target: Type.String(),
  /** The record or setting before the change (null: it did not exist) and after it. */
  before: Type.Unknown(),
  after: Type.Unknown(),
  note: Type.Union([Type.String(), Type.Null()]),
  /** true: the change was a signed operator action (its signature was checked). */
  signed: Type.Boolean(),
})
export type AuditEntry = Static<typeof AuditEntrySchema>

export const AuditQuerySchema = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    action: Type.Optional(Type.String({ pattern: '^[a-z][a-z0-9_.-]{0,63}$' })),
  },
  { additionalProperties: false },
)
export const AuditListDataSchema = PageSchema(AuditEntrySchema)
export type AuditListData = Static<typeof AuditListDataSchema>

/** `GET /v1/admin/ledger/latest`: the last stored books check (null: none yet). */
export const LedgerLatestDataSchema = Type.Object({
  checked_at: NullableDateTime,
  /** `on_demand` (ledger check) or `settlement` (after a settlement run). */
  trigger: Type.Union([Type.Literal('on_demand'), Type.Literal('settlement'), Type.Null()]),
  report: Type.Union([BooksReportSchema, Type.Null()]),
})
export type LedgerLatestData = Static<typeof LedgerLatestDataSchema>

export const ALERT_KINDS = ['reorg_reversal', 'pool_short', 'indexer_lag', 'rpc_down', 'books_differ'] as const
export const AlertKindSchema = Type.Union([
  Type.Literal('reorg_reversal'),
  Type.Literal('pool_short'),
  Type.Literal('indexer_lag'),
  Type.Literal('rpc_down'),
  Type.Literal('books_differ'),
])
export type AlertKind = (typeof ALERT_KINDS)[number]

export const AlertSchema = Type.Object({
  id: Type.Integer(),
  kind: AlertKindSchema,
  chain_id: Type.Union([Type.Integer(), Type.Null()]),
  coin_id: Type.Union([Type.Integer(), Type.Null()]),
  /** Pool alerts: the pool account (`pool:airdrop`); null otherwise. */
  subject: Type.Union([Type.String(), Type.Null()]),
  /** What was found (figures as decimal strings), by kind. */
  detail: Type.Record(Type.String(), Type.Unknown()),
  created_at: DateTime,
  /** The last time the same condition was seen again while the alert was open. */
  last_seen_at: DateTime,
  /** How often it was seen while open (raised once, counted after). */
  seen: Type.Integer(),
  acknowledged_at: NullableDateTime,
  acknowledged_by: Type.Union([Type.String(), Type.Null()]),
})
export type Alert = Static<typeof AlertSchema>

export const AlertsQuerySchema = Type.Object({ open: Type.Optional(Type.Boolean()) }, { additionalProperties: false })
export const AlertListDataSchema = Type.Object({ list: Type.Array(AlertSchema) })
export type AlertListData = Static<typeof AlertListDataSchema>
export const AlertIdParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) })

/** One run of a settlement job (scheduled or asked for), failed ones too. */
export const JobRunSchema = Type.Object({
  id: Type.Integer(),
  job: Type.String(),
  period: Type.String(),
  /** `done`: it settled the period; `already_done`: asked again, nothing ran; `failed`: rolled back (see error). */
  status: Type.Union([Type.Literal('done'), Type.Literal('already_done'), Type.Literal('failed')]),
  /** `schedule` or the operator's address. */
  trigger: Type.String(),
  started_at: DateTime,
  finished_at: DateTime,
  duration_ms: Type.Integer(),
  /** Distinct user accounts the run's entries credited. */
  users_paid: Type.Integer(),
  /** Ledger entries the run posted. */
  postings: Type.Integer(),
  /** Per coin: what the run's entries credited to users (base units). */
  amounts: Type.Array(Type.Object({ coin_id: Type.Integer(), amount: Amount })),
  /** The job's own report (counts, totals). */
  result: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
  error: Type.Union([Type.String(), Type.Null()]),
})
export type JobRun = Static<typeof JobRunSchema>

export const JobRunsQuerySchema = Type.Object(
  {
    job: Type.Optional(Type.String({ pattern: '^[a-z0-9-]{1,64}$' })),
    /** Periods from / to (UTC days, inclusive). */
    from: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
    to: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
    status: Type.Optional(Type.Union([Type.Literal('done'), Type.Literal('already_done'), Type.Literal('failed')])),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
)
export const JobRunListDataSchema = Type.Object({
  list: Type.Array(JobRunSchema),
  total_count: Type.Integer(),
  page: Type.Integer(),
  page_size: Type.Integer(),
  /** Every job the server runs (for a filter). */
  jobs: Type.Array(Type.String()),
})
export type JobRunListData = Static<typeof JobRunListDataSchema>
export const JobRunIdParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) })
export const PageOnlyQuerySchema = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
)

/** One ledger entry a run posted, with its lines. */
export const RunPostingSchema = Type.Object({
  entry_id: Type.Integer(),
  key: Type.String(),
  kind: Type.String(),
  created_at: DateTime,
  lines: Type.Array(
    Type.Object({ owner: Type.String(), coin_id: Type.Integer(), bucket: Type.String(), amount: Amount }),
  ),
})
export const RunPostingsDataSchema = PageSchema(RunPostingSchema)
export type RunPostingsData = Static<typeof RunPostingsDataSchema>

/** Per pool and coin: its balance against tomorrow's expected payouts. */
export const ForecastItemSchema = Type.Object({
  pool: Type.String(),
  program: Type.String(),
  coin_id: Type.Integer(),
  balance: Amount,
  /** The largest day of payouts from the pool over the last 7 settled days (base units). */
  expected_tomorrow: Amount,
  short: Type.Boolean(),
})
export const ForecastDataSchema = Type.Object({ day: Type.String(), list: Type.Array(ForecastItemSchema) })
export type ForecastData = Static<typeof ForecastDataSchema>

export const PoolBalanceSchema = Type.Object({
  pool: Type.String(),
  /** The declaring program; null for an undeclared `pool:` account. */
  program: Type.Union([Type.String(), Type.Null()]),
  declared: Type.Boolean(),
  coins: Type.Array(Type.Object({ coin_id: Type.Integer(), balance: Amount })),
})
export const PoolsDataSchema = Type.Object({ list: Type.Array(PoolBalanceSchema) })
export type PoolsData = Static<typeof PoolsDataSchema>

export const AdminCoinSchema = Type.Object({
  coin_id: Type.Integer(),
  coin_en: Type.String(),
  coin_key: Type.String(),
  decimals: Type.Integer(),
  on_chain: Type.Boolean(),
  fee_rate_ppm: Type.Integer(),
  withdraw_fee_ppm: Type.Integer(),
  sort: Type.Integer(),
})
export const AdminCoinsDataSchema = Type.Object({ list: Type.Array(AdminCoinSchema) })
export type AdminCoinsData = Static<typeof AdminCoinsDataSchema>

/** One `config set` key with its current value (null: unset, the default applies) and whether it is signed. */
export const AdminConfigItemSchema = Type.Object({
  key: Type.String(),
  value: Type.Union([Type.String(), Type.Null()]),
  /** The value in force when unset (null: nothing, e.g. a hidden link). */
  default: Type.Union([Type.String(), Type.Null()]),
  signed: Type.Boolean(),
  updated_at: NullableDateTime,
})
export const AdminConfigDataSchema = Type.Object({ list: Type.Array(AdminConfigItemSchema) })
export type AdminConfigData = Static<typeof AdminConfigDataSchema>

export const AddressParamsSchema = Type.Object({ address: Address })

export const AdminUserBillSchema = Type.Object({
  entry_id: Type.Integer(),
  key: Type.String(),
  kind: Type.String(),
  coin_id: Type.Integer(),
  bucket: Type.String(),
  amount: Amount,
  created_at: DateTime,
})
export const AdminUserBillsDataSchema = PageSchema(AdminUserBillSchema)

export const AdminUserWithdrawSchema = Type.Object({
  id: Type.Integer(),
  chain_id: Type.Integer(),
  coin_id: Type.Integer(),
  amount: Amount,
  fee: Amount,
  /** 0 pending, 1 claimed on chain, 2 refunded. */
  status: Type.Integer(),
  deadline: Type.Integer(),
  /** The voucher the user claims with: vault, token, signature. */
  voucher: Type.Object({ vault: Type.String(), token: Type.String(), signature: Type.String() }),
  claim_tx_hash: Type.Union([Type.String(), Type.Null()]),
  refund_key: Type.Union([Type.String(), Type.Null()]),
  created_at: DateTime,
})

export const AdminUserDataSchema = Type.Object({
  address: Type.String(),
  /** Whether the address ever signed in (a user row exists). */
  registered: Type.Boolean(),
  balances: Type.Array(
    Type.Object({ coin_id: Type.Integer(), coin_en: Type.String(), usable: Amount, frozen: Amount, debt: Amount }),
  ),
  bills: AdminUserBillsDataSchema,
  withdraw_orders: Type.Array(AdminUserWithdrawSchema),
  group_seats: Type.Array(
    Type.Object({
      group_id: Type.Integer(),
      variant: Type.String(),
      seat: Type.Integer(),
      is_leader: Type.Boolean(),
      /** 0 open, 1 filled, 2 failed. */
      group_status: Type.Integer(),
      joined_at: DateTime,
    }),
  ),
  packs: Type.Array(
    Type.Object({
      id: Type.Integer(),
      variant: Type.String(),
      config_id: Type.Integer(),
      pledge_amount: Amount,
      static_rate_ppm: Type.Integer(),
      out_amount: Amount,
      rewarded: Amount,
      status: Type.Integer(),
      created_at: DateTime,
    }),
  ),
  team: Type.Object({
    referrer: Type.Union([Type.String(), Type.Null()]),
    invite_code: Type.Union([Type.String(), Type.Null()]),
    direct_count: Type.Integer(),
    team_size: Type.Integer(),
    valid: Type.Boolean(),
    own_tvl: Amount,
    team_tvl: Amount,
    star_level: Type.Integer(),
  }),
})
export type AdminUserData = Static<typeof AdminUserDataSchema>
