import { type Static, Type } from '@sinclair/typebox'
import { OperatorProofFields } from './common'

/** `GET /v1/admin/ledger/check`: the books' proof (`npm run admin -- ledger check`). */
export const BooksReportSchema = Type.Object({
  ok: Type.Boolean(),
  accounts: Type.Integer(),
  entries: Type.Integer(),
  postings: Type.Integer(),
  balance_mismatches: Type.Array(
    Type.Object({
      account_id: Type.Integer(),
      owner: Type.String(),
      coin_id: Type.Integer(),
      bucket: Type.String(),
      cached: Type.String(),
      posted: Type.String(),
    }),
  ),
  unbalanced_entries: Type.Array(
    Type.Object({
      entry_id: Type.Integer(),
      key: Type.String(),
      coin_id: Type.Union([Type.Integer(), Type.Null()]),
      sum: Type.String(),
    }),
  ),
  negative_accounts: Type.Array(
    Type.Object({ account_id: Type.Integer(), owner: Type.String(), coin_id: Type.Integer(), balance: Type.String() }),
  ),
  orphan_postings: Type.Integer(),
  /** Per coin: held by users, by system pools, and the external accounts' position; the three sum to zero. */
  coins: Type.Array(
    Type.Object({
      coin_id: Type.Integer(),
      users: Type.String(),
      system: Type.String(),
      external: Type.String(),
      conserved: Type.Boolean(),
    }),
  ),
  mismatch_count: Type.Integer(),
  unbalanced_count: Type.Integer(),
  negative_count: Type.Integer(),
  /**
   * Owners a reversal (a reorg, a claim seen after its refund) left owing coins: each debt with the entries that
   * made it (the chain log when one did). Any debt fails the check until it is repaid (docs/operations.md).
   */
  debts: Type.Array(
    Type.Object({
      owner: Type.String(),
      coin_id: Type.Integer(),
      debt: Type.String(),
      causes: Type.Array(
        Type.Object({
          entry_key: Type.String(),
          amount: Type.String(),
          chain_id: Type.Union([Type.Integer(), Type.Null()]),
          tx_hash: Type.Union([Type.String(), Type.Null()]),
          log_index: Type.Union([Type.Integer(), Type.Null()]),
          block_number: Type.Union([Type.Integer(), Type.Null()]),
        }),
      ),
    }),
  ),
  debt_count: Type.Integer(),
  /** Every pool a reward program declares, per coin it holds (a pool never funded shows no coin). */
  pools: Type.Array(
    Type.Object({ program: Type.String(), pool: Type.String(), coin_id: Type.Integer(), balance: Type.String() }),
  ),
  /** `pool:` accounts holding coins that no program declares (a retired program's, or a mistyped fund). */
  undeclared_pools: Type.Array(Type.Object({ pool: Type.String(), coin_id: Type.Integer(), balance: Type.String() })),
  /**
   * Per chain with a withdraw vault, per on-chain coin, at the block the deposits and vault-claims sources both
   * indexed: `held` by the vault (and a separate deposit receiver), `owed`: what the ledger says came in through
   * the chain for users and has not been paid out, `surplus`: what the ledger records as the operator's own there
   * (mints, contracts' transfers, less what the owner took out). `exact` when held = owed + surplus; `difference`
   * = held - owed - surplus, in either direction a failure. `non_canonical`: live credits whose block the chain no
   * longer has (a reorg the indexer has not rewound yet). `state` other than `checked`: not compared yet.
   */
  chains: Type.Array(
    Type.Object({
      chain_id: Type.Integer(),
      state: Type.Union([
        Type.Literal('checked'),
        Type.Literal('not_indexed'),
        Type.Literal('catching_up'),
        Type.Literal('unavailable'),
      ]),
      block: Type.Union([Type.Integer(), Type.Null()]),
      coins: Type.Array(
        Type.Object({
          coin_id: Type.Integer(),
          token: Type.String(),
          held: Type.String(),
          owed: Type.String(),
          surplus: Type.String(),
          difference: Type.String(),
          exact: Type.Boolean(),
        }),
      ),
      non_canonical: Type.Array(
        Type.Object({
          source: Type.String(),
          tx_hash: Type.String(),
          log_index: Type.Integer(),
          block_number: Type.Integer(),
          entry_key: Type.String(),
        }),
      ),
    }),
  ),
  /**
   * Proof of liabilities (docs/proof-of-liabilities.md): the newest snapshot of each chain and coin recomputed from
   * the postings of the entries it saw (`last_entry_id`). `difference` = root_sum - books_owed, `leaves_differing`
   * (a leaf missing, extra or of another balance) and a root the stored leaves do not rebuild each fail the check.
   * Owners in debt are left out of the tree (`accounts_in_debt`; the debts themselves are listed above).
   */
  liabilities: Type.Array(
    Type.Object({
      snapshot_id: Type.Integer(),
      chain_id: Type.Integer(),
      coin_id: Type.Integer(),
      block_number: Type.Integer(),
      last_entry_id: Type.Integer(),
      root_sum: Type.String(),
      books_owed: Type.String(),
      difference: Type.String(),
      leaves_differing: Type.Integer(),
      root_rebuilt: Type.Boolean(),
      accounts_in_debt: Type.Integer(),
      published: Type.Boolean(),
      ok: Type.Boolean(),
    }),
  ),
})
export type BooksReport = Static<typeof BooksReportSchema>

const PpmSchema = Type.Integer({ minimum: 0, maximum: 1_000_000 })

/** `POST /v1/admin/coin/fee`: fee rates in parts per million (1000 = 0.1%); a signed operator action (`op_coin_fee`). */
export const CoinFeeBodySchema = Type.Object(
  {
    coin_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    fee_rate_ppm: Type.Optional(PpmSchema),
    withdraw_fee_ppm: Type.Optional(PpmSchema),
    ...OperatorProofFields,
  },
  { additionalProperties: false },
)
export type CoinFeeBody = Static<typeof CoinFeeBodySchema>

export const CoinFeeDataSchema = Type.Object({
  coin_id: Type.Integer(),
  fee_rate_ppm: PpmSchema,
  withdraw_fee_ppm: PpmSchema,
})
export type CoinFeeData = Static<typeof CoinFeeDataSchema>

/** `POST /v1/admin/pool/fund`: the operator's own usable balance into a reward pool, once per key. */
export const PoolFundBodySchema = Type.Object(
  {
    pool: Type.String({ pattern: '^[a-z][a-z0-9-]{0,58}$' }),
    coin_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    amount: Type.String({ maxLength: 78, pattern: '^[1-9][0-9]{0,77}$' }),
    key: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9._:-]+$' }),
  },
  { additionalProperties: false },
)
export type PoolFundBody = Static<typeof PoolFundBodySchema>

export const PoolFundDataSchema = Type.Object({
  pool: Type.String(),
  coin_id: Type.Integer(),
  /** false: this key was used before; nothing moved now. */
  created: Type.Boolean(),
  /** The pool's balance after it. */
  balance: Type.String(),
})
export type PoolFundData = Static<typeof PoolFundDataSchema>
