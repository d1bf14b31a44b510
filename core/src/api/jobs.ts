import { type Static, Type } from '@sinclair/typebox'

export const SettleBodySchema = Type.Object(
  {
    job: Type.String({ pattern: '^[a-z0-9-]{1,64}$' }),
    /** A UTC day. */
    period: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  },
  { additionalProperties: false },
)
export type SettleBody = Static<typeof SettleBodySchema>

export const SettleDataSchema = Type.Object({
  job: Type.String(),
  period: Type.String(),
  /** `done`: this call ran it; `already_done`: an earlier run settled the period (its result is returned). */
  status: Type.Union([Type.Literal('done'), Type.Literal('already_done')]),
  result: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
  started_at: Type.String(),
  finished_at: Type.String(),
})
export type SettleData = Static<typeof SettleDataSchema>
