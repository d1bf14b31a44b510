import { type Static, Type } from '@sinclair/typebox'

const Block = Type.Union([Type.Integer(), Type.Null()])

export const ChainReadinessSchema = Type.Object({
  chain_id: Type.Integer(),
  /** The RPC answered. */
  rpc: Type.Boolean(),
  /** Its latest block, null when it did not answer. */
  head: Block,
  /** The block every indexer source has stored up to, null before the first range. */
  indexed: Block,
  /** Confirmed blocks not indexed yet (head - confirmations - indexed), null when unknown. */
  lag: Block,
})

export const ReadinessDataSchema = Type.Object({
  ready: Type.Boolean(),
  db: Type.Boolean(),
  chains: Type.Array(ChainReadinessSchema),
})
export type ReadinessData = Static<typeof ReadinessDataSchema>
