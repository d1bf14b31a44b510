import { type Static, Type } from '@sinclair/typebox'
import { ChainIdSchema } from './common'

const Amount = Type.String({ pattern: '^[0-9]{1,78}$' })
const Hash = Type.String({ pattern: '^0x[0-9a-f]{64}$' })

/** `GET /v1/proof/liabilities` and `/mine`: which snapshot (the newest published one of the chain and coin). */
export const LiabilitiesQuerySchema = Type.Object(
  { chain_id: ChainIdSchema, coin_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) },
  { additionalProperties: false },
)
export type LiabilitiesQuery = Static<typeof LiabilitiesQuerySchema>

/**
 * The newest published snapshot's root (docs/proof-of-liabilities.md). `vault_balance`: what the chain's withdraw
 * vault held of the coin's token at `block_number`; `covered`: vault_balance >= root_sum.
 */
export const LiabilitiesRootSchema = Type.Object({
  snapshot_id: Type.Integer(),
  chain_id: Type.Integer(),
  coin_id: Type.Integer(),
  block_number: Type.Integer(),
  root_hash: Hash,
  root_sum: Amount,
  publish_tx: Type.Union([Hash, Type.Null()]),
  vault_balance: Type.Union([Amount, Type.Null()]),
  covered: Type.Boolean(),
})
export type LiabilitiesRoot = Static<typeof LiabilitiesRootSchema>

/** The signed-in account's leaf (with its salt, shown to nobody else) and the path from its sibling up. */
export const LiabilitiesProofSchema = Type.Object({
  snapshot_id: Type.Integer(),
  leaf: Type.Object({
    account: Type.String({ pattern: '^0x[0-9a-f]{40}$' }),
    coin_id: Type.Integer(),
    balance: Amount,
    salt: Hash,
  }),
  path: Type.Array(
    Type.Object({ hash: Hash, sum: Amount, side: Type.Union([Type.Literal('left'), Type.Literal('right')]) }),
  ),
})
export type LiabilitiesProof = Static<typeof LiabilitiesProofSchema>

/** `POST /v1/admin/liabilities/publish` (`npm run admin -- liabilities publish [--chain ID]`). */
export const LiabilitiesPublishBodySchema = Type.Object(
  { chain_id: Type.Optional(ChainIdSchema) },
  { additionalProperties: false },
)

export const LiabilitiesPublishDataSchema = Type.Object({
  published: Type.Array(
    Type.Object({
      snapshot_id: Type.Integer(),
      chain_id: Type.Integer(),
      coin_id: Type.Integer(),
      block_number: Type.Integer(),
      root_hash: Type.String(),
      root_sum: Type.String(),
      accounts: Type.Integer(),
      publish_tx: Type.String(),
    }),
  ),
  /** Chains whose snapshot could not be taken or published now (e.g. the indexer catching up); nothing half-done. */
  failed: Type.Array(Type.Object({ chain_id: Type.Integer(), reason: Type.String(), message: Type.String() })),
})
export type LiabilitiesPublishData = Static<typeof LiabilitiesPublishDataSchema>
